import type { Locator } from '@playwright/test';

import { expect, test } from '../fixtures';

// A page of every area, with the group segments of Compliance, Operations and Reconciliation.
const pages = [
  ['/app/tradingAccounts/listing', 'Home / Trading Accounts'],
  ['/app/userAccounts/listing', 'Home / User Accounts'],
  ['/app/orders/listing', 'Home / Orders'],
  ['/app/compliance/negativesettledcashreport', 'Home / Compliance / Negative Settled Cash Report'],
  ['/app/operations/infusionsoftapirequest', 'Home / Operations / CRM Request Log'],
  ['/app/reconciliation/tradereport', 'Home / Reconciliation / Trade Report'],
  ['/app/smartfolio/position', 'Home / Smartfolio / Positions'],
  ['/app/user&AssetReport', 'Home / User and Asset Report'],
] as const;

/** The breadcrumbs' texts, joined as they read. */
const trail = (crumbs: Locator) => crumbs.locator('li.MuiBreadcrumbs-li').allTextContents();

test.describe('breadcrumbs from the route table (issue 12)', { tag: '@offline' }, () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('name screens by their titles, and every link opens a real page', async ({ page, shell }) => {
    // Ten page loads.
    test.slow();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    const links = new Set<string>();
    for (const [path, expected] of pages) {
      await page.goto(path);
      await expect(shell.heading).toBeVisible();
      // Titles of the route table, never raw segments ("Negativesettledcashreport", "User&AssetReport").
      await expect.poll(async () => (await trail(crumbs)).join(' / ')).toBe(expected);
      for (const href of await crumbs.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
        if (href) links.add(href);
      }
    }
    // Groups without a page of their own are not links (they led to not-found).
    await expect(crumbs.getByRole('link', { name: 'Reconciliation' })).toHaveCount(0);

    expect([...links].sort()).toEqual(['/app', '/app/smartfolio/symbolStrategies']);
    for (const href of links) {
      await page.goto(href);
      await expect(shell.heading).toBeVisible();
      await expect(page.getByText('Oops, an error has occurred. Page not found!')).toHaveCount(0);
    }
  });

  test('speak the chosen language', async ({ page, shell }) => {
    await page.goto('/app/compliance/negativesettledcashreport');
    await shell.chooseLanguage('English', 'Español');
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect
      .poll(async () => (await trail(crumbs)).join(' / '))
      .toBe('Inicio / Cumplimiento / Informe de efectivo liquidado negativo');
  });
});
