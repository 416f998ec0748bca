import { api, ApiProblem } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

/** `DELETE /api/admin/smartfolios/overrides/{overrideId}`; the list is read again at once. */
export function useDeleteOverride() {
  return useRefreshingMutation(
    async (overrideId: number) => {
      const { error, response } = await api.DELETE('/api/admin/smartfolios/overrides/{overrideId}', {
        params: { path: { overrideId } },
      });
      if (!response.ok) throw new ApiProblem(response.status, error);
    },
    ['listSmartfolioOverrides'],
  );
}
