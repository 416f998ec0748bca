import { api, dataOrThrow } from '@/lib/api-client';
import type { ParamsOf } from '@/lib/api-types';

/** One page of a trading account's positions (tradingAccount.viewDetails). */
export async function getAccountPositions(
  { tradingAccountId, ...query }: ParamsOf<'listTradingAccountPositions'>,
  signal?: AbortSignal,
) {
  return dataOrThrow(
    await api.GET('/api/admin/trading-accounts/{tradingAccountId}/positions', {
      params: { path: { tradingAccountId }, query },
      signal,
    }),
  );
}
