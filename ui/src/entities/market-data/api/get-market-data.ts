import { queryOptions, useQuery } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';
import { queryKeyOf } from '@/lib/query-keys';

export type MarketDataSeries = ResponseOf<'getMarketData'>;

/** `GET /api/admin/market-data/{symbol}`: the intraday series and its previous close (spec 2: the stock dashboard chart; spec 9). */
export async function getMarketData(symbol: string, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/market-data/{symbol}', { params: { path: { symbol } }, signal }));
}

/** One symbol's series, shared by the dashboard's chart and Market Data: one cache entry per symbol. */
export const marketDataQueryOptions = (symbol: string) =>
  queryOptions({
    queryKey: queryKeyOf('getMarketData', { symbol }),
    queryFn: ({ signal }) => getMarketData(symbol, signal),
    // A minute's series: a new point each minute.
    refetchInterval: 60_000,
  });

export const useMarketData = (symbol: string) => useQuery(marketDataQueryOptions(symbol));
