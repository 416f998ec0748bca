import Chip from '@mui/material/Chip';
import { alpha, darken, lighten, type Theme } from '@mui/material/styles';
import type { CSSProperties, ReactNode } from 'react';

import { AppLink } from '@/components/AppLink';
import type { DataTableColumn } from '@/components/DataTable';
import { DateTimeText } from '@/components/DateTimeText';
import { formatDay, formatNumber, formatUsd } from '@/lib/format';

import type { CellValue, ColumnKind, ColumnSpec } from './descriptor';
import { type EnumerationName, type Tone, toneOf } from './tones';

/** What a cell needs from around it. */
export interface CellContext {
  /** The text of a descriptor's translation key (`ns:key`); the fallback, or the key, when it has none. */
  text: (key: string, fallback?: string) => string;
  language: string;
}

const isNumber = (value: CellValue): value is number => typeof value === 'number';

// Cell styles are plain and made once, not `sx`: every row draws them, and a page
// turn spent much of its time serialising the same styles (issue 12: click to rows).
const styles = {
  day: { whiteSpace: 'nowrap' },
  code: { fontFamily: 'monospace' },
  // A readable measure: long text wraps instead of widening the table.
  prose: { display: 'inline-block', minWidth: 120, maxWidth: 280 },
  masked: { fontFamily: 'monospace', whiteSpace: 'nowrap' },
  phone: { whiteSpace: 'nowrap', unicodeBidi: 'isolate' },
  // A label is a word or two: kept whole (Chinese would otherwise break after each character).
  label: { wordBreak: 'keep-all' },
  chips: { display: 'inline-flex', flexWrap: 'wrap', gap: 4 },
} as const satisfies Record<string, CSSProperties>;

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
    <span dir="ltr" style={styles.day}>
      {formatDay(typeof value === 'string' ? value : null)}
    </span>
  ),
  boolean: (value, { text }) => (value == null ? '' : text(value ? 'listing:yes' : 'listing:no')),
  code: (value) => <span style={styles.code}>{String(value ?? '')}</span>,
  phone: (value) => (
    <span dir="ltr" style={styles.phone}>
      {String(value ?? '')}
    </span>
  ),
  list: (value) => (Array.isArray(value) ? value.join(', ') : String(value ?? '')),
  prose: (value) => (
    <span dir="auto" style={styles.prose}>
      {String(value ?? '')}
    </span>
  ),
  masked: (value) => (
    <span dir="ltr" style={styles.masked}>
      {value == null ? '' : `•••• ${String(value)}`}
    </span>
  ),
};

const numericKinds: ReadonlySet<ColumnKind> = new Set(['number', 'money']);

const paletteOf = { success: 'success', warning: 'warning', error: 'error', info: 'info', neutral: 'grey' } as const;

/**
 * A soft chip: a tint of the tone behind text dark (light mode) or light
 * (dark mode) enough to read at 4.5:1, which MUI's filled warning and info
 * chips are not.
 */
function chipSx(tone: Tone) {
  return (theme: Theme) => {
    const main = tone === 'neutral' ? theme.palette.grey[600] : theme.palette[paletteOf[tone]].main;
    const light = theme.palette.mode === 'light';
    return {
      height: 22,
      fontWeight: 500,
      bgcolor: alpha(main, light ? 0.12 : 0.22),
      color: light ? darken(main, tone === 'warning' ? 0.45 : 0.35) : lighten(main, 0.55),
      border: `1px solid ${alpha(main, 0.4)}`,
    };
  };
}

/** An enumeration value as its chip. */
export function EnumerationChip({
  label,
  enumeration,
  value,
}: {
  label: string;
  enumeration: EnumerationName;
  value: string;
}) {
  return (
    <Chip size="small" label={label} data-tone={toneOf(enumeration, value)} sx={chipSx(toneOf(enumeration, value))} />
  );
}

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
  const label = (row: Row) => cell.text(`${column.labels}.${String(column.value(row))}`);
  const { enumeration } = column;
  // A value the labels lack (one added to the API later) shows as spelt.
  const enumerationLabel = (value: string) => {
    if (!enumeration || value === '') return value;
    const name = cell.text(`enums:${enumeration}.${value}`, value);
    return column.showCode ? `${name} (${value})` : name;
  };
  const shownEnumeration = (value: CellValue): ReactNode => {
    const values = Array.isArray(value) ? value : value == null || value === '' ? [] : [String(value)];
    if (!enumeration) return null;
    if (!column.chip) return <span style={styles.label}>{values.map(enumerationLabel).join(', ')}</span>;
    return (
      <span style={styles.chips}>
        {values.map((item) => (
          <EnumerationChip key={item} label={enumerationLabel(item)} enumeration={enumeration} value={item} />
        ))}
      </span>
    );
  };
  const shown = (row: Row): ReactNode => {
    const value = column.value(row);
    if (value == null && column.absent) return cell.text(column.absent);
    if (enumeration) return shownEnumeration(value);
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
      return to ? (
        <AppLink to={to} variant="cell" returnHere>
          {shown(row)}
        </AppLink>
      ) : (
        shown(row)
      );
    },
    // The CSV keeps the API's values (plain numbers, enumeration values as spelt), labels for
    // numbered enumerations, and one date format (csvDate).
    csv: (row) => {
      const value = column.value(row);
      if (column.labels && value != null) return label(row);
      if ((kind === 'dateTime' || kind === 'date') && typeof value === 'string') return csvDate(value, kind);
      return Array.isArray(value) ? value.join(' ') : value;
    },
  };
}
