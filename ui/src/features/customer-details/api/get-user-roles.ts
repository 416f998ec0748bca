import { api, dataOrThrow } from '@/lib/api-client';
import type { ListingPage, ParamsOf, ResponseOf } from '@/lib/api-types';

export type UserRole = ResponseOf<'listUserRoles'>['data'][number];

/** The roles assigned to a user (users.view), as a single page. */
export async function getUserRoles(
  { userId }: ParamsOf<'listUserRoles'>,
  signal?: AbortSignal,
): Promise<ListingPage<UserRole>> {
  const body = dataOrThrow(await api.GET('/api/admin/users/{userId}/roles', { params: { path: { userId } }, signal }));
  return { data: body.data, totalMatch: body.data.length };
}
