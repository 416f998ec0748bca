import signedInUsers from '@fixtures/signedInUsers.json';
import { describe, expect, it } from 'vitest';

import type { Session, SignedInUser } from '@/lib/session';

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
