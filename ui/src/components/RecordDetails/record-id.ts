import { useSearchParams } from 'react-router';

import { ApiProblem } from '@/lib/api-client';

/**
 * A record id read from a detail route's query (`?transferId=…`): a positive
 * whole number, or the text that was there instead ('' when there was none).
 */
export type RecordId = { ok: true; id: number } | { ok: false; raw: string };

/** Up to 15 digits, so every id is exact as a JavaScript number; no zero, no sign, no leading zeros. */
const ID = /^[1-9]\d{0,14}$/;

/** The one id parser of every detail screen: a malformed id is not found without asking the server. */
export function parseRecordId(raw: string | null): RecordId {
  const text = raw ?? '';
  return ID.test(text) ? { ok: true, id: Number(text) } : { ok: false, raw: text };
}

/** The record id of the current route's query parameter `name`. */
export function useRecordId(name: string): RecordId {
  const [params] = useSearchParams();
  return parseRecordId(params.get(name));
}

/** True when a failed call means the record does not exist (404), or the server refused its id (400). */
export function isMissing(error: unknown): boolean {
  return error instanceof ApiProblem && (error.status === 404 || error.status === 400);
}

/** A record's query retries a failure twice, but never a missing record: that answer will not change. */
export function retryUnlessMissing(failures: number, error: Error): boolean {
  return !isMissing(error) && failures < 2;
}
