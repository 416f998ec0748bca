import { delay, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';

import type { components, paths } from '@openapi/schema';

/** MSW's `http`, typed by the generated OpenAPI paths: handlers cannot drift from the contract. */
export const http = createOpenApiHttp<paths>();

export type Problem = components['schemas']['Problem'];

/** A problem+json answer shaped exactly as the mock server's (RFC 9457 plus `error`). */
export function problem(status: number, title: string, detail: string, errors?: Problem['errors']) {
  const body: Problem = { type: 'about:blank', title, status, detail, error: detail, ...(errors ? { errors } : {}) };
  return HttpResponse.json<Problem>(body, { status, headers: { 'Content-Type': 'application/problem+json' } });
}

/** How long the `slow` scenario makes every call take. */
export const SLOW_DELAY_MS = 2500;

export { delay, HttpResponse };
