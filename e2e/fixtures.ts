import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, test as base, expect } from '@playwright/test';

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

/** The one line a failed journey's report gives with its world: how to load it again. */
export const LOAD_WORLD =
  'Load this world again: `mock-server serve --world world.json` (or `make start` and ' +
  '`curl -X PUT -H "Content-Type: application/json" --data @world.json http://127.0.0.1:8080/__mock/world`), ' +
  'then sign in and retrace the journey.';

interface Fixtures {
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
  mock: async ({ request }, use, testInfo) => {
    await use(new MockControl(request, `e2e-${testInfo.testId}-${testInfo.retry}`));
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
