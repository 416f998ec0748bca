import { expect, test } from '../fixtures';
import { AdminApi } from '../pages/AdminApi';
import { ListingPage } from '../pages/ListingPage';

type Asset = { id: number; symbol: string; isEnabled: boolean; isWhitelist: boolean; name: string };

test.describe('Symbols, Assets Management (spec 2, 7, 8, 9)', () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('10 a page, paged in the browser; a search that finds nothing says No Data Found', async ({
    page,
    expectAccessible,
  }) => {
    // A long journey through dialogs and the API.
    test.slow();
    const assets = new ListingPage(page, 'Assets');
    await assets.open('/app/symbols');
    await expect(assets.displayed).toHaveText('1–10 of 40');
    await expect(assets.rows).toHaveCount(10);
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/v1/Asset/search')) searches.push(request.url());
    });
    await assets.nextPage.click();
    await expect(assets.displayed).toHaveText('11–20 of 40');
    // Spec 9: the paging is client side, so the next page asked the server nothing.
    expect(searches).toEqual([]);
    await assets.choosePageSize('All');
    await expect(assets.rows).toHaveCount(40);
    await page.getByRole('searchbox', { name: 'Search symbol or name' }).fill('zzzz');
    await expect(assets.table.getByText('No Data Found')).toBeVisible();
    await expectAccessible();
  });

  test('edit an asset and find the change in the search, in this session only', async ({ page }) => {
    // A long journey through dialogs and the API.
    test.slow();
    const api = new AdminApi(page);
    const assets = new ListingPage(page, 'Assets');
    await assets.open('/app/symbols');
    await page.getByRole('searchbox', { name: 'Search symbol or name' }).fill('msft');
    await expect(assets.displayed).toHaveText('1–1 of 1');
    const before = (await api.get<Asset[]>('/api/v1/Asset/search?searchTerm=MSFT'))[0] as Asset;

    await page.getByRole('button', { name: 'Edit MSFT' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit MSFT' });
    // The symbol is shown, read-only (reachable and readable, not disabled): it cannot be changed.
    const symbol = dialog.getByRole('textbox', { name: 'Symbol' });
    await expect(symbol).toHaveValue('MSFT');
    await expect(symbol).not.toBeEditable();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Microsoft Corporation (edited)');
    await dialog.getByRole('switch', { name: 'Enabled' }).setChecked(!before.isEnabled);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Updated Sucessfully' })).toBeVisible();
    await expect(dialog).toBeHidden();

    // The search refreshed: the row shows the change; a new search finds it by its new name.
    const row = assets.rows.filter({ hasText: 'MSFT' });
    await expect(row).toContainText('Microsoft Corporation (edited)');
    await expect(row.getByRole('cell').nth(4)).toHaveText(before.isEnabled ? 'No' : 'Yes');
    await page.getByRole('searchbox', { name: 'Search symbol or name' }).fill('(edited)');
    await expect(assets.displayed).toHaveText('1–1 of 1');

    const after = await api.get<Asset>(`/api/v1/Asset/${before.id}`);
    expect(after).toMatchObject({ name: 'Microsoft Corporation (edited)', isEnabled: !before.isEnabled });
    const shared = await api.getInDefaultWorld<Asset>(`/api/v1/Asset/${before.id}`);
    expect(shared.name).toBe(before.name);
  });

  test('a refused edit keeps the dialog open with the server message', async ({ page }) => {
    // A long journey through dialogs and the API.
    test.slow();
    const assets = new ListingPage(page, 'Assets');
    await assets.open('/app/symbols?search=aapl');
    await page.getByRole('button', { name: 'Edit AAPL' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit AAPL' });
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('   ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('This field is required')).toBeVisible();
    await dialog.getByRole('textbox', { name: /^Name/ }).fill('Apple Inc.');
    await dialog.getByRole('switch', { name: 'Blacklisted' }).check();
    await dialog.getByRole('switch', { name: 'Whitelisted' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('An asset cannot be on the blacklist and the whitelist at once.')).toBeVisible();
  });
});
