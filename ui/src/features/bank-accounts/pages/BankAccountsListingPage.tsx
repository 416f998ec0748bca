import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import {
  DataTable,
  type DataTableColumn,
  FilterSelect,
  type ListingDefaults,
  listingQuery,
  RowLink,
  SearchField,
  useListingState,
} from '@/components/DataTable';
import { DateRangePicker } from '@/components/DateRangePicker';
import { DateTimeText } from '@/components/DateTimeText';
import { PageHeading } from '@/components/PageHeading';
import { paths } from '@/config/paths';

import {
  type BankAccount,
  type BankAccountsQuery,
  bankAccountsQueryOptions,
  getBankAccounts,
} from '../api/get-bank-accounts';

type SortColumn = 'Created' | 'BankName';

// Module level: the listing hook memoises on this object.
const defaults: ListingDefaults<SortColumn> = {
  sortable: ['Created', 'BankName'],
  // Spec 9: Created desc.
  sort: 'Created',
  dir: 'desc',
  filters: { review: '', matchStatus: '', search: '', startDate: '', endDate: '' },
};

const reviews = ['NeedsReview', 'PendingUser', 'Rejected', 'Passed'] as const;
const matchStatuses = ['approved', 'pending', 'failed', 'error', 'rejected', 'verified'];

/** /app/bankaccounts/listing, with the review filter of spec 3. */
export function BankAccountsListingPage() {
  const { t } = useTranslation('bankAccounts');
  const listing = useListingState(defaults);
  const query = listingQuery(listing) as BankAccountsQuery;
  const accounts = useQuery(bankAccountsQueryOptions(query));
  const { filters, setFilters } = listing;

  const columns: DataTableColumn<BankAccount>[] = [
    {
      id: 'BankAccountId',
      header: t('columns.BankAccountId'),
      render: (row) => <RowLink to={paths.details.bankAccount(row.BankAccountId)}>{row.BankAccountId}</RowLink>,
      csv: (row) => row.BankAccountId,
    },
    {
      id: 'Created',
      header: t('columns.Created'),
      sortable: true,
      render: (row) => <DateTimeText value={row.Created} />,
      csv: (row) => row.Created,
    },
    {
      id: 'BankName',
      header: t('columns.BankName'),
      sortable: true,
      render: (row) => row.BankName,
      csv: (row) => row.BankName,
    },
    {
      id: 'AccountNumberLast4',
      header: t('columns.AccountNumberLast4'),
      render: (row) => `•••• ${row.AccountNumberLast4}`,
      csv: (row) => row.AccountNumberLast4,
    },
    {
      id: 'RoutingNumber',
      header: t('columns.RoutingNumber'),
      render: (row) => row.RoutingNumber,
      csv: (row) => row.RoutingNumber,
    },
    {
      id: 'AccountKind',
      header: t('columns.AccountKind'),
      render: (row) => row.AccountKind,
      csv: (row) => row.AccountKind,
    },
    {
      id: 'ReviewState',
      header: t('columns.ReviewState'),
      render: (row) => row.ReviewState,
      csv: (row) => row.ReviewState,
    },
    {
      id: 'MatchStatus',
      header: t('columns.MatchStatus'),
      render: (row) => row.MatchStatus,
      csv: (row) => row.MatchStatus,
    },
    {
      id: 'StatementStatus',
      header: t('columns.StatementStatus'),
      render: (row) => t(`statementStatuses.${row.StatementStatus}`),
      csv: (row) => row.StatementStatus,
    },
    {
      id: 'TradingAccountId',
      header: t('columns.TradingAccountId'),
      render: (row) => (
        <RowLink to={paths.tradingAccounts.account(row.TradingAccountId)}>{row.TradingAccountId}</RowLink>
      ),
      csv: (row) => row.TradingAccountId,
    },
  ];

  return (
    <>
      <PageHeading title={t('title')} />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={accounts.data?.data}
        rowKey={(row) => row.BankAccountId}
        count={accounts.data?.totalMatch ?? 0}
        query={accounts}
        listing={listing}
        exportName="bank-accounts"
        exportAll={async () => (await getBankAccounts({ ...query, page: 1, pageSize: 'All' })).data}
        toolbar={
          <>
            <SearchField value={filters.search ?? ''} onChange={(search) => setFilters({ search })} />
            <FilterSelect
              label={t('filters.review')}
              anyLabel={t('reviews.All')}
              value={filters.review ?? ''}
              options={reviews.map((value) => ({ value, label: t(`reviews.${value}`) }))}
              onChange={(review) => setFilters({ review })}
            />
            <FilterSelect
              label={t('filters.matchStatus')}
              value={filters.matchStatus ?? ''}
              options={matchStatuses.map((value) => ({ value, label: value }))}
              onChange={(matchStatus) => setFilters({ matchStatus })}
            />
            <DateRangePicker
              value={{ start: filters.startDate ?? '', end: filters.endDate ?? '' }}
              onChange={({ start, end }) => setFilters({ startDate: start, endDate: end })}
            />
          </>
        }
      />
    </>
  );
}
