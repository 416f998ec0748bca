import type { components } from '@openapi/schema';
import { api, dataOrThrow } from '@/lib/api-client';

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
