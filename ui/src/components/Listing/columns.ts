import { paths } from '@/config/paths';
import { formatAccountNumber } from '@/lib/format';

import type { ColumnSpec } from './descriptor';

/**
 * The trading account of a row by its account number (one format on every
 * screen, though the row carries only the id), linking to its details.
 */
export function tradingAccountColumn<Row extends { TradingAccountId: number }>(): ColumnSpec<Row> {
  return {
    id: 'TradingAccountId',
    value: (row) => formatAccountNumber(row.TradingAccountId),
    kind: 'code',
    link: (row) => paths.tradingAccounts.account(row.TradingAccountId),
  };
}

/** The account number of a row, linking to its trading account. */
export function accountNumberColumn<Row extends { TradingAccountId: number; AccountNumber: string }>(
  sortable = true,
): ColumnSpec<Row> {
  return {
    id: 'AccountNumber',
    value: (row) => row.AccountNumber,
    kind: 'code',
    sortable,
    link: (row) => paths.tradingAccounts.account(row.TradingAccountId),
  };
}
