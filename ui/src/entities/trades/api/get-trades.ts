import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type Trade = RowOf<'listTrades'>;

/** One page of trades (Trade.viewList); `userId` or `tradingAccountId` narrows them to a customer's. */
export async function getTrades(query: QueryOf<'listTrades'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/trades', { params: { query }, signal }));
}
