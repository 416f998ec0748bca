import { expect, test } from '../fixtures';

const feedItem = {
  id: 'n-1',
  title: 'Reconciliation ready',
  text: 'The position report for yesterday is ready.',
  createdDate: '2026-01-05T15:07:00Z',
  read: false,
};

test.describe('the header', () => {
  // Signed in from the start, in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test('notification and message dropdowns open independently and close together', async ({
    page,
    shell,
    expectAccessible,
  }) => {
    // The feeds answer deterministically here: one notification, no messages.
    await page.route('**/api/admin/feeds/notifications', (route) =>
      route.fulfill({ json: { data: [feedItem], totalCount: 1 } }),
    );
    await page.route('**/api/admin/feeds/messages', (route) => route.fulfill({ json: { data: [], totalCount: 0 } }));
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');

    await page.getByRole('button', { name: 'Notifications, 1 unread' }).click();
    await page.getByRole('button', { name: 'Messages' }).click();
    const notifications = page.getByRole('dialog', { name: /^Notifications/ });
    const messages = page.getByRole('dialog', { name: 'Messages' });
    await expect(notifications.getByText('Reconciliation ready')).toBeVisible();
    await expect(messages.getByText('No new messages as of now!')).toBeVisible();
    await expectAccessible();

    await page.keyboard.press('Escape');
    await expect(notifications).toBeHidden();
    await expect(messages).toBeHidden();
  });

  test.describe(() => {
    test.use({ account: 'analyst' });

    test('a server without the feeds shows their error state, not a blank or a crash', async ({ page, shell }) => {
      await page.route('**/api/admin/feeds/*', (route) =>
        route.fulfill({
          status: 404,
          contentType: 'application/problem+json',
          json: { status: 404, title: 'Not Found' },
        }),
      );
      await page.goto('/');
      await expect(shell.heading).toHaveText('Trading Accounts');
      await page.getByRole('button', { name: 'Notifications' }).click();
      await expect(
        page.getByRole('dialog', { name: 'Notifications' }).getByText('This list could not be loaded.'),
      ).toBeVisible();
    });
  });

  test("the apps quick launch opens the menu's screens and Add New goes home", async ({ page, shell }) => {
    await page.goto('/');
    await shell.menuEntry('Symbols').click();
    // The Symbols entry opens the screen the spec titles Assets Management.
    await expect(shell.heading).toHaveText('Assets Management');
    await page.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('menuitem', { name: 'Trading Accounts' }).click();
    await expect(page).toHaveURL(/\/app\/tradingAccounts\/listing$/);
    await page.getByRole('button', { name: 'Apps' }).click();
    await page.getByRole('menuitem', { name: 'Add New' }).click();
    await expect(page).toHaveURL(/\/app\/tradingAccounts\/listing$/);
  });
});

test.describe('under 1200 px', () => {
  test.use({ viewport: { width: 900, height: 800 }, account: 'admin' });

  test('the drawer is temporary: the menu button opens it and choosing an entry closes it', async ({
    page,
    shell,
    expectAccessible,
  }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
    await expect(shell.sideMenu).toBeHidden();

    await page.getByRole('button', { name: 'Open the menu' }).click();
    await expect(shell.sideMenu).toBeVisible();
    await expectAccessible();
    await shell.menuEntry('Orders').click();
    await expect(shell.heading).toHaveText('Orders');
    await expect(shell.sideMenu).toBeHidden();
  });
});
