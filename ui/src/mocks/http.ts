import { delay, HttpResponse } from 'msw';
import { createOpenApiHttp } from 'openapi-msw';
import type { z } from 'zod';

import type { components, paths } from '@openapi/schema';

import { given } from './edits';

/** MSW's `http`, typed by the generated OpenAPI paths: handlers cannot drift from the contract. */
export const http = createOpenApiHttp<paths>();

export type Problem = components['schemas']['Problem'];

/** A problem+json answer shaped exactly as the mock server's (RFC 9457 plus `error`). */
export function problem(status: number, title: string, detail: string, errors?: Problem['errors']) {
  const body: Problem = { type: 'about:blank', title, status, detail, error: detail, ...(errors ? { errors } : {}) };
  return HttpResponse.json<Problem>(body, { status, headers: { 'Content-Type': 'application/problem+json' } });
}

/** Where a JSON text goes wrong, as serde says it (line and column from 1), from JavaScript's message. */
function notJson(text: string, error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  const at = /position (\d+)/.exec(message)?.[1];
  // A text that stops short (`{"a":`) goes wrong just after its last character.
  const index = at !== undefined ? Number(at) : /end of (JSON )?input|Unterminated/i.test(message) ? text.length : -1;
  if (index < 0) return 'The body is not JSON.';
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  const column = at !== undefined ? index - before.lastIndexOf('\n') : before.length - before.lastIndexOf('\n') - 1;
  return `The body is not JSON: it breaks off or goes wrong at line ${line}, column ${column}.`;
}

/** A field's path as the server names it (`Permissions[0].Value`). */
const fieldName = (path: readonly PropertyKey[]) =>
  path
    .map((step, index) => (typeof step === 'number' ? `[${step}]` : index ? `.${String(step)}` : String(step)))
    .join('');

/** What a JSON type is, in the server's words. */
const takes: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  int: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
};

/** Why a value does not fit, as the server words it: what the field takes, then what was sent. */
function sentence(issue: z.core.$ZodIssue, sent: unknown): string {
  const got = sent === undefined ? '' : `; got ${given(sent)}`;
  if (issue.code === 'invalid_type') {
    const expected = takes[issue.expected] ?? issue.expected;
    return sent === undefined ? `is required; expected ${expected}` : `expected ${expected}${got}`;
  }
  if (issue.code === 'invalid_value') {
    const values = issue.values.map((value) => JSON.stringify(value));
    return `expected one of ${values.join(', ')}${got}`;
  }
  return `${issue.message}${got}`;
}

/**
 * A request's JSON body checked against `schema`, as the mock server's `Json`
 * extractor checks it: a body that is not JSON, or a field that does not fit,
 * is the server's 400 problem (the field named in `errors`, as its own 400s
 * name it), never a handler that throws. Every handler that reads a body
 * reads it here:
 *
 *   const body = await requestBody(request, overridePayload);
 *   if (body instanceof Response) return body;
 */
export async function requestBody<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S> | Response> {
  const text = await request.clone().text();
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return problem(400, 'Bad Request', notJson(text, error));
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (!issue) return problem(400, 'Bad Request', 'The JSON body does not fit the operation.');
  const sent = issue.path.reduce<unknown>(
    (node, step) => (node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[step] : undefined),
    value,
  );
  const field = fieldName(issue.path);
  if (!field) return problem(400, 'Bad Request', `The JSON body must be an object; it is ${given(value)}.`);
  const why = sentence(issue, sent);
  return problem(400, 'Bad Request', `${field}: ${why}`, { [field]: [why] });
}

/** How long the `slow` scenario makes every call take. */
export const SLOW_DELAY_MS = 2500;

export { delay, HttpResponse };
