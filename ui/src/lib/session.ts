import type { components } from '@openapi/schema';

import { type EnvironmentName, isEnvironmentName } from './environment';
import { storageKeys } from './storage-keys';

export type SignedInUser = components['schemas']['SignedInUser'];
export type ClaimName = components['schemas']['Claim'];

/** The signed-in staff member's session, as kept in local storage (spec 3). */
export interface Session {
  accessToken: string;
  refreshToken: string;
  user: SignedInUser;
  environment: EnvironmentName;
  /** While impersonating: the staff member's own session, restored by the way back. */
  staff?: StaffSession;
}

/** The staff member's session kept while impersonating, and where the way back leads. */
export type StaffSession = Omit<Session, 'staff'> & {
  /** The console URL the impersonation started from (a customer's details), to return to. */
  returnTo?: string;
};

type Listener = () => void;
const listeners = new Set<Listener>();
let cached: Session | null | undefined;

function read(): Session | null {
  try {
    const accessToken = localStorage.getItem(storageKeys.accessToken);
    const refreshToken = localStorage.getItem(storageKeys.refreshToken) ?? '';
    const userData = localStorage.getItem(storageKeys.userData);
    const server = localStorage.getItem(storageKeys.userServer);
    if (!accessToken || !userData) return null;
    const user = JSON.parse(userData) as SignedInUser;
    if (!user || !Array.isArray(user.Claims)) return null;
    const staffData = localStorage.getItem(storageKeys.impersonator);
    const staff = staffData ? (JSON.parse(staffData) as StaffSession) : undefined;
    return {
      accessToken,
      refreshToken,
      user,
      environment: isEnvironmentName(server) ? server : 'production',
      ...(staff?.accessToken && staff.user ? { staff } : {}),
    };
  } catch {
    // Unreadable storage (private mode, corrupt JSON) means no session.
    return null;
  }
}

function notify() {
  cached = undefined;
  listeners.forEach((listener) => listener());
}

/** The current session, or null when signed out. Stable between changes. */
export function getSession(): Session | null {
  if (cached === undefined) cached = read();
  return cached;
}

export function saveSession(session: Session) {
  localStorage.setItem(storageKeys.accessToken, session.accessToken);
  localStorage.setItem(storageKeys.refreshToken, session.refreshToken);
  localStorage.setItem(storageKeys.userData, JSON.stringify(session.user));
  localStorage.setItem(storageKeys.userServer, session.environment);
  if (session.staff) localStorage.setItem(storageKeys.impersonator, JSON.stringify(session.staff));
  else localStorage.removeItem(storageKeys.impersonator);
  notify();
}

/** Keeps a refreshed token pair (refresh tokens rotate: the old one is now spent). */
export function updateTokens(accessToken: string, refreshToken: string) {
  localStorage.setItem(storageKeys.accessToken, accessToken);
  localStorage.setItem(storageKeys.refreshToken, refreshToken);
  notify();
}

/**
 * Impersonation replaces the token data (spec 4); the staff session is kept
 * for the way back, with the URL it started from (kept across a reload).
 */
export function startImpersonation(
  current: Session,
  accessToken: string,
  refreshToken: string,
  user: SignedInUser,
  returnTo?: string,
) {
  const staff: StaffSession = current.staff ?? {
    accessToken: current.accessToken,
    refreshToken: current.refreshToken,
    user: current.user,
    environment: current.environment,
    ...(returnTo ? { returnTo } : {}),
  };
  saveSession({ accessToken, refreshToken, user, environment: current.environment, staff });
}

/** The way back from impersonation: the staff session as it was, and the URL the impersonation started from. */
export function endImpersonation(current: Session): string | undefined {
  if (!current.staff) return undefined;
  const { returnTo, ...staff } = current.staff;
  saveSession(staff);
  return returnTo;
}

/** Logging out clears the tokens and the user (spec 4). */
export function clearSession() {
  localStorage.removeItem(storageKeys.accessToken);
  localStorage.removeItem(storageKeys.refreshToken);
  localStorage.removeItem(storageKeys.userData);
  localStorage.removeItem(storageKeys.impersonator);
  notify();
}

export function subscribeToSession(listener: Listener): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // Another tab signed in or out.
    if (event.key === null || Object.values(storageKeys).includes(event.key as never)) notify();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function hasClaim(session: Session | null, claim: ClaimName): boolean {
  return session?.user.Claims.includes(claim) ?? false;
}
