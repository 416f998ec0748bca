import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, test as base, expect, type TestInfo } from '@playwright/test';

import { ACCOUNT_SEGMENT, APP_VERSION, CLIENT_ID, LOGIN_SCOPE, SECURITY_KEY } from '../ui/src/config/constants';
import { storageKeys } from '../ui/src/lib/storage-keys';
import { unnamedControls } from '../ui/src/testing/unnamed-controls';
import { ShellPage } from './pages/ShellPage';
import { SignInPage } from './pages/SignInPage';
import { TradingAccountsPage } from './pages/TradingAccountsPage';

/** The mock server's control plane, for this test's own session. */
export class MockControl {
  private readonly request: APIRequestContext;
  readonly sessionId: string;

  constructor(request: APIRequestContext, sessionId: string) {
    this.request = request;
    this.sessionId = sessionId;
  }

  private get headers() {
    return { 'X-Mock-Session': this.sessionId };
  }

  /** Moves the session's clock; past an access token's expiry the token answers 401. */
  async advanceClock(seconds: number) {
    const response = await this.request.put('/__mock/clock', {
      headers: this.headers,
      data: { advanceSeconds: seconds },
    });
    expect(response.ok()).toBe(true);
  }

  /** The session's journal entries of one kind, oldest first. */
  async journal(kind: 'request' | 'mutation' | 'token' | 'impersonation') {
    const response = await this.request.get(`/__mock/journal?kind=${kind}`, { headers: this.headers });
    expect(response.ok()).toBe(true);
    const body = (await response.json()) as {
      entries: { detail?: string | null; status: number; path: string; actor?: string; subject?: string }[];
    };
    return body.entries;
  }

  /** The refresh grants the session has answered. */
  async refreshes() {
    return (await this.journal('token')).filter((entry) => entry.detail?.includes('refresh_token'));
  }

  /** Resets the session into a named scenario (`GET /__mock/scenarios` lists them). */
  async scenario(name: string) {
    const response = await this.request.put('/__mock/scenario', { headers: this.headers, data: { scenario: name } });
    expect(response.ok(), await response.text()).toBe(true);
  }

  /** The session's world document (`GET /__mock/world`), or null where no mock server answers (offline). */
  async world(): Promise<string | null> {
    const response = await this.request.get('/__mock/world', { headers: this.headers }).catch(() => null);
    const type = response?.headers()['content-type'] ?? '';
    return response?.ok() && type.includes('json') ? response.text() : null;
  }
}

/** The mock-server session (`X-Mock-Session`) of one test: its own world, apart from every other test's. */
const sessionOf = (testInfo: TestInfo) => `e2e-${testInfo.testId}-${testInfo.retry}`;

type StorageState = Exclude<Parameters<Browser['newContext']>[0], undefined>['storageState'];

/**
 * Signs `account` in as the console does (the password grant, then the
 * signed-in user: `ui/src/features/auth/api/sign-in.ts`), in the test's own
 * session, and returns the browser storage the console keeps for it.
 */
async function signedInState(api: APIRequestContext, origin: string, account: string): Promise<StorageState> {
  const token = await api.post('/connect/token', {
    form: { grant_type: 'password', username: account, password: 'password', client_id: CLIENT_ID, scope: LOGIN_SCOPE },
  });
  expect(token.ok(), `sign-in of ${account}: ${token.status()} ${await token.text()}`).toBe(true);
  const { access_token: accessToken, refresh_token: refreshToken } = (await token.json()) as Record<string, string>;
  const me = await api.get(`/api/account/users/me/${ACCOUNT_SEGMENT}`, {
    params: { version: APP_VERSION, SecurityKey: SECURITY_KEY },
    headers: { Authorization: `Bearer ${accessToken}`, 'access-token': accessToken ?? '' },
  });
  expect(me.ok(), `the signed-in user ${account}: ${me.status()}`).toBe(true);
  const localStorage = [
    { name: storageKeys.accessToken, value: accessToken ?? '' },
    { name: storageKeys.refreshToken, value: refreshToken ?? '' },
    { name: storageKeys.userData, value: await me.text() },
    { name: storageKeys.userServer, value: 'production' },
  ];
  return { cookies: [], origins: [{ origin, localStorage }] };
}

