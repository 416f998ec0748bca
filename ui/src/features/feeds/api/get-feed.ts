import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';

/**
 * One entry of a header feed. Typed here until the calls are in
 * openapi/schema.d.ts; the shapes are the designed contract (claim pageAccess).
 */
export interface FeedItem {
  id: string;
  title: string;
  text: string;
  /** RFC 3339. */
  createdDate: string;
  read: boolean;
}

export interface FeedPage {
  data: FeedItem[];
  totalCount: number;
}

export type FeedKind = 'notifications' | 'messages';

/** The feed calls are not in the generated paths yet, so they go through the client untyped. */
type UntypedGet = (
  path: string,
  init?: { signal?: AbortSignal },
) => Promise<{ data?: unknown; error?: unknown; response: Response }>;

export async function getFeed(kind: FeedKind, signal?: AbortSignal): Promise<FeedPage> {
  const get = api.GET as unknown as UntypedGet;
  return dataOrThrow(await get(`/api/admin/feeds/${kind}`, { signal })) as FeedPage;
}

export const feedQueryOptions = (kind: FeedKind) =>
  queryOptions({
    queryKey: ['feeds', kind],
    queryFn: ({ signal }) => getFeed(kind, signal),
    // A missing feed (404 from a server without it) will not appear by asking again.
    retry: false,
    staleTime: 60_000,
  });

export function useFeed(kind: FeedKind) {
  return useQuery(feedQueryOptions(kind));
}
