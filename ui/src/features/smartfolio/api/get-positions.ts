import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type SmartfolioPosition = RowOf<'listSmartfolioPositions'>;
export type PositionsQuery = Partial<QueryOf<'listSmartfolioPositions'>>;

/** One page of smartfolio holdings, with the totals of every match. */
export async function getPositions(query: PositionsQuery, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/smartfolios/positions', { params: { query }, signal }));
}

/**
 * The totals of the holdings a filter matches: the same call for one row,
 * kept apart from the table's pages, so paging and sorting do not ask again.
 */
export const usePositionTotals = (filters: Pick<PositionsQuery, 'smartfolioId' | 'search'>) =>
  useQuery({
    queryKey: queryKeyOf('listSmartfolioPositions', { ...filters, pageSize: '1' }),
    queryFn: ({ signal }) => getPositions({ ...filters, pageSize: '1' }, signal),
    select: ({ totalMatch, totalInvested, totalMarketValue }) => ({ totalMatch, totalInvested, totalMarketValue }),
    placeholderData: keepPreviousData,
  });
