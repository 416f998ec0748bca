import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { components, operations } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

export type Trade = components['schemas']['Trade'];
export type TradesQuery = NonNullable<operations['listTrades']['parameters']['query']>;

export async function getTrades(query: TradesQuery, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/trades', { params: { query }, signal }));
}

export const tradesQueryOptions = (query: TradesQuery) =>
  queryOptions({
    queryKey: ['trades', 'list', query],
    queryFn: ({ signal }) => getTrades(query, signal),
    placeholderData: keepPreviousData,
  });
