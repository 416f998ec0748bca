import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type TradeRow = RowOf<'listTradeReconciliation'>;

/** One page of the trade reconciliation report (reconciliation.report.viewList). */
export async function getTradeReport(query: QueryOf<'listTradeReconciliation'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/reconciliation/trades', { params: { query }, signal }));
}
