import { queryOptions, useQuery } from '@tanstack/react-query';

import { type RecordId, retryUnlessMissing } from '@/components/RecordDetails';
import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';
import { queryKeyOf } from '@/lib/query-keys';

export type UserDetails = ResponseOf<'getUser'>;

/**
 * A user with the profile tabs, trading accounts and smartfolio holdings
 * (users.view). An impersonation token may read its own customer with it.
 */
export async function getUser(userId: number, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/users/{userId}', { params: { path: { userId } }, signal }));
}

export const userQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeyOf('getUser', { userId }),
    queryFn: ({ signal }) => getUser(userId, signal),
    retry: retryUnlessMissing,
  });

/** The user of a detail route's id (or a known one); nothing is asked for a malformed id or when `enabled` is false. */
export const useUser = (id: RecordId, enabled = true) =>
  useQuery({ ...userQueryOptions(id.ok ? id.id : 0), enabled: id.ok && enabled });
