import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import {
  DataTable,
  type DataTableColumn,
  FilterSelect,
  type ListingController,
  type ListingDefaults,
  type ListingQuery,
  listingQuery,
  PresetToggle,
  RowLink,
  SearchField,
  useListingState,
} from '@/components/DataTable';
import { DateRangePicker, todayIso } from '@/components/DateRangePicker';
import { DateTimeText } from '@/components/DateTimeText';
import { PageHeading } from '@/components/PageHeading';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';

import {
  type ByAccount,
  type ByAction,
  type BySymbol,
  type ExecutionReport,
  type FixOrder,
  getByAccount,
  getByAction,
  getBySymbol,
  getExecutionReports,
  getFixOrders,
  getOrders,
  getOrderTransfers,
  type Order,
} from '../api/orders';

/** The seven tabs of spec 2, in order. */
export const orderTabs = ['orders', 'transfers', 'byAccount', 'bySymbol', 'byAction', 'fix', 'executions'] as const;
type OrderTab = (typeof orderTabs)[number];

const asOptions = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
// The order filter set of spec 4, and the types and actions of spec 3, as spelt.
const statuses = asOptions([
  'Complete',
  'OnOpen',
  'OnHold',
  'Submitted',
  'Enqueued',
  'Rejected',
  'Cancelled',
  'Skipped',
  'SubmittedOther',
  'UnsubmittedOther',
]);
const orderTypes = asOptions(['Market', 'Limit']);
const actions = asOptions(['Buy', 'Sell', 'Invest', 'Withdraw']);

/** The defaults of a tab: spec 9 sorts, and both dates today. */
function defaultsOf(tab: OrderTab, today: string): ListingDefaults<string> {
  const dates = { startDate: today, endDate: today, symbol: '' };
  if (tab === 'fix') return { sortable: ['TransactTime'], sort: 'TransactTime', dir: 'desc', filters: dates };
  if (tab === 'executions') return { sortable: ['ExecutedAt'], sort: 'ExecutedAt', dir: 'desc', filters: dates };
  return {
    sortable: ['CreatedDate', 'Amount', 'Symbol', 'OrderStatusId'],
    // Spec 9: CreatedDate desc.
    sort: 'CreatedDate',
    dir: 'desc',
    filters: { ...dates, status: '', preset: '', orderType: '', action: '' },
  };
}

function useColumns() {
  const { t, i18n } = useTranslation('orders');
  const usd = (value: number | null | undefined) => (value == null ? '' : formatUsd(value, i18n.language));
  const col = <T,>(id: string, value: (row: T) => string | number, sortable = false): DataTableColumn<T> => ({
    id,
    header: t(`columns.${id}` as 'columns.Symbol'),
    sortable,
    render: value,
    csv: value,
  });
  const money = <T,>(
    id: string,
    value: (row: T) => number | null | undefined,
    sortable = false,
  ): DataTableColumn<T> => ({
    ...col(id, (row) => value(row) ?? '', sortable),
    numeric: true,
    render: (row) => usd(value(row)),
  });
  const time = <T,>(id: string, value: (row: T) => string, sortable = true): DataTableColumn<T> => ({
    ...col(id, value, sortable),
    render: (row) => <DateTimeText value={value(row)} />,
  });
  const account = <T extends { TradingAccountId: number }>(): DataTableColumn<T> => ({
    id: 'TradingAccountId',
    header: t('columns.TradingAccountId'),
    render: (row) => <RowLink to={paths.tradingAccounts.account(row.TradingAccountId)}>{row.TradingAccountId}</RowLink>,
    csv: (row) => row.TradingAccountId,
  });
  return { t, col, money, time, account };
}

function orderColumns(c: ReturnType<typeof useColumns>): DataTableColumn<Order>[] {
  return [
    c.col('OrderId', (row) => row.OrderId),
    c.time('CreatedDate', (row) => row.CreatedDate),
    c.col('Symbol', (row) => row.Symbol, true),
    c.col('Action', (row) => row.Action),
    c.col('OrderType', (row) => row.OrderType),
    c.col('OrderStatusId', (row) => row.Status, true),
    { ...c.col('Quantity', (row) => row.Quantity), numeric: true },
    c.money('Amount', (row) => row.Amount, true),
    c.account(),
  ];
}

