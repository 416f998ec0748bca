import { api, dataOrThrow } from '@/lib/api-client';
import type { ListingPage, QueryOf } from '@/lib/api-types';

import type { Notification } from '../form-rules';

/**
 * A page of notifications, newest first (spec 4, 9): the server's order, so
 * the listing's sort parameters are not sent.
 */
export async function getNotifications(
  query: Partial<QueryOf<'listNotifications'>>,
  signal?: AbortSignal,
): Promise<ListingPage<Notification>> {
  const { page, pageSize } = query;
  const answer = dataOrThrow(await api.GET('/api/v2/Notification', { params: { query: { page, pageSize } }, signal }));
  return { data: answer.data, totalMatch: answer.totalCount };
}
