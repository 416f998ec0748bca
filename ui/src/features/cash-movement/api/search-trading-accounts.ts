import { queryOptions } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';
import type { RowOf } from '@/lib/api-types';
import { queryKeyOf } from '@/lib/query-keys';

export type TradingAccountChoice = RowOf<'listTradingAccounts'>;

/** The first ten trading accounts matching a number, owner name or email, for the account picker. */
export async function searchTradingAccounts(search: string, signal?: AbortSignal) {
  return dataOrThrow(
    await api.GET('/api/admin/trading-accounts', { params: { query: { search, pageSize: '10' } }, signal }),
  );
}

export const tradingAccountSearchQueryOptions = (search: string) =>
  queryOptions({
    queryKey: queryKeyOf('listTradingAccounts', { search, pageSize: '10' }),
    queryFn: ({ signal }) => searchTradingAccounts(search, signal),
    select: (page) => page.data,
  });
