import { recordQuery } from '@/components/RecordDetails';
import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';

export type TradingAccountDetails = ResponseOf<'getTradingAccount'>;

/** A trading account with its balance and bank accounts (tradingAccount.viewDetails). */
export async function getTradingAccount(tradingAccountId: number, signal?: AbortSignal) {
  return dataOrThrow(
    await api.GET('/api/admin/trading-accounts/{tradingAccountId}', {
      params: { path: { tradingAccountId } },
      signal,
    }),
  );
}

export const { options: tradingAccountQueryOptions, useRecord: useTradingAccount } = recordQuery(
  'getTradingAccount',
  (tradingAccountId) => ({ tradingAccountId }),
  getTradingAccount,
);
