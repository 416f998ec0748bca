import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, ApiProblem } from '@/lib/api-client';

import { notificationsQueryKey } from './get-notifications';

/** Deletes a notification (spec 7); the list is refetched. */
export function useDeleteNotification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const { error, response } = await api.DELETE('/api/v2/Notification/{id}', { params: { path: { id } } });
      if (!response.ok) throw new ApiProblem(response.status, error);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsQueryKey }),
  });
}
