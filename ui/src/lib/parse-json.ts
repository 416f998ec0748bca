import { runInWorker } from './worker';

/** A slice of a listing's rows, as the JSON worker sends them. */
export type JsonPart = unknown[];

/** Rows per message: small enough that the page takes each in a few milliseconds. */
export const JSON_ROWS_PER_PART = 500;

/**
 * Parses JSON in a worker (`json.worker.ts`). A listing page (`{ data: [...] }`)
 * comes back with its rows gathered from slices; anything else whole.
 */
export async function parseJsonOffThread(bytes: ArrayBuffer): Promise<unknown> {
  const worker = new Worker(new URL('./json.worker.ts', import.meta.url), { type: 'module', name: 'json' });
  const rows: unknown[] = [];
  const result = await runInWorker<ArrayBuffer, unknown, JsonPart>(worker, bytes, {
    transfer: [bytes],
    part: (part) => {
      for (const row of part) rows.push(row);
    },
  });
  if (typeof result === 'object' && result !== null && Array.isArray((result as { data?: unknown }).data)) {
    return { ...result, data: rows };
  }
  return result;
}

/** An answer whose `json()` parses off the page's thread. */
class OffThreadJsonResponse extends Response {
  override json(): Promise<unknown> {
    return this.arrayBuffer().then(parseJsonOffThread);
  }
}

/**
 * An answer of every row (`pageSize=All`: an export, or a table showing all)
 * can be megabytes of JSON, which `JSON.parse` on the page's thread turns into
 * one long frozen task (issue 26). This middleware of the API client hands
 * such an answer to a worker to parse; every other answer is left alone, as
 * are all of them where there are no workers (tests in Node).
 */
export const parseLargeAnswersOffThread = {
  async onResponse({ request, response }: { request: Request; response: Response }) {
    if (typeof Worker === 'undefined' || !response.ok) return undefined;
    if (new URL(request.url).searchParams.get('pageSize') !== 'All') return undefined;
    if (!response.headers.get('Content-Type')?.includes('json')) return undefined;
    const bytes = await response.arrayBuffer();
    const headers = new Headers(response.headers);
    // The decoded length: the client then reads the answer with `json()`, not `text()` and `JSON.parse`.
    headers.set('Content-Length', String(bytes.byteLength));
    headers.delete('Content-Encoding');
    return new OffThreadJsonResponse(bytes, { status: response.status, statusText: response.statusText, headers });
  },
};
