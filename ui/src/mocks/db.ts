import customers from '@fixtures/customers.json';
import signedInUsers from '@fixtures/signedInUsers.json';

import type { components } from '@openapi/schema';

import { fromFixtures } from './clock';
import { fixture } from './fixtures';

type SignedInUser = components['schemas']['SignedInUser'];
type TradingAccount = components['schemas']['TradingAccount'];
type Customer = components['schemas']['Customer'];

/**
 * The records MSW answers with: the generated fixtures (seed 42, small scale),
 * the same world the mock server serves.
 */
export const db = {
  signedInUsers: signedInUsers as Record<string, SignedInUser>,
  /**
   * Who the customers are, as the fixtures name them, for the tokens every request carries
   * (an impersonation token names its customer): read before any handler can await a file.
   */
  customerNames: customers as Customer[],
  /** Dates shifted to the browser's clock (see `clock.ts`); loaded on first use. */
  tradingAccounts: fromFixtures(fixture<TradingAccount[]>('tradingAccounts')),
  customers: fromFixtures(async () => customers as Customer[]),
};

/** Every demo account's password, as on the mock server. */
export const DEMO_PASSWORD = 'password';
