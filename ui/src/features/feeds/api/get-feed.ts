import { queryOptions, useQuery } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type FeedItem = components['schemas']['FeedItem'];
export type FeedPage = components['schemas']['Feed'];

export type FeedKind = 'notifications' | 'messages';

/** The header feeds (claim pageAccess). A server without them answers 404: the panel's error state. */
export async function getFeed(kind: FeedKind, signal?: AbortSignal): Promise<FeedPage> {
  const result =
    kind === 'notifications'
      ? await api.GET('/api/admin/feeds/notifications', { signal })
      : await api.GET('/api/admin/feeds/messages', { signal });
  return dataOrThrow(result);
}

export const feedQueryOptions = (kind: FeedKind) =>
  queryOptions({
    queryKey: queryKeyOf(kind === 'notifications' ? 'getNotificationFeed' : 'getMessageFeed'),
    queryFn: ({ signal }) => getFeed(kind, signal),
    // A missing feed (404 from a server without it) will not appear by asking again.
    retry: false,
    staleTime: 60_000,
  });

export function useFeed(kind: FeedKind) {
  return useQuery(feedQueryOptions(kind));
}
