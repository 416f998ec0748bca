import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf } from '@/lib/api-types';

/** One page of a customer's rows of `/api/admin/transfers`, scoped by `userId` or `tradingAccountId` (transfer.viewList). */
export async function getTransfers(query: QueryOf<'listTransfers'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/transfers', { params: { query }, signal }));
}
