import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { components } from '@openapi/schema';
import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type RestoreRequestPayload = components['schemas']['RestoreRequestPayload'];

/** POST a point-in-time restore request; the list of requests is fetched again after. */
export function useCreateRestoreRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: RestoreRequestPayload) =>
      dataOrThrow(await api.POST('/api/admin/operations/restore-requests', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: queryKeyOf('listRestoreRequests') }),
  });
}
