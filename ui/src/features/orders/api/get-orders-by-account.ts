import { api, dataOrThrow } from '@/lib/api-client';
import { wholePage, type QueryOf, type RowOf } from '@/lib/api-types';

export type ByAccount = RowOf<'aggregateOrdersByAccount'>;

/** Orders totalled by trading account: every group at once (spec 3: `{Data}`). */
export async function getOrdersByAccount(query: QueryOf<'aggregateOrdersByAccount'>, signal?: AbortSignal) {
  return wholePage(dataOrThrow(await api.GET('/api/admin/orders/aggregate/accounts', { params: { query }, signal })));
}
