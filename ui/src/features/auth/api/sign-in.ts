import { useMutation } from '@tanstack/react-query';

import {
  ACCOUNT_SEGMENT,
  APP_VERSION,
  CLIENT_ID,
  LOGIN_SCOPE,
  PAGE_ACCESS_CLAIM,
  SECURITY_KEY,
} from '@/config/constants';
import { api, errorText } from '@/lib/api-client';
import { parseUsername } from '@/lib/environment';
import { saveSession, type Session } from '@/lib/session';

export interface SignInInput {
  /** What was typed, possibly with an environment prefix. */
  username: string;
  password: string;
}

/** Why a sign-in did not produce a session. */
export class SignInError extends Error {
  /** `notAuthorized` when the account lacks pageAccess (spec 4), else `failed`. */
  readonly reason: 'notAuthorized' | 'failed';

  constructor(message: string, reason: 'notAuthorized' | 'failed') {
    super(message);
    this.name = 'SignInError';
    this.reason = reason;
  }
}

/**
 * Signs in as spec 7 describes: the password grant, then the signed-in user.
 * The session is kept only when the user carries pageAccess; otherwise no
 * token is stored (spec 4).
 */
export async function signIn({ username: typed, password }: SignInInput): Promise<Session> {
  const { environment, username } = parseUsername(typed);
  const token = await api.POST('/connect/token', {
    body: {
      grant_type: 'password',
      username,
      password,
      client_id: CLIENT_ID,
      scope: LOGIN_SCOPE,
    },
    bodySerializer: (body) => new URLSearchParams(body as Record<string, string>).toString(),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  });
  if (!token.data?.access_token) {
    throw new SignInError(errorText(token.error, ''), 'failed');
  }
  const { access_token: accessToken, refresh_token: refreshToken } = token.data;
  const me = await api.GET('/api/account/users/me/{account}', {
    params: { path: { account: ACCOUNT_SEGMENT }, query: { version: APP_VERSION, SecurityKey: SECURITY_KEY } },
    headers: { Authorization: `Bearer ${accessToken}`, 'access-token': accessToken },
  });
  if (!me.data) {
    throw new SignInError(errorText(me.error, ''), 'failed');
  }
  if (!me.data.Claims.includes(PAGE_ACCESS_CLAIM)) {
    throw new SignInError('', 'notAuthorized');
  }
  const session: Session = { accessToken, refreshToken, user: me.data, environment: environment.name };
  saveSession(session);
  return session;
}

export function useSignIn() {
  return useMutation({ mutationFn: signIn });
}
