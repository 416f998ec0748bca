import { useTranslation } from 'react-i18next';

import {
  DataTable,
  type DataTableColumn,
  FilterSelect,
  type ListingDefaults,
  listingQuery,
  PresetToggle,
  RowLink,
  useListingState,
} from '@/components/DataTable';
import { DateRangePicker } from '@/components/DateRangePicker';
import { DateTimeText } from '@/components/DateTimeText';
import { PageHeading } from '@/components/PageHeading';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';

import { getTransfers, type Transfer, type TransfersQuery, useTransfers } from '../api/get-transfers';

type SortColumn = 'Created' | 'Amount' | 'Status' | 'TransferType';

// Module level: the listing hook memoises on this object.
const defaults: ListingDefaults<SortColumn> = {
  sortable: ['Created', 'Amount', 'Status', 'TransferType'],
  // Spec 9: Created desc.
  sort: 'Created',
  dir: 'desc',
  filters: { transferType: '', status: '', kind: '', preset: '', startDate: '', endDate: '' },
};

// Enumeration values as spelt in spec 3; they are shown as they are, in every language.
const transferTypes = ['BankDeposit', 'BankWithdraw', 'SmartfolioInvest', 'SmartfolioWithdraw', 'FromBroker'];
const statuses = ['Complete', 'Pending', 'Error', 'Rejected', 'Completed', 'OnHold', 'Skipped', 'Cancelled'];
const kinds = ['INVEST', 'WITHDRAW'];
const presets = ['processed', 'unprocessed', 'achWithdrawalWatch'] as const;
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

/** /app/cashMovement/listing: transfers, with the processed, unprocessed and ACH watch presets (spec 4). */
export function CashMovementListingPage() {
  const { t, i18n } = useTranslation('cashMovement');
  const listing = useListingState(defaults);
  const query = listingQuery(listing) as TransfersQuery;
  const transfers = useTransfers(query);
  const { filters, setFilters } = listing;

  const columns: DataTableColumn<Transfer>[] = [
    {
      id: 'TransferId',
      header: t('columns.TransferId'),
      render: (row) => <RowLink to={paths.details.transfer(row.TransferId)}>{row.TransferId}</RowLink>,
      csv: (row) => row.TransferId,
    },
    {
      id: 'Created',
      header: t('columns.Created'),
      sortable: true,
      render: (row) => <DateTimeText value={row.Created} />,
      csv: (row) => row.Created,
    },
    {
      id: 'TransferType',
      header: t('columns.TransferType'),
      sortable: true,
      render: (row) => row.Type,
      csv: (row) => row.Type,
    },
    { id: 'Kind', header: t('columns.Kind'), render: (row) => row.Kind, csv: (row) => row.Kind },
    {
      id: 'Status',
      header: t('columns.Status'),
      sortable: true,
      render: (row) => row.Status,
      csv: (row) => row.Status,
    },
    {
      id: 'Amount',
      header: t('columns.Amount'),
      sortable: true,
      numeric: true,
      render: (row) => formatUsd(row.Amount, i18n.language),
      csv: (row) => row.Amount,
    },
    {
      id: 'TradingAccountId',
      header: t('columns.TradingAccountId'),
      render: (row) => (
        <RowLink to={paths.tradingAccounts.account(row.TradingAccountId)}>{row.TradingAccountId}</RowLink>
      ),
      csv: (row) => row.TradingAccountId,
    },
    {
      id: 'Processed',
      header: t('columns.Processed'),
      render: (row) => <DateTimeText value={row.Processed} />,
      csv: (row) => row.Processed,
    },
    {
      id: 'WatchlistTypes',
      header: t('columns.WatchlistTypes'),
      render: (row) => row.WatchlistTypes.join(', '),
      csv: (row) => row.WatchlistTypes.join(' '),
    },
  ];

  return (
    <>
      <PageHeading title={t('title')} />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={transfers.data?.data}
        rowKey={(row) => row.TransferId}
        count={transfers.data?.totalMatch ?? 0}
        query={transfers}
        listing={listing}
        exportName="cash-movement"
        exportAll={async () => (await getTransfers({ ...query, page: 1, pageSize: 'All' })).data}
        toolbar={
          <>
            <PresetToggle
              label={t('presets.label')}
              value={filters.preset ?? ''}
              options={presets.map((value) => ({ value, label: t(`presets.${value}`) }))}
              onChange={(preset) => setFilters({ preset })}
            />
            <FilterSelect
              label={t('filters.transferType')}
              value={filters.transferType ?? ''}
              options={asOptions(transferTypes)}
              onChange={(transferType) => setFilters({ transferType })}
            />
            <FilterSelect
              label={t('filters.status')}
              value={filters.status ?? ''}
              options={asOptions(statuses)}
              onChange={(status) => setFilters({ status })}
            />
            <FilterSelect
              label={t('filters.kind')}
              value={filters.kind ?? ''}
              options={asOptions(kinds)}
              onChange={(kind) => setFilters({ kind })}
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
