import type * as XLSX from '@e965/xlsx';
import type { CellObject, WorkSheet } from '@e965/xlsx';

/** The user and asset report (spec 3, 7): one row per customer. */
export interface ReportRow {
  /** S.No */
  no: number;
  firstName: string;
  lastName: string;
  email: string;
  /** Start Date, as the server writes it (`YYYY-MM-DD`). */
  startDate: string;
  totalNetLiquidity: number;
}

export interface Report {
  /** The header line's columns, as the server names them. */
  header: string[];
  rows: ReportRow[];
}

/** The columns of spec 3, in order: the header the server must send. */
export const COLUMNS = ['S.No', 'First Name', 'Last Name', 'Email', 'Start Date', 'Total Net Liquidity'] as const;

/**
 * Reads the server's semicolon-separated text: a header line, then rows
 * (spec 7). A header that is not spec 3's, or a row of the wrong shape, is
 * an error rather than a spreadsheet with shifted columns.
 */
export function parseReport(text: string): Report {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const header = (lines[0] ?? '').split(';').map((cell) => cell.trim());
  if (header.join(';') !== COLUMNS.join(';')) {
    throw new Error(`The report's header is not ${COLUMNS.join(';')}: ${lines[0] ?? '(empty)'}`);
  }
  const rows = lines.slice(1).map((line, index) => {
    const cells = line.split(';');
    const no = Number(cells[0]);
    const total = Number(cells[5]);
    if (cells.length !== COLUMNS.length || !Number.isFinite(no) || !Number.isFinite(total)) {
      throw new Error(`Line ${index + 2} of the report is not a row: ${line}`);
    }
    return {
      no,
      firstName: cells[1] ?? '',
      lastName: cells[2] ?? '',
      email: cells[3] ?? '',
      startDate: cells[4] ?? '',
      totalNetLiquidity: total,
    };
  });
  return { header, rows };
}

/** The file spec 7 names, and its one sheet. */
export const FILE_NAME = 'UserAssetReport.xlsb';
export const SHEET_NAME = 'data';

/** What SheetJS (`@e965/xlsx`) offers that the workbook needs. */
export type SheetJs = typeof XLSX;

/** How far the workbook is: rows turned into cells so far, of all. */
export type Progress = (done: number, total: number) => void;

/** Days from Excel's epoch (1899-12-30) to 1970-01-01: a date cell holds days since the former. */
const EXCEL_EPOCH_DAYS = 25569;
const MS_PER_DAY = 86_400_000;
/** Rows between two progress reports. */
const PROGRESS_EVERY = 1000;

/** A `YYYY-MM-DD` start date as an Excel date serial, or the text as it came. */
function dateCell(text: string) {
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!day) return { t: 's', v: text };
  const utc = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]));
  return { t: 'n', v: utc / MS_PER_DAY + EXCEL_EPOCH_DAYS, z: 'yyyy-mm-dd' };
}

/**
 * The report as a binary workbook (`.xlsb`) with one sheet named `data`:
 * numbers as numbers and start dates as dates, so the sheet sorts and sums.
 *
 * The sheet is built dense (rows of cells) and typed by hand: SheetJS's
 * sparse sheets make its xlsb writer probe 1,024 addresses per row, which
 * took 11 s for 10,000 customers; this takes a fraction of a second
 * (docs/benchmarks.md). It runs in a worker (`report.worker.ts`).
 */
export function workbookBytes(XLSX: SheetJs, report: Report, progress: Progress = () => undefined): ArrayBuffer {
  const total = report.rows.length;
  const data: unknown[][] = [COLUMNS.map((header) => ({ t: 's', v: header }))];
  report.rows.forEach((row, index) => {
    data.push([
      { t: 'n', v: row.no },
      { t: 's', v: row.firstName },
      { t: 's', v: row.lastName },
      { t: 's', v: row.email },
      dateCell(row.startDate),
      { t: 'n', v: row.totalNetLiquidity },
    ]);
    if ((index + 1) % PROGRESS_EVERY === 0) progress(index + 1, total);
  });
  progress(total, total);
  const sheet: WorkSheet = {
    '!data': data as CellObject[][],
    '!ref': XLSX.utils.encode_range({ s: { r: 0, c: 0 }, e: { r: total, c: COLUMNS.length - 1 } }),
    '!cols': [{ wch: 6 }, { wch: 16 }, { wch: 16 }, { wch: 30 }, { wch: 12 }, { wch: 20 }],
  };
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, SHEET_NAME);
  return XLSX.write(book, { bookType: 'xlsb', type: 'array' }) as ArrayBuffer;
}
