import createClient from 'openapi-fetch';

import type { paths } from '@openapi/schema';

import { CLIENT_ID, LOGIN_SCOPE } from '@/config/constants';

import { createAuthMiddleware } from './auth-middleware';
import { apiBaseUrl } from './environment';
import { networkErrorStore } from './network-status';
import { parseLargeAnswersOffThread } from './parse-json';
import { clearSession, getSession, updateTokens } from './session';

/** The typed API client; every request of the console goes through it. */
export const api = createClient<paths>({
  baseUrl: apiBaseUrl(getSession()?.environment ?? 'production'),
  // A list filter is one comma-separated value (`status=Pending,OnHold`), as the document declares it.
  querySerializer: { array: { style: 'form', explode: false } },
});

/** A form-encoded body, as the token endpoint takes it (spec 7). */
export const formBody = {
  bodySerializer: (body: unknown) => new URLSearchParams(body as Record<string, string>).toString(),
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
} as const;

/** The refresh grant (spec 7): the stored refresh token for a new pair. */
async function refreshTokens(): Promise<string> {
  const refreshToken = getSession()?.refreshToken;
  if (!refreshToken) throw new ApiProblem(401, { error: 'invalid_grant' });
  const result = await api.POST('/connect/token', {
    body: { grant_type: 'refresh_token', refresh_token: refreshToken, client_id: CLIENT_ID, scope: LOGIN_SCOPE },
    ...formBody,
  });
  const tokens = dataOrThrow(result);
  updateTokens(tokens.access_token, tokens.refresh_token);
  return tokens.access_token;
}

// First, so that it sees the final answer (the client runs the answer's middleware last to first).
api.use(parseLargeAnswersOffThread);
api.use(
  createAuthMiddleware({
    accessToken: () => getSession()?.accessToken ?? null,
    refresh: refreshTokens,
    // Spec 8: the tokens and the stored user are removed; the router then shows sign-in.
    onRefreshFailed: () => clearSession(),
    onReachability: (reachable) => networkErrorStore.set(!reachable),
  }),
);

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

/**
 * A server's sentence as people read it. The API quotes the values it
 * names in backticks, as its OpenAPI descriptions (Markdown) do ("`ZZZZ` is
 * not in the asset list."); on screen a quoted value reads in quotation
 * marks instead ("“ZZZZ” is not in the asset list.").
 */
export function serverWords(text: string): string {
  return text.replace(/`([^`]+)`/g, '“$1”');
}

/**
 * The claim (spec 6) a refused call says the signed-in staff member lacks:
 * a 403 whose problem reads "This operation requires the claim users.view.",
 * as the server and MSW write it; `null` for any other failure.
 */
export function missingClaim(error: unknown): string | null {
  if (!(error instanceof ApiProblem) || error.status !== 403) return null;
  const body = error.body as { error?: unknown } | null;
  const text = typeof body?.error === 'string' ? body.error : '';
  return /requires the claim ([A-Za-z.]+?)\.?$/.exec(text.trim())?.[1] ?? null;
}

/** The text to show for a failed call: the server's `error` field when it sent one (spec 8). */
export function errorText(error: unknown, fallback: string): string {
  if (error && typeof error === 'object') {
    const body = error as { error?: unknown; error_description?: unknown; detail?: unknown };
    if (typeof body.error_description === 'string' && body.error_description)
      return serverWords(body.error_description);
    if (typeof body.error === 'string' && body.error) return serverWords(body.error);
    if (typeof body.detail === 'string' && body.detail) return serverWords(body.detail);
  }
  if (error instanceof Error && error.message) return serverWords(error.message);
  return fallback;
}
