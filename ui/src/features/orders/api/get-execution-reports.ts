import { api, dataOrThrow } from '@/lib/api-client';
import { ordersPage, type QueryOf, type RowOf } from '@/lib/api-types';

export type ExecutionReport = RowOf<'listExecutionReports'>;

/** One page of execution reports. */
export async function getExecutionReports(query: QueryOf<'listExecutionReports'>, signal?: AbortSignal) {
  return ordersPage(dataOrThrow(await api.GET('/api/admin/orders/executions', { params: { query }, signal })));
}
