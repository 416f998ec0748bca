import signedInUsers from '@fixtures/signedInUsers.json';

import type { EnvironmentName } from '@/lib/environment';
import { clearSession, saveSession, type SignedInUser } from '@/lib/session';

export type DemoAccount = 'admin' | 'analyst' | 'compliance' | 'customer';

export interface DemoSessionOptions {
  environment?: EnvironmentName;
  /** `expired` stores a token MSW answers with 401, to exercise the refresh. */
  token?: 'valid' | 'expired';
  /** Claims the account's session lacks, for a permission-limited screen (the console hides what needs them). */
  withoutClaims?: readonly string[];
}

/**
 * Puts a demo account's session in storage, with the token MSW's handlers
 * recognise, so a story renders as that user; `null` signs out.
 */
export function applyDemoSession(account: DemoAccount | null, options: DemoSessionOptions = {}) {
  if (!account) {
    clearSession();
    return;
  }
  const user = (signedInUsers as Record<string, SignedInUser>)[account];
  if (!user) throw new Error(`No demo account ${account} in fixtures/signedInUsers.json`);
  saveSession({
    accessToken: `${options.token === 'expired' ? 'msw-expired' : 'msw-access'}.${account}`,
    refreshToken: `msw-refresh.${account}`,
    user: options.withoutClaims
      ? { ...user, Claims: user.Claims.filter((claim) => !options.withoutClaims?.includes(claim)) }
      : user,
    environment: options.environment ?? 'production',
  });
}
