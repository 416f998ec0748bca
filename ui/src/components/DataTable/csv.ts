import { downloadFile } from '@/lib/download';

/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet; a quote mark keeps it text.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** How long one slice of an export may hold the page's thread before letting it paint and answer input. */
const SLICE_MS = 12;

/** Resolves once the browser has had a turn: a message, not a timer, so no 4 ms clamp per slice. */
export function yieldToPage(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/**
 * A CSV document: a header line, then one line per row, CRLF line ends (RFC 4180).
 * Written in slices of about 12 ms with the page given a turn between them,
 * so 10,000 rows never freeze it (issue 26: no task over 200 ms); `progress`
 * hears how many rows are written.
 */
export async function toCsv<T>(
  rows: readonly T[],
  columns: readonly { header: string; value: (row: T) => unknown }[],
  progress: (done: number, total: number) => void = () => undefined,
): Promise<string> {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  let sliceStart = performance.now();
  for (const [index, row] of rows.entries()) {
    lines.push(columns.map((column) => csvField(column.value(row))).join(','));
    if (performance.now() - sliceStart > SLICE_MS) {
      progress(index + 1, rows.length);
      await yieldToPage();
      sliceStart = performance.now();
    }
  }
  progress(rows.length, rows.length);
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers a text as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  // A byte-order mark so spreadsheet programs read the UTF-8 names (Arabic, Chinese) correctly.
  downloadFile(fileName, new Blob(['\uFEFF', text], { type }));
}
