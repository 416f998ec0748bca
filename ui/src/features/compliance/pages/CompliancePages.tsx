import { useTranslation } from 'react-i18next';

import { type DataTableColumn, type ListingDefaults, ListingScreen, RowLink } from '@/components/DataTable';
import { DateTimeText } from '@/components/DateTimeText';
import { paths } from '@/config/paths';
import { formatUsd } from '@/lib/format';

import {
  type Affiliation,
  getAchWatchlist,
  getAffiliations,
  getNegativeSettledCash,
  getRestrictedAccounts,
  getRestrictedPermissions,
  getRestrictions,
  type NegativeSettledCash,
  type RestrictedAccount,
  type RestrictedPermission,
  type Transfer,
} from '../api/compliance-lists';

// Module level: the listing hook memoises on these objects. Sorts are spec 9's.
const restrictedDefaults: ListingDefaults<'Created' | 'AccountNumber' | 'FullName'> = {
  sortable: ['Created', 'AccountNumber', 'FullName'],
  sort: 'Created',
  dir: 'desc',
  filters: { search: '', startDate: '', endDate: '' },
};
const affiliationDefaults: ListingDefaults<'Created' | 'FullName' | 'CompanyName'> = {
  sortable: ['Created', 'FullName', 'CompanyName'],
  sort: 'Created',
  dir: 'desc',
  // Spec 9: the affiliation table pages by 10.
  pageSize: 10,
  filters: { search: '', approved: '', startDate: '', endDate: '' },
};
const negativeDefaults: ListingDefaults<'Date' | 'SettledCash' | 'AccountNumber' | 'DaysNegative'> = {
  sortable: ['Date', 'SettledCash', 'AccountNumber', 'DaysNegative'],
  // Spec 9 says `Data desc`; the server takes `Date` (and `Data` as its alias).
  sort: 'Date',
  dir: 'desc',
  filters: { search: '', startDate: '', endDate: '' },
};
const permissionDefaults: ListingDefaults<'AccountNumber' | 'PermissionId' | 'Updated'> = {
  sortable: ['AccountNumber', 'PermissionId', 'Updated'],
  sort: 'AccountNumber',
  dir: 'asc',
  filters: { search: '', isAllowed: '' },
};
const watchlistDefaults: ListingDefaults<'Created' | 'Amount'> = {
  sortable: ['Created', 'Amount'],
  sort: 'Created',
  dir: 'desc',
  filters: { watchlistType: '', status: '', startDate: '', endDate: '' },
};

function useColumns() {
  const { t, i18n } = useTranslation(['compliance', 'listing']);
  const col = <T,>(id: string, value: (row: T) => string | number, sortable = false): DataTableColumn<T> => ({
    id,
    header: t(`columns.${id}` as 'columns.AccountNumber'),
    sortable,
    render: value,
    csv: value,
  });
  const date = <T,>(id: string, value: (row: T) => string, sortable = true): DataTableColumn<T> => ({
    id,
    header: t(`columns.${id}` as 'columns.AccountNumber'),
    sortable,
    render: (row) => <DateTimeText value={value(row)} />,
    csv: value,
  });
  const account = <T extends { TradingAccountId: number; AccountNumber: string }>(
    sortable = true,
  ): DataTableColumn<T> => ({
    id: 'AccountNumber',
    header: t('columns.AccountNumber'),
    sortable,
    render: (row) => <RowLink to={paths.tradingAccounts.account(row.TradingAccountId)}>{row.AccountNumber}</RowLink>,
    csv: (row) => row.AccountNumber,
  });
  const usd = (value: number) => formatUsd(value, i18n.language);
  const yesNo = (value: boolean) => (value ? t('listing:yes') : t('listing:no'));
  const booleanOptions = [
    { value: 'true', label: t('listing:yes') },
    { value: 'false', label: t('listing:no') },
  ];
  return { t, col, date, account, usd, yesNo, booleanOptions };
}

function RestrictedList({ which }: { which: 'restrictions' | 'restrictedAccounts' }) {
  const { t, col, date, account } = useColumns();
  const columns: DataTableColumn<RestrictedAccount>[] = [
    account(),
    col('FullName', (row) => row.FullName, true),
    col('Reason', (row) => row.Reason),
    col('RestrictedBy', (row) => row.RestrictedBy),
    date('Created', (row) => row.Created),
  ];
  return (
    <ListingScreen
      title={t(`titles.${which}`)}
      tableLabel={t(`titles.${which}`)}
      queryKey={which}
      defaults={restrictedDefaults}
      columns={columns}
      fetchPage={which === 'restrictions' ? getRestrictions : getRestrictedAccounts}
      rowKey={(row) => row.RestrictedAccountId}
      exportName={which}
      search
      dates
    />
  );
}

/** /app/restrictions/listing. */
export const RestrictionsPage = () => <RestrictedList which="restrictions" />;
/** /app/compliance/RestrictedAccounts. */
export const RestrictedAccountsPage = () => <RestrictedList which="restrictedAccounts" />;

