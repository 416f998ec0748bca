import type { operations } from '@openapi/schema';

import type { ListingQuery } from '@/components/DataTable';
import { api, dataOrThrow } from '@/lib/api-client';

type Query<O extends keyof operations> = NonNullable<operations[O]['parameters']['query']>;
type Ok<O extends keyof operations> = operations[O]['responses'] extends {
  200: { content: { 'application/json': infer B } };
}
  ? B
  : never;

export type Order = Ok<'listOrders'>['Data']['Items'][number];
export type FixOrder = Ok<'listFixOrders'>['Data']['Items'][number];
export type ExecutionReport = Ok<'listExecutionReports'>['Data']['Items'][number];
export type ByAccount = Ok<'aggregateOrdersByAccount'>['Data'][number];
export type BySymbol = Ok<'aggregateOrdersBySymbol'>['Data'][number];
export type ByAction = Ok<'aggregateOrdersByAction'>['Data'][number];

/** The orders envelope (`Data.Items`, `MatchedCount`) as the shared table reads it. */
const page = <T>(body: { Data: { Items: T[]; MatchedCount: number } }) => ({
  data: body.Data.Items,
  totalMatch: body.Data.MatchedCount,
});

// The listing state holds filters as text; each call's query type says which it takes.
export const getOrders = async (query: ListingQuery, signal?: AbortSignal) =>
  page(dataOrThrow(await api.GET('/api/admin/orders', { params: { query: query as Query<'listOrders'> }, signal })));

export const getOrderTransfers = async (query: ListingQuery, signal?: AbortSignal) =>
  page(
    dataOrThrow(
      await api.GET('/api/admin/orders/transfers', { params: { query: query as Query<'listOrderTransfers'> }, signal }),
    ),
  );

export const getFixOrders = async (query: ListingQuery, signal?: AbortSignal) =>
  page(
    dataOrThrow(await api.GET('/api/admin/orders/fix', { params: { query: query as Query<'listFixOrders'> }, signal })),
  );

export const getExecutionReports = async (query: ListingQuery, signal?: AbortSignal) =>
  page(
    dataOrThrow(
      await api.GET('/api/admin/orders/executions', {
        params: { query: query as Query<'listExecutionReports'> },
        signal,
      }),
    ),
  );

/** Aggregates take the filters only (no paging or sort). */
const filtersOf = (query: ListingQuery) => {
  const { page: _page, pageSize: _size, sort: _sort, dir: _dir, ...filters } = query;
  return filters as Query<'aggregateOrdersByAccount'>;
};

export const getByAccount = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/admin/orders/aggregate/accounts', { params: { query: filtersOf(query) }, signal }))
    .Data;

export const getBySymbol = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/admin/orders/aggregate/symbols', { params: { query: filtersOf(query) }, signal }))
    .Data;

export const getByAction = async (query: ListingQuery, signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/admin/orders/aggregate/actions', { params: { query: filtersOf(query) }, signal }))
    .Data;
