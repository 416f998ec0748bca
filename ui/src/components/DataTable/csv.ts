/** One CSV field: quoted when it holds a comma, quote or line break (RFC 4180). */
export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // A leading =, +, - or @ would run as a formula in a spreadsheet; a quote mark keeps it text.
  const safe = /^[=+\-@]/.test(text) && !/^-?\d/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A CSV document: a header line, then one line per row, CRLF line ends (RFC 4180). */
export function toCsv<T>(rows: readonly T[], columns: readonly { header: string; value: (row: T) => unknown }[]) {
  const lines = [columns.map((column) => csvField(column.header)).join(',')];
  for (const row of rows) lines.push(columns.map((column) => csvField(column.value(row))).join(','));
  return `${lines.join('\r\n')}\r\n`;
}

/** Offers a text as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  // A byte-order mark so spreadsheet programs read the UTF-8 names (Arabic, Chinese) correctly.
  const blob = new Blob(['\uFEFF', text], { type });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
