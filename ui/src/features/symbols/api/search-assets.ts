import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

export type Asset = components['schemas']['Asset'];

export const assetsQueryKey = ['assets'] as const;

/** Every asset whose symbol or name contains the term (spec 7); the screen pages them itself (spec 9). */
export const searchAssets = async (searchTerm: string, signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/v1/Asset/search', { params: { query: { searchTerm } }, signal }));

export const assetSearchQueryOptions = (searchTerm: string) =>
  queryOptions({
    queryKey: [...assetsQueryKey, 'search', searchTerm],
    queryFn: ({ signal }) => searchAssets(searchTerm, signal),
    placeholderData: keepPreviousData,
  });

export const useAssetSearch = (searchTerm: string) => useQuery(assetSearchQueryOptions(searchTerm));
