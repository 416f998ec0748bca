import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';
import type { ListingPage, ParamsOf, ResponseOf } from '@/lib/api-types';
import { queryKeyOf } from '@/lib/query-keys';

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

/** The same call as the tab's listing (one cache entry): the tab reads it whole, with its own actions. */
export const userRestrictionsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: queryKeyOf('listUserRestrictions', { userId }),
    queryFn: ({ signal }) => getUserRestrictions({ userId }, signal),
  });

export const useUserRestrictions = (userId: number) => useQuery(userRestrictionsQueryOptions(userId));
