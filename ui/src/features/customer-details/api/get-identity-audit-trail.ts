import { api, dataOrThrow } from '@/lib/api-client';
import type { ParamsOf } from '@/lib/api-types';

/** One page of a user's identity audit trail (users.view). */
export async function getIdentityAuditTrail(
  { userId, ...query }: ParamsOf<'listUserIdentityAuditTrail'>,
  signal?: AbortSignal,
) {
  return dataOrThrow(
    await api.GET('/api/admin/users/{userId}/identity-audit-trail', { params: { path: { userId }, query }, signal }),
  );
}
