import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { components, operations } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

export type Customer = components['schemas']['Customer'];
export type CustomersQuery = NonNullable<operations['listUsers']['parameters']['query']>;

export async function getUsers(query: CustomersQuery, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/users', { params: { query }, signal }));
}

export const usersQueryOptions = (query: CustomersQuery) =>
  queryOptions({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });
