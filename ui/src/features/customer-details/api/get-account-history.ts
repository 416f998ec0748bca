import { api, dataOrThrow } from '@/lib/api-client';
import type { ParamsOf } from '@/lib/api-types';

/** One page of a trading account's history (tradingAccount.viewDetails). */
export async function getAccountHistory(
  { tradingAccountId, ...query }: ParamsOf<'listTradingAccountHistory'>,
  signal?: AbortSignal,
) {
  return dataOrThrow(
    await api.GET('/api/admin/trading-accounts/{tradingAccountId}/history', {
      params: { path: { tradingAccountId }, query },
      signal,
    }),
  );
}
