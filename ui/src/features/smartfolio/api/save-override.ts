import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

export type OverridePayload = components['schemas']['OverridePayload'];

/**
 * Creates (`POST /api/admin/smartfolios/overrides`) or, with an id, updates
 * (`PUT .../overrides/{overrideId}`) an override; the list is read again at once.
 */
export function useSaveOverride(overrideId?: number) {
  return useRefreshingMutation(
    async (body: OverridePayload) =>
      overrideId === undefined
        ? dataOrThrow(await api.POST('/api/admin/smartfolios/overrides', { body }))
        : dataOrThrow(
            await api.PUT('/api/admin/smartfolios/overrides/{overrideId}', {
              params: { path: { overrideId } },
              body,
            }),
          ),
    ['listSmartfolioOverrides'],
  );
}
