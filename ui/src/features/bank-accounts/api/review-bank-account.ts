import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

export type SettableReviewState = Exclude<components['schemas']['BankReviewState'], ''>;

/** The review state (bankAccount.viewDetails): Failed, Passed or Reviewing. */
export async function reviewBankAccount(bankAccountId: number, reviewState: SettableReviewState) {
  return dataOrThrow(
    await api.POST('/api/admin/bank-accounts/{bankAccountId}/review', {
      params: { path: { bankAccountId } },
      body: { reviewState },
    }),
  );
}
