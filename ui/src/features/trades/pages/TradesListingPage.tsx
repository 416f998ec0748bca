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
import { formatUsd } from '@/lib/format';

import { getTrades, type Trade, type TradesQuery, tradesQueryOptions } from '../api/get-trades';

type SortColumn = 'CreatedDate' | 'Amount' | 'Symbol';

// Module level: the listing hook memoises on this object.
const defaults: ListingDefaults<SortColumn> = {
  sortable: ['CreatedDate', 'Amount', 'Symbol'],
  // Spec 9: CreatedDate desc.
  sort: 'CreatedDate',
  dir: 'desc',
  filters: { side: '', origin: '', status: '', symbol: '', startDate: '', endDate: '' },
};

// Enumeration values as spelt in spec 3, shown as they are in every language.
const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const sides = asOptions(['BUY', 'SELL']);
const origins = asOptions(['Manual', 'Smartfolio']);
const statuses = asOptions(['Complete', 'Pending', 'Error', 'Rejected', 'Completed']);

/** /app/trades/listing (spec 2), newest first. */
export function TradesListingPage() {
  const { t, i18n } = useTranslation('trades');
  const listing = useListingState(defaults);
  const query = listingQuery(listing) as TradesQuery;
  const trades = useQuery(tradesQueryOptions(query));
  const { filters, setFilters } = listing;
  const usd = (value: number) => formatUsd(value, i18n.language);

  const columns: DataTableColumn<Trade>[] = [
    {
      id: 'TradeId',
      header: t('columns.TradeId'),
      render: (row) => <RowLink to={paths.details.trade(row.TradeId)}>{row.TradeId}</RowLink>,
      csv: (row) => row.TradeId,
    },
    {
      id: 'CreatedDate',
      header: t('columns.CreatedDate'),
      sortable: true,
      render: (row) => <DateTimeText value={row.CreatedDate} />,
      csv: (row) => row.CreatedDate,
    },
    {
      id: 'Symbol',
      header: t('columns.Symbol'),
      sortable: true,
      render: (row) => row.Symbol,
      csv: (row) => row.Symbol,
    },
    { id: 'Side', header: t('columns.Side'), render: (row) => row.Side, csv: (row) => row.Side },
    { id: 'Origin', header: t('columns.Origin'), render: (row) => row.Origin, csv: (row) => row.Origin },
    { id: 'Status', header: t('columns.Status'), render: (row) => row.Status, csv: (row) => row.Status },
    {
      id: 'Quantity',
      header: t('columns.Quantity'),
      numeric: true,
      render: (row) => row.Quantity,
      csv: (row) => row.Quantity,
    },
    {
      id: 'Price',
      header: t('columns.Price'),
      numeric: true,
      render: (row) => usd(row.Price),
      csv: (row) => row.Price,
    },
    {
      id: 'Amount',
      header: t('columns.Amount'),
      sortable: true,
      numeric: true,
      render: (row) => usd(row.Amount),
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
  ];

  return (
    <>
      <PageHeading title={t('title')} />
      <DataTable
        label={t('tableLabel')}
        columns={columns}
        rows={trades.data?.data}
        rowKey={(row) => row.TradeId}
        count={trades.data?.totalMatch ?? 0}
        query={trades}
        listing={listing}
        exportName="trades"
        exportAll={async () => (await getTrades({ ...query, page: 1, pageSize: 'All' })).data}
        toolbar={
          <>
            <SearchField
              label={t('filters.symbol')}
              value={filters.symbol ?? ''}
              onChange={(symbol) => setFilters({ symbol })}
            />
            <FilterSelect
              label={t('filters.side')}
              value={filters.side ?? ''}
              options={sides}
              onChange={(side) => setFilters({ side })}
            />
            <FilterSelect
              label={t('filters.origin')}
              value={filters.origin ?? ''}
              options={origins}
              onChange={(origin) => setFilters({ origin })}
            />
            <FilterSelect
              label={t('filters.status')}
              value={filters.status ?? ''}
              options={statuses}
              onChange={(status) => setFilters({ status })}
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
