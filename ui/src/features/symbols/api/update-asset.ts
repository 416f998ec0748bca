import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';

import { type Asset, assetsQueryKey } from './search-assets';

/** `PUT /api/v1/Asset` with the whole asset; on success the search is refreshed (spec 7). */
export function useUpdateAsset() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: Asset) => dataOrThrow(await api.PUT('/api/v1/Asset', { body })),
    onSuccess: () => client.invalidateQueries({ queryKey: assetsQueryKey }),
  });
}
