import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type RestoreRequest = RowOf<'listRestoreRequests'>;

/** One page of point-in-time restore requests. */
export async function getRestoreRequests(query: QueryOf<'listRestoreRequests'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/operations/restore-requests', { params: { query }, signal }));
}
