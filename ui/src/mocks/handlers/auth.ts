import type { components } from '@openapi/schema';

import { db, DEMO_PASSWORD } from '../db';
import { http, HttpResponse, type Problem, problem } from '../http';

type TokenResponse = components['schemas']['TokenResponse'];
type OAuthError = components['schemas']['OAuthError'];
type SignedInUser = components['schemas']['SignedInUser'];

/**
 * MSW's tokens name their user, so any handler can tell who calls:
 * `msw-access.<user>` (valid), `msw-expired.<user>` (answers 401, for the
 * refresh path) and `msw-imp.<staff>.<customer>` (impersonation).
 */
const ACCESS = 'msw-access.';
const EXPIRED = 'msw-expired.';
const IMPERSONATION = 'msw-imp.';
const REFRESH = 'msw-refresh.';

const bearer = (request: Request) => (request.headers.get('Authorization') ?? '').replace(/^Bearer\s+/i, '');

/** The staff member and customer of an impersonation token, as the mock server reads `act` and `sub`. */
export function impersonationOf(request: Request) {
  const token = bearer(request);
  if (!token.startsWith(IMPERSONATION)) return undefined;
  const [staffName = '', customerName = ''] = token.slice(IMPERSONATION.length).split('.');
  const staff = db.signedInUsers[staffName];
  const customer = db.customerNames.find((c) => c.UserName === customerName);
  return staff && customer ? { staff, customer } : undefined;
}

/**
 * Who a bearer token acts as. An impersonation token acts as the customer,
 * with no claims at all (as on the mock server), so every claim check refuses it.
 */
export function userOf(request: Request): SignedInUser | undefined {
  const token = bearer(request);
  if (token.startsWith(ACCESS)) return db.signedInUsers[token.slice(ACCESS.length)];
  const impersonation = impersonationOf(request);
  if (!impersonation) return undefined;
  const { staff, customer } = impersonation;
  return {
    Id: customer.UserId,
    UserName: customer.UserName,
    FirstName: customer.FirstName,
    FullName: `${customer.FirstName} ${customer.LastName}`,
    Email: customer.Email,
    Roles: [],
    Claims: [],
    Impersonator: { UserName: staff.UserName, FullName: staff.FullName },
  };
}

/** Whether the request carries an expired token (the server's 401 `invalid_token`). */
export const isExpired = (request: Request) => bearer(request).startsWith(EXPIRED);

const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

const tokens = (access: string, refresh: string, scope: string, extra: Record<string, string> = {}) =>
  HttpResponse.json<TokenResponse>(
    { access_token: access, refresh_token: refresh, expires_in: 3600, token_type: 'Bearer', scope, ...extra },
    { headers: noStore },
  );

const oauthError = (error: OAuthError['error'], description: string) =>
  HttpResponse.json<OAuthError>({ error, error_description: description }, { status: 400, headers: noStore });

const expiredToken = () =>
  HttpResponse.json<Problem>(
    {
      type: 'about:blank',
      title: 'Unauthorized',
      status: 401,
      detail: 'The access token has expired.',
      error: 'invalid_token',
    },
    { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } },
  );

/**
 * POST /connect/token (password, refresh and token-exchange grants) and the
 * signed-in user, as the mock server answers them. `refreshFails`
 * makes every refresh fail, for the signed-out-on-refresh state.
 */
export function createAuthHandlers(options: { refreshFails?: boolean } = {}) {
  return [
    http.post('/connect/token', async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      const scope = form.get('scope') ?? '';
      const grant = form.get('grant_type');
      if (grant === 'refresh_token') {
        const name = (form.get('refresh_token') ?? '').replace(REFRESH, '');
        if (options.refreshFails || !db.signedInUsers[name.split('.')[0] ?? '']) {
          return oauthError('invalid_grant', 'The refresh token is invalid or was already used.');
        }
        const access = name.includes('.') ? `${IMPERSONATION}${name}` : `${ACCESS}${name}`;
        return tokens(access, `${REFRESH}${name}`, scope);
      }
      if (grant === 'urn:ietf:params:oauth:grant-type:token-exchange') {
        const subject = form.get('subject_token') ?? '';
        const staff = subject.startsWith(ACCESS) ? db.signedInUsers[subject.slice(ACCESS.length)] : undefined;
        if (!staff?.Claims.includes('pageAccess'))
          return oauthError('invalid_grant', 'The subject token may not impersonate.');
        const name = form.get('UserName')?.trim().toLowerCase() ?? '';
        if (db.signedInUsers[name])
          return oauthError('invalid_grant', `${name} is a staff account; only customers can be impersonated.`);
        const customer = db.customerNames.find((c) => c.UserName.toLowerCase() === name);
        if (!customer) return oauthError('invalid_grant', `There is no customer with the user name ${name}.`);
        const chain = `${staff.UserName}.${customer.UserName}`;
        return tokens(`${IMPERSONATION}${chain}`, `${REFRESH}${chain}`, scope, {
          issued_token_type: 'urn:ietf:params:oauth:token-type:access_token',
        });
      }
      const username = form.get('username')?.trim() ?? '';
      const user = Object.values(db.signedInUsers).find(
        (candidate) => candidate.UserName.toLowerCase() === username.toLowerCase(),
      );
      if (!user || form.get('password') !== DEMO_PASSWORD) {
        return oauthError('invalid_grant', 'The username or password is incorrect.');
      }
      return tokens(`${ACCESS}${user.UserName}`, `${REFRESH}${user.UserName}`, scope);
    }),
    http.get('/api/account/users/me/{account}', ({ request }) => {
      if (isExpired(request)) return expiredToken();
      const user = userOf(request);
      if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
      return HttpResponse.json(user);
    }),
  ];
}

export const authHandlers = createAuthHandlers();

/**
 * The `signInRefused` scenario: no role grants pageAccess, so the signed-in
 * user comes back without it and the console refuses the sign-in (spec 4).
 */
export const signInRefusedHandlers = [
  http.get('/api/account/users/me/{account}', ({ request }) => {
    if (isExpired(request)) return expiredToken();
    const user = userOf(request);
    if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
    return HttpResponse.json({ ...user, Claims: user.Claims.filter((claim) => claim !== 'pageAccess') });
  }),
];

/** Sign-in that always fails at the network level, for the error state. */
export const authNetworkErrorHandlers = [http.post('/connect/token', () => HttpResponse.error())];

export { expiredToken };
