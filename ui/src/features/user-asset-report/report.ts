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

/**
 * The report as a binary workbook (`.xlsb`) with one sheet named `data`:
 * numbers as numbers and start dates as dates, so the sheet sorts and sums.
 * SheetJS is loaded only now, when a download is asked for (it is large).
 */
export async function workbookOf(report: Report): Promise<{ bytes: ArrayBuffer; write: () => void }> {
  const XLSX = await import('@e965/xlsx');
  const cells = [
    [...COLUMNS],
    ...report.rows.map((row) => [
      row.no,
      row.firstName,
      row.lastName,
      row.email,
      /^\d{4}-\d{2}-\d{2}$/.test(row.startDate) ? new Date(`${row.startDate}T00:00:00Z`) : row.startDate,
      row.totalNetLiquidity,
    ]),
  ];
  const sheet = XLSX.utils.aoa_to_sheet(cells, { cellDates: true, dateNF: 'yyyy-mm-dd', UTC: true });
  sheet['!cols'] = [{ wch: 6 }, { wch: 16 }, { wch: 16 }, { wch: 30 }, { wch: 12 }, { wch: 20 }];
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, sheet, SHEET_NAME);
  const bytes = XLSX.write(book, { bookType: 'xlsb', type: 'array' }) as ArrayBuffer;
  return { bytes, write: () => XLSX.writeFile(book, FILE_NAME, { bookType: 'xlsb' }) };
}