/** /app/compliance/affiliations, 10 rows a page (spec 9). */
export function AffiliationsPage() {
  const { t, col, date, yesNo, booleanOptions } = useColumns();
  const columns: DataTableColumn<Affiliation>[] = [
    col('FullName', (row) => row.FullName, true),
    col('CompanyName', (row) => row.CompanyName, true),
    col('Position', (row) => row.Position),
    col('Ticker', (row) => row.Ticker ?? ''),
    col('StockType', (row) => t(`stockTypes.${row.StockType}` as 'stockTypes.0')),
    col('Approved', (row) => yesNo(row.Approved)),
    date('Created', (row) => row.Created),
  ];
  return (
    <ListingScreen
      title={t('titles.affiliations')}
      tableLabel={t('titles.affiliations')}
      queryKey="affiliations"
      defaults={affiliationDefaults}
      columns={columns}
      fetchPage={getAffiliations}
      rowKey={(row) => row.AffiliationId}
      exportName="affiliations"
      search
      dates
      selects={[{ key: 'approved', label: t('columns.Approved'), options: booleanOptions }]}
    />
  );
}

/** /app/compliance/negativesettledcashreport, newest day first. */
export function NegativeSettledCashPage() {
  const { t, col, account, usd } = useColumns();
  const columns: DataTableColumn<NegativeSettledCash>[] = [
    col('Date', (row) => row.Date, true),
    account(),
    col('FullName', (row) => row.FullName),
    { ...col('SettledCash', (row) => row.SettledCash, true), numeric: true, render: (row) => usd(row.SettledCash) },
    { ...col('UnsettledCash', (row) => row.UnsettledCash), numeric: true, render: (row) => usd(row.UnsettledCash) },
    { ...col('DaysNegative', (row) => row.DaysNegative, true), numeric: true },
  ];
  return (
    <ListingScreen
      title={t('titles.negativeSettledCash')}
      tableLabel={t('titles.negativeSettledCash')}
      queryKey="negativeSettledCash"
      defaults={negativeDefaults}
      columns={columns}
      fetchPage={getNegativeSettledCash}
      rowKey={(row) => row.ReportId}
      exportName="negative-settled-cash"
      search
      dates
    />
  );
}

/** /app/compliance/RestrictedPermissions, by account number (spec 9). */
export function RestrictedPermissionsPage() {
  const { t, col, date, account, yesNo, booleanOptions } = useColumns();
  const columns: DataTableColumn<RestrictedPermission>[] = [
    account(),
    col('FullName', (row) => row.FullName),
    { ...col('PermissionId', (row) => row.PermissionName, true) },
    col('IsAllowed', (row) => yesNo(row.IsAllowed)),
    date('Updated', (row) => row.Updated),
  ];
  return (
    <ListingScreen
      title={t('titles.restrictedPermissions')}
      tableLabel={t('titles.restrictedPermissions')}
      queryKey="restrictedPermissions"
      defaults={permissionDefaults}
      columns={columns}
      fetchPage={getRestrictedPermissions}
      rowKey={(row) => `${row.TradingAccountId}-${row.AccountPermissionId}`}
      exportName="restricted-permissions"
      search
      selects={[{ key: 'isAllowed', label: t('columns.IsAllowed'), options: booleanOptions }]}
    />
  );
}

const watchlistTypes = ['AccountsWithin90Days', 'MultipleBanks', 'NoTrades'];
const transferStatuses = ['Complete', 'Pending', 'Error', 'Rejected', 'Completed', 'OnHold', 'Skipped', 'Cancelled'];

/** /app/compliance/AchWatchlist: transfers of watched accounts. */
export function AchWatchlistPage() {
  const { t, col, date, usd } = useColumns();
  const columns: DataTableColumn<Transfer>[] = [
    {
      id: 'TransferId',
      header: t('columns.TransferId'),
      render: (row) => <RowLink to={paths.details.transfer(row.TransferId)}>{row.TransferId}</RowLink>,
      csv: (row) => row.TransferId,
    },
    date('Created', (row) => row.Created),
    col('Type', (row) => row.Type),
    col('Status', (row) => row.Status),
    { ...col('Amount', (row) => row.Amount, true), numeric: true, render: (row) => usd(row.Amount) },
    col('WatchlistTypes', (row) => row.WatchlistTypes.join(', ')),
  ];
  const asOptions = (values: string[]) => values.map((value) => ({ value, label: value }));
  return (
    <ListingScreen
      title={t('titles.achWatchlist')}
      tableLabel={t('titles.achWatchlist')}
      queryKey="achWatchlist"
      defaults={watchlistDefaults}
      columns={columns}
      fetchPage={getAchWatchlist}
      rowKey={(row) => row.TransferId}
      exportName="ach-watchlist"
      dates
      selects={[
        { key: 'watchlistType', label: t('columns.WatchlistTypes'), options: asOptions(watchlistTypes) },
        { key: 'status', label: t('columns.Status'), options: asOptions(transferStatuses) },
      ]}
    />
  );
}
