// @vitest-environment node
import signedInUsers from '@fixtures/signedInUsers.json';
import { describe, expect, it } from 'vitest';

import type { Session, SignedInUser } from '@/lib/session';

import { impersonationMenu, menuOf } from '../layout/navigation';
import { appRoutes } from './app-routes';
import { landingPathFor } from './guards';

const sessionOf = (account: string): Session => ({
  accessToken: 'a',
  refreshToken: 'r',
  environment: 'production',
  user: (signedInUsers as Record<string, SignedInUser>)[account] as SignedInUser,
});

describe('landingPathFor', () => {
  it('is the trading accounts listing for users who may see it (spec 2)', () => {
    expect(landingPathFor(sessionOf('admin'))).toBe('/app/tradingAccounts/listing');
    expect(landingPathFor(sessionOf('analyst'))).toBe('/app/tradingAccounts/listing');
  });

  it('is the first menu entry for users who may not', () => {
    expect(landingPathFor(sessionOf('compliance'))).toBe('/app/userAccounts/listing');
    expect(
      landingPathFor({ ...sessionOf('admin'), user: { ...sessionOf('admin').user, Claims: ['pageAccess'] } }),
    ).toBe('/app/smartfolio/symbolStrategies');
  });
});

describe('while impersonating', () => {
  // As the server answers an impersonation token: the customer, with no claims.
  const impersonating: Session = {
    ...sessionOf('admin'),
    user: { ...sessionOf('customer').user, Claims: [], Impersonator: { UserName: 'admin', FullName: 'Ada Lovelace' } },
    staff: sessionOf('admin'),
  };

  it('lands on the customer view, the only menu entry', () => {
    expect(landingPathFor(impersonating)).toBe('/app/impersonation');
    expect(menuOf(impersonating)).toEqual(impersonationMenu);
    expect(menuOf(sessionOf('admin'))).not.toEqual(impersonationMenu);
  });

  it('registers no staff screen: every other route leads to the customer view', () => {
    const paths = appRoutes(impersonating).map((route) => route.path ?? '(index)');
    expect(paths).toEqual(['(index)', 'users/profiles', 'users/settings', 'impersonation', '*']);
  });
});
