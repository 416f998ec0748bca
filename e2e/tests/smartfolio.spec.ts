import { expect, test } from '../fixtures';
import { AdminApi } from '../pages/AdminApi';
import { ListingPage } from '../pages/ListingPage';

type Smartfolio = { smartfolioId: number; title: string; symbol: string; minimumInvested: number };
type Positions = { data: { smartfolioId: number }[]; totalMatch: number; totalInvested: number };

test.describe('Smartfolio (spec 2, 3, 7, 9)', () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  // Each journey loads its own screen first: no landing screen drawn only to leave it.
  test.use({ account: 'admin' });

  test('the smartfolio menu opens Symbol Strategies with the active strategies as spelt', async ({
    page,
    expectAccessible,
  }) => {
    const strategies = new ListingPage(page, 'Active symbol strategies');
    await strategies.goto('/app/smartfolio');
    await expect(page).toHaveURL(/\/app\/smartfolio\/symbolStrategies$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Symbol Strategies' })).toBeVisible();
    await strategies.chooseFilter('Strategy', 'SPY+');
    await strategies.expectEveryRow('SPY+');
    await expectAccessible();
  });

  test(
    'edit a smartfolio aggressiveness on the slider and see its new label',
    { tag: '@offline' },
    async ({ page, expectAccessible }) => {
      // Two accessibility scans and a dialog on a shared 2-core machine.
      test.slow();
      await page.goto('/app/smartfolio/designer');
      const card = page.getByRole('article', { name: 'Core Income' });
      await expect(card).toBeVisible();
      await expectAccessible();
      await card.getByRole('button', { name: 'Edit Core Income' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Core Income' });
      const slider = dialog.getByRole('slider', { name: /Aggressiveness/ });
      await expect(slider).toBeVisible();
      await expectAccessible();
      await slider.focus();
      // From whatever it was, down to 0 with Home, then up to 10 with End: the label follows as it moves.
      await page.keyboard.press('Home');
      await expect(slider).toHaveAttribute('aria-valuenow', '0');
      await expect(dialog.getByText('0 · Conservative', { exact: true })).toBeVisible();
      await page.keyboard.press('End');
      await expect(slider).toHaveAttribute('aria-valuenow', '10');
      await expect(dialog.getByText('10 · Aggressive+', { exact: true })).toBeVisible();
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(slider).toHaveAttribute('aria-valuenow', '8');
      await expect(dialog.getByText('8 · Aggressive', { exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Core Income updated successfully' })).toBeVisible();
      await expect(dialog).toBeHidden();
      // The card shows the label the server stored.
      await expect(card).toContainText('8 / 10 · Aggressive');
      await expect(card.getByRole('progressbar', { name: 'Aggressiveness 8 of 10, Aggressive' })).toBeVisible();
    },
  );

  test(
    "every designer card shows its picture, served by the console's own origin",
    { tag: '@offline' },
    async ({ page, expectAccessible }) => {
      // Twelve lazy pictures scrolled into view and an accessibility scan on a shared 2-core machine.
      test.slow();
      const blocked: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') blocked.push(message.text());
      });
      await page.goto('/app/smartfolio/designer');
      const cards = page.getByRole('article');
      await expect(cards).toHaveCount(12);
      for (const card of await cards.all()) {
        await card.scrollIntoViewIfNeeded();
        const image = card.getByRole('img').first();
        await expect(image).toHaveAttribute('src', /^\/images\/smartfolios\/\d+\/card\.svg$/);
        await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
      }
      await expect(page.getByText('Image unavailable')).toHaveCount(0);
      expect(blocked.filter((text) => /Content Security Policy|Failed to load resource/.test(text))).toEqual([]);
      await expectAccessible();
    },
  );

  test('a bad edit shows the field messages and sends nothing until fixed', async ({ page }) => {
    const api = new AdminApi(page);
    await page.goto('/app/smartfolio/designer');
    const card = page.getByRole('article', { name: 'Core Growth' });
    await card.getByRole('button', { name: 'Edit Core Growth' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Core Growth' });
    const minimum = dialog.getByRole('textbox', { name: /^Minimum invested/ });
    // Spec 9: the sample minimum is 500.
    await expect(minimum).toHaveValue('500');
    await expect(dialog.getByText('For example 500, the sample minimum')).toBeVisible();
    await minimum.fill('0');
    // An image on another host: the console's policy (img-src 'self') would never show it.
    await dialog.getByRole('textbox', { name: /^Card image URL/ }).fill('https://cdn.brokerage.example/card.png');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter an amount above 0')).toBeVisible();
    await expect(
      dialog.getByText('Use an image of this server: the console shows images from its own address only', {
        exact: true,
      }),
    ).toBeVisible();
    // The first failing field in the form's order takes the focus.
    await expect(dialog.getByRole('textbox', { name: /^Card image URL/ })).toBeFocused();
    // A symbol the asset list lacks: only the server knows, and its words show on the field.
    await minimum.fill('750');
    await dialog.getByRole('textbox', { name: /^Card image URL/ }).fill('/images/smartfolios/2/card.svg');
    await dialog.getByRole('textbox', { name: /^Symbol/ }).fill('ZZZZ');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Choose a symbol of the asset list.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    // Nothing was stored: the refused saves changed nothing.
    const stored = (await api.get<Smartfolio[]>('/api/admin/smartfolios')).find((s) => s.title === 'Core Growth');
    expect(stored).toMatchObject({ symbol: 'SPY', minimumInvested: 500 });
    await expect(card).toContainText('$500.00');
  });

  test(
    'create an override, see it listed at once, then delete it after confirming',
    { tag: '@offline' },
    async ({ page, expectAccessible }) => {
      // Two accessibility scans, two dialogs and a confirmation on a shared 2-core machine.
      test.slow();
      const overrides = new ListingPage(page, 'Weight overrides');
      await overrides.goto('/app/smartfolio/overrides');
      await expectAccessible();
      await page.getByRole('button', { name: 'Add override' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add an override' });
      await expect(dialog.getByRole('textbox', { name: /^Reason/ })).toBeVisible();
      await expectAccessible();
      await dialog.getByRole('combobox', { name: /^Smartfolio/ }).click();
      await page.getByRole('option', { name: 'Oil Momentum' }).click();
      await dialog.getByRole('textbox', { name: /^Symbol/ }).fill('xle');
      // Out of range: the server's words show on the weight field.
      await dialog.getByRole('textbox', { name: /^Weight/ }).fill('1.5');
      await dialog.getByRole('textbox', { name: /^Reason/ }).fill('Refinery outage');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByText('Use a weight from 0 to 1.')).toBeVisible();
      await dialog.getByRole('textbox', { name: /^Weight/ }).fill('0.125');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Override created successfully' })).toBeVisible();
      await expect(dialog).toBeHidden();

      // Newest first: the new override heads the list, without a reload.
      const created = overrides.rows.first();
      await expect(created).toContainText('Oil Momentum');
      await expect(created).toContainText('XLE');
      await expect(created).toContainText('12.5%');
      await expect(created).toContainText('Refinery outage');

      await page.getByRole('button', { name: 'Delete the override of XLE in Oil Momentum' }).click();
      const confirm = page.getByRole('alertdialog', { name: 'Delete this override?' });
      await expect(confirm).toContainText('XLE goes back to its strategy weight in Oil Momentum instead of 12.5%');
      // Cancel keeps it.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(overrides.rows.filter({ hasText: 'Refinery outage' })).toHaveCount(1);
      await page.getByRole('button', { name: 'Delete the override of XLE in Oil Momentum' }).click();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(page.getByRole('alert').filter({ hasText: 'Override deleted successfully' })).toBeVisible();
      await expect(overrides.rows.filter({ hasText: 'Refinery outage' })).toHaveCount(0);
    },
  );

  test('positions filtered by a smartfolio, with the totals of that smartfolio', async ({ page, expectAccessible }) => {
    const positions = new ListingPage(page, 'Smartfolio positions');
    await positions.goto('/app/smartfolio/position');
    const api = new AdminApi(page);
    const smartfolios = await api.get<Smartfolio[]>('/api/admin/smartfolios');
    const gold = smartfolios.find((s) => s.title === 'Gold Hedge') as Smartfolio;
    const expected = await api.get<Positions>(
      `/api/admin/smartfolios/positions?smartfolioId=${gold.smartfolioId}&pageSize=1`,
    );
    await positions.chooseFilter('Smartfolio', 'Gold Hedge');
    await expect(page).toHaveURL(new RegExp(`smartfolioId=${gold.smartfolioId}`));
    await expect(positions.displayed).toHaveText(new RegExp(`of ${expected.totalMatch.toLocaleString('en-US')}$`));
    await positions.expectEveryRow('Gold Hedge');
    const totals = page.getByRole('region', { name: 'Totals of the matching holdings' });
    await expect(totals).toContainText(expected.totalMatch.toLocaleString('en-US'));
    await expect(totals).toContainText(
      expected.totalInvested.toLocaleString('en-US', { style: 'currency', currency: 'USD' }),
    );
    // Sorting changes the page, not the totals.
    await positions.sortBy('Invested');
    await expect(positions.header('Invested')).toHaveAttribute('aria-sort', /ascending|descending/);
    await expect(totals).toContainText(expected.totalMatch.toLocaleString('en-US'));
    await expectAccessible();
  });
});
