import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { ResponseOf } from '@/lib/api-types';
import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type Asset = ResponseOf<'searchAssets'>[number];

/** `GET /api/v1/Asset/search?searchTerm=` (spec 7): the symbol picker's choices. */
export const searchSymbols = async (searchTerm: string, signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/v1/Asset/search', { params: { query: { searchTerm } }, signal }));

export const symbolSearchQueryOptions = (searchTerm: string) =>
  queryOptions({
    queryKey: queryKeyOf('searchAssets', { searchTerm }),
    queryFn: ({ signal }) => searchSymbols(searchTerm, signal),
    placeholderData: keepPreviousData,
  });

export const useSymbolSearch = (searchTerm: string) => useQuery(symbolSearchQueryOptions(searchTerm));
