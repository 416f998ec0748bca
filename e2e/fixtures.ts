import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';

import { SignInPage } from './pages/SignInPage';
import { TradingAccountsPage } from './pages/TradingAccountsPage';

interface Fixtures {
  signInPage: SignInPage;
  tradingAccountsPage: TradingAccountsPage;
  /** Scans the page with axe and fails on any serious or critical violation. */
  expectAccessible: () => Promise<void>;
}

/** The one `test` every journey imports: page objects and an axe scan as fixtures. */
export const test = base.extend<Fixtures>({
  signInPage: async ({ page }, use) => use(new SignInPage(page)),
  tradingAccountsPage: async ({ page }, use) => use(new TradingAccountsPage(page)),
  expectAccessible: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.length})`)).toEqual([]);
    });
  },
});

export { expect };
