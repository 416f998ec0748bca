import { queryOptions } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';
import type { RowOf } from '@/lib/api-types';
import { queryKeyOf } from '@/lib/query-keys';

export type Customer = RowOf<'listUsers'>;

/** The first ten customers matching a name, username or email (users.view), for the customer picker. */
export async function searchCustomers(search: string, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/users', { params: { query: { search, pageSize: '10' } }, signal }));
}

export const customerSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeyOf('listUsers', { search, pageSize: '10' }),
    queryFn: ({ signal }) => searchCustomers(search, signal),
    select: (page) => page.data,
  });
