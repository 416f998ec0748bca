import type { components } from '@openapi/schema';

import { contains, listingHandlers, oneOf } from './listing-factory';
import { fromFixtures } from '../clock';
import { fixture } from '../fixtures';
import { transfersStore, usersStore } from './create';
import { bankAccountsStore } from './details';

type Schemas = components['schemas'];

/** Spec 4's transfer presets, as the server defines them. */
const transferPresets: Record<string, (row: Schemas['Transfer']) => boolean> = {
  processed: (row) => ['Complete', 'Rejected', 'Cancelled'].includes(row.Status),
  unprocessed: (row) => ['OnHold', 'Skipped'].includes(row.Status),
  achWithdrawalWatch: (row) =>
    row.Status === 'Pending' &&
    row.Type === 'BankWithdraw' &&
    row.WatchlistTypes.some((type) => ['AccountsWithin90Days', 'MultipleBanks', 'NoTrades'].includes(type)),
};

export const transfersHandlers = listingHandlers(
  {
    path: '/api/admin/transfers',
    claim: 'transfer.viewList',
    columns: ['Created', 'Amount', 'Status', 'TransferType'],
    defaultSort: ['Created', 'desc'],
    sortValue: (row, column) => (column === 'TransferType' ? row.Type : row[column]),
    date: (row) => row.Created,
    matches: (row, query) =>
      oneOf(query, 'transferType', row.Type) &&
      oneOf(query, 'status', row.Status) &&
      oneOf(query, 'kind', row.Kind) &&
      oneOf(query, 'userId', row.UserId) &&
      oneOf(query, 'tradingAccountId', row.TradingAccountId) &&
      (transferPresets[query.get('preset') ?? '']?.(row) ?? true),
  },
  () => transfersStore.all(),
);

export const tradesHandlers = listingHandlers(
  {
    path: '/api/admin/trades',
    claim: 'Trade.viewList',
    columns: ['CreatedDate', 'Amount', 'Symbol'],
    defaultSort: ['CreatedDate', 'desc'],
    sortValue: (row, column) => row[column],
    date: (row) => row.CreatedDate,
    matches: (row, query) =>
      oneOf(query, 'side', row.Side) &&
      oneOf(query, 'origin', row.Origin) &&
      oneOf(query, 'status', row.Status) &&
      oneOf(query, 'userId', row.UserId) &&
      oneOf(query, 'tradingAccountId', row.TradingAccountId) &&
      contains(query, 'symbol', row.Symbol),
  },
  fromFixtures(fixture<Schemas['Trade'][]>('trades')),
);

export const bankAccountsHandlers = listingHandlers(
  {
    path: '/api/admin/bank-accounts',
    claim: 'bankAccount.viewList',
    columns: ['Created', 'BankName'],
    defaultSort: ['Created', 'desc'],
    sortValue: (row, column) => row[column],
    date: (row) => row.Created,
    matches: (row, query) =>
      oneOf(query, 'matchStatus', row.MatchStatus) && contains(query, 'search', row.BankName, row.RoutingNumber),
  },
  () => bankAccountsStore.all(),
);

export const usersHandlers = listingHandlers(
  {
    path: '/api/admin/users',
    claim: 'users.view',
    columns: ['Created', 'UserName', 'FirstName', 'LastName', 'Email', 'MembershipLevel', 'OnboardingStatus'],
    defaultSort: ['Created', 'desc'],
    sortValue: (row, column) => row[column],
    date: (row) => row.Created,
    matches: (row, query) =>
      oneOf(query, 'onboardingStatus', row.OnboardingStatus) &&
      oneOf(query, 'membershipLevel', row.MembershipLevel) &&
      (query.get('active') === null || String(row.Active) === query.get('active')) &&
      contains(query, 'search', row.UserName, row.FirstName, row.LastName, row.Email),
  },
  () => usersStore.all(),
);
