import { useTranslation } from 'react-i18next';

import {
  DataTable,
  type DataTableColumn,
  type ListingDefaults,
  listingQuery,
  useListingState,
} from '@/components/DataTable';
import { DateTimeText } from '@/components/DateTimeText';
import { PageHeading } from '@/components/PageHeading';
import { formatUsd } from '@/lib/format';

import {
  getTradingAccounts,
  type TradingAccount,
  type TradingAccountsQuery,
  useTradingAccounts,
} from '../api/get-trading-accounts';

type SortColumn = 'Created' | 'AccountNumber' | 'FullName' | 'AccountType' | 'CashBalance';

// Module level: the listing hook memoises on this object.
const defaults: ListingDefaults<SortColumn> = {
  sortable: ['Created', 'AccountNumber', 'FullName', 'AccountType', 'CashBalance'],
  sort: 'Created',
  dir: 'desc',
};

/** /app/tradingAccounts/listing: the landing page (spec 2). */
export function TradingAccountsListingPage() {
  const { t, i18n } = useTranslation(['tradingAccounts', 'common']);
  const listing = useListingState(defaults);
  const query = listingQuery(listing) as TradingAccountsQuery;
  const accounts = useTradingAccounts(query);

  const columns: DataTableColumn<TradingAccount>[] = [
    {
      id: 'AccountNumber',
      header: t('columns.AccountNumber'),
      sortable: true,
      render: (row) => <span style={{ fontFamily: 'monospace' }}>{row.AccountNumber}</span>,
      csv: (row) => row.AccountNumber,
    },
    {
      id: 'FullName',
      header: t('columns.FullName'),
      sortable: true,
      render: (row) => row.FullName,
      csv: (row) => row.FullName,
    },
    { id: 'Email', header: t('columns.Email'), render: (row) => row.Email, csv: (row) => row.Email },
    {
      id: 'AccountType',
      header: t('columns.AccountType'),
      sortable: true,
      render: (row) => t(`accountTypes.${row.AccountType}`),
      csv: (row) => t(`accountTypes.${row.AccountType}`),
    },
    {
      id: 'CashBalance',
      header: t('columns.CashBalance'),
      sortable: true,
      numeric: true,
      render: (row) => formatUsd(row.CashBalance, i18n.language),
      csv: (row) => row.CashBalance,
    },
    {
      id: 'Created',
      header: t('columns.Created'),
      sortable: true,
      render: (row) => <DateTimeText value={row.Created} />,
      csv: (row) => row.Created,
    },
  ];

  return (
    <>
      <PageHeading title={t('title')} />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={accounts.data?.data}
        rowKey={(row) => row.TradingAccountId}
        count={accounts.data?.totalMatch ?? 0}
        query={accounts}
        listing={listing}
        exportName="trading-accounts"
        exportAll={async () => (await getTradingAccounts({ ...query, page: 1, pageSize: 'All' })).data}
      />
    </>
  );
}
