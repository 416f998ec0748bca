import { expect, test } from '../fixtures';

test.describe('the session', () => {
  test('an expired access token costs one refresh for all calls in flight, with no visible error', async ({
    page,
    signInPage,
    shell,
    tradingAccountsPage,
    mock,
  }) => {
    await signInPage.goto();
    await signInPage.signIn('admin');
    await expect(tradingAccountsPage.rows).toHaveCount(26);
    expect(await mock.refreshes()).toHaveLength(0);

    // Past the access token's life: the next calls answer 401 until a refresh.
    await mock.advanceClock(3700);
    // A reload fires the listing and both header feeds at once.
    await page.reload();
    await expect(tradingAccountsPage.rows).toHaveCount(26);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect.poll(async () => (await mock.refreshes()).length).toBe(1);

    await mock.advanceClock(3700);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(/^26–50 of \d+$/)).toBeVisible();
    await expect.poll(async () => (await mock.refreshes()).length).toBe(2);
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('a refused refresh forgets the tokens and the user and returns to sign-in', async ({
    page,
    signInPage,
    tradingAccountsPage,
    mock,
  }) => {
    await signInPage.goto();
    await signInPage.signIn('admin');
    await expect(tradingAccountsPage.rows).toHaveCount(26);
    await page.evaluate(() => localStorage.setItem('refresh_token', 'revoked-or-unknown'));
    await mock.advanceClock(3700);
    await page.reload();

    await expect(page).toHaveURL(/\/signin$/);
    expect(
      await page.evaluate(() => ['access_token', 'refresh_token', 'user_data'].map((key) => localStorage.getItem(key))),
    ).toEqual([null, null, null]);
  });

  test('an unreachable server shows the network-error state, and recovers', async ({
    page,
    signInPage,
    tradingAccountsPage,
  }) => {
    // Page 2 is refused from the start, so its prefetch cannot land before the click.
    const pageTwo = /\/api\/admin\/trading-accounts\?(.*&)?page=2(&|$)/;
    await page.route(pageTwo, (route) => route.abort('connectionrefused'));
    await signInPage.goto();
    await signInPage.signIn('admin');
    await expect(tradingAccountsPage.rows).toHaveCount(26);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'The server cannot be reached.' });
    await expect(banner).toBeVisible();
    // The console retries a failed load twice by itself; once it has given up the table says so,
    // and only "Try again" brings the page (a retry landing after the unroute would hide the banner).
    await expect(page.getByText(/^The records could not be loaded/)).toBeVisible();
    await page.unroute(pageTwo);
    await banner.getByRole('button', { name: 'Try again' }).click();
    await expect(banner).toBeHidden();
    await expect(page.getByText(/^26–50 of \d+$/)).toBeVisible();
  });

  test('logging out clears the session; console pages then need signing in again', async ({
    page,
    signInPage,
    shell,
  }) => {
    await signInPage.goto();
    await signInPage.signIn('analyst');
    await expect(shell.heading).toHaveText('Trading Accounts');
    const menu = await shell.openUserMenu('Grace');
    await menu.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    expect(
      await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user_data')]),
    ).toEqual([null, null]);
    await page.goto('/app/users/profiles');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('the settings persist: light theme and the horizontal navigation', async ({ page, signInPage, shell }) => {
    await signInPage.goto();
    await signInPage.signIn('admin');
    await expect(shell.heading).toHaveText('Trading Accounts');
    expect(await page.evaluate(() => localStorage.getItem('theme_color'))).toBe('dark-deep-orange');
    const menu = await shell.openUserMenu('Ada Lovelace');
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await page.getByRole('radio', { name: 'Light' }).check();
    await page.getByRole('radio', { name: 'Top menu' }).check();
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('theme_color'))).toBe('light-deep-orange');
    await expect(page.getByRole('radio', { name: 'Top menu' })).toBeChecked();
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('button', { name: 'Reconciliation' })
      .click();
    await page.getByRole('menuitem', { name: 'Trade Report' }).click();
    await expect(shell.heading).toHaveText('Trade Report');
  });
});

test.describe('the guided tour', () => {
  test.use({ tour: true });

  test('starts after load, can be skipped, and is not shown again', async ({ page, signInPage }) => {
    await signInPage.goto();
    await signInPage.signIn('admin');
    const tour = page.getByRole('dialog', { name: 'Your profile' });
    await expect(tour).toBeVisible();
    await tour.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
    await page.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: 'Skip tour' }).click();
    await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Trading Accounts');
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog', { name: 'Your profile' })).toHaveCount(0);
  });
});
