import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type RestrictedPermission = RowOf<'listRestrictedPermissions'>;

/** One page of restricted account permissions. */
export async function getRestrictedPermissions(query: QueryOf<'listRestrictedPermissions'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/compliance/restricted-permissions', { params: { query }, signal }));
}
