import { expect, test } from '../fixtures';

test.describe('signing in', { tag: '@offline' }, () => {
  test('admin signs in and lands on the trading accounts listing', async ({
    page,
    signInPage,
    tradingAccountsPage,
    expectAccessible,
  }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/signin$/);
    await expectAccessible();

    await signInPage.signIn('admin');

    await expect(page).toHaveURL(/\/app\/tradingAccounts\/listing$/);
    await expect(tradingAccountsPage.heading).toBeVisible();
    // 25 rows plus the header row, newest first.
    await expect(tradingAccountsPage.rows).toHaveCount(26);
    await expect(page.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
    await expect(page.getByText('Ada Lovelace')).toBeVisible();
    await expect(page.getByText('Env: PROD')).toBeVisible();
    await expectAccessible();
  });

  test('the customer account is refused and keeps no token', async ({ page, signInPage }) => {
    await signInPage.goto();
    await signInPage.signIn('customer');

    await expect(signInPage.alert).toHaveText('You are not authorized to login!');
    await expect(page).toHaveURL(/\/signin$/);
    expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  });

  test('a wrong password shows the server error', async ({ signInPage }) => {
    await signInPage.goto();
    await signInPage.signIn('admin', 'wrong');
    await expect(signInPage.alert).toHaveText('The username or password is incorrect.');
  });

  test('empty fields show the required message and send nothing', async ({ page, signInPage }) => {
    await signInPage.goto();
    const tokenCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/connect/token')) tokenCalls.push(request.url());
    });
    await signInPage.username.fill('   ');
    await signInPage.submit.click();
    await expect(signInPage.alert).toHaveText('Both "username" and "password" are required to login.');
    expect(tokenCalls).toEqual([]);
  });

  test('a deep link without a token goes to sign-in and back after signing in', async ({
    page,
    signInPage,
    tradingAccountsPage,
  }) => {
    await page.goto('/app/tradingAccounts/listing?page=2&pageSize=10');
    await expect(page).toHaveURL(/\/signin$/);

    await signInPage.signIn('analyst');

    await expect(page).toHaveURL(/\/app\/tradingAccounts\/listing\?page=2&pageSize=10$/);
    await expect(tradingAccountsPage.rows).toHaveCount(11);
    await expect(page.getByText(/^11–20 of \d+$/)).toBeVisible();
  });

  test('an environment prefix is stripped and shown in the footer', async ({ page, signInPage }) => {
    await signInPage.goto();
    await signInPage.signIn('*admin');
    await expect(page).toHaveURL(/\/app\/tradingAccounts\/listing$/);
    await expect(page.getByText('Env: QA')).toBeVisible();
  });

  test('logging out returns to sign-in and forgets the session', async ({ page, signInPage }) => {
    await signInPage.goto();
    await signInPage.signIn('admin');
    await page.getByRole('button', { name: 'Account menu of Ada Lovelace' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/signin$/);
    await page.goto('/app/tradingAccounts/listing');
    await expect(page).toHaveURL(/\/signin$/);
  });

  test('unknown routes show the not-found text', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Oops, an error has occurred. Page not found!' })).toBeVisible();
  });
});
