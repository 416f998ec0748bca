import { useTranslation } from 'react-i18next';

import { type DataTableColumn, type ListingDefaults, ListingScreen, RowLink } from '@/components/DataTable';
import { DateTimeText } from '@/components/DateTimeText';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';

import {
  type BalanceRow,
  getBalanceReport,
  getOnboardingReport,
  getPositionReport,
  getTradeReport,
  type OnboardingRow,
  type PositionRow,
  type TradeRow,
} from '../api/reports';

// Module level: the listing hook memoises on these objects. Sorts are spec 9's.
const tradeDefaults: ListingDefaults<'Date' | 'AccountNumber' | 'Symbol'> = {
  sortable: ['Date', 'AccountNumber', 'Symbol'],
  // Spec 9 says `Data desc`; the server takes `Date` (and `Data` as its alias).
  sort: 'Date',
  dir: 'desc',
  filters: { search: '', isBreak: '', startDate: '', endDate: '' },
};
const positionDefaults: ListingDefaults<'Source' | 'AccountNumber' | 'Symbol'> = {
  sortable: ['Source', 'AccountNumber', 'Symbol'],
  sort: 'Source',
  dir: 'desc',
  filters: { search: '', isBreak: '', source: '' },
};
const balanceDefaults: ListingDefaults<'Name' | 'AccountNumber' | 'Difference'> = {
  sortable: ['Name', 'AccountNumber', 'Difference'],
  sort: 'Name',
  dir: 'asc',
  filters: { search: '', isBreak: '' },
};
const onboardingDefaults: ListingDefaults<'Created' | 'FullName' | 'PlatformStatus'> = {
  sortable: ['Created', 'FullName', 'PlatformStatus'],
  sort: 'Created',
  dir: 'desc',
  filters: { search: '', isBreak: '' },
};

function useReport() {
  const { t, i18n } = useTranslation(['reconciliation', 'listing']);
  const col = <T,>(id: string, value: (row: T) => string | number, sortable = false): DataTableColumn<T> => ({
    id,
    header: t(`columns.${id}` as 'columns.Symbol'),
    sortable,
    render: value,
    csv: value,
  });
  const num = <T,>(id: string, value: (row: T) => number, usd = false): DataTableColumn<T> => ({
    ...col(id, value, id === 'Difference'),
    numeric: true,
    render: (row) => (usd ? formatUsd(value(row), i18n.language) : value(row)),
  });
  const account = <T extends { TradingAccountId: number; AccountNumber: string }>(): DataTableColumn<T> => ({
    id: 'AccountNumber',
    header: t('columns.AccountNumber'),
    sortable: true,
    render: (row) => <RowLink to={paths.tradingAccounts.account(row.TradingAccountId)}>{row.AccountNumber}</RowLink>,
    csv: (row) => row.AccountNumber,
  });
  const isBreak = <T extends { IsBreak: boolean }>() =>
    col<T>('IsBreak', (row) => (row.IsBreak ? t('listing:yes') : t('listing:no')));
  const breakFilter = {
    key: 'isBreak',
    label: t('columns.IsBreak'),
    options: [
      { value: 'true', label: t('listing:yes') },
      { value: 'false', label: t('listing:no') },
    ],
  };
  return { t, col, num, account, isBreak, breakFilter };
}

/** /app/reconciliation/tradereport, newest day first. */
export function TradeReportPage() {
  const { t, col, num, account, isBreak, breakFilter } = useReport();
  const columns: DataTableColumn<TradeRow>[] = [
    col('Date', (row) => row.Date, true),
    account(),
    col('Symbol', (row) => row.Symbol, true),
    col('Side', (row) => row.Side),
    num('PlatformQuantity', (row) => row.PlatformQuantity),
    num('BrokerQuantity', (row) => row.BrokerQuantity),
    num('PlatformPrice', (row) => row.PlatformPrice, true),
    num('BrokerPrice', (row) => row.BrokerPrice, true),
    isBreak(),
  ];
  return (
    <ListingScreen
      title={t('titles.trades')}
      tableLabel={t('titles.trades')}
      queryKey="tradeReconciliation"
      defaults={tradeDefaults}
      columns={columns}
      fetchPage={getTradeReport}
      rowKey={(row) => row.RowId}
      exportName="trade-report"
      search
      dates
      selects={[breakFilter]}
    />
  );
}

/** /app/reconciliation/positionreport, by source desc. */
export function PositionReportPage() {
  const { t, col, num, account, isBreak, breakFilter } = useReport();
  const columns: DataTableColumn<PositionRow>[] = [
    col('Source', (row) => row.Source, true),
    account(),
    col('Symbol', (row) => row.Symbol, true),
    num('Quantity', (row) => row.Quantity),
    num('OtherQuantity', (row) => row.OtherQuantity),
    isBreak(),
  ];
  const sources = ['Broker', 'Platform'].map((value) => ({ value, label: value }));
  return (
    <ListingScreen
      title={t('titles.positions')}
      tableLabel={t('titles.positions')}
      queryKey="positionReconciliation"
      defaults={positionDefaults}
      columns={columns}
      fetchPage={getPositionReport}
      rowKey={(row) => row.RowId}
      exportName="position-report"
      search
      selects={[breakFilter, { key: 'source', label: t('columns.Source'), options: sources }]}
    />
  );
}

/** /app/reconciliation/accountbalancereport, by name asc. */
export function AccountBalanceReportPage() {
  const { t, col, num, account, isBreak, breakFilter } = useReport();
  const columns: DataTableColumn<BalanceRow>[] = [
    col('Name', (row) => row.Name, true),
    account(),
    num('PlatformBalance', (row) => row.PlatformBalance, true),
    num('BrokerBalance', (row) => row.BrokerBalance, true),
    num('Difference', (row) => row.Difference, true),
    isBreak(),
  ];
  return (
    <ListingScreen
      title={t('titles.balances')}
      tableLabel={t('titles.balances')}
      queryKey="balanceReconciliation"
      defaults={balanceDefaults}
      columns={columns}
      fetchPage={getBalanceReport}
      rowKey={(row) => row.RowId}
      exportName="account-balance-report"
      search
      selects={[breakFilter]}
    />
  );
}

/** /app/reconciliation/onboardingstatusreport, newest first. */
export function OnboardingStatusReportPage() {
  const { t, col, isBreak, breakFilter } = useReport();
  const columns: DataTableColumn<OnboardingRow>[] = [
    col('FullName', (row) => row.FullName, true),
    col('PlatformStatus', (row) => row.PlatformStatus, true),
    col('BrokerStatus', (row) => row.BrokerStatus),
    isBreak(),
    {
      id: 'Created',
      header: t('columns.Created'),
      sortable: true,
      render: (row) => <DateTimeText value={row.Created} />,
      csv: (row) => row.Created,
    },
  ];
  return (
    <ListingScreen
      title={t('titles.onboarding')}
      tableLabel={t('titles.onboarding')}
      queryKey="onboardingReconciliation"
      defaults={onboardingDefaults}
      columns={columns}
      fetchPage={getOnboardingReport}
      rowKey={(row) => row.RowId}
      exportName="onboarding-status-report"
      search
      selects={[breakFilter]}
    />
  );
}
