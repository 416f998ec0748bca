import { db } from '../db';
import { fixture } from '../fixtures';
import { delay, http, HttpResponse, problem } from '../http';
import { forbidden, guard, serverError } from './guard';

const HEADER = 'S.No;First Name;Last Name;Email;Start Date;Total Net Liquidity';
const smartfolioPositions = fixture<{ tradingAccountId: number; marketValue: number }[]>('smartfolioPositions');

/**
 * The report as the server writes it: customers who started within the
 * range, oldest first, with cash plus smartfolio holdings.
 */
async function report(start: string | null, end: string | null): Promise<string> {
  const liquidity = new Map<number, number>();
  const owner = new Map<number, number>();
  for (const account of await db.tradingAccounts()) {
    owner.set(account.TradingAccountId, account.UserId);
    liquidity.set(account.UserId, (liquidity.get(account.UserId) ?? 0) + account.CashBalance);
  }
  for (const position of await smartfolioPositions()) {
    const user = owner.get(position.tradingAccountId);
    if (user !== undefined) liquidity.set(user, (liquidity.get(user) ?? 0) + position.marketValue);
  }
  const rows = (await db.customers())
    .filter(
      (customer) =>
        (!start || customer.Created.slice(0, 10) >= start) && (!end || customer.Created.slice(0, 10) <= end),
    )
    .sort((a, b) => a.Created.localeCompare(b.Created) || a.UserId - b.UserId)
    .map((customer, index) =>
      [
        index + 1,
        customer.FirstName,
        customer.LastName,
        customer.Email,
        customer.Created.slice(0, 10),
        (liquidity.get(customer.UserId) ?? 0).toFixed(2),
      ].join(';'),
    );
  return [HEADER, ...rows, ''].join('\n');
}

const handler = (answer: (start: string | null, end: string | null) => Promise<string>) =>
  http.get('/api/admin/user-asset-report', async ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    const query = new URL(request.url).searchParams;
    const start = query.get('startDate');
    const end = query.get('endDate');
    if (start && end && start > end) {
      return problem(400, 'Bad Request', 'endDate: the end date is before the start date', {
        endDate: ['the end date is before the start date'],
      });
    }
    return HttpResponse.text(await answer(start, end), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  });

/** The User and Asset Report's call, per scenario (MSW-Storybook object form). */
export const userAssetReportHandlers = {
  default: [handler(report)],
  empty: [handler(async () => `${HEADER}\n`)],
  errors: [http.untyped.get('/api/admin/user-asset-report', serverError)],
  /** As the server answers a caller without the claim (every demo staff account holds it). */
  forbidden: [http.untyped.get('/api/admin/user-asset-report', forbidden('pageAccess'))],
  /** Generating takes long enough to see the progress. */
  slow: [
    http.untyped.get('/api/admin/user-asset-report', async ({ request }) => {
      await delay(2500);
      const query = new URL(request.url).searchParams;
      return HttpResponse.text(await report(query.get('startDate'), query.get('endDate')));
    }),
  ],
  loading: [
    http.untyped.get('/api/admin/user-asset-report', async () => {
      await delay('infinite');
      return HttpResponse.text(HEADER);
    }),
  ],
};
