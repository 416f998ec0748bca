import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type WatchedTransfer = RowOf<'listAchWatchlist'>;

/** One page of transfers of accounts on an ACH watchlist. */
export async function getAchWatchlist(query: QueryOf<'listAchWatchlist'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/compliance/ach-watchlist', { params: { query }, signal }));
}
