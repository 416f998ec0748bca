import type { components } from '@openapi/schema';
import { showBankAccount } from '@/entities/bank-accounts';
import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

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

/** Sets the review state; the account's details show the answer at once, its listings are read again. */
export const useReviewBankAccount = (bankAccountId: number) =>
  useRefreshingMutation((state: SettableReviewState) => reviewBankAccount(bankAccountId, state), ['listBankAccounts'], {
    onSuccess: (updated, client) => showBankAccount(client, updated),
  });
