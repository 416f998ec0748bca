import type { components } from '@openapi/schema';

import { contains, listingHandlers, oneOf } from './listing-factory';
import { fromFixtures } from '../clock';
import { fixture } from '../fixtures';

type Rows<N extends keyof components['schemas']> = components['schemas'][N] extends { data: (infer R)[] } ? R : never;

const isBreak = (query: URLSearchParams, value: boolean) =>
  query.get('isBreak') === null || String(value) === query.get('isBreak');

export const tradeReconciliationHandlers = listingHandlers(
  {
    path: '/api/admin/reconciliation/trades',
    claim: 'reconciliation.report.viewList',
    columns: ['Date', 'AccountNumber', 'Symbol'],
    defaultSort: ['Date', 'desc'],
    sortValue: (row, column) => row[column],
    date: (row) => row.Date,
    matches: (row, query) => isBreak(query, row.IsBreak) && contains(query, 'search', row.AccountNumber, row.Symbol),
  },
  fromFixtures(fixture<Rows<'Listing_TradeReconciliation'>[]>('tradeReconciliation')),
);

export const positionReconciliationHandlers = listingHandlers(
  {
    path: '/api/admin/reconciliation/positions',
    claim: 'reconciliation.report.viewList',
    columns: ['Source', 'AccountNumber', 'Symbol'],
    defaultSort: ['Source', 'desc'],
    sortValue: (row, column) => row[column],
    matches: (row, query) =>
      isBreak(query, row.IsBreak) &&
      oneOf(query, 'source', row.Source) &&
      contains(query, 'search', row.AccountNumber, row.Symbol),
  },
  fromFixtures(fixture<Rows<'Listing_PositionReconciliation'>[]>('positionReconciliation')),
);

export const balanceReconciliationHandlers = listingHandlers(
  {
    path: '/api/admin/reconciliation/account-balances',
    claim: 'reconciliation.report.viewList',
    columns: ['Name', 'AccountNumber', 'Difference'],
    defaultSort: ['Name', 'asc'],
    sortValue: (row, column) => row[column],
    matches: (row, query) => isBreak(query, row.IsBreak) && contains(query, 'search', row.AccountNumber, row.Name),
  },
  fromFixtures(fixture<Rows<'Listing_AccountBalanceReconciliation'>[]>('balanceReconciliation')),
);

export const onboardingReconciliationHandlers = listingHandlers(
  {
    path: '/api/admin/reconciliation/onboarding-statuses',
    claim: 'reconciliation.report.viewList',
    columns: ['Created', 'FullName', 'PlatformStatus'],
    defaultSort: ['Created', 'desc'],
    sortValue: (row, column) => row[column],
    matches: (row, query) => isBreak(query, row.IsBreak) && contains(query, 'search', row.FullName),
  },
  fromFixtures(fixture<Rows<'Listing_OnboardingStatusReconciliation'>[]>('onboardingReconciliation')),
);
