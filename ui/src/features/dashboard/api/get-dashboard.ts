import { queryOptions, useQuery } from '@tanstack/react-query';

import type { ResponseOf } from '@/lib/api-types';
import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type DashboardFigures = ResponseOf<'getDashboard'>;

/** `GET /api/admin/dashboard`: the headline figures, as of the server's clock. */
export const getDashboard = async (signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/admin/dashboard', { signal }));

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf('getDashboard'), queryFn: ({ signal }) => getDashboard(signal) });

export const useDashboard = () => useQuery(dashboardQueryOptions());
