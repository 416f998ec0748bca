import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf } from '@/lib/api-types';

/** One page of a customer's rows of `/api/admin/trades`, scoped by `userId` or `tradingAccountId` (Trade.viewList). */
export async function getTrades(query: QueryOf<'listTrades'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/trades', { params: { query }, signal }));
}
