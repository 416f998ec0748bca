import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type ComplianceRestrictedAccount = RowOf<'listComplianceRestrictedAccounts'>;

/** One page of the compliance list of restricted accounts. */
export async function getRestrictedAccounts(query: QueryOf<'listComplianceRestrictedAccounts'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/compliance/restricted-accounts', { params: { query }, signal }));
}
