import { api, dataOrThrow } from '@/lib/api-client';
import { ordersPage, type QueryOf, type RowOf } from '@/lib/api-types';

export type Order = RowOf<'listOrders'>;

/** One page of orders (Orders.viewList), in the orders envelope. */
export async function getOrders(query: QueryOf<'listOrders'>, signal?: AbortSignal) {
  return ordersPage(dataOrThrow(await api.GET('/api/admin/orders', { params: { query }, signal })));
}
