import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import type { components, operations } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

export type TradingAccount = components['schemas']['TradingAccount'];
export type TradingAccountsQuery = NonNullable<operations['listTradingAccounts']['parameters']['query']>;

export async function getTradingAccounts(query: TradingAccountsQuery, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/trading-accounts', { params: { query }, signal }));
}

export const tradingAccountsQueryOptions = (query: TradingAccountsQuery) =>
  queryOptions({
    queryKey: ['tradingAccounts', 'list', query],
    queryFn: ({ signal }) => getTradingAccounts(query, signal),
    placeholderData: keepPreviousData,
  });

export function useTradingAccounts(query: TradingAccountsQuery) {
  return useQuery(tradingAccountsQueryOptions(query));
}
