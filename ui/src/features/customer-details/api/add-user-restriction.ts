import { api, dataOrThrow } from '@/lib/api-client';
import type { components } from '@openapi/schema';

export type SelectiveRestrictionPayload = components['schemas']['SelectiveRestrictionPayload'];

/** Restricts one account permission of a user (users.manage). */
export async function addUserRestriction(userId: number, body: SelectiveRestrictionPayload) {
  return dataOrThrow(await api.POST('/api/admin/users/{userId}/restrictions', { params: { path: { userId } }, body }));
}
