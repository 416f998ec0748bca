import { api, dataOrThrow } from '@/lib/api-client';
import type { QueryOf, RowOf } from '@/lib/api-types';

export type OnboardingRow = RowOf<'listOnboardingStatusReconciliation'>;

/** One page of the onboarding status reconciliation report. */
export async function getOnboardingReport(query: QueryOf<'listOnboardingStatusReconciliation'>, signal?: AbortSignal) {
  return dataOrThrow(await api.GET('/api/admin/reconciliation/onboarding-statuses', { params: { query }, signal }));
}
