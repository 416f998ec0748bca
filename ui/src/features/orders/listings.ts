import { orderActionValues, orderPresetValues, orderStatusValues, orderTypeValues } from '@openapi/enums';
import { type ColumnSpec, defineListing, filtersOf, listingTab, tradingAccountColumn } from '@/components/Listing';

import { getExecutionReports } from './api/get-execution-reports';
import { getFixOrders } from './api/get-fix-orders';
import { getOrderTransfers } from './api/get-order-transfers';
import { getOrders, type Order } from './api/get-orders';
import { getOrdersByAccount } from './api/get-orders-by-account';
import { getOrdersByAction } from './api/get-orders-by-action';
import { getOrdersBySymbol } from './api/get-orders-by-symbol';

const f = filtersOf('listOrders');

/**
 * The filters of the order views (also the aggregates'): the Submitted and
 * Unsubmitted presets (spec 4), the order filter set, the order types and
 * actions of spec 3 as spelt, and dates that start at today (spec 9).
 */
const orderFilters = [
  f.preset('preset', orderPresetValues, { label: 'orders:presets.label', labels: 'orders:presets' }),
  f.search('symbol', { label: 'orders:columns.Symbol' }),
  f.select('status', orderStatusValues, { labels: 'enums:OrderStatus' }),
  f.select('orderType', orderTypeValues, { label: 'orders:columns.OrderType', labels: 'enums:OrderType' }),
  f.select('action', orderActionValues, { label: 'orders:columns.Action', labels: 'enums:OrderAction' }),
  f.dateRange('startDate', 'endDate', { initial: 'today' }),
];

const fix = filtersOf('listFixOrders');
const executions = filtersOf('listExecutionReports');

const orderColumns: readonly ColumnSpec<Order>[] = [
  { id: 'OrderId', value: (row) => row.OrderId },
  { id: 'CreatedDate', value: (row) => row.CreatedDate, kind: 'dateTime', sortable: true },
  { id: 'Symbol', value: (row) => row.Symbol, sortable: true },
  { id: 'Action', value: (row) => row.Action, enumeration: 'OrderAction' },
  { id: 'OrderType', value: (row) => row.OrderType, enumeration: 'OrderType' },
  { id: 'OrderStatusId', value: (row) => row.Status, sortable: true, enumeration: 'OrderStatus', chip: true },
  { id: 'Quantity', value: (row) => row.Quantity, kind: 'number' },
  { id: 'Amount', value: (row) => row.Amount, kind: 'money', sortable: true },
  tradingAccountColumn(),
];
// Spec 9: CreatedDate desc.
const orderSort = {
  columns: ['CreatedDate', 'Amount', 'Symbol', 'OrderStatusId'],
  default: ['CreatedDate', 'desc'],
} as const;

export const ordersListing = defineListing('listOrders', {
  ns: 'orders',
  label: 'orders:tabs.orders',
  exportName: 'orders-orders',
  fetch: getOrders,
  rowKey: (row) => row.OrderId,
  sort: orderSort,
  filters: orderFilters,
  columns: orderColumns,
});

export const orderTransfersListing = defineListing('listOrderTransfers', {
  ns: 'orders',
  label: 'orders:tabs.transfers',
  exportName: 'orders-transfers',
  fetch: getOrderTransfers,
  rowKey: (row) => row.OrderId,
  sort: orderSort,
  filters: orderFilters,
  columns: orderColumns,
});

// The aggregates answer every group at once (`{Data}`, spec 3): no pager, no sort (deviation L6).

export const byAccountListing = defineListing('aggregateOrdersByAccount', {
  ns: 'orders',
  label: 'orders:tabs.byAccount',
  exportName: 'orders-byAccount',
  fetch: getOrdersByAccount,
  rowKey: (row) => row.TradingAccountId,
  empty: 'data',
  filters: orderFilters,
  columns: [
    tradingAccountColumn(),
    { id: 'OrderCount', value: (row) => row.OrderCount, kind: 'number' },
    { id: 'BuyCount', value: (row) => row.BuyCount, kind: 'number' },
    { id: 'SellCount', value: (row) => row.SellCount, kind: 'number' },
    { id: 'TotalAmount', value: (row) => row.TotalAmount, kind: 'money' },
  ],
});

