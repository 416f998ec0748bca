import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';

import { rolesQueryKey } from './get-roles';

/** Deletes a role by its name (spec 4); the roles are reloaded after. */
export function useDeleteRole() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (roleName: string) => {
      const answer = dataOrThrow(await api.DELETE('/api/account/role/{roleName}', { params: { path: { roleName } } }));
      if (answer.Message !== 'Success') throw new Error(answer.Message);
      return answer.Data;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: rolesQueryKey }),
  });
}
