import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type BalanceRow = RowOf<'listAccountBalanceReconciliation'>;

/** One page of the account balance reconciliation report. */
export async function getBalanceReport(query: QueryOf<'listAccountBalanceReconciliation'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/reconciliation/account-balances', { params: { query }, signal }));
}
