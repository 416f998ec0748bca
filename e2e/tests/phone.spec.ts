import type { Locator } from '@playwright/test';

import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/ListingPage';

test.use({ viewport: { width: 390, height: 844 } });

/** Whether a control lies wholly inside the 390 px wide viewport (not off either edge). */
async function expectOnScreen(control: Locator) {
  await control.scrollIntoViewIfNeeded();
  const box = (await control.boundingBox()) ?? { x: -1, width: 0 };
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
}

test.describe('a listing on a phone (issue 12)', { tag: '@offline' }, () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('pages at 390 px in English', async ({ page }) => {
    const listing = new ListingPage(page, 'Bank transfers');
    await listing.open('/app/cashMovement/listing');
    await expect(listing.displayed).toHaveText(/^1–25 of \d+$/);
    await expectOnScreen(listing.nextPage);
    await listing.nextPage.click();
    await expect(listing.displayed).toHaveText(/^26–50 of \d+$/);
    await expect(page).toHaveURL(/page=2/);
    // The page itself never scrolls sideways: only the rows do, in their own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('pages at 390 px in Arabic, the pager on screen right to left', async ({ page }) => {
    await page.evaluate(() => localStorage.setItem('locale', 'ar'));
    await page.goto('/app/cashMovement/listing');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const displayed = page.getByText(/^\d+–\d+ من \d+$/);
    await expect(displayed).toHaveText(/^1–25 من \d+$/);
    const next = page.getByRole('button', { name: 'الانتقال إلى الصفحة التالية' });
    await expectOnScreen(next);
    await next.click();
    await expect(displayed).toHaveText(/^26–50 من \d+$/);
    await expect(page).toHaveURL(/page=2/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('filters wait in a drawer on a phone, and apply as they are chosen', async ({ page }) => {
    const listing = new ListingPage(page, 'Bank transfers');
    await listing.open('/app/cashMovement/listing');
    // No filter takes the screen: one button opens them.
    await expect(page.getByRole('combobox', { name: 'Status' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Filters' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await expect(page).toHaveURL(/status=Pending/);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
    await listing.settled();
    await listing.expectEveryRow('Pending');
    await expectOnScreen(listing.nextPage);
  });
});