/** A paged tab on the shared table. */
function PagedTab<T>(props: {
  tab: OrderTab;
  listing: ListingController<string>;
  columns: DataTableColumn<T>[];
  fetchPage: (query: ListingQuery, signal?: AbortSignal) => Promise<{ data: T[]; totalMatch: number }>;
  rowKey: (row: T) => number;
  toolbar: React.ReactNode;
}) {
  const { t } = useTranslation('orders');
  const query = listingQuery(props.listing);
  const result = useQuery({
    queryKey: ['orders', props.tab, query],
    queryFn: ({ signal }) => props.fetchPage(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      label={t(`tabs.${props.tab}`)}
      columns={props.columns}
      rows={result.data?.data}
      rowKey={props.rowKey}
      count={result.data?.totalMatch ?? 0}
      query={result}
      listing={props.listing}
      exportName={`orders-${props.tab}`}
      exportAll={async () => (await props.fetchPage({ ...query, page: 1, pageSize: 'All' })).data}
      toolbar={props.toolbar}
    />
  );
}

/** An aggregate tab: every group at once, no paging (`{Data: [...]}`). */
function AggregateTab<T>(props: {
  tab: OrderTab;
  listing: ListingController<string>;
  columns: DataTableColumn<T>[];
  fetchAll: (query: ListingQuery, signal?: AbortSignal) => Promise<T[]>;
  rowKey: (row: T) => string | number;
  toolbar: React.ReactNode;
}) {
  const { t } = useTranslation(['orders', 'listing']);
  const query = listingQuery(props.listing);
  const result = useQuery({
    queryKey: ['orders', props.tab, query],
    queryFn: ({ signal }) => props.fetchAll(query, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <DataTable
      label={t(`tabs.${props.tab}`)}
      columns={props.columns}
      rows={result.data}
      rowKey={props.rowKey}
      count={result.data?.length ?? 0}
      query={result}
      // Spec 8's aggregate empty text.
      emptyText={t('listing:empty.data')}
      exportName={`orders-${props.tab}`}
      exportAll={async () => props.fetchAll(query)}
      toolbar={props.toolbar}
    />
  );
}

/** /app/orders/listing: the seven tabs of spec 2; dates default to today (spec 9). */
export function OrdersListingPage() {
  const { t } = useTranslation(['orders', 'shell']);
  const [params, setParams] = useSearchParams();
  const tab = (orderTabs as readonly string[]).includes(params.get('tab') ?? '')
    ? (params.get('tab') as OrderTab)
    : 'orders';
  const today = useMemo(() => todayIso(), []);
  const defaults = useMemo(() => defaultsOf(tab, today), [tab, today]);
  const listing = useListingState(defaults);
  const c = useColumns();
  const { filters, setFilters } = listing;
  const isOrders = tab === 'orders' || tab === 'transfers' || tab.startsWith('by');

  const toolbar = (
    <>
      {isOrders && (
        <PresetToggle
          label={t('presets.label')}
          value={filters.preset ?? ''}
          options={[
            { value: 'submitted', label: t('presets.submitted') },
            { value: 'unsubmitted', label: t('presets.unsubmitted') },
          ]}
          onChange={(preset) => setFilters({ preset })}
        />
      )}
      <SearchField
        label={t('columns.Symbol')}
        value={filters.symbol ?? ''}
        onChange={(symbol) => setFilters({ symbol })}
      />
      {isOrders && (
        <>
          <FilterSelect
            label={t('filters.status')}
            value={filters.status ?? ''}
            options={statuses}
            onChange={(status) => setFilters({ status })}
          />
          <FilterSelect
            label={t('columns.OrderType')}
            value={filters.orderType ?? ''}
            options={orderTypes}
            onChange={(orderType) => setFilters({ orderType })}
          />
          <FilterSelect
            label={t('columns.Action')}
            value={filters.action ?? ''}
            options={actions}
            onChange={(action) => setFilters({ action })}
          />
        </>
      )}
      <DateRangePicker
        value={{ start: filters.startDate ?? '', end: filters.endDate ?? '' }}
        onChange={({ start, end }) => setFilters({ startDate: start, endDate: end })}
      />
    </>
  );

  let body: React.ReactNode;
  if (tab === 'orders' || tab === 'transfers') {
    body = (
      <PagedTab
        key={tab}
        tab={tab}
        listing={listing}
        columns={orderColumns(c)}
        fetchPage={tab === 'orders' ? getOrders : getOrderTransfers}
        rowKey={(row) => row.OrderId}
        toolbar={toolbar}
      />
    );
  } else if (tab === 'fix') {
    const columns: DataTableColumn<FixOrder>[] = [
      c.col('ClOrdId', (row) => row.ClOrdId),
      c.time('TransactTime', (row) => row.TransactTime),
      c.col('OrderId', (row) => row.OrderId),
      c.col('Symbol', (row) => row.Symbol),
      c.col('Side', (row) => row.Side),
      c.col('OrdType', (row) => row.OrdType),
      c.col('OrdStatus', (row) => row.OrdStatus),
      { ...c.col('OrderQty', (row) => row.OrderQty), numeric: true },
      c.money('Price', (row) => row.Price),
      c.account(),
    ];
    body = (
      <PagedTab
        key={tab}
        tab={tab}
        listing={listing}
        columns={columns}
        fetchPage={getFixOrders}
        rowKey={(row) => row.FixOrderId}
        toolbar={toolbar}
      />
    );
  } else if (tab === 'executions') {
    const columns: DataTableColumn<ExecutionReport>[] = [
      c.col('ExecutionId', (row) => row.ExecutionId),
      c.time('ExecutedAt', (row) => row.ExecutedAt),
      c.col('OrderId', (row) => row.OrderId),
      c.col('Symbol', (row) => row.Symbol),
      c.col('Action', (row) => row.Action),
      c.col('ExecType', (row) => row.ExecType),
      { ...c.col('LastQty', (row) => row.LastQty), numeric: true },
      c.money('LastPrice', (row) => row.LastPrice),
      c.col('Venue', (row) => row.Venue),
      c.account(),
    ];
    body = (
      <PagedTab
        key={tab}
        tab={tab}
        listing={listing}
        columns={columns}
        fetchPage={getExecutionReports}
        rowKey={(row) => row.ExecutionId}
        toolbar={toolbar}
      />
    );
  } else if (tab === 'byAccount') {
    const columns: DataTableColumn<ByAccount>[] = [
      c.account(),
      { ...c.col('OrderCount', (row) => row.OrderCount), numeric: true },
      { ...c.col('BuyCount', (row) => row.BuyCount), numeric: true },
      { ...c.col('SellCount', (row) => row.SellCount), numeric: true },
      c.money('TotalAmount', (row) => row.TotalAmount),
    ];
    body = (
      <AggregateTab
        key={tab}
        tab={tab}
        listing={listing}
        columns={columns}
        fetchAll={getByAccount}
        rowKey={(row) => row.TradingAccountId}
        toolbar={toolbar}
      />
    );
  } else if (tab === 'bySymbol') {
    const columns: DataTableColumn<BySymbol>[] = [
      c.col('Symbol', (row) => row.Symbol),
      { ...c.col('OrderCount', (row) => row.OrderCount), numeric: true },
      { ...c.col('NetQuantity', (row) => row.NetQuantity), numeric: true },
      c.money('TotalAmount', (row) => row.TotalAmount),
    ];
    body = (
      <AggregateTab
        key={tab}
        tab={tab}
        listing={listing}
        columns={columns}
        fetchAll={getBySymbol}
        rowKey={(row) => row.Symbol}
        toolbar={toolbar}
      />
    );
  } else {
    const columns: DataTableColumn<ByAction>[] = [
      c.col('Action', (row) => row.Action),
      { ...c.col('OrderCount', (row) => row.OrderCount), numeric: true },
      { ...c.col('TotalQuantity', (row) => row.TotalQuantity), numeric: true },
      c.money('TotalAmount', (row) => row.TotalAmount),
    ];
    body = (
      <AggregateTab
        key={tab}
        tab={tab}
        listing={listing}
        columns={columns}
        fetchAll={getByAction}
        rowKey={(row) => row.Action}
        toolbar={toolbar}
      />
    );
  }

  return (
    <>
      <PageHeading title={t('shell:screens.orders')} />
      <Tabs
        value={tab}
        onChange={(_, next: OrderTab) => {
          // A new tab keeps the dates and starts from its own defaults otherwise.
          const kept = new URLSearchParams();
          kept.set('tab', next);
          for (const key of ['startDate', 'endDate']) {
            const value = params.get(key);
            if (value !== null) kept.set(key, value);
          }
          setParams(kept);
        }}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('tabs.label')}
        sx={{ mb: 2 }}
      >
        {orderTabs.map((value) => (
          <Tab key={value} value={value} label={t(`tabs.${value}`)} />
        ))}
      </Tabs>
      {body}
    </>
  );
}
