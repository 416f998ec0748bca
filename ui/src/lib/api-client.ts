import createClient, { type Middleware } from 'openapi-fetch';

import type { paths } from '@openapi/schema';

import { apiBaseUrl } from './environment';
import { getSession } from './session';

/** The bearer token goes in `Authorization` and, as spec 7 says, in `access-token` too. */
const authHeaders: Middleware = {
  onRequest({ request, schemaPath }) {
    if (schemaPath === '/connect/token') return request;
    const session = getSession();
    if (session) {
      request.headers.set('Authorization', `Bearer ${session.accessToken}`);
      request.headers.set('access-token', session.accessToken);
    }
    return request;
  },
};

/** The typed API client; every request of the console goes through it. */
export const api = createClient<paths>({
  baseUrl: apiBaseUrl(getSession()?.environment ?? 'production'),
});
api.use(authHeaders);

/** A call that answered with an error status; carries the server's problem body. */
export class ApiProblem extends Error {
  /** The HTTP status. */
  readonly status: number;
  /** The parsed error body: a problem document, or an OAuth error. */
  readonly body: unknown;

  constructor(status: number, body: unknown) {
    super(errorText(body, `HTTP ${status}`));
    this.name = 'ApiProblem';
    this.status = status;
    this.body = body;
  }
}

/** The data of a call, or an {@link ApiProblem} thrown with the server's answer. */
export function dataOrThrow<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new ApiProblem(result.response.status, result.error);
  return result.data;
}

/** The text to show for a failed call: the server's `error` field when it sent one (spec 8). */
export function errorText(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const body = error as { error?: unknown; error_description?: unknown; detail?: unknown };
    if (typeof body.error_description === 'string' && body.error_description) return body.error_description;
    if (typeof body.error === 'string' && body.error) return body.error;
    if (typeof body.detail === 'string' && body.detail) return body.detail;
  }
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
