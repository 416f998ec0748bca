import type { ListingQuery } from '@/components/DataTable';
import { api, dataOrThrow, errorText } from '@/lib/api-client';

import type { Notification } from '../form-rules';

export const notificationsQueryKey = 'notifications';

/**
 * A page of notifications, newest first (spec 4, 9), in the shared table's
 * envelope. A failure carries spec 8's text ahead of the server's error.
 */
export async function getNotifications(
  query: ListingQuery,
  failedText: string,
  signal?: AbortSignal,
): Promise<{ data: Notification[]; totalMatch: number }> {
  try {
    const answer = dataOrThrow(
      await api.GET('/api/v2/Notification', {
        params: { query: { page: query.page, pageSize: String(query.pageSize) } },
        signal,
      }),
    );
    return { data: answer.data, totalMatch: answer.totalCount };
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new Error(`${failedText} ${errorText(error, '')}`.trim(), { cause: error });
  }
}
