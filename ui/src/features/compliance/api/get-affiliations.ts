import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type Affiliation = RowOf<'listAffiliations'>;

/** One page of affiliations (compliance.viewList). */
export async function getAffiliations(query: QueryOf<'listAffiliations'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/compliance/affiliations', { params: { query }, signal }));
}
