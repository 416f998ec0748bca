import { expect, test } from '../fixtures';

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

  const menu = await shell.openUserMenu('Ada Lovelace');
  await menu.getByRole('menuitem', { name: 'Impersonate a customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impersonate a customer' });
  await dialog.getByRole('textbox', { name: 'Customer user name' }).fill('user10000');
  await dialog.getByRole('button', { name: 'Impersonate' }).click();

  const banner = page
    .getByRole('alert')
    .filter({ hasText: /You are impersonating .+ \(user10000\) as Ada Lovelace\./ });
  await expect(banner).toBeVisible();
  await expectAccessible();
  const entries = await mock.journal('impersonation');
  expect(entries.map((entry) => entry.detail)).toEqual(['admin impersonates user10000']);
  // The staff member's claims still apply: the console keeps working.
  await expect(page.getByRole('table', { name: 'Trading accounts' }).getByRole('row')).toHaveCount(26);

  await banner.getByRole('button', { name: 'Return to my session' }).click();
  await expect(banner).toBeHidden();
  await expect(page.getByRole('button', { name: 'Account menu of Ada Lovelace' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('impersonator_session'))).toBeNull();
});

test('a staff account cannot be impersonated', async ({ page, signInPage, shell }) => {
  await signInPage.goto();
  await signInPage.signIn('admin');
  const menu = await shell.openUserMenu('Ada Lovelace');
  await menu.getByRole('menuitem', { name: 'Impersonate a customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impersonate a customer' });
  await dialog.getByRole('textbox', { name: 'Customer user name' }).fill('analyst');
  await dialog.getByRole('button', { name: 'Impersonate' }).click();
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

  const menu = await shell.openUserMenu('Ada Lovelace');
  await menu.getByRole('menuitem', { name: 'Impersonate a customer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Impersonate a customer' });
  await dialog.getByRole('textbox', { name: 'Customer user name' }).fill('user10001');
  await dialog.getByRole('button', { name: 'Impersonate' }).click();

  await expect(page.getByText(/You are impersonating .+ \(user10001\) as Ada Lovelace\./)).toBeVisible();
  expect(await mock.refreshes()).toHaveLength(1);
});
