import { useEffect, useState } from 'react';

/** Spec 9: a search waits 200 ms after the last key (user search, and every picker that searches as one types). */
export const SEARCH_DEBOUNCE_MS = 200;

/** A value that follows another once it has been still for `delay` ms. */
export function useDebounced<T>(value: T, delay = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
