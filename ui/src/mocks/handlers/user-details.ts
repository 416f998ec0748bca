import type { components } from '@openapi/schema';

import { db } from '../db';
import { fixture } from '../fixtures';
import { delay, http, HttpResponse, problem } from '../http';
import { expiredToken, isExpired, userOf } from './auth';
import { forbidden } from './guard';

type UserDetails = components['schemas']['UserDetails'];

const PATH = '/api/admin/users/{userId}';

// As the fixtures hold them, dates not moved (the customer's own view).
const customerProfiles = fixture<UserDetails['profile'][]>('customerProfiles');
const smartfolioPositions = fixture<UserDetails['smartfolioPositions']>('smartfolioPositions');

async function details(userId: number): Promise<UserDetails | undefined> {
  const user = (db.customerNames as UserDetails['user'][]).find((customer) => customer.UserId === userId);
  const profile = (await customerProfiles()).find((p) => p.userId === userId);
  if (!user || !profile) return undefined;
  const tradingAccounts = (await db.tradingAccounts()).filter((account) => account.UserId === userId);
  const ids = new Set(tradingAccounts.map((account) => account.TradingAccountId));
  return {
    user,
    profile,
    tradingAccounts,
    smartfolioPositions: (await smartfolioPositions()).filter((position) => ids.has(position.tradingAccountId)),
  };
}

/**
 * GET /api/admin/users/{userId} for an impersonation token: its own customer
 * only (it acts as the customer and holds no claims). Registered ahead of the
 * User Details handlers, which answer staff.
 */
const detailsHandler = http.get(PATH, async ({ request, params }) => {
  if (isExpired(request)) return expiredToken();
  const user = userOf(request);
  if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
  // Staff calls fall through to the User Details screen's handlers (customer-details.ts).
  if (!user.Impersonator) return undefined;
  const userId = Number(params.userId);
  if (user.Id !== userId) return problem(403, 'Forbidden', 'This operation requires the claim users.view.');
  const found = await details(userId);
  if (!found) return problem(404, 'Not Found', `There is no user ${userId}.`);
  return HttpResponse.json(found);
});

/** The user details per scenario: the same names as the mock server's `/__mock` scenarios. */
export const userDetailsHandlers = {
  default: [detailsHandler],
  // The customer has no trading account yet (a sign-up that has not opened one).
  empty: [
    http.get(PATH, async ({ params }) => {
      const found = await details(Number(params.userId));
      if (!found) return problem(404, 'Not Found', `There is no user ${String(params.userId)}.`);
      return HttpResponse.json({ ...found, tradingAccounts: [], smartfolioPositions: [] });
    }),
  ],
  // The token may not read this customer (the server's answer to another customer's id).
  forbidden: [http.get(PATH, forbidden('users.view'))],
  errors: [http.get(PATH, () => problem(500, 'Internal Server Error', 'The server could not complete the request.'))],
  loading: [
    http.get(PATH, async () => {
      await delay('infinite');
      return problem(500, 'Internal Server Error', 'Never answered.');
    }),
  ],
};
