import { readFile } from 'node:fs/promises';

import { expect, test } from '../fixtures';

test.describe('CSV export of a listing (spec 8, issue 26)', () => {
  test.use({ account: 'admin' });

  test('exports every row of the filter, read in a worker, and the page answers meanwhile', async ({ page, shell }) => {
    await page.goto('/app/userAccounts/listing');
    await expect(shell.heading).toHaveText('User Accounts');
    const range = page.getByText(/^1–\d+ of [\d,]+$/);
    await expect(range).toBeVisible();
    const count = Number((await range.textContent())?.match(/of ([\d,]+)$/)?.[1]?.replace(/,/g, ''));
    expect(count).toBeGreaterThan(25);

    // Every row (pageSize=All) comes in one answer, which a worker parses off the page's thread.
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const file = await (await download).path();
    expect(workers.some((url) => /json\.worker/.test(url))).toBe(true);

    const lines = (await readFile(file, 'utf8'))
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    // A header line, then one line per row of the listing.
    expect(lines).toHaveLength(count + 1);
    expect(lines[0]).toMatch(/^[^,]+(,[^,]+)+$/);
    // The page is still the listing, usable: the pager turns.
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect(page.getByText(/^26–\d+ of [\d,]+$/)).toBeVisible();
  });
});
