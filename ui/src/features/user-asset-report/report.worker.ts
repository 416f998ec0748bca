/**
 * Builds the report's workbook off the page's thread, so the page stays
 * usable however many customers it holds: it receives the report, reports
 * its progress, and sends the file's bytes back (transferred, not copied).
 * Started by `buildWorkbook` (`workbook.ts`).
 */
import * as XLSX from '@e965/xlsx';

import { serveInWorker } from '@/lib/worker';

import { type Report, workbookBytes } from './report';

serveInWorker<Report, ArrayBuffer>((report, send) => {
  const bytes = workbookBytes(XLSX, report, (done, total) => send({ kind: 'progress', done, total }));
  return { result: bytes, transfer: [bytes] };
});
