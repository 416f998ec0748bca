import { ACCOUNT_SEGMENT, APP_VERSION, SECURITY_KEY } from '@/config/constants';

import { api, dataOrThrow, formBody } from './api-client';
import { getSession, startImpersonation, type Session } from './session';

/** The proxy client that may exchange tokens (spec 7). */
const PROXY_CLIENT_ID = 'brokerage.proxy';
const PROXY_CLIENT_SECRET = 'brokerage-proxy-secret';
const API_SCOPE = 'brokerage.api';
export const TOKEN_EXCHANGE_GRANT = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN_TYPE = 'urn:ietf:params:oauth:token-type:access_token';

/**
 * Starts acting as a customer (spec 6, 7): an RFC 8693 token exchange of the
 * staff member's access token, then the signed-in user as seen through the
 * new token. The staff session is kept for the way back, which leads to
 * `returnTo` (the console URL the impersonation starts from).
 */
export async function impersonate(customerUserName: string, returnTo?: string): Promise<Session> {
  const before = getSession();
  if (!before) throw new Error('Sign in before impersonating.');
  if (before.staff) throw new Error('Return to your own session before impersonating someone else.');
  // The subject token must be valid now; this call goes through the 401 refresh first if it has expired.
  dataOrThrow(
    await api.GET('/api/account/users/me/{account}', {
      params: { path: { account: ACCOUNT_SEGMENT }, query: { version: APP_VERSION, SecurityKey: SECURITY_KEY } },
    }),
  );
  const current = getSession();
  if (!current) throw new Error('The session ended before the impersonation could start.');
  const staffToken = current.accessToken;
  const tokens = dataOrThrow(
    await api.POST('/connect/token', {
      body: {
        grant_type: TOKEN_EXCHANGE_GRANT,
        client_id: PROXY_CLIENT_ID,
        client_secret: PROXY_CLIENT_SECRET,
        scope: API_SCOPE,
        subject_token: staffToken,
        subject_token_type: ACCESS_TOKEN_TYPE,
        exchange_style: 'impersonation',
        UserName: customerUserName.trim(),
      },
      ...formBody,
    }),
  );
  const user = dataOrThrow(
    await api.GET('/api/account/users/me/{account}', {
      params: { path: { account: ACCOUNT_SEGMENT }, query: { version: APP_VERSION, SecurityKey: SECURITY_KEY } },
      headers: { Authorization: `Bearer ${tokens.access_token}`, 'access-token': tokens.access_token },
    }),
  );
  startImpersonation(current, tokens.access_token, tokens.refresh_token, user, returnTo);
  const session = getSession();
  if (!session) throw new Error('The impersonated session could not be kept.');
  return session;
}
