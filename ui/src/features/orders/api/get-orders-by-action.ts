import { api, dataOrThrow } from '@/lib/api-client';
import { wholePage, type QueryOf, type RowOf } from '@/lib/api-types';

export type ByAction = RowOf<'aggregateOrdersByAction'>;

/** Orders totalled by action: every group at once. */
export async function getOrdersByAction(query: QueryOf<'aggregateOrdersByAction'>, signal?: AbortSignal) {
  return wholePage(dataOrThrow(await api.GET('/api/admin/orders/aggregate/actions', { params: { query }, signal })));
}
