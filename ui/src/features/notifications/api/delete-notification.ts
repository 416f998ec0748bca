import { api, ApiProblem } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

/** Deletes a notification (spec 7); the list is refetched. */
export function useDeleteNotification() {
  return useRefreshingMutation(
    async (id: number) => {
      const { error, response } = await api.DELETE('/api/v2/Notification/{id}', { params: { path: { id } } });
      if (!response.ok) throw new ApiProblem(response.status, error);
    },
    ['listNotifications'],
  );
}
