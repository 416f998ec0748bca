import { queryOptions, useQuery } from '@tanstack/react-query';

import { type RecordId, retryUnlessMissing } from '@/components/RecordDetails';
import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';
import { queryKeyOf } from '@/lib/query-keys';

export type TradingAccountDetails = ResponseOf<'getTradingAccount'>;

/** A trading account with its balance and bank accounts (tradingAccount.viewDetails). */
export async function getTradingAccount(tradingAccountId: number, signal?: AbortSignal) {
  return dataOrThrow(
    await api.GET('/api/admin/trading-accounts/{tradingAccountId}', {
      params: { path: { tradingAccountId } },
      signal,
    }),
  );
}

export const tradingAccountQueryOptions = (tradingAccountId: number) =>
  queryOptions({
    queryKey: queryKeyOf('getTradingAccount', { tradingAccountId }),
    queryFn: ({ signal }) => getTradingAccount(tradingAccountId, signal),
    retry: retryUnlessMissing,
  });

/** The trading account of a detail route's id; nothing is asked for a malformed id. */
export const useTradingAccount = (id: RecordId) =>
  useQuery({ ...tradingAccountQueryOptions(id.ok ? id.id : 0), enabled: id.ok });
