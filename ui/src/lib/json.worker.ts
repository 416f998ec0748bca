/**
 * Reads a large JSON answer off the page's thread (`parseJsonOffThread`):
 * decodes and parses the bytes, then sends a listing's rows back in slices,
 * each its own small message, so that taking them in never holds the page
 * for long either.
 */
import { JSON_ROWS_PER_PART, type JsonPart } from './parse-json';
import { serveInWorker } from './worker';

serveInWorker<ArrayBuffer, unknown, JsonPart>((bytes, send) => {
  const value: unknown = JSON.parse(new TextDecoder().decode(bytes));
  if (!isPage(value)) return { result: value };
  const { data, ...rest } = value;
  for (let start = 0; start < data.length; start += JSON_ROWS_PER_PART) {
    send({ kind: 'part', part: data.slice(start, start + JSON_ROWS_PER_PART) });
    send({ kind: 'progress', done: Math.min(start + JSON_ROWS_PER_PART, data.length), total: data.length });
  }
  return { result: { ...rest, data: [] } };
});

function isPage(value: unknown): value is { data: unknown[] } {
  return typeof value === 'object' && value !== null && Array.isArray((value as { data?: unknown }).data);
}