/** The offline console's sessions, signed in once per worker and account (MSW's tokens never rotate). */
const offlineStates = new Map<string, StorageState>();

/** Signs `account` in through the offline console's sign-in page, once per worker. */
async function offlineState(browser: Browser, baseURL: string, account: string): Promise<StorageState> {
  const known = offlineStates.get(account);
  if (known) return known;
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const signIn = new SignInPage(page);
  await signIn.goto();
  await signIn.signIn(account);
  // Signed in once the console has left the sign-in page (whose own heading is an h1 too) and
  // shows its first screen: only then does the storage hold the session.
  await expect(page).not.toHaveURL(/\/signin/, { timeout: 60_000 });
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Sign in', { timeout: 30_000 });
  const state = await context.storageState();
  await context.close();
  offlineStates.set(account, state);
  return state;
}

/** The one line a failed journey's report gives with its world: how to load it again. */
export const LOAD_WORLD =
  'Load this world again: `mock-server serve --world world.json` (or `make start` and ' +
  '`curl -X PUT -H "Content-Type: application/json" --data @world.json http://127.0.0.1:8080/__mock/world`), ' +
  'then sign in and retrace the journey.';

interface Fixtures {
  /**
   * The demo account a journey starts signed in as (`test.use({ account: 'admin' })`), without
   * the sign-in page: its session is already in the browser's storage. Null (the default) starts
   * signed out; the sign-in journeys sign in through the page.
   */
  account: string | null;
  signInPage: SignInPage;
  tradingAccountsPage: TradingAccountsPage;
  shell: ShellPage;
  mock: MockControl;
  /** Whether the guided tour may start; off unless a journey is about it. */
  tour: boolean;
  /** Scans the page with axe and fails on any serious or critical violation, or any control without a name. */
  expectAccessible: () => Promise<void>;
  /** Attaches the session's world to the report of a journey that failed (automatic). */
  worldOnFailure: undefined;
}

/**
 * The one `test` every journey imports: an isolated mock-server session per
 * test (so parallel workers never see each other's writes), page objects,
 * the control plane and an axe scan as fixtures; a journey that fails
 * attaches its session's world to the report.
 */
export const test = base.extend<Fixtures>({
  tour: [false, { option: true }],
  account: [null, { option: true }],
  storageState: async ({ account, playwright, browser, baseURL }, use, testInfo) => {
    if (!account || !baseURL) {
      await use(undefined);
      return;
    }
    if (testInfo.project.name === 'offline') {
      await use(await offlineState(browser, baseURL, account));
      return;
    }
    const api = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { 'X-Mock-Session': sessionOf(testInfo) },
    });
    const state = await signedInState(api, new URL(baseURL).origin, account);
    await api.dispose();
    await use(state);
  },
  mock: async ({ request }, use, testInfo) => {
    await use(new MockControl(request, sessionOf(testInfo)));
  },
  page: async ({ page, mock, tour }, use) => {
    await page.context().setExtraHTTPHeaders({ 'X-Mock-Session': mock.sessionId });
    if (!tour) await page.addInitScript(() => localStorage.setItem('tour_done', 'true'));
    await use(page);
  },
  // A failed journey's world goes with its report: `world.json` (GET /__mock/world of its
  // session) and one line on loading it again, so the failure can be reproduced (docs/qa.md).
  worldOnFailure: [
    async ({ mock }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status === testInfo.expectedStatus) return;
      const world = await mock.world();
      if (!world) return;
      await testInfo.attach('world.json', { body: world, contentType: 'application/json' });
      await testInfo.attach('how to load the world', { body: LOAD_WORLD, contentType: 'text/plain' });
    },
    { auto: true },
  ],
  signInPage: async ({ page }, use) => use(new SignInPage(page)),
  tradingAccountsPage: async ({ page }, use) => use(new TradingAccountsPage(page)),
  shell: async ({ page }, use) => use(new ShellPage(page)),
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
      // axe's button-name misses clickable elements that are not buttons (MUI's tab scroll arrows).
      expect(await page.evaluate(unnamedControls, undefined)).toEqual([]);
    });
  },
});

export { expect };
