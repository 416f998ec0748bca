import { queryOptions, useQuery } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type Smartfolio = components['schemas']['Smartfolio'];

/** Every smartfolio of the designer list, by id (`GET /api/admin/smartfolios`). */
export const getSmartfolios = async (signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/admin/smartfolios', { signal }));

export const smartfoliosQueryOptions = () =>
  queryOptions({ queryKey: queryKeyOf('listSmartfolios'), queryFn: ({ signal }) => getSmartfolios(signal) });

/** The designer list; the positions and overrides screens also name smartfolios by it. */
export const useSmartfolios = () => useQuery(smartfoliosQueryOptions());
