import { api, dataOrThrow } from '@/lib/api-client';
import { ordersPage, type QueryOf, type RowOf } from '@/lib/api-types';

export type FixOrder = RowOf<'listFixOrders'>;

/** One page of FIX orders. */
export async function getFixOrders(query: QueryOf<'listFixOrders'>, signal?: AbortSignal) {
  return ordersPage(dataOrThrow(await api.GET('/api/admin/orders/fix', { params: { query }, signal })));
}
