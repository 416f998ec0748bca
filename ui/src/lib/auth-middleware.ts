import type { Middleware } from 'openapi-fetch';

import { singleFlight } from './single-flight';

/** What the auth middleware needs from the session, injected so it can be tested alone. */
export interface AuthDeps {
  /** The access token to send now, if signed in. */
  accessToken: () => string | null;
  /** Trades the refresh token for a new pair, stores it and returns the new access token. */
  refresh: () => Promise<string>;
  /** The refresh was refused: forget the tokens and the user (spec 8). */
  onRefreshFailed: (error: unknown) => void;
  /** A call could not reach the server, or reached it again. */
  onReachability?: (reachable: boolean) => void;
}

const TOKEN_PATH = '/connect/token';

/** Whether fetch failed to reach the server (as opposed to an abort). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * Sends the bearer token in `Authorization` and in `access-token` (spec 7).
 * On a 401 it refreshes once and retries once (spec 8). The refresh is
 * shared by every call in flight; a call that was sent with a token that has
 * since been replaced is retried with the new one without refreshing again,
 * so each expiry costs exactly one refresh.
 */
export function createAuthMiddleware(deps: AuthDeps): Middleware {
  const refreshOnce = singleFlight(deps.refresh);
  // A copy of each request as sent, for the retry: the original's body is spent.
  const sent = new Map<string, Request>();

  return {
    onRequest({ request, schemaPath, id }) {
      if (schemaPath === TOKEN_PATH) return request;
      const token = deps.accessToken();
      // A call that names its own token (sign-in, impersonation) keeps it.
      if (token && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${token}`);
        request.headers.set('access-token', token);
      }
      sent.set(id, request.clone());
      return request;
    },
    async onResponse({ response, schemaPath, id, options }) {
      const original = sent.get(id);
      sent.delete(id);
      deps.onReachability?.(true);
      if (response.status !== 401 || schemaPath === TOKEN_PATH || !original) return response;
      const sentWith = original.headers.get('access-token');
      if (!sentWith) return response;
      let token = deps.accessToken();
      if (!token) return response;
      if (token === sentWith) {
        try {
          token = await refreshOnce();
        } catch (error) {
          if (isNetworkError(error)) deps.onReachability?.(false);
          else deps.onRefreshFailed(error);
          return response;
        }
      }
      const retry = new Request(original);
      retry.headers.set('Authorization', `Bearer ${token}`);
      retry.headers.set('access-token', token);
      // Called unbound: the browser's fetch refuses `options` as its `this`.
      const send = options.fetch;
      return send(retry);
    },
    onError({ error, id }) {
      sent.delete(id);
      if (isNetworkError(error)) deps.onReachability?.(false);
      return undefined;
    },
  };
}
