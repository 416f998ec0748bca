import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/ListingPage';

const cashMovement = '/app/cashMovement/listing';

test.describe('listings on the shared DataTable', { tag: '@offline' }, () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('pages forward, and a filter goes back to the first page (spec 4)', async ({ page, expectAccessible }) => {
    const listing = new ListingPage(page, 'Bank transfers');
    await listing.open(cashMovement);
    await expect(listing.displayed).toHaveText(/^1–25 of \d+$/);
    await expect(listing.rows).toHaveCount(25);
    await listing.nextPage.click();
    await expect(listing.displayed).toHaveText(/^26–50 of \d+$/);
    await expect(page).toHaveURL(/page=2/);

    await listing.chooseFilter('Status', 'Pending');
    await expect(page).not.toHaveURL(/page=/);
    await expect(page).toHaveURL(/status=Pending/);
    await expect(listing.displayed).toHaveText(/^1–\d+ of \d+$/);
    await listing.expectEveryRow('Pending');
    await expectAccessible();
  });

  test('the landing page finds trading accounts by owner and by type (issue 12)', async ({ page }) => {
    const listing = new ListingPage(page, 'Trading accounts');
    await listing.open('/app/tradingAccounts/listing');
    const owner = (await listing.rows.first().getByRole('cell').nth(1).innerText()).trim();
    await page.getByRole('searchbox', { name: 'Search' }).fill(owner);
    await expect(page).toHaveURL(/search=/);
    await listing.expectEveryRow(owner);

    await page.getByRole('searchbox', { name: 'Search' }).clear();
    await listing.chooseFilter('Account type', 'Individual Cash');
    await expect(page).toHaveURL(/accountType=1/);
    await listing.expectEveryRow('Individual Cash');
  });

  test('page size All shows every match on one page', async ({ page }) => {
    const listing = new ListingPage(page, 'Bank transfers');
    await listing.open(`${cashMovement}?status=Error`);
    const total = Number((await listing.displayed.textContent())?.split(' of ')[1]);
    await listing.choosePageSize('All');
    await expect(page).toHaveURL(/pageSize=All/);
    await expect(listing.displayed).toHaveText(`1–${total} of ${total}`);
    await expect(listing.rows).toHaveCount(total);
    await expect(listing.nextPage).toBeDisabled();
  });

  test('a sortable header toggles desc and asc', async ({ page }) => {
    const listing = new ListingPage(page, 'Bank transfers');
    await listing.open(cashMovement);
    await expect(listing.header('Created')).toHaveAttribute('aria-sort', 'descending');
    await listing.sortBy('Amount');
    await expect(listing.header('Amount')).toHaveAttribute('aria-sort', 'descending');
    await listing.sortBy('Amount');
    await expect(listing.header('Amount')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page).toHaveURL(/sort=Amount&dir=asc/);
  });

  test('the ACH withdrawal watch preset narrows to pending bank withdrawals', async ({ page }) => {
    const listing = new ListingPage(page, 'Bank transfers');
    await listing.open(cashMovement);
    await page.getByRole('button', { name: 'ACH Withdrawal Watch' }).click();
    await expect(page).toHaveURL(/preset=achWithdrawalWatch/);
    await expect(page.getByRole('button', { name: 'ACH Withdrawal Watch' })).toHaveAttribute('aria-pressed', 'true');
    // The fixture world has watched withdrawals; an empty result would prove nothing below.
    await expect(listing.rows.first()).toBeVisible();
    for (const row of (await listing.rows.all()).slice(0, 10)) {
      await expect(row).toContainText('Bank withdrawal');
      await expect(row).toContainText('Pending');
    }
  });

  test("crossing dates warn 'Be Careful With The Date' (spec 5)", async ({ page }) => {
    const listing = new ListingPage(page, 'Trades');
    await listing.open('/app/trades/listing?startDate=2025-06-10');
    await expect.poll(() => listing.dateText('Start date')).toBe('06-10-2025');
    await listing.typeDate('End date', '06012025');
    const dialog = page.getByRole('dialog', { name: 'Be Careful With The Date' });
    await expect(dialog).toContainText('End Date is Before Start Date!');
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(page).not.toHaveURL(/endDate/);
  });

  test('typing 01012020 into an orders end date warns that it is before the start (issue 11)', async ({
    page,
    expectAccessible,
  }) => {
    test.slow(); // two visits, a dialog and an accessibility scan
    const listing = new ListingPage(page, 'All Orders');
    // Spec 9: both dates start at today, so the first of January 2020 is before the start.
    await listing.open('/app/orders/listing');
    const today = await listing.dateText('End date');
    await listing.typeDate('End date', '01012020');
    const dialog = page.getByRole('dialog', { name: 'Be Careful With The Date' });
    await expect(dialog).toContainText('End Date is Before Start Date!');
    await expectAccessible();
    await dialog.getByRole('button', { name: 'OK' }).click();
    await expect(dialog).toBeHidden();
    // The range is left as it was.
    await expect.poll(() => listing.dateText('End date')).toBe(today);
    await expect(page).not.toHaveURL(/endDate/);

    // With the start cleared, the same digits are taken as the end date.
    await listing.goto('/app/orders/listing?startDate=');
    await listing.typeDate('End date', '01012020');
    await expect(page).toHaveURL(/endDate=2020-01-01/);
    await expect.poll(() => listing.dateText('End date')).toBe('01-01-2020');
  });

  test('a copied link reproduces page, size, sort and filters', async ({ page }) => {
    const listing = new ListingPage(page, 'Trades');
    await listing.goto('/app/trades/listing?side=BUY&sort=Amount&dir=asc&pageSize=10&page=2');
    await expect(listing.displayed).toHaveText(/^11–20 of \d+$/);
    await expect(listing.header('Amount')).toHaveAttribute('aria-sort', 'ascending');
    await expect(page.getByRole('combobox', { name: 'Side' })).toHaveText('Buy');
    await expect(listing.rows).toHaveCount(10);
    await listing.expectEveryRow('Buy');
  });

  test('every new listing renders rows for the administrator', async ({ page }) => {
    test.slow(); // ten listings, one after the other
    for (const [path, table] of [
      ['/app/userAccounts/listing', 'Users'],
      ['/app/bankaccounts/listing', 'Bank accounts'],
      ['/app/trades/listing', 'Trades'],
      ['/app/restrictions/listing', 'Restricted Accounts'],
      ['/app/compliance/negativesettledcashreport', 'Negative Settled Cash Report'],
      ['/app/compliance/RestrictedPermissions', 'Restricted Permissions'],
      ['/app/operations/infusionsoftapirequest', 'CRM API Request Log'],
      ['/app/reconciliation/tradereport', 'Trade Report'],
      ['/app/reconciliation/accountbalancereport', 'Account Balance Report'],
      ['/app/orders/listing?startDate=&endDate=', 'All Orders'],
    ] as const) {
      const listing = new ListingPage(page, table);
      await listing.open(path);
      await expect(listing.rows.first()).toBeVisible();
    }
  });

  test('orders: seven tabs, dates today by default, and the Submitted preset (spec 4, 9)', async ({ page }) => {
    const listing = new ListingPage(page, 'All Orders');
    await listing.open('/app/orders/listing');
    await expect(page.getByRole('tab')).toHaveCount(7);
    const start = await listing.dateText('Start date');
    expect(start).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    await expect.poll(() => listing.dateText('End date')).toBe(start);
    await page.getByRole('button', { name: 'Submitted', exact: true }).click();
    await expect(page).toHaveURL(/preset=submitted/);
    await page.getByRole('tab', { name: 'Aggregate Actions' }).click();
    await expect(page.getByRole('table', { name: 'Aggregate Actions' })).toBeVisible();
  });

  test('aggregates: every group comes at once, shown a page at a time with a pager (issue 12)', async ({ page }) => {
    const listing = new ListingPage(page, 'Aggregate Accounts');
    await listing.open('/app/orders/listing?tab=byAccount&startDate=&endDate=');
    await expect(listing.rows).toHaveCount(25);
    const total = Number((await listing.displayed.textContent())?.replace(/^.* of /, '').replace(/,/g, ''));
    expect(total).toBeGreaterThan(25);
    const first = await listing.rows.first().textContent();
    await listing.nextPage.click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(listing.displayed).toHaveText(`26–50 of ${total}`);
    await expect(listing.rows.first()).not.toHaveText(first ?? '');
    await listing.choosePageSize('10');
    await expect(listing.rows).toHaveCount(10);
  });
});
