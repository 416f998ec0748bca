import { useSyncExternalStore } from 'react';

import { getSession, subscribeToSession, type Session } from './session';

/** The current session; re-renders on sign-in, sign-out and other tabs' changes. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribeToSession, getSession, getSession);
}
