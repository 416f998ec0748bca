import customers from '@fixtures/customers.json';
import signedInUsers from '@fixtures/signedInUsers.json';
import tradingAccounts from '@fixtures/tradingAccounts.json';

import type { components } from '@openapi/schema';

import { fromFixtures } from './clock';

type SignedInUser = components['schemas']['SignedInUser'];
type TradingAccount = components['schemas']['TradingAccount'];
/** A platform customer as fixtures/customers.json holds it (not an API schema of its own yet). */
interface Customer {
  UserId: number;
  UserName: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Created: string;
}

/**
 * The records MSW answers with: the generated fixtures (seed 42, small scale),
 * the same world the mock server serves.
 */
const shiftedTradingAccounts = fromFixtures(tradingAccounts as TradingAccount[]);
const shiftedCustomers = fromFixtures(customers as Customer[]);

export const db = {
  signedInUsers: signedInUsers as Record<string, SignedInUser>,
  /** Dates shifted to the browser's clock (see `clock.ts`). */
  get tradingAccounts() {
    return shiftedTradingAccounts();
  },
  get customers() {
    return shiftedCustomers();
  },
};

/** Every demo account's password, as on the mock server. */
export const DEMO_PASSWORD = 'password';
