import type { QueryClient } from '@tanstack/react-query';

import { recordQuery } from '@/components/RecordDetails';
import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';

export type BankAccountDetails = ResponseOf<'getBankAccount'>;

/** One bank account with its trading account and latest transfers (bankAccount.viewDetails). */
export async function getBankAccount(bankAccountId: number, signal?: AbortSignal) {
  return dataOrThrow(
    await api.GET('/api/admin/bank-accounts/{bankAccountId}', { params: { path: { bankAccountId } }, signal }),
  );
}

export const { options: bankAccountQueryOptions, useRecord: useBankAccount } = recordQuery(
  'getBankAccount',
  (bankAccountId) => ({ bankAccountId }),
  getBankAccount,
);

/** A bank account the server changed (a review, an override): its details show it at once. */
export function showBankAccount(client: QueryClient, updated: BankAccountDetails['bankAccount']) {
  client.setQueryData(bankAccountQueryOptions(updated.BankAccountId).queryKey, (old) =>
    old ? { ...old, bankAccount: updated } : old,
  );
}
