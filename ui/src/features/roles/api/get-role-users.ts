import { queryOptions, useQuery } from '@tanstack/react-query';

import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

export type RoleUser = components['schemas']['RoleUser'];

/**
 * How many members of a role the dialog lists. Every customer holds
 * `customer`, so that role has as many members as the platform has
 * customers; the first thousand are what a list can usefully show
 * (docs/spec-deviations.md).
 */
export const MEMBERS_SHOWN = 1000;

/** The first members of a role: staff by user name, then customers (spec 7's `role/{role}/user`). */
export const getRoleUsers = async (role: string, signal?: AbortSignal) => {
  const answer = dataOrThrow(
    await api.GET('/api/account/role/{role}/user/{pageIndex}/{pageSize}', {
      params: { path: { role, pageIndex: 1, pageSize: MEMBERS_SHOWN } },
      signal,
    }),
  );
  return { users: answer.data, total: answer.totalCount };
};

export const roleUsersQueryOptions = (role: string) =>
  queryOptions({
    queryKey: queryKeyOf('listUsersInRole', { role, pageIndex: 1, pageSize: MEMBERS_SHOWN }),
    queryFn: ({ signal }) => getRoleUsers(role, signal),
  });

export const useRoleUsers = (role: string) => useQuery({ ...roleUsersQueryOptions(role), enabled: role !== '' });
