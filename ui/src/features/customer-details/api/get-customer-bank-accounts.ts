import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf } from '@/lib/api-types';

/** One page of a customer's rows of `/api/admin/bank-accounts`, scoped by `userId` or `tradingAccountId` (bankAccount.viewList). */
export async function getBankAccounts(query: QueryOf<'listBankAccounts'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/bank-accounts', { params: { query }, signal }));
}
