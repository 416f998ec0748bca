import { paths } from '@/config/paths';

import type { ColumnSpec } from './descriptor';

/** The trading account of a row, linking to its details (most listings have one). */
export function tradingAccountColumn<Row extends { TradingAccountId: number }>(): ColumnSpec<Row> {
  return {
    id: 'TradingAccountId',
    value: (row) => row.TradingAccountId,
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
    sortable,
    link: (row) => paths.tradingAccounts.account(row.TradingAccountId),
  };
}
