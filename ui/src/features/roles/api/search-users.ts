import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { api, dataOrThrow } from '@/lib/api-client';

/** Spec 9: the user search waits 200 ms after the last key. */
export const USER_SEARCH_DEBOUNCE_MS = 200;

/** Up to ten users whose user name contains the text (spec 7, 9); success is `Message: Success`. */
export const searchUsers = async (searchTerm: string, signal?: AbortSignal) => {
  const answer = dataOrThrow(await api.GET('/api/account/users/search', { params: { query: { searchTerm } }, signal }));
  if (answer.Message !== 'Success') throw new Error(answer.Message);
  return answer.Data;
};

/** A value that follows another once it has been still for `delay` ms. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The search as the user types, debounced 200 ms; the previous answer stays while the next loads. */
export function useUserSearch(text: string, enabled: boolean) {
  const term = useDebounced(text.trim(), USER_SEARCH_DEBOUNCE_MS);
  return useQuery({
    queryKey: ['roles', 'userSearch', term],
    queryFn: ({ signal }) => searchUsers(term, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}
