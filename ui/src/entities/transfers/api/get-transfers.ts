import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type Transfer = RowOf<'listTransfers'>;

/** One page of transfers (transfer.viewList); `userId` or `tradingAccountId` narrows them to a customer's. */
export async function getTransfers(query: QueryOf<'listTransfers'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/transfers', { params: { query }, signal }));
}
