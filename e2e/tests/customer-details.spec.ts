import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/ListingPage';

const users = '/app/userAccounts/listing';

test.describe('user and account details (issue 13)', () => {
  // Each journey loads several screens and tabs on a shared 2-core machine.
  test.describe.configure({ timeout: 60_000 });

  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('listing row -> details -> a tab -> back, with the listing state intact', async ({ page, expectAccessible }) => {
    const listing = new ListingPage(page, 'Users');
    await listing.open(users);
    await listing.sortBy('Username');
    await expect(page).toHaveURL(/sort=UserName&dir=desc/);
    const unfiltered = await listing.displayed.textContent();
    await listing.chooseFilter('Membership', 'Lite');
    await expect(page).toHaveURL(/membershipLevel=2/);
    await expect(listing.displayed).not.toHaveText(unfiltered ?? '');
    const shown = await listing.displayed.textContent();
    const userName = (await listing.rows.first().getByRole('cell').first().textContent()) ?? '';
    await listing.rows.first().getByRole('link').first().click();

    await expect(page).toHaveURL(/\/app\/userAccounts\/details\?userId=\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('User Details');
    await expect(page.getByText(userName, { exact: true })).toBeVisible();
    const tabs = page.getByRole('tablist', { name: 'User details' });
    await expect(tabs.getByRole('tab')).toHaveCount(18);

    await tabs.getByRole('tab', { name: 'Audit Trail', exact: true }).click();
    await expect(page).toHaveURL(/tab=auditTrail/);
    const audit = page.getByRole('table', { name: 'Audit trail' });
    await expect(audit.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending');
    await expect(audit.locator('tbody tr').first()).toBeVisible();

    await tabs.getByRole('tab', { name: 'Identity Audit Trail' }).click();
    // Spec 9: the identity audit trail opens on category 9 with 10 rows a page.
    await expect(page.getByRole('combobox', { name: 'Activity' })).toHaveText('admin page');
    await expect(page.getByRole('combobox', { name: /Rows per page/ })).toHaveText('10');

    await tabs.getByRole('tab', { name: 'Financial Details' }).click();
    await expect(page.getByText('Annual income')).toBeVisible();
    await expectAccessible();

    await page.getByRole('link', { name: 'Back To Listing' }).click();
    await expect(page).toHaveURL(/\/app\/userAccounts\/listing\?.*sort=UserName&dir=desc/);
    await expect(page).toHaveURL(/membershipLevel=2/);
    await expect(listing.displayed).toHaveText(shown ?? '');
    await expect(listing.header('Username')).toHaveAttribute('aria-sort', 'descending');
  });

  test('a selective restriction is added and removed', async ({ page }) => {
    const listing = new ListingPage(page, 'Users');
    await listing.open(users);
    await listing.rows.first().getByRole('link').first().click();
    await page
      .getByRole('tablist', { name: 'User details' })
      .getByRole('tab', { name: 'Selective Restrictions' })
      .click();
    const table = page.getByRole('table', { name: 'Selective restrictions' });

    await page.getByRole('button', { name: 'Add restriction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a selective restriction' });
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog.getByText('Choose a permission.')).toBeVisible();
    await expect(dialog.getByText('Give a reason.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Permission' }).click();
    await page.getByRole('option', { name: 'Smartfolio Sell' }).click();
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Journey check: returned deposit');
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
    const row = table.getByRole('row').filter({ hasText: 'Journey check: returned deposit' });
    await expect(row).toContainText('Smartfolio Sell');
    await expect(row).toContainText('admin');

    await row.getByRole('button', { name: 'Remove Smartfolio Sell' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove the Smartfolio Sell restriction?' });
    await confirm.getByRole('button', { name: 'Remove' }).click();
    await expect(confirm).toBeHidden();
    await expect(table.getByRole('row').filter({ hasText: 'Journey check: returned deposit' })).toHaveCount(0);
  });

  test('account details show the second naming, and bad ids show not found', async ({ page, shell }) => {
    const listing = new ListingPage(page, 'Trading accounts');
    await listing.open('/app/tradingAccounts/listing');
    await listing.rows.first().getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Account Details');
    const tabs = page.getByRole('tablist', { name: 'Account details' });
    await expect(tabs.getByRole('tab')).toHaveCount(18);
    await expect(page.getByText('Account type').first()).toBeVisible();
    await tabs.getByRole('tab', { name: 'History' }).click();
    await expect(page.getByRole('table', { name: 'Account history' }).locator('tbody tr').first()).toBeVisible();

    await shell.open('/app/tradingAccounts/account?tradingAccountId=999999999');
    await expect(page.getByRole('heading', { name: 'There is no trading account 999999999.' })).toBeVisible();
    await shell.open('/app/userAccounts/details?userId=abc');
    await expect(page.getByRole('heading', { name: '“abc” is not a valid id.' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to User Accounts' })).toBeVisible();
  });
});
