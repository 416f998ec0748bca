import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

import { overridesQueryKey } from './get-overrides';

export type OverridePayload = components['schemas']['OverridePayload'];

/**
 * Creates (`POST /api/admin/smartfolios/overrides`) or, with an id, updates
 * (`PUT .../overrides/{overrideId}`) an override; the list is read again at once.
 */
export function useSaveOverride(overrideId?: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: OverridePayload) =>
      overrideId === undefined
        ? dataOrThrow(await api.POST('/api/admin/smartfolios/overrides', { body }))
        : dataOrThrow(
            await api.PUT('/api/admin/smartfolios/overrides/{overrideId}', {
              params: { path: { overrideId } },
              body,
            }),
          ),
    onSuccess: () => client.invalidateQueries({ queryKey: overridesQueryKey }),
  });
}
