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
  // Siblings alike: a group's default child has three levels too (issue 23, item 5).
  ['/app/smartfolio/symbolStrategies', 'Home / Smartfolio / Symbol Strategies'],
  ['/app/marketing/marketdata', 'Home / Marketing / Market Data'],
  ['/app/marketing/authentication', 'Home / Marketing / Authentication'],
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
    // Fourteen screens, each opened in the console as its links do (offline a page load restarts MSW).
    test.slow();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    const links = new Set<string>();
    for (const [path, expected] of pages) {
      await shell.open(path);
      await expect(shell.heading).toBeVisible();
      // Titles of the route table, never raw segments ("Negativesettledcashreport", "User&AssetReport").
      await expect.poll(async () => (await trail(crumbs)).join(' / ')).toBe(expected);
      for (const href of await crumbs.getByRole('link').evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
        if (href) links.add(href);
      }
    }
    // Groups without a page of their own are not links (they led to not-found).
    await expect(crumbs.getByRole('link', { name: 'Reconciliation' })).toHaveCount(0);

    expect([...links].sort()).toEqual(['/app', '/app/marketing/marketdata', '/app/smartfolio/symbolStrategies']);
    for (const href of links) {
      const before = await page.title();
      await shell.open(href);
      // Each link leads elsewhere than the screen before it, whose title goes once the new screen shows.
      await expect(page).not.toHaveTitle(before);
      await expect(shell.heading).toBeVisible();
      await expect(page.getByText('Oops, an error has occurred. Page not found!')).toHaveCount(0);
    }
  });

  test('speak the chosen language', async ({ page, shell }) => {
    await shell.open('/app/compliance/negativesettledcashreport');
    await shell.chooseLanguage('English', 'Español');
    const crumbs = page.getByRole('navigation', { name: 'Ruta de navegación' });
    await expect
      .poll(async () => (await trail(crumbs)).join(' / '))
      .toBe('Inicio / Cumplimiento / Informe de efectivo liquidado negativo');
  });

  test('name every page in the menu, crumbs and browser tab alike, reached from the menu', async ({ page, shell }) => {
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    for (const [entry, group, title] of [
      ['User and Asset Report', null, 'User and Asset Report'],
      ['Market Data', 'Marketing', 'Market Data'],
      ['Symbol Strategies', 'Smartfolio', 'Symbol Strategies'],
    ] as const) {
      if (group) await shell.menuEntry(group).click();
      await shell.menuEntry(entry).click();
      await expect(shell.heading).toBeVisible();
      await expect
        .poll(async () => (await trail(crumbs)).join(' / '))
        .toBe(['Home', ...(group ? [group] : []), title].join(' / '));
      await expect(page).toHaveTitle(`${title} · Back Office Console`);
    }
  });

  test("name the not-found and unauthorized pages in the reader's language", async ({ page, shell }) => {
    await shell.chooseLanguage('English', 'العربية');
    await expect(shell.heading).toHaveText('حسابات التداول');
    await expect(page).toHaveTitle('حسابات التداول · وحدة تحكم المكتب الخلفي');
    await shell.open('/app/no-such-screen');
    await expect(page.getByRole('heading', { name: 'عذرًا، حدث خطأ. الصفحة غير موجودة!' })).toBeVisible();
    await expect(page).toHaveTitle('الصفحة غير موجودة · وحدة تحكم المكتب الخلفي');
    await shell.open('/unauthorized');
    await expect(page.getByRole('heading', { name: 'غير مصرّح لك بعرض هذه الصفحة.' })).toBeVisible();
    await expect(page).toHaveTitle('غير مصرّح · وحدة تحكم المكتب الخلفي');
  });
});
