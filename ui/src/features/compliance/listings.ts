import { achWatchlistTypeValues, transferStatusValues } from '@openapi/enums';
import { accountNumberColumn, type ColumnSpec, defineListing, filtersOf, YES_NO } from '@/components/Listing';
import { paths } from '@/config/paths';

import { getAchWatchlist } from './api/get-ach-watchlist';
import { getAffiliations } from './api/get-affiliations';
import { getNegativeSettledCash } from './api/get-negative-settled-cash';
import { getRestrictedAccounts } from './api/get-restricted-accounts';
import { getRestrictedPermissions } from './api/get-restricted-permissions';
import { getRestrictions, type RestrictedAccount } from './api/get-restrictions';

// Sorts are spec 9's.

const restrictedColumns: readonly ColumnSpec<RestrictedAccount>[] = [
  accountNumberColumn(),
  { id: 'FullName', value: (row) => row.FullName, sortable: true },
  { id: 'Reason', value: (row) => row.Reason },
  { id: 'RestrictedBy', value: (row) => row.RestrictedBy },
  { id: 'Created', value: (row) => row.Created, kind: 'dateTime', sortable: true },
];
const restrictedSort = { columns: ['Created', 'AccountNumber', 'FullName'], default: ['Created', 'desc'] } as const;

const restrictions = filtersOf('listRestrictions');

/** /app/restrictions/listing. */
export const restrictionsListing = defineListing('listRestrictions', {
  ns: 'compliance',
  label: 'compliance:titles.restrictions',
  exportName: 'restrictions',
  fetch: getRestrictions,
  rowKey: (row) => row.RestrictedAccountId,
  sort: restrictedSort,
  filters: [restrictions.search('search'), restrictions.dateRange('startDate', 'endDate')],
  columns: restrictedColumns,
});

const restricted = filtersOf('listComplianceRestrictedAccounts');

/** /app/compliance/RestrictedAccounts. */
export const restrictedAccountsListing = defineListing('listComplianceRestrictedAccounts', {
  ns: 'compliance',
  label: 'compliance:titles.restrictedAccounts',
  exportName: 'restrictedAccounts',
  fetch: getRestrictedAccounts,
  rowKey: (row) => row.RestrictedAccountId,
  sort: restrictedSort,
  filters: [restricted.search('search'), restricted.dateRange('startDate', 'endDate')],
  columns: restrictedColumns,
});

const affiliations = filtersOf('listAffiliations');

/** /app/compliance/affiliations, 10 rows a page (spec 9). */
export const affiliationsListing = defineListing('listAffiliations', {
  ns: 'compliance',
  label: 'compliance:titles.affiliations',
  exportName: 'affiliations',
  fetch: getAffiliations,
  rowKey: (row) => row.AffiliationId,
  sort: { columns: ['Created', 'FullName', 'CompanyName'], default: ['Created', 'desc'] },
  pageSize: 10,
  filters: [
    affiliations.search('search'),
    affiliations.select('approved', YES_NO, { label: 'compliance:columns.Approved' }),
    affiliations.dateRange('startDate', 'endDate'),
  ],
  columns: [
    { id: 'FullName', value: (row) => row.FullName, sortable: true },
    { id: 'CompanyName', value: (row) => row.CompanyName, sortable: true },
    { id: 'Position', value: (row) => row.Position },
    { id: 'Ticker', value: (row) => row.Ticker },
    { id: 'StockType', value: (row) => row.StockType, enumeration: 'StockType' },
    { id: 'Approved', value: (row) => row.Approved, kind: 'boolean' },
    { id: 'Created', value: (row) => row.Created, kind: 'dateTime', sortable: true },
  ],
});

const negative = filtersOf('listNegativeSettledCash');

/** /app/compliance/negativesettledcashreport, newest day first. */
export const negativeSettledCashListing = defineListing('listNegativeSettledCash', {
  ns: 'compliance',
  label: 'compliance:titles.negativeSettledCash',
  exportName: 'negative-settled-cash',
  fetch: getNegativeSettledCash,
  rowKey: (row) => row.ReportId,
  // Spec 9 says `Data desc`; the server takes `Date` (and `Data` as its alias).
  sort: { columns: ['Date', 'SettledCash', 'AccountNumber', 'DaysNegative'], default: ['Date', 'desc'] },
  filters: [negative.search('search'), negative.dateRange('startDate', 'endDate')],
  columns: [
    { id: 'Date', value: (row) => row.Date, kind: 'date', sortable: true },
    accountNumberColumn(),
    { id: 'FullName', value: (row) => row.FullName },
    { id: 'SettledCash', value: (row) => row.SettledCash, kind: 'money', sortable: true },
    { id: 'UnsettledCash', value: (row) => row.UnsettledCash, kind: 'money' },
    { id: 'DaysNegative', value: (row) => row.DaysNegative, kind: 'number', sortable: true },
  ],
});

const permissions = filtersOf('listRestrictedPermissions');

/** /app/compliance/RestrictedPermissions, by account number (spec 9). */
export const restrictedPermissionsListing = defineListing('listRestrictedPermissions', {
  ns: 'compliance',
  label: 'compliance:titles.restrictedPermissions',
  exportName: 'restricted-permissions',
  fetch: getRestrictedPermissions,
  rowKey: (row) => `${row.TradingAccountId}-${row.AccountPermissionId}`,
  sort: { columns: ['AccountNumber', 'PermissionId', 'Updated'], default: ['AccountNumber', 'asc'] },
  filters: [
    permissions.search('search'),
    permissions.select('isAllowed', YES_NO, { label: 'compliance:columns.IsAllowed' }),
  ],
  columns: [
    accountNumberColumn(),
    { id: 'FullName', value: (row) => row.FullName },
    { id: 'PermissionId', value: (row) => row.PermissionName, sortable: true },
    { id: 'IsAllowed', value: (row) => row.IsAllowed, kind: 'boolean' },
    { id: 'Updated', value: (row) => row.Updated, kind: 'dateTime', sortable: true },
  ],
});

const watchlist = filtersOf('listAchWatchlist');

/** /app/compliance/AchWatchlist: transfers of watched accounts. */
export const achWatchlistListing = defineListing('listAchWatchlist', {
  ns: 'compliance',
  label: 'compliance:titles.achWatchlist',
  exportName: 'ach-watchlist',
  fetch: getAchWatchlist,
  rowKey: (row) => row.TransferId,
  rowLink: (row) => paths.details.transfer(row.TransferId),
  sort: { columns: ['Created', 'Amount'], default: ['Created', 'desc'] },
  filters: [
    watchlist.select('watchlistType', achWatchlistTypeValues, {
      label: 'compliance:columns.WatchlistTypes',
      labels: 'enums:AchWatchlistType',
    }),
    watchlist.select('status', transferStatusValues, {
      label: 'compliance:columns.Status',
      labels: 'enums:TransferStatus',
    }),
    watchlist.dateRange('startDate', 'endDate'),
  ],
  columns: [
    { id: 'TransferId', value: (row) => row.TransferId },
    { id: 'Created', value: (row) => row.Created, kind: 'dateTime', sortable: true },
    { id: 'Type', value: (row) => row.Type, enumeration: 'TransferType' },
    { id: 'Status', value: (row) => row.Status, enumeration: 'TransferStatus', chip: true },
    { id: 'Amount', value: (row) => row.Amount, kind: 'money', sortable: true },
    { id: 'WatchlistTypes', value: (row) => row.WatchlistTypes, enumeration: 'AchWatchlistType' },
  ],
});
