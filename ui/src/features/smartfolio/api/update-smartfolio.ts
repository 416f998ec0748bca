import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

export type SmartfolioPayload = components['schemas']['SmartfolioPayload'];

/** `PUT /api/admin/smartfolios/{smartfolioId}`; the designer list is read again at once. */
export function useUpdateSmartfolio(smartfolioId: number) {
  return useRefreshingMutation(
    async (body: SmartfolioPayload) =>
      dataOrThrow(await api.PUT('/api/admin/smartfolios/{smartfolioId}', { params: { path: { smartfolioId } }, body })),
    ['listSmartfolios'],
  );
}
