import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type RestrictedAccount = RowOf<'listRestrictions'>;

/** One page of restricted accounts for the restrictions screen. */
export async function getRestrictions(query: QueryOf<'listRestrictions'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/restrictions/accounts', { params: { query }, signal }));
}
