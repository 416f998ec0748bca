import { bankMatchStatusValues, bankReviewFilterValues } from '@openapi/enums';
import { defineListing, filtersOf, tradingAccountColumn } from '@/components/Listing';
import { paths } from '@/config/paths';

import { getBankAccounts } from './api/get-bank-accounts';

const f = filtersOf('listBankAccounts');

/** Bank accounts, newest first (spec 9: Created desc), with the review filter of spec 3. */
export const bankAccountsListing = defineListing('listBankAccounts', {
  ns: 'bankAccounts',
  exportName: 'bank-accounts',
  fetch: getBankAccounts,
  rowKey: (row) => row.BankAccountId,
  rowLink: (row) => paths.details.bankAccount(row.BankAccountId),
  sort: { columns: ['Created', 'BankName'], default: ['Created', 'desc'] },
  filters: [
    f.search('search'),
    // All is the empty choice (no filter).
    f.select(
      'review',
      bankReviewFilterValues.filter((value) => value !== 'All'),
      {
        labels: 'enums:BankReviewFilter',
        anyLabel: 'enums:BankReviewFilter.All',
      },
    ),
    f.select('matchStatus', bankMatchStatusValues, { labels: 'enums:BankMatchStatus' }),
    f.dateRange('startDate', 'endDate'),
  ],
  columns: [
    { id: 'BankAccountId', value: (row) => row.BankAccountId },
    { id: 'Created', value: (row) => row.Created, kind: 'dateTime', sortable: true },
    { id: 'BankName', value: (row) => row.BankName, sortable: true },
    { id: 'AccountNumberLast4', value: (row) => row.AccountNumberLast4, kind: 'masked' },
    { id: 'RoutingNumber', value: (row) => row.RoutingNumber },
    { id: 'AccountKind', value: (row) => row.AccountKind, enumeration: 'BankAccountKind' },
    { id: 'ReviewState', value: (row) => row.ReviewState, enumeration: 'BankReviewState', chip: true },
    { id: 'MatchStatus', value: (row) => row.MatchStatus, enumeration: 'BankMatchStatus', chip: true },
    { id: 'StatementStatus', value: (row) => row.StatementStatus, enumeration: 'StatementStatus' },
    tradingAccountColumn(),
  ],
});
