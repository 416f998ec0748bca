import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { components, operations } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

export type Transfer = components['schemas']['Transfer'];
export type TransfersQuery = NonNullable<operations['listTransfers']['parameters']['query']>;

export async function getTransfers(query: TransfersQuery, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/transfers', { params: { query }, signal }));
}

export const transfersQueryOptions = (query: TransfersQuery) =>
  queryOptions({
    queryKey: ['transfers', 'list', query],
    queryFn: ({ signal }) => getTransfers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTransfers(query: TransfersQuery) {
  return useQuery(transfersQueryOptions(query));
}
