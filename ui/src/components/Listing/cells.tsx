import type { CSSProperties, ReactNode } from 'react';

import { AppLink } from '@/components/AppLink';
import type { DataTableColumn } from '@/components/DataTable';
import { DateTimeText } from '@/components/DateTimeText';
import { EnumerationChip, enumerationKey, labelValues, spelt } from '@/components/Enumeration';
import { Ltr } from '@/components/Ltr';
import { formatDay, formatList, formatNumber, formatUsd } from '@/lib/format';

import type { CellValue, ColumnKind, ColumnSpec } from './descriptor';

/** What a cell needs from around it. */
export interface CellContext {
  /**
   * The text of a descriptor's translation key (`ns:key`), with `values`
   * interpolated; the fallback, or the key, when it has none.
   */
  text: (key: string, fallback?: string, values?: Record<string, string>) => string;
  language: string;
}

const isNumber = (value: CellValue): value is number => typeof value === 'number';

// Cell styles are plain and made once, not `sx`: every row draws them, and a page
// turn spent much of its time serialising the same styles (issue 12: click to rows).
const styles = {
  code: { fontFamily: 'monospace' },
  // A readable measure: long text wraps instead of widening the table.
  prose: { display: 'inline-block', minWidth: 120, maxWidth: 280 },
  masked: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
  phone: { whiteSpace: 'nowrap', unicodeBidi: 'isolate' },
  // A label is a word or two: kept whole (Chinese would otherwise break after each character).
  label: { wordBreak: 'keep-all' },
  chips: { display: 'inline-flex', flexWrap: 'wrap', gap: 4 },
} as const satisfies Record<string, CSSProperties>;

/** Several values as the reader's language lists them. */
const listed = (value: CellValue, language: string) =>
  Array.isArray(value) ? formatList(value, language) : String(value ?? '');

/**
 * How each kind of column shows its value: the one place where listings
 * format numbers, money, dates, yes/no and codes (numbers, dates and codes
 * as left-to-right runs, `<Ltr>`).
 */
const renderers: Record<ColumnKind, (value: CellValue, cell: CellContext) => ReactNode> = {
  text: (value, { language }) => listed(value, language),
  number: (value, { language }) => (isNumber(value) ? <Ltr>{formatNumber(value, language)}</Ltr> : String(value ?? '')),
  money: (value, { language }) => (isNumber(value) ? <Ltr>{formatUsd(value, language)}</Ltr> : ''),
  dateTime: (value) => <DateTimeText value={typeof value === 'string' ? value : null} />,
  date: (value) => <Ltr>{formatDay(typeof value === 'string' ? value : null)}</Ltr>,
  boolean: (value, { text }) => (value == null ? '' : text(value ? 'listing:yes' : 'listing:no')),
  code: (value) => (
    <Ltr>
      <span style={styles.code}>{String(value ?? '')}</span>
    </Ltr>
  ),
  phone: (value) => (
    <span dir="ltr" style={styles.phone}>
      {String(value ?? '')}
    </span>
  ),
  list: (value, { language }) => listed(value, language),
  prose: (value) => (
    <span dir="auto" style={styles.prose}>
      {String(value ?? '')}
    </span>
  ),
  masked: (value) => (
    <Ltr>
      <span style={styles.masked}>{value == null ? '' : `•••• ${String(value)}`}</span>
    </Ltr>
  ),
};

const numericKinds: ReadonlySet<ColumnKind> = new Set(['number', 'money']);

/**
 * The CSV's one date format, whatever the API's spelling: an instant as ISO
 * 8601 in UTC to the second (`2026-11-23T14:05:00Z`), a calendar day as
 * `2026-11-23`, so a spreadsheet sorts and reads every export alike.
 */
export function csvDate(value: string, kind: 'dateTime' | 'date'): string {
  if (kind === 'date') return /^\d{4}-\d{2}-\d{2}/.test(value) ? value.slice(0, 10) : value;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? value : time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

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
  const { enumeration } = column;
  // A value the labels lack (one added to the API later) shows as spelt.
  const enumerationLabel = (value: string, row: Row) => {
    if (!enumeration || value === '') return value;
    const values = column.values && labelValues(column.values(row), cell.language);
    const name = cell.text(`enums:${enumerationKey(enumeration, value)}`, value, values);
    return column.showCode ? `${name} (${value})` : name;
  };
  const shownEnumeration = (value: CellValue, row: Row): ReactNode => {
    const values = Array.isArray(value) ? value : value == null || value === '' ? [] : [String(value)];
    if (!enumeration) return null;
    if (!column.chip) {
      return (
        <span style={styles.label}>
          {formatList(
            values.map((item) => enumerationLabel(item, row)),
            cell.language,
          )}
        </span>
      );
    }
    return (
      <span style={styles.chips}>
        {values.map((item) => (
          <EnumerationChip key={item} label={enumerationLabel(item, row)} enumeration={enumeration} value={item} />
        ))}
      </span>
    );
  };
  const shown = (row: Row): ReactNode => {
    const value = column.value(row);
    if (value == null && column.absent) return cell.text(column.absent);
    if (enumeration) return shownEnumeration(value, row);
    if (column.shown) return column.shown(row, cell);
    return renderers[kind](value, cell);
  };
  const href = column.link ?? linkTo;
  return {
    id: column.id,
    header: cell.text(headerKey(column, ns)),
    sortable: column.sortable,
    numeric: numericKinds.has(kind),
    render: (row) => {
      const to = href?.(row);
      return to ? (
        <AppLink to={to} variant="cell" returnHere>
          {shown(row)}
        </AppLink>
      ) : (
        shown(row)
      );
    },
    // The CSV keeps the API's values (plain numbers, enumeration values as spelt), the spec's
    // names for numbered enumerations, and one date format (csvDate).
    csv: (row) => {
      const value = column.value(row);
      if (enumeration && (typeof value === 'string' || typeof value === 'number')) return spelt(enumeration, value);
      if ((kind === 'dateTime' || kind === 'date') && typeof value === 'string') return csvDate(value, kind);
      return Array.isArray(value) ? value.join(' ') : value;
    },
  };
}
