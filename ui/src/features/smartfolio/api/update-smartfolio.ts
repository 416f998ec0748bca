import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

import { smartfoliosQueryKey } from './get-smartfolios';

export type SmartfolioPayload = components['schemas']['SmartfolioPayload'];

/** `PUT /api/admin/smartfolios/{smartfolioId}`; the designer list is read again at once. */
export function useUpdateSmartfolio(smartfolioId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: SmartfolioPayload) =>
      dataOrThrow(await api.PUT('/api/admin/smartfolios/{smartfolioId}', { params: { path: { smartfolioId } }, body })),
    onSuccess: () => client.invalidateQueries({ queryKey: smartfoliosQueryKey }),
  });
}
