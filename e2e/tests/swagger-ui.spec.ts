import { type Locator, type Page, expect, test } from '@playwright/test';

/** Swagger UI's dialog of authorizations (its markup gives it no dialog role). */
function authorizations(page: Page): Locator {
  return page.locator('.modal-ux').filter({ has: page.getByRole('heading', { name: 'Available authorizations' }) });
}

/** The OAuth2 password flow's form in that dialog. */
function signInForm(page: Page): Locator {
  return authorizations(page)
    .locator('.auth-container')
    .filter({ has: page.getByRole('heading', { name: /signIn \(OAuth2, password\)/ }) });
}

async function openAuthorizations(page: Page) {
  await page
    .getByRole('button', { name: /^Authorize/ })
    .first()
    .click();
  await expect(signInForm(page)).toBeVisible();
}

test.describe('Swagger UI for a newcomer (issue 11)', { tag: '@offline' }, () => {
  test('Authorize signs in as admin/password, Try it out on a listing answers 200, and a reload keeps it', async ({
    page,
  }) => {
    // A long journey through Swagger UI's large page.
    test.slow();
    await page.goto('/swagger-ui/');
    // Its 1.5 MB of script draws the heading in more than the default 15 s under the suite's load (offline).
    await expect(page.getByRole('heading', { name: /Brokerage back-office console API/ })).toBeVisible({
      timeout: 30_000,
    });

    await openAuthorizations(page);
    const form = signInForm(page);
    // The console's client id and scopes are filled in already: a demo account is all one types.
    await expect(form.getByLabel('client_id:')).toHaveValue('brokerage.mobile');
    // Swagger UI draws its own boxes over visually hidden checkboxes.
    await expect(form.getByRole('checkbox', { name: /brokerage\.api/, includeHidden: true })).toBeChecked();
    await form.getByLabel('username:').fill('admin');
    await form.getByLabel('password:').fill('password');
    await form.getByRole('button', { name: 'Apply given OAuth2 credentials' }).click();
    await expect(form.getByRole('heading', { name: 'Authorized' })).toBeVisible();
    await form.getByRole('button', { name: 'Close' }).click();

    const listing = page.locator('#operations-transfers-listTransfers');
    // The operation's summary: the first of its two expanding buttons.
    await listing.getByRole('button', { expanded: false }).first().click();
    await listing.getByRole('button', { name: 'Try it out' }).click();
    await listing.getByRole('button', { name: 'Execute' }).click();
    // The server's answer, under "Server response" (the documented ones follow it).
    const answer = listing.locator('.live-responses-table tbody .response-col_status');
    await expect(answer).toHaveText('200');
    await expect(listing.locator('.curl-command')).toContainText('Authorization: Bearer');

    // persistAuthorization: a reload keeps the sign-in.
    await page.reload();
    await openAuthorizations(page);
    await expect(signInForm(page).getByRole('heading', { name: 'Authorized' })).toBeVisible();
  });
});
