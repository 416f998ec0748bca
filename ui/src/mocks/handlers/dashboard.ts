import type { components } from '@openapi/schema';

import { fixture } from '../fixtures';
import { delay, http, HttpResponse } from '../http';
import { forbidden, guard, serverError } from './guard';

type DashboardFigures = components['schemas']['DashboardFigures'];

const figures = fixture<DashboardFigures>('dashboard');

/** A world with no records: every figure zero, every status still listed. */
const emptyFigures = async (): Promise<DashboardFigures> => {
  const world = await figures();
  return {
    ...world,
    customers: 0,
    onboardedCustomers: 0,
    newCustomers30Days: 0,
    tradingAccounts: 0,
    totalCash: 0,
    pendingTransfers: 0,
    achWithdrawalWatch: 0,
    negativeSettledCash: 0,
    onboarding: world.onboarding.map((row) => ({ ...row, customers: 0 })),
  };
};

// The figures are the fixture world's, the same world the listings answer from, so a
// card's count is the count of the listing it opens; `asOf` is now, as the server's.
const dashboard = (answer: () => Promise<DashboardFigures>) =>
  http.get('/api/admin/dashboard', async ({ request }) => {
    const caller = guard(request);
    if (caller instanceof Response) return caller;
    return HttpResponse.json({ ...(await answer()), asOf: new Date().toISOString().replace(/\.\d+Z$/, 'Z') });
  });

/** The dashboard's figures (its chart reads `marketDataHandlers`). */
export const dashboardHandlers = {
  default: [dashboard(figures)],
  empty: [dashboard(emptyFigures)],
  errors: [http.untyped.get('/api/admin/dashboard', serverError)],
  forbidden: [http.untyped.get('/api/admin/dashboard', forbidden('pageAccess'))],
  loading: [
    http.untyped.get('/api/admin/dashboard', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  ],
};
