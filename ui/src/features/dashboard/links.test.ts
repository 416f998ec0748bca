import { describe, expect, it } from 'vitest';

import { figureLinks, onboardingLink } from './links';

describe('dashboard links', () => {
  it('open the listings with the filter their figure counts', () => {
    expect(figureLinks.pendingTransfers?.to).toBe('/app/cashMovement/listing?status=Pending');
    expect(figureLinks.achWithdrawalWatch?.to).toBe('/app/cashMovement/listing?preset=achWithdrawalWatch');
    expect(onboardingLink('Waiting Broker Verify')).toEqual({
      to: '/app/userAccounts/listing?onboardingStatus=Waiting+Broker+Verify',
      claim: 'users.view',
    });
  });
});
