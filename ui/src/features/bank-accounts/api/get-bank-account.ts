import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';

export type BankAccountDetails = ResponseOf<'getBankAccount'>;

/** One bank account with its trading account and latest transfers (bankAccount.viewDetails). */
export async function getBankAccount(bankAccountId: number, signal?: AbortSignal) {
  return dataOrThrow(
    await api.GET('/api/admin/bank-accounts/{bankAccountId}', { params: { path: { bankAccountId } }, signal }),
  );
}
