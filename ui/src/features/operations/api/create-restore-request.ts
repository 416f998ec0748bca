import type { components } from '@openapi/schema';
import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

export type RestoreRequestPayload = components['schemas']['RestoreRequestPayload'];

/** POST a point-in-time restore request; the list of requests is fetched again after. */
export function useCreateRestoreRequest() {
  return useRefreshingMutation(
    async (body: RestoreRequestPayload) =>
      dataOrThrow(await api.POST('/api/admin/operations/restore-requests', { body })),
    ['listRestoreRequests'],
  );
}
