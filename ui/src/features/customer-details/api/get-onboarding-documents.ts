import { api, dataOrThrow } from '@/lib/api-client';
import type { ParamsOf } from '@/lib/api-types';

/** One page of a user's onboarding documents (users.view). */
export async function getOnboardingDocuments(
  { userId, ...query }: ParamsOf<'listUserOnboardingDocuments'>,
  signal?: AbortSignal,
) {
  return dataOrThrow(
    await api.GET('/api/admin/users/{userId}/onboarding-documents', { params: { path: { userId }, query }, signal }),
  );
}
