import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';

/** Up to ten users whose user name contains the text (spec 7, 9); success is `Message: Success`. */
export const searchUsers = async (searchTerm: string, signal?: AbortSignal) => {
  const answer = dataOrThrow(await api.GET('/api/account/users/search', { params: { query: { searchTerm } }, signal }));
  if (answer.Message !== 'Success') throw new Error(answer.Message);
  return answer.Data;
};

/** The search for a term (the search box waits 200 ms after the last key, spec 9); the previous answer stays while the next loads. */
export function useUserSearch(term: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeyOf('searchUsers', { searchTerm: term }),
    queryFn: ({ signal }) => searchUsers(term, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
