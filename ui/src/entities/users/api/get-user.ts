import { recordQuery } from '@/components/RecordDetails';
import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';

export type UserDetails = ResponseOf<'getUser'>;

/**
 * A user with the profile tabs, trading accounts and smartfolio holdings
 * (users.view). An impersonation token may read its own customer with it.
 */
export async function getUser(userId: number, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/users/{userId}', { params: { path: { userId } }, signal }));
}

export const { options: userQueryOptions, useRecord: useUser } = recordQuery(
  'getUser',
  (userId) => ({ userId }),
  getUser,
);
