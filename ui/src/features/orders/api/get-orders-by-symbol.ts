import { api, dataOrThrow } from '@/lib/api-client';
import { wholePage, type QueryOf, type RowOf } from '@/lib/api-types';

export type BySymbol = RowOf<'aggregateOrdersBySymbol'>;

/** Orders totalled by symbol: every group at once. */
export async function getOrdersBySymbol(query: QueryOf<'aggregateOrdersBySymbol'>, signal?: AbortSignal) {
  return wholePage(dataOrThrow(await api.GET('/api/admin/orders/aggregate/symbols', { params: { query }, signal })));
}
