import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

export type RolePayload = components['schemas']['RolePayload'];

/** The role dialog's two modes (spec 4). */
export type RoleDialogMode = 'Create' | 'Update';

/**
 * Creates (`POST /api/account/role`) or updates (`POST /api/account/role/{roleName}`)
 * a role; the roles are reloaded after (spec 7). Success is `Message: Success`;
 * a failure carries the server's `error`.
 */
export function useSaveRole(mode: RoleDialogMode, roleName?: string) {
  return useRefreshingMutation(
    async (body: RolePayload) => {
      const answer =
        mode === 'Create' || roleName === undefined
          ? dataOrThrow(await api.POST('/api/account/role', { body }))
          : dataOrThrow(await api.POST('/api/account/role/{roleName}', { params: { path: { roleName } }, body }));
      if (answer.Message !== 'Success') throw new Error(answer.Message);
      return answer.Data;
    },
    ['listRoles'],
  );
}
