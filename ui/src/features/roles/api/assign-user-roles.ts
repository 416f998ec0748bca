import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

import type { RoleUser } from './get-role-users';

/** One user whose roles change: who, and the roles they hold after. */
export interface RoleChange {
  user: RoleUser;
  roles: string[];
}

/** The changes that turn the members a role had into the members wanted. */
export function roleChanges(role: string, before: readonly RoleUser[], after: readonly RoleUser[]): RoleChange[] {
  const had = new Set(before.map((user) => user.id));
  const has = new Set(after.map((user) => user.id));
  const added = after
    .filter((user) => !had.has(user.id))
    .map((user) => ({ user, roles: user.roles.includes(role) ? user.roles : [...user.roles, role] }));
  const removed = before
    .filter((user) => !has.has(user.id))
    .map((user) => ({ user, roles: user.roles.filter((name) => name !== role) }));
  return [...added, ...removed];
}

/**
 * Sets the roles of each changed user (`POST /api/account/user/role/{userId}`,
 * spec 7), one after the other; the first refusal stops the rest and is
 * thrown with the server's `error`.
 */
export function useAssignUserRoles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (changes: readonly RoleChange[]) => {
      for (const { user, roles } of changes) {
        const answer = dataOrThrow(
          await api.POST('/api/account/user/role/{userId}', {
            params: { path: { userId: user.id } },
            body: { Roles: roles },
          }),
        );
        if (answer.Message !== 'Success') throw new Error(answer.Message);
      }
    },
    // Members, search results and a customer's Assigned Roles tab all show roles.
    onSettled: () =>
      Promise.all(
        (['listUsersInRole', 'searchUsers', 'listUserRoles'] as const).map((operation) =>
          client.invalidateQueries({ queryKey: queryKeyOf(operation) }),
        ),
      ),
  });
}
