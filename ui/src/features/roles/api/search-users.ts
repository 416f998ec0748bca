import { keepPreviousData, useQuery } from '@tanstack/react-query';

import { api, dataOrThrow } from '@/lib/api-client';
import { queryKeyOf } from '@/lib/query-keys';
import { SEARCH_DEBOUNCE_MS, useDebounced } from '@/lib/use-debounced';

/** Up to ten users whose user name contains the text (spec 7, 9); success is `Message: Success`. */
export const searchUsers = async (searchTerm: string, signal?: AbortSignal) => {
  const answer = dataOrThrow(await api.GET('/api/account/users/search', { params: { query: { searchTerm } }, signal }));
  if (answer.Message !== 'Success') throw new Error(answer.Message);
  return answer.Data;
};

/** The search as the user types, debounced 200 ms; the previous answer stays while the next loads. */
export function useUserSearch(text: string, enabled: boolean) {
  // Spec 9: the user search waits 200 ms after the last key.
  const term = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: queryKeyOf('searchUsers', { searchTerm: term }),
    queryFn: ({ signal }) => searchUsers(term, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
