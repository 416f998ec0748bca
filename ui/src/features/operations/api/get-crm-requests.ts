import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type CrmRequest = RowOf<'listCrmRequests'>;

/** One page of the CRM provider's request log (operation.viewList). */
export async function getCrmRequests(query: QueryOf<'listCrmRequests'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/operations/crm-requests', { params: { query }, signal }));
}
