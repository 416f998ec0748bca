import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type Asset = components['schemas']['Asset'];

/** Every call of the asset search: an edit makes them stale. */
export const assetsQueryKey = queryKeyOf('searchAssets');

/** Every asset whose symbol or name contains the term (spec 7); the screen pages them itself (spec 9). */
export const searchAssets = async (searchTerm: string, signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/v1/Asset/search', { params: { query: { searchTerm } }, signal }));

export const assetSearchQueryOptions = (searchTerm: string) =>
  queryOptions({
    queryKey: queryKeyOf('searchAssets', { searchTerm }),
    queryFn: ({ signal }) => searchAssets(searchTerm, signal),
    placeholderData: keepPreviousData,
  });

export const useAssetSearch = (searchTerm: string) => useQuery(assetSearchQueryOptions(searchTerm));
