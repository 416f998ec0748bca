import type { Locator } from '@playwright/test';

import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/ListingPage';

/** How much wider a table is than the box it scrolls in (0 when it fits). */
const overflowOf = (table: Locator) =>
  table.evaluate((element) => {
    const box = element.parentElement as HTMLElement;
    return element.scrollWidth - box.clientWidth;
  });

test.describe('tables fit their box (issue 23, item 6)', { tag: '@offline' }, () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test('at 1440x900 the User Accounts table fits, with phone numbers on one line and Created whole', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const users = new ListingPage(page, 'Users');
    await users.goto('/app/userAccounts/listing');
    await expect(users.rows.first()).toBeVisible();
    expect(await overflowOf(users.table)).toBeLessThanOrEqual(0);
    // Each phone number is one line: its text has a single box, not one per group.
    const headers = await users.table.getByRole('columnheader').allTextContents();
    const phone = users.rows.first().getByRole('cell').nth(headers.indexOf('Phone'));
    await expect(phone).toHaveText(/^\+\d[\d ]+$/);
    const phoneLines = await phone.evaluate((cell) => {
      const range = document.createRange();
      range.selectNodeContents(cell);
      return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
    });
    expect(phoneLines).toBe(1);
    // Created, the last column, ends inside the table's box.
    const created = users.table.getByRole('columnheader', { name: 'Created' });
    const [cell, box] = await Promise.all([
      created.boundingBox(),
      users.table.evaluate((element) => (element.parentElement as HTMLElement).getBoundingClientRect().toJSON()),
    ]);
    expect((cell?.x ?? 0) + (cell?.width ?? 0)).toBeLessThanOrEqual(box.x + box.width + 1);
  });

  test('at 390 px the roles table needs no sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/app/manageRoles');
    const roles = page.getByRole('table', { name: 'Roles' });
    await expect(roles.getByRole('row', { name: /operations analyst/i })).toBeVisible();
    expect(await overflowOf(roles)).toBeLessThanOrEqual(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every action stays on screen.
    const remove = roles.getByRole('button', { name: /^Delete / }).first();
    const bounds = await remove.boundingBox();
    expect((bounds?.x ?? 0) + (bounds?.width ?? 0)).toBeLessThanOrEqual(390);
  });
});
