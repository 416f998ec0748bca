import { api, dataOrThrow } from '@/lib/api-client';
import type { ListingPage, ParamsOf, ResponseOf } from '@/lib/api-types';

export type UserAffiliation = ResponseOf<'listUserAffiliations'>[number];

/** A user's affiliations (users.view): every one at once, as a single page. */
export async function getUserAffiliations(
  { userId }: ParamsOf<'listUserAffiliations'>,
  signal?: AbortSignal,
): Promise<ListingPage<UserAffiliation>> {
  const rows = dataOrThrow(
    await api.GET('/api/admin/users/{userId}/affiliations', { params: { path: { userId } }, signal }),
  );
  return { data: rows, totalMatch: rows.length };
}
