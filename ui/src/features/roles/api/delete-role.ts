import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

/** Deletes a role by its name (spec 4); the roles are reloaded after. */
export function useDeleteRole() {
  return useRefreshingMutation(
    async (roleName: string) => {
      const answer = dataOrThrow(await api.DELETE('/api/account/role/{roleName}', { params: { path: { roleName } } }));
      if (answer.Message !== 'Success') throw new Error(answer.Message);
      return answer.Data;
    },
    ['listRoles'],
  );
}
