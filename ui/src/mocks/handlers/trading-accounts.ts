import type { components } from '@openapi/schema';

import { delay, http, HttpResponse, problem } from '../http';
import { pageOf, readListing } from '../listing';
import { expiredToken, isExpired, userOf } from './auth';
import { tradingAccountsStore } from './create';

type TradingAccount = components['schemas']['TradingAccount'];

const columns = ['Created', 'AccountNumber', 'FullName', 'AccountType', 'CashBalance'] as const;

function listHandler(source: () => Promise<readonly TradingAccount[]>) {
  return http.get('/api/admin/trading-accounts', async ({ request }) => {
    if (isExpired(request)) return expiredToken();
    const user = userOf(request);
    if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
    if (!user.Claims.includes('tradingAccount.viewList')) {
      return problem(403, 'Forbidden', 'This operation requires the claim tradingAccount.viewList.');
    }
    const query = new URL(request.url).searchParams;
    const listing = readListing(query, columns, ['Created', 'desc']);
    if (!listing.ok) {
      return problem(400, 'Bad Request', `${listing.field}: ${listing.message}`, {
        [listing.field]: [listing.message],
      });
    }
    const search = query.get('search')?.trim().toLowerCase();
    const type = query.get('accountType');
    if (type !== null && !/^(\d|1[0-6])$/.test(type)) {
      const message = `\`${type}\` is not an account type; use 0 to 16`;
      return problem(400, 'Bad Request', `accountType: ${message}`, { accountType: [message] });
    }
    const all = await source();
    const matches = all.filter(
      (account) =>
        (type === null || account.AccountType === Number(type)) &&
        (!search ||
          [account.AccountNumber, account.FullName, account.Email].some((text) => text.toLowerCase().includes(search))),
    );
    const data = pageOf(matches, listing.params, (account, column) => account[column]);
    return HttpResponse.json({ data, totalMatch: matches.length, total: all.length });
  });
}

/** The listing per scenario: the same names as the mock server's `/__mock` scenarios. */
export const tradingAccountsHandlers = {
  default: [listHandler(() => tradingAccountsStore.all())],
  empty: [listHandler(async () => [])],
  errors: [
    http.get('/api/admin/trading-accounts', () =>
      problem(500, 'Internal Server Error', 'The server could not complete the request.'),
    ),
  ],
  loading: [
    http.get('/api/admin/trading-accounts', async () => {
      await delay('infinite');
      return HttpResponse.json({ data: [], totalMatch: 0, total: 0 });
    }),
  ],
};
