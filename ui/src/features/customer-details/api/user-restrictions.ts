import { api, dataOrThrow } from '@/lib/api-client';
import type { ListingPage, ParamsOf, ResponseOf } from '@/lib/api-types';

export type SelectiveRestriction = ResponseOf<'listUserRestrictions'>[number];

/** A user's selective restrictions (users.view), newest first (spec 9: created desc), as a single page. */
export async function getUserRestrictions(
  { userId }: ParamsOf<'listUserRestrictions'>,
  signal?: AbortSignal,
): Promise<ListingPage<SelectiveRestriction>> {
  const rows = dataOrThrow(
    await api.GET('/api/admin/users/{userId}/restrictions', { params: { path: { userId } }, signal }),
  );
  const newest = [...rows].sort((a, b) => b.created.localeCompare(a.created));
  return { data: newest, totalMatch: rows.length };
}
