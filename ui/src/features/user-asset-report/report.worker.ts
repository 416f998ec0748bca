/**
 * Builds the report's workbook off the page's thread, so the page stays
 * usable however many customers it holds: it receives the report, reports
 * its progress, and sends the file's bytes back (transferred, not copied).
 * Started by `buildWorkbook` (`workbook.ts`).
 */
import * as XLSX from '@e965/xlsx';

import { type Report, workbookBytes } from './report';
import type { WorkbookMessage } from './workbook';

const answer = (message: WorkbookMessage, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

self.onmessage = (event: MessageEvent<Report>) => {
  try {
    const bytes = workbookBytes(XLSX, event.data, (done, total) => answer({ kind: 'progress', done, total }));
    answer({ kind: 'done', bytes }, [bytes]);
  } catch (error) {
    answer({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
