import { expect, test } from '../fixtures';

// Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
test.use({ account: 'admin' });

test(
  'Arabic turns the whole console right to left, and the choice is kept',
  { tag: '@offline' },
  async ({ page, shell, expectAccessible }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
    const drawer = page.locator('#app-drawer .MuiDrawer-paper');
    expect((await drawer.boundingBox())?.x).toBe(0);

    await shell.chooseLanguage('English', 'العربية');

    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('حسابات التداول');
    await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
    // The drawer is mirrored to the right edge.
    const viewport = page.viewportSize();
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(viewport?.width);
    await expectAccessible();

    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.getByRole('button', { name: /: العربية$/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(shell.heading).toHaveText('Trading Accounts');
  },
);

test('every language names the shell in its own words', { tag: '@offline' }, async ({ page, shell }) => {
  await page.goto('/');
  await expect(shell.heading).toHaveText('Trading Accounts');
  const expected: [string, string, string][] = [
    ['English', '中文', '交易账户'],
    ['中文', 'Español', 'Cuentas de trading'],
    ['Español', 'Français', 'Comptes de trading'],
    ['Français', 'Italiano', 'Conti di trading'],
    ['Italiano', 'English', 'Trading Accounts'],
  ];
  for (const [from, to, heading] of expected) {
    await shell.chooseLanguage(from, to);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  }
});
