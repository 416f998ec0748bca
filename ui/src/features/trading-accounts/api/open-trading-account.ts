import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';

export type OpenTradingAccountPayload = components['schemas']['OpenTradingAccountPayload'];

/** Add account (users.manage): opens a trading account of a type for a customer. */
export async function openTradingAccount(body: OpenTradingAccountPayload) {
  return dataOrThrow(await api.POST('/api/admin/trading-accounts', { body }));
}
