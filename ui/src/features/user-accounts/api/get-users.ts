import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type Customer = RowOf<'listUsers'>;

/** One page of the platform's users (users.view). */
export async function getUsers(query: QueryOf<'listUsers'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/users', { params: { query }, signal }));
}
