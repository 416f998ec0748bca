import type { Locator, Page } from '@playwright/test';

import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/ListingPage';
import { openInConsole } from '../pages/open-in-console';

const notFound = 'Oops, an error has occurred. Page not found!';

/** The in-console links inside the page's main area, by where they lead. */
const hrefsIn = (area: Locator) =>
  area.locator('a[href^="/app"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

/**
 * Opens one link of each target path in the console, as following the link does (the router, no
 * page load), and expects a real page: none leads to not-found.
 */
async function expectEachLeadsSomewhere(page: Page, hrefs: readonly string[]) {
  const byPath = new Map(hrefs.map((href) => [href.split('?')[0], href]));
  for (const href of byPath.values()) {
    await openInConsole(page, href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(notFound), href).toHaveCount(0);
  }
}

test.describe('links lead somewhere (issue 23, item 2)', { tag: '@offline' }, () => {
  // Signed in from the start, in this test's own session (the sign-in journeys use the page); '/' lands
  // each account on its first screen.
  test.describe(() => {
    test.use({ account: 'compliance' });

    test('a compliance officer sees trading accounts and bank accounts as text, and every link opens', async ({
      page,
      shell,
      expectAccessible,
    }) => {
      test.slow();
      await page.goto('/');
      await expect(shell.heading).toHaveText('User Accounts');
      const main = page.getByRole('main');
      const transfers = new ListingPage(page, 'Bank transfers');
      await transfers.open('/app/cashMovement/listing');
      // The account number is shown, but the officer may not open Account Details: no link to it.
      const firstRow = transfers.rows.first();
      const column = (await transfers.table.getByRole('columnheader').allTextContents()).indexOf('Trading Account');
      const account = firstRow.getByRole('cell').nth(column);
      await expect(account).toHaveText(/\w{6,}/);
      await expect(account.getByRole('link')).toHaveCount(0);
      const listingLinks = await hrefsIn(main);
      expect(listingLinks.length).toBeGreaterThan(0);
      expect(listingLinks.filter((href) => href.includes('/tradingAccounts/'))).toEqual([]);
      await expectAccessible();

      // Transfer details: the transfer opens; its account and bank account are text.
      await transfers.open('/app/cashMovement/listing');
      await transfers.rows.first().getByRole('link').first().click();
      await expect(shell.heading).toHaveText('Transfers Listing Details');
      const accountCard = page.getByRole('region', { name: 'Trading account' });
      await expect(accountCard).toBeVisible();
      await expect(accountCard.getByRole('link')).toHaveCount(0);
      const bankCard = page.getByRole('region', { name: 'Bank account' });
      if (await bankCard.count()) await expect(bankCard.getByRole('link')).toHaveCount(0);
      const detailLinks = await hrefsIn(main);
      expect(detailLinks.filter((href) => /\/(tradingAccounts|bankaccounts)\//.test(href))).toEqual([]);

      // Restrictions and Restricted Permissions: account numbers as text.
      const restrictions = new ListingPage(page, 'Restricted Accounts');
      await restrictions.open('/app/restrictions/listing');
      await expect(restrictions.rows.first()).toBeVisible();
      expect((await hrefsIn(main)).filter((href) => href.includes('/tradingAccounts/'))).toEqual([]);
      const permissions = new ListingPage(page, 'Restricted Permissions');
      await permissions.open('/app/compliance/RestrictedPermissions');
      await expect(permissions.rows.first()).toBeVisible();
      expect((await hrefsIn(main)).filter((href) => href.includes('/tradingAccounts/'))).toEqual([]);

      await expectEachLeadsSomewhere(page, [...listingLinks, ...detailLinks]);
    });
  });

  test.describe(() => {
    test.use({ account: 'admin' });

    test('the administrator keeps every one of those links, and each opens', async ({ page, shell }) => {
      await page.goto('/');
      await expect(shell.heading).toHaveText('Trading Accounts');
      const transfers = new ListingPage(page, 'Bank transfers');
      await transfers.open('/app/cashMovement/listing');
      const links = await hrefsIn(page.getByRole('main'));
      expect(links.some((href) => href.includes('/tradingAccounts/account?'))).toBe(true);
      await transfers.rows.first().getByRole('link').first().click();
      await expect(shell.heading).toHaveText('Transfers Listing Details');
      await expect(page.getByRole('region', { name: 'Trading account' }).getByRole('link')).toHaveCount(1);
      await expectEachLeadsSomewhere(page, [...links, ...(await hrefsIn(page.getByRole('main')))]);
    });
  });
});