export const bySymbolListing = defineListing('aggregateOrdersBySymbol', {
  ns: 'orders',
  label: 'orders:tabs.bySymbol',
  exportName: 'orders-bySymbol',
  fetch: getOrdersBySymbol,
  rowKey: (row) => row.Symbol,
  empty: 'data',
  filters: orderFilters,
  columns: [
    { id: 'Symbol', value: (row) => row.Symbol },
    { id: 'OrderCount', value: (row) => row.OrderCount, kind: 'number' },
    { id: 'NetQuantity', value: (row) => row.NetQuantity, kind: 'number' },
    { id: 'TotalAmount', value: (row) => row.TotalAmount, kind: 'money' },
  ],
});

export const byActionListing = defineListing('aggregateOrdersByAction', {
  ns: 'orders',
  label: 'orders:tabs.byAction',
  exportName: 'orders-byAction',
  fetch: getOrdersByAction,
  rowKey: (row) => row.Action,
  empty: 'data',
  filters: orderFilters,
  columns: [
    { id: 'Action', value: (row) => row.Action, enumeration: 'OrderAction' },
    { id: 'OrderCount', value: (row) => row.OrderCount, kind: 'number' },
    { id: 'TotalQuantity', value: (row) => row.TotalQuantity, kind: 'number' },
    { id: 'TotalAmount', value: (row) => row.TotalAmount, kind: 'money' },
  ],
});

export const fixOrdersListing = defineListing('listFixOrders', {
  ns: 'orders',
  label: 'orders:tabs.fix',
  exportName: 'orders-fix',
  fetch: getFixOrders,
  rowKey: (row) => row.FixOrderId,
  sort: { columns: ['TransactTime'], default: ['TransactTime', 'desc'] },
  filters: [
    fix.search('symbol', { label: 'orders:columns.Symbol' }),
    fix.dateRange('startDate', 'endDate', { initial: 'today' }),
  ],
  columns: [
    { id: 'ClOrdId', value: (row) => row.ClOrdId },
    { id: 'TransactTime', value: (row) => row.TransactTime, kind: 'dateTime', sortable: true },
    { id: 'OrderId', value: (row) => row.OrderId },
    { id: 'Symbol', value: (row) => row.Symbol },
    { id: 'Side', value: (row) => row.Side, enumeration: 'FixSide', showCode: true },
    { id: 'OrdType', value: (row) => row.OrdType, enumeration: 'OrderType' },
    { id: 'OrdStatus', value: (row) => row.OrdStatus, enumeration: 'FixOrdStatus', chip: true, showCode: true },
    { id: 'OrderQty', value: (row) => row.OrderQty, kind: 'number' },
    { id: 'Price', value: (row) => row.Price, kind: 'money' },
    tradingAccountColumn(),
  ],
});

export const executionReportsListing = defineListing('listExecutionReports', {
  ns: 'orders',
  label: 'orders:tabs.executions',
  exportName: 'orders-executions',
  fetch: getExecutionReports,
  rowKey: (row) => row.ExecutionId,
  sort: { columns: ['ExecutedAt'], default: ['ExecutedAt', 'desc'] },
  filters: [
    executions.search('symbol', { label: 'orders:columns.Symbol' }),
    executions.dateRange('startDate', 'endDate', { initial: 'today' }),
  ],
  columns: [
    { id: 'ExecutionId', value: (row) => row.ExecutionId },
    { id: 'ExecutedAt', value: (row) => row.ExecutedAt, kind: 'dateTime', sortable: true },
    { id: 'OrderId', value: (row) => row.OrderId },
    { id: 'Symbol', value: (row) => row.Symbol },
    { id: 'Action', value: (row) => row.Action, enumeration: 'OrderAction' },
    { id: 'ExecType', value: (row) => row.ExecType, enumeration: 'ExecType', chip: true },
    { id: 'LastQty', value: (row) => row.LastQty, kind: 'number' },
    { id: 'LastPrice', value: (row) => row.LastPrice, kind: 'money' },
    { id: 'Venue', value: (row) => row.Venue },
    tradingAccountColumn(),
  ],
});

/** The seven tabs of the orders page (spec 2), in order; `?tab=` holds the chosen one. */
export const orderTabs = [
  listingTab('orders', { listing: ordersListing }),
  listingTab('transfers', { listing: orderTransfersListing }),
  listingTab('byAccount', { listing: byAccountListing }),
  listingTab('bySymbol', { listing: bySymbolListing }),
  listingTab('byAction', { listing: byActionListing }),
  listingTab('fix', { listing: fixOrdersListing }),
  listingTab('executions', { listing: executionReportsListing }),
];
