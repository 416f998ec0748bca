// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { ApiProblem, missingClaim } from './api-client';

describe('missingClaim', () => {
  it('reads the claim a 403 says the caller lacks, as the server and the mocks word it', () => {
    expect(missingClaim(new ApiProblem(403, { error: 'This operation requires the claim users.view.' }))).toBe(
      'users.view',
    );
    expect(
      missingClaim(new ApiProblem(403, { error: 'This operation requires the claim bankAccount.viewList.' })),
    ).toBe('bankAccount.viewList');
  });

  it('is null for any other failure', () => {
    expect(missingClaim(new ApiProblem(500, { error: 'This operation requires the claim users.view.' }))).toBeNull();
    expect(missingClaim(new ApiProblem(403, { error: 'Forbidden' }))).toBeNull();
    expect(missingClaim(new ApiProblem(403, null))).toBeNull();
    expect(missingClaim(new Error('This operation requires the claim users.view.'))).toBeNull();
    expect(missingClaim(undefined)).toBeNull();
    // The impersonation refusal names a claim, but the remedy is returning to one's own session.
    expect(
      missingClaim(
        new ApiProblem(403, {
          error:
            "This impersonation token acts as the customer C1 and carries no staff claims: this operation requires the claim users.view and is not a read of C1's own records. Return to your own session to use it.",
        }),
      ),
    ).toBeNull();
  });
});
