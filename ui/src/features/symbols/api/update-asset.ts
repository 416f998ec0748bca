import type { Asset } from '@/entities/assets';
import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

/** `PUT /api/v1/Asset` with the whole asset; on success the search is refreshed (spec 7). */
export function useUpdateAsset() {
  return useRefreshingMutation(
    async (body: Asset) => dataOrThrow(await api.PUT('/api/v1/Asset', { body })),
    ['searchAssets'],
  );
}
