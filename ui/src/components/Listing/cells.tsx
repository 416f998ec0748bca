import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

import { type DataTableColumn, RowLink } from '@/components/DataTable';
import { DateTimeText } from '@/components/DateTimeText';
import { formatDay, formatNumber, formatUsd } from '@/lib/format';

import type { CellValue, ColumnKind, ColumnSpec } from './descriptor';

/** What a cell needs from around it. */
export interface CellContext {
  /** The text of a descriptor's translation key (`ns:key`). */
  text: (key: string) => string;
  language: string;
}

const isNumber = (value: CellValue): value is number => typeof value === 'number';

/**
 * How each kind of column shows its value: the one place where listings
 * format numbers, money, dates, yes/no and codes.
 */
const renderers: Record<ColumnKind, (value: CellValue, cell: CellContext) => ReactNode> = {
  text: (value) => (Array.isArray(value) ? value.join(', ') : String(value ?? '')),
  number: (value, { language }) => (isNumber(value) ? formatNumber(value, language) : String(value ?? '')),
  money: (value, { language }) => (isNumber(value) ? formatUsd(value, language) : ''),
  dateTime: (value) => <DateTimeText value={typeof value === 'string' ? value : null} />,
  date: (value) => (
    <Box component="span" dir="ltr" sx={{ whiteSpace: 'nowrap' }}>
      {formatDay(typeof value === 'string' ? value : null)}
    </Box>
  ),
  boolean: (value, { text }) => (value == null ? '' : text(value ? 'listing:yes' : 'listing:no')),
  code: (value) => (
    <Box component="span" sx={{ fontFamily: 'monospace' }}>
      {String(value ?? '')}
    </Box>
  ),
  list: (value) => (Array.isArray(value) ? value.join(', ') : String(value ?? '')),
  prose: (value) => (
    // A readable measure: long text wraps instead of widening the table.
    <Box component="span" dir="auto" sx={{ display: 'inline-block', minWidth: 120, maxWidth: 280 }}>
      {String(value ?? '')}
    </Box>
  ),
  masked: (value) => (
    <Box component="span" dir="ltr" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
      {value == null ? '' : `•••• ${String(value)}`}
    </Box>
  ),
};

const numericKinds: ReadonlySet<ColumnKind> = new Set(['number', 'money']);

/** The header of a column: its own key, or `<ns>:columns.<id>`. */
export const headerKey = <Row,>(column: ColumnSpec<Row>, ns: string) => column.header ?? `${ns}:columns.${column.id}`;

/**
 * A descriptor's column as the shared table takes it. `linkTo` is the row's
 * detail route for the first column; a column's own link wins.
 */
export function tableColumn<Row>(
  column: ColumnSpec<Row>,
  ns: string,
  cell: CellContext,
  linkTo?: (row: Row) => string,
): DataTableColumn<Row> {
  const kind = column.kind ?? 'text';
  const label = (row: Row) => cell.text(`${column.labels}.${String(column.value(row))}`);
  const shown = (row: Row): ReactNode => {
    const value = column.value(row);
    if (value == null && column.absent) return cell.text(column.absent);
    return column.labels && value != null ? label(row) : renderers[kind](value, cell);
  };
  const href = column.link ?? linkTo;
  return {
    id: column.id,
    header: cell.text(headerKey(column, ns)),
    sortable: column.sortable,
    numeric: numericKinds.has(kind),
    render: (row) => {
      const to = href?.(row);
      return to ? <RowLink to={to}>{shown(row)}</RowLink> : shown(row);
    },
    // The CSV keeps the API's values (ISO dates, plain numbers), and labels for enumerations.
    csv: (row) => {
      const value = column.value(row);
      if (column.labels && value != null) return label(row);
      return Array.isArray(value) ? value.join(' ') : value;
    },
  };
}
