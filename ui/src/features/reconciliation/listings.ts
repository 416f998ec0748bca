import { reconciliationSourceValues } from '@openapi/enums';
import { accountNumberColumn, defineListing, filtersOf, YES_NO } from '@/components/Listing';

import { getBalanceReport } from './api/get-balance-report';
import { getOnboardingReport } from './api/get-onboarding-report';
import { getPositionReport } from './api/get-position-report';
import { getTradeReport } from './api/get-trade-report';

// Sorts are spec 9's. A break is a row where the platform and the broker disagree.

// A break stands out as a red chip; a matched row reads "Matched".
const isBreak = {
  id: 'IsBreak',
  value: (row: { IsBreak: boolean }) => String(row.IsBreak),
  enumeration: 'IsBreak',
  chip: true,
} as const;
const breakLabel = { label: 'reconciliation:columns.IsBreak' } as const;

const trades = filtersOf('listTradeReconciliation');

/** /app/reconciliation/tradereport, newest day first. */
export const tradeReportListing = defineListing('listTradeReconciliation', {
  ns: 'reconciliation',
  label: 'reconciliation:titles.trades',
  exportName: 'trade-report',
  fetch: getTradeReport,
  rowKey: (row) => row.RowId,
  // Spec 9 says `Data desc`; the server takes `Date` (and `Data` as its alias).
  sort: { columns: ['Date', 'AccountNumber', 'Symbol'], default: ['Date', 'desc'] },
  filters: [
    trades.search('search'),
    trades.select('isBreak', YES_NO, breakLabel),
    trades.dateRange('startDate', 'endDate'),
  ],
  columns: [
    { id: 'Date', value: (row) => row.Date, kind: 'date', sortable: true },
    accountNumberColumn(),
    { id: 'Symbol', value: (row) => row.Symbol, sortable: true },
    { id: 'Side', value: (row) => row.Side, enumeration: 'TradeSide' },
    { id: 'PlatformQuantity', value: (row) => row.PlatformQuantity, kind: 'number' },
    { id: 'BrokerQuantity', value: (row) => row.BrokerQuantity, kind: 'number' },
    { id: 'PlatformPrice', value: (row) => row.PlatformPrice, kind: 'money' },
    { id: 'BrokerPrice', value: (row) => row.BrokerPrice, kind: 'money' },
    isBreak,
  ],
});

const positions = filtersOf('listPositionReconciliation');

/** /app/reconciliation/positionreport, by source desc. */
export const positionReportListing = defineListing('listPositionReconciliation', {
  ns: 'reconciliation',
  label: 'reconciliation:titles.positions',
  exportName: 'position-report',
  fetch: getPositionReport,
  rowKey: (row) => row.RowId,
  sort: { columns: ['Source', 'AccountNumber', 'Symbol'], default: ['Source', 'desc'] },
  filters: [
    positions.search('search'),
    positions.select('isBreak', YES_NO, breakLabel),
    positions.select('source', reconciliationSourceValues, {
      label: 'reconciliation:columns.Source',
      labels: 'enums:ReconciliationSource',
    }),
  ],
  columns: [
    { id: 'Source', value: (row) => row.Source, sortable: true, enumeration: 'ReconciliationSource' },
    accountNumberColumn(),
    { id: 'Symbol', value: (row) => row.Symbol, sortable: true },
    { id: 'Quantity', value: (row) => row.Quantity, kind: 'number' },
    { id: 'OtherQuantity', value: (row) => row.OtherQuantity, kind: 'number' },
    isBreak,
  ],
});

const balances = filtersOf('listAccountBalanceReconciliation');

/** /app/reconciliation/accountbalancereport, by name asc. */
export const balanceReportListing = defineListing('listAccountBalanceReconciliation', {
  ns: 'reconciliation',
  label: 'reconciliation:titles.balances',
  exportName: 'account-balance-report',
  fetch: getBalanceReport,
  rowKey: (row) => row.RowId,
  sort: { columns: ['Name', 'AccountNumber', 'Difference'], default: ['Name', 'asc'] },
  filters: [balances.search('search'), balances.select('isBreak', YES_NO, breakLabel)],
  columns: [
    { id: 'Name', value: (row) => row.Name, sortable: true },
    accountNumberColumn(),
    { id: 'PlatformBalance', value: (row) => row.PlatformBalance, kind: 'money' },
    { id: 'BrokerBalance', value: (row) => row.BrokerBalance, kind: 'money' },
    { id: 'Difference', value: (row) => row.Difference, kind: 'money', sortable: true },
    isBreak,
  ],
});

const onboarding = filtersOf('listOnboardingStatusReconciliation');

/** /app/reconciliation/onboardingstatusreport, newest first. */
export const onboardingReportListing = defineListing('listOnboardingStatusReconciliation', {
  ns: 'reconciliation',
  label: 'reconciliation:titles.onboarding',
  exportName: 'onboarding-status-report',
  fetch: getOnboardingReport,
  rowKey: (row) => row.RowId,
  sort: { columns: ['Created', 'FullName', 'PlatformStatus'], default: ['Created', 'desc'] },
  filters: [onboarding.search('search'), onboarding.select('isBreak', YES_NO, breakLabel)],
  columns: [
    { id: 'FullName', value: (row) => row.FullName, sortable: true },
    {
      id: 'PlatformStatus',
      value: (row) => row.PlatformStatus,
      sortable: true,
      enumeration: 'OnboardingStatus',
      chip: true,
    },
    { id: 'BrokerStatus', value: (row) => row.BrokerStatus },
    isBreak,
    { id: 'Created', value: (row) => row.Created, kind: 'dateTime', sortable: true },
  ],
});
