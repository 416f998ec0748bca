import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { components } from '@openapi/schema';
import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type Asset = components['schemas']['Asset'];

/**
 * `GET /api/v1/Asset/search?searchTerm=` (spec 7): every asset whose symbol or
 * name holds the term; Assets Management pages them itself (spec 9), Market
 * Data's symbol picker offers them.
 */
export const searchAssets = async (searchTerm: string, signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/v1/Asset/search', { params: { query: { searchTerm } }, signal }));

export const assetSearchQueryOptions = (searchTerm: string) =>
  queryOptions({
    queryKey: queryKeyOf('searchAssets', { searchTerm }),
    queryFn: ({ signal }) => searchAssets(searchTerm, signal),
    placeholderData: keepPreviousData,
  });

export const useAssetSearch = (searchTerm: string) => useQuery(assetSearchQueryOptions(searchTerm));
