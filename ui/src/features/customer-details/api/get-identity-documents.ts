import { api, dataOrThrow } from '@/lib/api-client';
import type { ParamsOf } from '@/lib/api-types';

/** One page of a user's identity documents (users.view). */
export async function getIdentityDocuments(
  { userId, ...query }: ParamsOf<'listUserIdentityDocuments'>,
  signal?: AbortSignal,
) {
  return dataOrThrow(
    await api.GET('/api/admin/users/{userId}/identity-documents', { params: { path: { userId }, query }, signal }),
  );
}
