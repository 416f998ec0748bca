import { expect, test } from '../fixtures';

/** Every entry of the spec 6 table, in menu order. */
const everyEntry = [
  'Manage Roles',
  'User Accounts',
  'Trading Accounts',
  'Bank Accounts',
  'Cash Movement',
  'Trades',
  'Orders',
  'Restrictions',
  'Compliance',
  'Operations',
  'Reconciliation',
  'Smartfolio',
  'Symbols',
  'User and Asset Report',
  'Notification',
  'Marketing',
];

const notFound = 'Oops, an error has occurred. Page not found!';

test.describe('claim gating', { tag: '@offline' }, () => {
  test('the administrator sees every menu entry of spec 6 and reaches Manage Roles', async ({
    page,
    signInPage,
    shell,
    expectAccessible,
  }) => {
    await signInPage.goto();
    await signInPage.signIn('admin');
    await expect(shell.heading).toHaveText('Trading Accounts');
    for (const name of everyEntry) await expect(shell.menuEntry(name)).toBeVisible();
    await expect(shell.drawer.getByText('Ada Lovelace')).toBeVisible();

    await shell.menuEntry('Manage Roles').click();
    await expect(page).toHaveURL(/\/app\/manageRoles$/);
    await expect(shell.heading).toHaveText('Manage Roles');
    await expect(page.getByRole('table', { name: 'Roles' })).toBeVisible();
    await expectAccessible();
  });

  test('the analyst reaches nothing that needs a claim it lacks', async ({ page, signInPage, shell }) => {
    await signInPage.goto();
    await signInPage.signIn('analyst');
    await expect(shell.heading).toHaveText('Trading Accounts');
    for (const name of ['Manage Roles', 'Restrictions', 'Compliance', 'Operations']) {
      await expect(shell.menuEntry(name)).toHaveCount(0);
    }
    for (const name of ['User Accounts', 'Reconciliation', 'Smartfolio', 'Symbols', 'Marketing']) {
      await expect(shell.menuEntry(name)).toBeVisible();
    }
    // FirstName for anyone but administrators.
    await expect(shell.drawer.getByText('Grace', { exact: true })).toBeVisible();

    await page.goto('/app/manageRoles');
    await expect(page).toHaveURL(/\/unauthorized$/);
    await expect(page.getByRole('heading', { name: 'You are not authorized to view this page.' })).toBeVisible();

    for (const path of [
      '/app/restrictions/listing',
      '/app/compliance/affiliations',
      '/app/compliance/RestrictedPermissions',
      '/app/operations/infusionsoftapirequest',
      '/app/userAccounts/createUser',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: notFound }), path).toBeVisible();
    }
  });

  test('the compliance officer lands on its first menu entry and opens a group', async ({
    page,
    signInPage,
    shell,
    expectAccessible,
  }) => {
    await signInPage.goto();
    await signInPage.signIn('compliance');
    await expect(page).toHaveURL(/\/app\/userAccounts\/listing$/);
    await expect(shell.menuEntry('Trading Accounts')).toHaveCount(0);

    // A group header opens the group and goes to its first child (spec 2).
    await shell.menuEntry('Compliance').click();
    await expect(page).toHaveURL(/\/app\/compliance\/affiliations$/);
    await expect(shell.menuEntry('Compliance')).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.sideMenu.getByRole('link', { name: 'Affiliations' })).toHaveAttribute('aria-current', 'page');
    await shell.sideMenu.getByRole('link', { name: 'Restricted Permissions' }).click();
    await expect(shell.heading).toHaveText('Restricted Permissions');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    // Breadcrumbs name screens by their titles; the group has no page, so it is not a link (issue 12).
    await expect(crumbs.getByText('Compliance')).toBeVisible();
    await expect(crumbs.getByRole('link', { name: 'Compliance' })).toHaveCount(0);
    await expect(crumbs.getByText('Restricted Permissions')).toHaveAttribute('aria-current', 'page');
    await expectAccessible();
  });
});
