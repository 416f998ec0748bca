import { api, dataOrThrow } from '@/lib/api-client';
import { ordersPage, type QueryOf, type RowOf } from '@/lib/api-types';

export type OrderTransfer = RowOf<'listOrderTransfers'>;

/** One page of the orders that move money (invest, withdraw). */
export async function getOrderTransfers(query: QueryOf<'listOrderTransfers'>, signal?: AbortSignal) {
  return ordersPage(dataOrThrow(await api.GET('/api/admin/orders/transfers', { params: { query }, signal })));
}
