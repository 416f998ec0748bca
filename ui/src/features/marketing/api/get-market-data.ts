import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ResponseOf } from '@/lib/api-types';
import { api, dataOrThrow } from '@/lib/api-client';

export type MarketDataSeries = ResponseOf<'getMarketData'>;

/** `GET /api/admin/market-data/{symbol}`: the intraday series and its previous close (spec 9). */
export const getMarketData = async (symbol: string, signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/admin/market-data/{symbol}', { params: { path: { symbol } }, signal }));

export const marketDataQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: ['marketData', symbol],
    queryFn: ({ signal }) => getMarketData(symbol, signal),
    // A minute's series: a new point each minute.
    refetchInterval: 60_000,
  });

export const useMarketData = (symbol: string) => useQuery(marketDataQueryOptions(symbol));
