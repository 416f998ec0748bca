import { api, dataOrThrow } from '@/lib/api-client';
import type { ListingPage, QueryOf, RowOf } from '@/lib/api-types';

export type SymbolStrategy = RowOf<'listSymbolStrategies'>;

/**
 * The active symbol strategies (spec 7: `GET /api/v1/SymbolStrategy?IsActive=true`),
 * narrowed by the listing's strategy and symbol filters; the server answers
 * them all at once, and the listing pages them in the browser.
 */
export async function getSymbolStrategies(
  query: Partial<QueryOf<'listSymbolStrategies'>>,
  signal?: AbortSignal,
): Promise<ListingPage<SymbolStrategy>> {
  const { strategyId, search } = query;
  const data = dataOrThrow(
    await api.GET('/api/v1/SymbolStrategy', { params: { query: { IsActive: true, strategyId, search } }, signal }),
  );
  return { data, totalMatch: data.length };
}
