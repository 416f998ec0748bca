import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

import type { NotificationPayload } from '../form-rules';

/**
 * Creates (`POST /api/v2/Notification`) or, with an id, updates
 * (`PUT /api/v2/Notification/{id}`) a notification; the list is refetched.
 */
export function useSaveNotification(id?: number) {
  return useRefreshingMutation(
    async (body: NotificationPayload) =>
      id === undefined
        ? dataOrThrow(await api.POST('/api/v2/Notification', { body }))
        : dataOrThrow(await api.PUT('/api/v2/Notification/{id}', { params: { path: { id } }, body })),
    ['listNotifications'],
  );
}
