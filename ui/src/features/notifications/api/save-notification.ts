import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';

import type { NotificationPayload } from '../form-rules';
import { notificationsQueryKey } from './get-notifications';

/**
 * Creates (`POST /api/v2/Notification`) or, with an id, updates
 * (`PUT /api/v2/Notification/{id}`) a notification; the list is refetched.
 */
export function useSaveNotification(id?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: NotificationPayload) =>
      id === undefined
        ? dataOrThrow(await api.POST('/api/v2/Notification', { body }))
        : dataOrThrow(await api.PUT('/api/v2/Notification/{id}', { params: { path: { id } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
