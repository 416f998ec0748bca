import { expect, test } from '../fixtures';

/** MM/DD/YYYY hh:mm A as an instant, read as if it were UTC. */
function parseShown(text: string): number {
  const match = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2}) (AM|PM)$/.exec(text.trim());
  if (!match) throw new Error(`${text} is not MM/DD/YYYY hh:mm A`);
  const [, mm, dd, yyyy, hh, min, half] = match;
  const hours = (Number(hh) % 12) + (half === 'PM' ? 12 : 0);
  return Date.UTC(Number(yyyy), Number(mm) - 1, Number(dd), hours, Number(min));
}

// Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
test.use({ account: 'admin' });

test(
  'choosing a time zone shifts every date and is kept',
  { tag: '@offline' },
  async ({ page, shell, tradingAccountsPage }) => {
    await page.goto('/');
    await expect(tradingAccountsPage.rows).toHaveCount(26);
    const created = tradingAccountsPage.table.getByRole('row').nth(1).getByRole('cell').last();

    // The plain UTC entry is the one without a city.
    await shell.chooseTimeZone('utc+00:00', /^UTC\+00:00 [^(]*$/);
    await expect(page.getByRole('button', { name: 'Time zone: UTC+00:00' })).toBeVisible();
    const inUtc = parseShown(await created.innerText());

    // Search is trimmed and lower-cased (spec 2).
    await shell.chooseTimeZone('  TOKYO ');
    await expect(page.getByRole('button', { name: 'Time zone: UTC+09:00' })).toBeVisible();
    await expect.poll(async () => parseShown(await created.innerText()) - inUtc).toBe(9 * 3_600_000);
    expect(
      await page.evaluate(() => [localStorage.getItem('user_timezone'), localStorage.getItem('offset_time')]),
    ).toEqual(['Asia/Tokyo', '+09:00']);

    await page.reload();
    await expect(page.getByRole('button', { name: 'Time zone: UTC+09:00' })).toBeVisible();
    await page.getByRole('button', { name: 'Time zone: UTC+09:00' }).click();
    await expect(
      page.getByRole('dialog', { name: /^Time zone/ }).getByRole('button', { name: /Tokyo/ }),
    ).toHaveAttribute('aria-current', 'true');
  },
);
