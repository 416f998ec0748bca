import { useMutation, useQueryClient } from '@tanstack/react-query';

import { api, ApiProblem } from '@/lib/api-client';

import { overridesQueryKey } from './get-overrides';

/** `DELETE /api/admin/smartfolios/overrides/{overrideId}`; the list is read again at once. */
export function useDeleteOverride() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (overrideId: number) => {
      const { error, response } = await api.DELETE('/api/admin/smartfolios/overrides/{overrideId}', {
        params: { path: { overrideId } },
      });
      if (!response.ok) throw new ApiProblem(response.status, error);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: overridesQueryKey }),
  });
}
