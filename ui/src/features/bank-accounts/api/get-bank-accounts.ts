import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { components, operations } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

export type BankAccount = components['schemas']['BankAccount'];
export type BankAccountsQuery = NonNullable<operations['listBankAccounts']['parameters']['query']>;

export async function getBankAccounts(query: BankAccountsQuery, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/bank-accounts', { params: { query }, signal }));
}

export const bankAccountsQueryOptions = (query: BankAccountsQuery) =>
  queryOptions({
    queryKey: ['bankAccounts', 'list', query],
    queryFn: ({ signal }) => getBankAccounts(query, signal),
    placeholderData: keepPreviousData,
  });
