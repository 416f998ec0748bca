import { queryOptions, useQuery } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type Role = components['schemas']['Role'];

/** Every role, newest first (spec 7: `-1/-1`; spec 9: roles Created desc). */
export const getRoles = async (signal?: AbortSignal) =>
  dataOrThrow(
    await api.GET('/api/Account/roles/{pageIndex}/{pageSize}', {
      params: { path: { pageIndex: -1, pageSize: -1 } },
      signal,
    }),
  ).data;

export const rolesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('listRoles', { pageIndex: -1, pageSize: -1 }),
    queryFn: ({ signal }) => getRoles(signal),
  });

export const useRoles = () => useQuery(rolesQueryOptions());
