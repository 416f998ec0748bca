import type { components } from '@openapi/schema';

import { api, dataOrThrow } from '@/lib/api-client';
import { useRefreshingMutation } from '@/lib/query-keys';

export type OpenTradingAccountPayload = components['schemas']['OpenTradingAccountPayload'];

/** Add account (users.manage): opens a trading account of a type for a customer. */
export async function openTradingAccount(body: OpenTradingAccountPayload) {
  return dataOrThrow(await api.POST('/api/admin/trading-accounts', { body }));
}

/** Opens an account; the trading accounts listings and the owner's details are read again. */
export const useOpenTradingAccount = () =>
  useRefreshingMutation(openTradingAccount, ['listTradingAccounts', 'getUser']);
