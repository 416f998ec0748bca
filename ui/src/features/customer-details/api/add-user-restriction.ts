import type { components } from '@openapi/schema';
import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

export type SelectiveRestrictionPayload = components['schemas']['SelectiveRestrictionPayload'];

/** Restricts one account permission of a user (users.manage). */
export async function addUserRestriction(userId: number, body: SelectiveRestrictionPayload) {
  return dataOrThrow(await api.POST('/api/admin/users/{userId}/restrictions', { params: { path: { userId } }, body }));
}

/** Adds a restriction; the user's restrictions are read again. */
export const useAddUserRestriction = (userId: number) =>
  useRefreshingMutation(
    (body: SelectiveRestrictionPayload) => addUserRestriction(userId, body),
    ['listUserRestrictions'],
  );
