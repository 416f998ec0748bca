import type { Page } from '@playwright/test';

import { expect, test } from '../fixtures';
import type { ShellPage } from '../pages/ShellPage';

test('staff impersonate a customer, see the banner, and return to their own session', async ({
  page,
  signInPage,
  shell,
  mock,
  expectAccessible,
}) => {
  await signInPage.goto();
  await signInPage.signIn('admin');
  await expect(shell.heading).toHaveText('Trading Accounts');

  await shell.impersonate('Ada Lovelace', 'user10000');

  const banner = page
    .getByRole('alert')
    .filter({ hasText: /You are impersonating .+ \(user10000\) as Ada Lovelace\./ });
  await expect(banner).toBeVisible();
  const entries = await mock.journal('impersonation');
  expect(entries.map((entry) => entry.detail)).toEqual(['admin impersonates user10000']);
  // The token acts as the customer: their own account, read-only, and no staff screen.
  await expect(shell.heading).toHaveText('Customer view');
  await expect(page.getByText('user10000@mail.example')).toBeVisible();
  await expect(page.getByRole('table', { name: /^Trading accounts of / }).getByRole('row')).not.toHaveCount(0);
  await expect(shell.sideMenu.getByRole('link')).toHaveText(['Customer view']);
  await expectAccessible();
  await page.goto('/app/manageRoles');
  await expect(shell.heading).toHaveText('Customer view');
  // The journal names both the staff member (act) and the customer (sub) of each call.
  const calls = await mock.journal('request');
  const asCustomer = calls.filter((entry) => entry.subject === 'user10000');
  expect(asCustomer.map((entry) => entry.path)).toContain('/api/admin/users/10000');
  expect(asCustomer.every((entry) => entry.actor === 'admin' && entry.status === 200)).toBe(true);

  await banner.getByRole('button', { name: 'Return to my session' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu of Ada Lovelace' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('impersonator_session'))).toBeNull();
});

test('a staff account cannot be impersonated', async ({ page, signInPage, shell }) => {
  await signInPage.goto();
  await signInPage.signIn('admin');
  const dialog = await shell.impersonate('Ada Lovelace', 'analyst');
  await expect(dialog.getByRole('alert')).toContainText('analyst');
  await expect(page.getByText(/You are impersonating/)).toHaveCount(0);
});

test('impersonating with an expired staff token refreshes it first, once', async ({
  page,
  signInPage,
  shell,
  mock,
}) => {
  await signInPage.goto();
  await signInPage.signIn('admin');
  await expect(shell.heading).toHaveText('Trading Accounts');
  await mock.advanceClock(3700);

  await shell.impersonate('Ada Lovelace', 'user10001');

  await expect(page.getByText(/You are impersonating .+ \(user10001\) as Ada Lovelace\./)).toBeVisible();
  expect(await mock.refreshes()).toHaveLength(1);
});

test.describe('Return to my session (issue 23, item 1)', () => {
  const details = '/app/userAccounts/details?userId=10000';

  /** From a customer's User Details: Impersonate, confirm, and wait for the customer view. */
  async function impersonateFromDetails(page: Page, shell: ShellPage) {
    await page.goto(details);
    await expect(shell.heading).toHaveText('User Details');
    await page.getByRole('button', { name: 'Impersonate', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^Impersonate / });
    await dialog.getByRole('button', { name: 'Impersonate' }).click();
    await expect(shell.heading).toHaveText('Customer view');
  }

  test('lands on the customer details the impersonation started from', async ({ page, signInPage, shell }) => {
    await signInPage.goto();
    await signInPage.signIn('admin');
    await expect(shell.heading).toHaveText('Trading Accounts');
    await impersonateFromDetails(page, shell);

    await page.getByRole('button', { name: 'Return to my session' }).click();
    await expect(page).toHaveURL(details);
    await expect(shell.heading).toHaveText('User Details');
    await expect(page.getByText('Oops, an error has occurred. Page not found!')).toHaveCount(0);
    await expect(page.getByText('You are back in your own session')).toBeVisible();
  });

  test('still does after a reload during the impersonation', async ({ page, signInPage, shell }) => {
    await signInPage.goto();
    await signInPage.signIn('admin');
    await expect(shell.heading).toHaveText('Trading Accounts');
    await impersonateFromDetails(page, shell);
    await page.reload();
    await expect(shell.heading).toHaveText('Customer view');

    await page.getByRole('button', { name: 'Return to my session' }).click();
    await expect(page).toHaveURL(details);
    await expect(shell.heading).toHaveText('User Details');
    // And back again works as usual: the listing the details belong to.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'User Accounts' }).click();
    await expect(shell.heading).toHaveText('User Accounts');
  });

  test('from the header menu, returns to the page that was open', async ({ page, signInPage, shell }) => {
    await signInPage.goto();
    await signInPage.signedIn('admin');
    await page.goto('/app/cashMovement/listing?status=Pending');
    await expect(shell.heading).toHaveText('Cash Movement');
    await shell.impersonate('Ada Lovelace', 'user10001');
    await expect(shell.heading).toHaveText('Customer view');

    await page.getByRole('button', { name: 'Return to my session' }).click();
    await expect(page).toHaveURL('/app/cashMovement/listing?status=Pending');
    await expect(shell.heading).toHaveText('Cash Movement');
  });
});
