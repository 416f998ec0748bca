import { recordQuery } from '@/components/RecordDetails';
import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';

export type TradeDetails = ResponseOf<'getTrade'>;

/** One trade (Trade.viewDetails). */
export async function getTrade(tradeId: number, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/trades/{tradeId}', { params: { path: { tradeId } }, signal }));
}

export const { options: tradeQueryOptions, useRecord: useTrade } = recordQuery(
  'getTrade',
  (tradeId) => ({ tradeId }),
  getTrade,
);
