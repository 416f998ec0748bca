import signedInUsers from '@fixtures/signedInUsers.json';
import tradingAccounts from '@fixtures/tradingAccounts.json';

import type { components } from '@openapi/schema';

type SignedInUser = components['schemas']['SignedInUser'];
type TradingAccount = components['schemas']['TradingAccount'];

/**
 * The records MSW answers with: the generated fixtures (seed 42, small scale),
 * the same world the mock server serves.
 */
export const db = {
  signedInUsers: signedInUsers as Record<string, SignedInUser>,
  tradingAccounts: tradingAccounts as TradingAccount[],
};

/** Every demo account's password, as on the mock server. */
export const DEMO_PASSWORD = 'password';
