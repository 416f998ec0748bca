import type { components } from '@openapi/schema';

import { contains, listingHandlers, oneOf } from './listing-factory';
import { fromFixtures } from '../clock';
import { fixture } from '../fixtures';

type Rows<N extends keyof components['schemas']> = components['schemas'][N] extends { data: (infer R)[] } ? R : never;
type RestrictedAccount = Rows<'Listing_RestrictedAccount'>;

type RestrictedColumn = 'Created' | 'AccountNumber' | 'FullName';
const restrictedSpec = {
  columns: ['Created', 'AccountNumber', 'FullName'] as RestrictedColumn[],
  defaultSort: ['Created', 'desc'] as [RestrictedColumn, 'desc'],
  sortValue: (row: RestrictedAccount, column: RestrictedColumn) => row[column],
  date: (row: RestrictedAccount) => row.Created,
  matches: (row: RestrictedAccount, query: URLSearchParams) =>
    contains(query, 'search', row.AccountNumber, row.FullName, row.Reason),
};

export const restrictionsHandlers = listingHandlers(
  { ...restrictedSpec, path: '/api/admin/restrictions/accounts', claim: 'compliance.viewRestrictedPermissions' },
  fromFixtures(fixture<RestrictedAccount[]>('restrictedAccounts')),
);

export const restrictedAccountsHandlers = listingHandlers(
  { ...restrictedSpec, path: '/api/admin/compliance/restricted-accounts', claim: 'compliance.viewList' },
  fromFixtures(fixture<RestrictedAccount[]>('restrictedAccounts')),
);

export const affiliationsHandlers = listingHandlers(
  {
    path: '/api/admin/compliance/affiliations',
    claim: 'compliance.viewList',
    columns: ['Created', 'FullName', 'CompanyName'],
    defaultSort: ['Created', 'desc'],
    sortValue: (row, column) => row[column],
    date: (row) => row.Created,
    matches: (row, query) =>
      contains(query, 'search', row.FullName, row.CompanyName, row.Ticker) &&
      (query.get('approved') === null || String(row.Approved) === query.get('approved')),
  },
  fromFixtures(fixture<Rows<'Listing_Affiliation'>[]>('affiliations')),
);

export const negativeSettledCashHandlers = listingHandlers(
  {
    path: '/api/admin/compliance/negative-settled-cash',
    claim: 'compliance.viewList',
    columns: ['Date', 'SettledCash', 'AccountNumber', 'DaysNegative'],
    defaultSort: ['Date', 'desc'],
    sortValue: (row, column) => row[column],
    date: (row) => row.Date,
    matches: (row, query) => contains(query, 'search', row.AccountNumber, row.FullName),
  },
  fromFixtures(fixture<Rows<'Listing_NegativeSettledCash'>[]>('negativeSettledCash')),
);

export const restrictedPermissionsHandlers = listingHandlers(
  {
    path: '/api/admin/compliance/restricted-permissions',
    claim: 'compliance.viewRestrictedPermissions',
    columns: ['AccountNumber', 'PermissionId', 'Updated'],
    defaultSort: ['AccountNumber', 'asc'],
    sortValue: (row, column) => row[column],
    matches: (row, query) =>
      contains(query, 'search', row.AccountNumber, row.FullName) &&
      (query.get('isAllowed') === null || String(row.IsAllowed) === query.get('isAllowed')),
  },
  fromFixtures(fixture<Rows<'Listing_RestrictedPermission'>[]>('restrictedPermissions')),
);

const watched = ['AccountsWithin90Days', 'MultipleBanks', 'NoTrades'];

export const achWatchlistHandlers = listingHandlers(
  {
    path: '/api/admin/compliance/ach-watchlist',
    claim: 'compliance.viewList',
    columns: ['Created', 'Amount'],
    defaultSort: ['Created', 'desc'],
    sortValue: (row, column) => row[column],
    date: (row) => row.Created,
    matches: (row, query) =>
      row.WatchlistTypes.some((type) => watched.includes(type)) &&
      (!query.get('watchlistType') || row.WatchlistTypes.some((type) => oneOf(query, 'watchlistType', type))) &&
      oneOf(query, 'status', row.Status),
  },
  fromFixtures(fixture<components['schemas']['Transfer'][]>('transfers')),
);
