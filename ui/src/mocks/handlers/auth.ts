import { db, DEMO_PASSWORD } from '../db';
import { http, HttpResponse, problem } from '../http';

const TOKEN_PREFIX = 'msw-access.';

/** The user a bearer token names, for the handlers of signed-in calls. */
export function userOf(request: Request) {
  const header = request.headers.get('Authorization') ?? '';
  const token = header.replace(/^Bearer\s+/i, '');
  return token.startsWith(TOKEN_PREFIX) ? db.signedInUsers[token.slice(TOKEN_PREFIX.length)] : undefined;
}

const noStore = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };

/** POST /connect/token (password grant) and the signed-in user, as the mock server answers them. */
export const authHandlers = [
  http.post('/connect/token', async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    const username = form.get('username')?.trim() ?? '';
    const user = Object.values(db.signedInUsers).find(
      (candidate) => candidate.UserName.toLowerCase() === username.toLowerCase(),
    );
    if (!user || form.get('password') !== DEMO_PASSWORD) {
      return HttpResponse.json(
        { error: 'invalid_grant', error_description: 'The username or password is incorrect.' },
        { status: 400, headers: noStore },
      );
    }
    return HttpResponse.json(
      {
        access_token: `${TOKEN_PREFIX}${user.UserName}`,
        refresh_token: `msw-refresh.${user.UserName}`,
        expires_in: 3600,
        token_type: 'Bearer',
        scope: form.get('scope') ?? '',
      },
      { headers: noStore },
    );
  }),
  http.get('/api/account/users/me/{account}', ({ request }) => {
    const user = userOf(request);
    if (!user) return problem(401, 'Unauthorized', 'Sign in to use this operation: no bearer token was sent.');
    return HttpResponse.json(user);
  }),
];

/** Sign-in that always fails at the network level, for the error state. */
export const authNetworkErrorHandlers = [http.post('/connect/token', () => HttpResponse.error())];
