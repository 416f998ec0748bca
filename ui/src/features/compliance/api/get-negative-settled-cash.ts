import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type NegativeSettledCash = RowOf<'listNegativeSettledCash'>;

/** One page of the negative settled cash report. */
export async function getNegativeSettledCash(query: QueryOf<'listNegativeSettledCash'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/compliance/negative-settled-cash', { params: { query }, signal }));
}
