import { api, dataOrThrow } from '@/lib/api-client';
import type { ParamsOf } from '@/lib/api-types';

/** One page of a user's audit trail (users.view). */
export async function getAuditTrail({ userId, ...query }: ParamsOf<'listUserAuditTrail'>, signal?: AbortSignal) {
  return dataOrThrow(
    await api.GET('/api/admin/users/{userId}/audit-trail', { params: { path: { userId }, query }, signal }),
  );
}
