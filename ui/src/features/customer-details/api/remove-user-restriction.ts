import { api, ApiProblem } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

/** Lifts one selective restriction of a user (users.manage); the server answers 204. */
export async function removeUserRestriction(userId: number, restrictionId: number) {
  const result = await api.DELETE('/api/admin/users/{userId}/restrictions/{restrictionId}', {
    params: { path: { userId, restrictionId } },
  });
  if (!result.response.ok) throw new ApiProblem(result.response.status, result.error);
}

/** Lifts a restriction; the user's restrictions are read again. */
export const useRemoveUserRestriction = (userId: number) =>
  useRefreshingMutation(
    (restrictionId: number) => removeUserRestriction(userId, restrictionId),
    ['listUserRestrictions'],
  );
