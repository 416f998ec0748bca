import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/ListingPage';

test.describe('Dashboard (spec 2)', { tag: '@offline' }, () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('the logo opens the dashboard, and a card opens its listing filtered', async ({ page, expectAccessible }) => {
    // Charts of hundreds of points make the accessibility scan slow on a busy machine.
    test.slow();
    await page.getByRole('link', { name: /Back Office Console/ }).click();
    await expect(page).toHaveURL(/\/app\/dashboard\/listing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard');
    const card = page.getByRole('link', { name: /^Pending transfers/ });
    const figure = Number((await card.innerText()).replace(/\D/g, ''));
    expect(figure).toBeGreaterThan(0);
    await expect(page.getByText(/^Previous close \$/)).toBeVisible();
    await expectAccessible();

    await card.click();
    await expect(page).toHaveURL(/\/app\/cashMovement\/listing\?status=Pending$/);
    const transfers = new ListingPage(page, 'Bank transfers');
    await transfers.settled();
    await expect(transfers.displayed).toHaveText(new RegExp(`of ${figure}$`));
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveText('Pending');
  });

  test('an onboarding status opens the users listing at that status', async ({ page, shell }) => {
    // Two screens, each loading its own world offline.
    test.slow();
    await shell.open('/app/dashboard/listing');
    const row = page.getByRole('table', { name: 'Customers per onboarding status' }).getByRole('row', {
      name: /^Funding pending/,
    });
    const figure = Number((await row.getByRole('cell').innerText()).replace(/\D/g, ''));
    // The status by its label (issue 30); the link keeps the value as spelt.
    await row.getByRole('link', { name: 'Funding pending' }).click();
    await expect(page).toHaveURL(/\/app\/userAccounts\/listing\?onboardingStatus=Funding\+Pending$/);
    const users = new ListingPage(page, 'Users');
    await users.settled();
    await expect(users.displayed).toHaveText(new RegExp(`of ${figure}$`));
  });

  test('the ACH withdrawal watch card opens cash movement with the preset', async ({ page, shell }) => {
    // Two screens, each loading its own world offline.
    test.slow();
    await shell.open('/app/dashboard/listing');
    const card = page.getByRole('link', { name: /^ACH withdrawal watch/ });
    const figure = Number((await card.innerText()).replace(/\D/g, ''));
    await card.click();
    await expect(page).toHaveURL(/preset=achWithdrawalWatch/);
    const transfers = new ListingPage(page, 'Bank transfers');
    await transfers.settled();
    await expect(transfers.displayed).toHaveText(new RegExp(`of ${figure}$`));
    await expect(page.getByRole('button', { name: /ACH withdrawal watch/i })).toHaveAttribute('aria-pressed', 'true');
  });
});
