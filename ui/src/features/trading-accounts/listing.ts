import { accountTypeValues } from '@openapi/enums';
import { defineListing, filtersOf } from '@/components/Listing';
import { paths } from '@/config/paths';

import { getTradingAccounts } from './api/get-trading-accounts';

const f = filtersOf('listTradingAccounts');

/** Trading accounts, the landing page (spec 2), newest first; found by number, owner or email, or by type. */
export const tradingAccountsListing = defineListing('listTradingAccounts', {
  ns: 'tradingAccounts',
  exportName: 'trading-accounts',
  fetch: getTradingAccounts,
  rowKey: (row) => row.TradingAccountId,
  rowLink: (row) => paths.tradingAccounts.account(row.TradingAccountId),
  sort: {
    columns: ['Created', 'AccountNumber', 'FullName', 'AccountType', 'CashBalance'],
    default: ['Created', 'desc'],
  },
  filters: [f.search('search'), f.select('accountType', accountTypeValues, { labels: 'enums:AccountType' })],
  columns: [
    { id: 'AccountNumber', value: (row) => row.AccountNumber, kind: 'code', sortable: true },
    { id: 'FullName', value: (row) => row.FullName, sortable: true },
    { id: 'Email', value: (row) => row.Email },
    { id: 'AccountType', value: (row) => row.AccountType, enumeration: 'AccountType', sortable: true },
    { id: 'CashBalance', value: (row) => row.CashBalance, kind: 'money', sortable: true },
    { id: 'Created', value: (row) => row.Created, kind: 'dateTime', sortable: true },
  ],
});
