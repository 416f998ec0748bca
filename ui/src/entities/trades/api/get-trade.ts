import { queryOptions, useQuery } from '@tanstack/react-query';

import { type RecordId, retryUnlessMissing } from '@/components/RecordDetails';
import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';
import { queryKeyOf } from '@/lib/query-keys';

export type TradeDetails = ResponseOf<'getTrade'>;

/** One trade (Trade.viewDetails). */
export async function getTrade(tradeId: number, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/trades/{tradeId}', { params: { path: { tradeId } }, signal }));
}

export const tradeQueryOptions = (tradeId: number) =>
  queryOptions({
    queryKey: queryKeyOf('getTrade', { tradeId }),
    queryFn: ({ signal }) => getTrade(tradeId, signal),
    retry: retryUnlessMissing,
  });

/** The trade of a detail route's id; nothing is asked for a malformed id. */
export const useTrade = (id: RecordId) => useQuery({ ...tradeQueryOptions(id.ok ? id.id : 0), enabled: id.ok });
