import { api, dataOrThrow } from '@/lib/api-client';
import type { ParamsOf } from '@/lib/api-types';

/** One page of a user's broker documents (users.view). */
export async function getBrokerDocuments(
  { userId, ...query }: ParamsOf<'listUserBrokerDocuments'>,
  signal?: AbortSignal,
) {
  return dataOrThrow(
    await api.GET('/api/admin/users/{userId}/broker-documents', { params: { path: { userId }, query }, signal }),
  );
}
