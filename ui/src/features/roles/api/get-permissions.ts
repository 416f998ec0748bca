import { queryOptions, useQuery } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type Permission = components['schemas']['Permission'];

/** Every permission a role can grant, in spec 6 order (the role dialog's source list). */
export const getPermissions = async (signal?: AbortSignal) =>
  dataOrThrow(await api.GET('/api/Account/permissions', { signal })).data;

export const permissionsQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyOf('listPermissions'),
    queryFn: ({ signal }) => getPermissions(signal),
    // The claims of spec 6 do not change while the console runs.
    staleTime: Infinity,
  });

export const usePermissions = (enabled = true) => useQuery({ ...permissionsQueryOptions(), enabled });
