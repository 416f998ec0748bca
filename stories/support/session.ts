import signedInUsers from '@fixtures/signedInUsers.json';

import { clearSession, saveSession, type SignedInUser } from '@/lib/session';

export type DemoAccount = 'admin' | 'analyst' | 'compliance' | 'customer';

/**
 * Puts a demo account's session in storage, with the token MSW's handlers
 * recognise, so a story renders as that user; `null` signs out.
 */
export function applyDemoSession(account: DemoAccount | null) {
  if (!account) {
    clearSession();
    return;
  }
  const user = (signedInUsers as Record<string, SignedInUser>)[account];
  if (!user) throw new Error(`No demo account ${account} in fixtures/signedInUsers.json`);
  saveSession({
    accessToken: `msw-access.${account}`,
    refreshToken: `msw-refresh.${account}`,
    user,
    environment: 'production',
  });
}
