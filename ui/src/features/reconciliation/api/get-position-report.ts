import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type PositionRow = RowOf<'listPositionReconciliation'>;

/** One page of the position reconciliation report. */
export async function getPositionReport(query: QueryOf<'listPositionReconciliation'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/reconciliation/positions', { params: { query }, signal }));
}
