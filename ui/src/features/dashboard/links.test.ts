// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { figureLinks, onboardingLink } from './links';

describe('dashboard links', () => {
  it('open the listings with the filter their figure counts', () => {
    expect(figureLinks.pendingTransfers).toBe('/app/cashMovement/listing?status=Pending');
    expect(figureLinks.achWithdrawalWatch).toBe('/app/cashMovement/listing?preset=achWithdrawalWatch');
    expect(onboardingLink('Waiting Broker Verify')).toBe(
      '/app/userAccounts/listing?onboardingStatus=Waiting+Broker+Verify',
    );
  });
});
