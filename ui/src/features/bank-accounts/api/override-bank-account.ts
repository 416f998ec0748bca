import type { components } from '@openapi/schema';
import { showBankAccount } from '@/entities/bank-accounts';
import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

export type ManualOverrideCode = components['schemas']['ManualOverrideCode'];

/** The reviewer's manual override: F fail, P pass, R needs further review (bankAccount.viewDetails). */
export async function overrideBankAccount(bankAccountId: number, manualOverride: ManualOverrideCode | null) {
  return dataOrThrow(
    await api.POST('/api/admin/bank-accounts/{bankAccountId}/manual-override', {
      params: { path: { bankAccountId } },
      body: { manualOverride },
    }),
  );
}

/** Sets or clears the override; the account's details show the answer at once, its listings are read again. */
export const useOverrideBankAccount = (bankAccountId: number) =>
  useRefreshingMutation(
    (code: ManualOverrideCode | null) => overrideBankAccount(bankAccountId, code),
    ['listBankAccounts'],
    {
      onSuccess: (updated, client) => showBankAccount(client, updated),
    },
  );
