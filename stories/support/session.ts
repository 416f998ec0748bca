import customers from '@fixtures/customers.json';
import signedInUsers from '@fixtures/signedInUsers.json';

import type { EnvironmentName } from '@/lib/environment';
import { clearSession, saveSession, type Session, type SignedInUser } from '@/lib/session';

export type DemoAccount = 'admin' | 'analyst' | 'compliance' | 'customer';

export interface DemoSessionOptions {
  environment?: EnvironmentName;
  /** `expired` stores a token MSW answers with 401, to exercise the refresh. */
  token?: 'valid' | 'expired';
  /** A customer's user name: the account is impersonating them (the staff session kept for the way back). */
  impersonating?: string;
  /** Claims the account's session lacks, for a permission-limited screen (the console hides what needs them). */
  withoutClaims?: readonly string[];
}

/**
 * What the Account and Environment toolbars hold (preview.tsx's `globalTypes`); an empty value is
 * the story's own (its `session` and `sessionOptions.environment` parameters).
 */
export interface SessionGlobals {
  account?: '' | DemoAccount;
  environment?: '' | EnvironmentName;
}

/**
 * Globals that keep a story's own account or environment (its `session` and
 * `sessionOptions.environment` parameters) whatever the toolbars say: for a play that asserts what
 * that account or environment shows. A story's globals override the toolbar's choice and show it
 * locked (Storybook 10), so a designer switching the Account or Environment toolbar never sees that
 * story fail. A story that reads the same whichever account opens it pins nothing, and follows them.
 *
 *   globals: pinned('account')                                    // in a meta: each of its stories
 *   globals: { ...pinned('account', 'environment'), theme: 'dark' }
 */
export function pinned(...toolbars: (keyof SessionGlobals)[]): SessionGlobals {
  return Object.fromEntries(toolbars.map((toolbar) => [toolbar, ''])) as SessionGlobals;
}

/** A demo account's session as the console holds it, without storing it. */
export function demoSession(account: DemoAccount): Session {
  const user = (signedInUsers as Record<string, SignedInUser>)[account];
  if (!user) throw new Error(`No demo account ${account} in fixtures/signedInUsers.json`);
  return {
    accessToken: `msw-access.${account}`,
    refreshToken: `msw-refresh.${account}`,
    user,
    environment: 'production',
  };
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
  const staff = {
    accessToken: `${options.token === 'expired' ? 'msw-expired' : 'msw-access'}.${account}`,
    refreshToken: `msw-refresh.${account}`,
    user: options.withoutClaims
      ? { ...user, Claims: user.Claims.filter((claim) => !options.withoutClaims?.includes(claim)) }
      : user,
    environment: options.environment ?? 'production',
  };
  const customer = options.impersonating && customers.find((c) => c.UserName === options.impersonating);
  if (options.impersonating && !customer) throw new Error(`No customer ${options.impersonating} in fixtures`);
  if (!customer) {
    saveSession(staff);
    return;
  }
  // As the mock server answers an impersonation token: the customer, no claims, the staff member named.
  const chain = `${account}.${customer.UserName}`;
  saveSession({
    accessToken: `msw-imp.${chain}`,
    refreshToken: `msw-refresh.${chain}`,
    user: {
      Id: customer.UserId,
      UserName: customer.UserName,
      FirstName: customer.FirstName,
      FullName: `${customer.FirstName} ${customer.LastName}`,
      Email: customer.Email,
      Roles: [],
      Claims: [],
      Impersonator: { UserName: user.UserName, FullName: user.FullName },
    },
    environment: staff.environment,
    staff,
  });
}
