import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/ListingPage';

test.use({ viewport: { width: 1024, height: 768 } });

/** Every listing screen, by its URL and its table's name. */
const listings: readonly [string, string][] = [
  ['/app/tradingAccounts/listing', 'Trading accounts'],
  ['/app/userAccounts/listing', 'Users'],
  ['/app/bankaccounts/listing', 'Bank accounts'],
  ['/app/cashMovement/listing', 'Bank transfers'],
  ['/app/trades/listing', 'Trades'],
  ['/app/compliance/AchWatchlist', 'ACH Watchlist'],
  ['/app/reconciliation/onboardingstatusreport', 'Onboarding Status Report'],
  ['/app/compliance/negativesettledcashreport', 'Negative Settled Cash Report'],
  ['/app/orders/listing', 'All Orders'],
  ['/app/orders/listing?tab=fix', 'Fix Orders'],
];

/**
 * At 1024 px nothing is clipped (issue 12): no header or cell hides part of
 * its text (its content no wider than its box), and the page never scrolls
 * sideways; a table wider than the screen scrolls in its own box, whose
 * scroll reaches its last column.
 */
test.describe('listings at 1024 px (issue 12)', { tag: '@offline' }, () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  for (const [url, table] of listings) {
    test(`${url} clips nothing`, async ({ page }) => {
      const listing = new ListingPage(page, table);
      await listing.open(url);
      await expect(listing.rows.first()).toBeVisible();
      const clipped = await listing.table.evaluate((element) =>
        Array.from(element.querySelectorAll('th, td'))
          .filter((cell) => cell.scrollWidth > cell.clientWidth + 1)
          .map((cell) => `${cell.tagName} "${cell.textContent?.slice(0, 40) ?? ''}"`),
      );
      expect(clipped).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1024);
      // The table's own box scrolls to its last column.
      const reachable = await listing.table.evaluate((element) => {
        const box = element.parentElement;
        if (!box) return false;
        box.scrollLeft = box.scrollWidth;
        const last = element.querySelector('thead th:last-child')?.getBoundingClientRect();
        return last !== undefined && last.right <= box.getBoundingClientRect().right + 1;
      });
      expect(reachable).toBe(true);
    });
  }
});
