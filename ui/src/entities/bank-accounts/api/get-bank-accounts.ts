import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type BankAccount = RowOf<'listBankAccounts'>;

/** One page of bank accounts (bankAccount.viewList); `userId` or `tradingAccountId` narrows them to a customer's. */
export async function getBankAccounts(query: QueryOf<'listBankAccounts'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/bank-accounts', { params: { query }, signal }));
}
