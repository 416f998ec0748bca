import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/ListingPage';

test.describe('detail screens (issue 13)', () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('a transfer opened from a filtered second page goes Back To Listing with its filter and page', async ({
    page,
    expectAccessible,
  }) => {
    const listing = new ListingPage(page, 'Bank transfers');
    await listing.open('/app/cashMovement/listing?status=Complete');
    await listing.nextPage.click();
    await expect(listing.displayed).toHaveText(/^26–50 of \d+$/);
    const link = listing.rows.first().getByRole('link').first();
    const id = (await link.textContent())?.trim() ?? '';
    await link.click();

    await expect(page.getByRole('heading', { level: 1, name: 'Transfers Listing Details' })).toBeVisible();
    const transfer = page.getByRole('region', { name: 'Transfer' });
    await expect(transfer).toContainText(id);
    await expect(transfer).toContainText('Complete');
    await expectAccessible();

    await page.getByRole('link', { name: 'Back To Listing' }).click();
    await expect(page).toHaveURL(/\/app\/cashMovement\/listing\?.*status=Complete/);
    await expect(page).toHaveURL(/page=2/);
    await expect(listing.displayed).toHaveText(/^26–50 of \d+$/);
  });

  test('an unknown transfer is not found', async ({ page, shell }) => {
    await shell.open('/app/cashMovement/details?transferId=999999999');
    await expect(page.getByText('There is no transfer with the id 999999999.')).toBeVisible();
  });

  test('a reviewer passes a bank account by hand, confirmed; the new state shows at once and stays', async ({
    page,
    shell,
  }) => {
    await shell.open('/app/bankaccounts/account?bankAccountId=400000');
    const review = page.getByRole('region', { name: 'Review' });
    await expect(review).toBeVisible();
    await page.getByRole('button', { name: 'P · Manual Pass' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Change the review?' });
    await expect(dialog).toContainText('Set the manual override of bank account 400000 to P · Manual Pass?');
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Updated Sucessfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'P · Manual Pass', pressed: true })).toBeVisible();
    await expect(review).toContainText('P · Manual Pass');

    // The server keeps it: a reload shows the same override.
    await page.reload();
    await expect(page.getByRole('button', { name: 'P · Manual Pass', pressed: true })).toBeVisible();

    // Pressing the active override again offers to clear it, never to set it again; Cancel keeps it.
    await page.getByRole('button', { name: 'P · Manual Pass', pressed: true }).click();
    await expect(dialog).toContainText('Clear the manual override of bank account 400000?');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'P · Manual Pass', pressed: true })).toBeVisible();
  });
});
