import { queryOptions, useQuery } from '@tanstack/react-query';

import { type RecordId, retryUnlessMissing } from '@/components/RecordDetails';
import { api, dataOrThrow } from '@/lib/api-client';
import type { ResponseOf } from '@/lib/api-types';
import { queryKeyOf } from '@/lib/query-keys';

export type BankAccountDetails = ResponseOf<'getBankAccount'>;

/** One bank account with its trading account and latest transfers (bankAccount.viewDetails). */
export async function getBankAccount(bankAccountId: number, signal?: AbortSignal) {
  return dataOrThrow(
    await api.GET('/api/admin/bank-accounts/{bankAccountId}', { params: { path: { bankAccountId } }, signal }),
  );
}

export const bankAccountQueryOptions = (bankAccountId: number) =>
  queryOptions({
    queryKey: queryKeyOf('getBankAccount', { bankAccountId }),
    queryFn: ({ signal }) => getBankAccount(bankAccountId, signal),
    retry: retryUnlessMissing,
  });

/** The bank account of a detail route's id; nothing is asked for a malformed id. */
export const useBankAccount = (id: RecordId) =>
  useQuery({ ...bankAccountQueryOptions(id.ok ? id.id : 0), enabled: id.ok });
