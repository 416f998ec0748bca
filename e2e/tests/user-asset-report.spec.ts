import { readFile } from 'node:fs/promises';

import { read, utils } from '@e965/xlsx';

import { expect, test } from '../fixtures';
import { AdminApi } from '../pages/AdminApi';

test.describe('User and Asset Report (spec 2, 3, 7)', () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('generate, preview, download UserAssetReport.xlsb and read its data sheet back', async ({
    page,
    shell,
    expectAccessible,
  }) => {
    // A long journey through dialogs and the API.
    test.slow();
    await shell.open('/app/user&AssetReport?startDate=2025-01-01&endDate=2025-12-31');
    // The date field's month, day and year sections (MUI X).
    await expect(page.getByRole('group', { name: 'Start date' }).getByRole('spinbutton')).toHaveText([
      '01',
      '01',
      '2025',
    ]);
    const download = page.getByRole('button', { name: 'Download UserAssetReport.xlsb' });
    await expect(download).toBeDisabled();
    // SheetJS loads only when a download is asked for, in the worker that builds the workbook.
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    const sheetJs = (url: string) => /xlsx|report\.worker/i.test(url);
    await page.getByRole('button', { name: 'Generate' }).click();
    const summary = page.getByText(/^Customers: (\d+)\. Total net liquidity: /);
    await expect(summary).toBeVisible();
    const count = Number((await summary.textContent())?.match(/^Customers: (\d+)/)?.[1]);
    expect(count).toBeGreaterThan(0);
    const preview = page.getByRole('table', { name: 'Report preview' });
    await expect(preview.getByRole('columnheader')).toHaveText([
      'S.No',
      'First Name',
      'Last Name',
      'Email',
      'Start Date',
      'Total Net Liquidity',
    ]);
    expect(requested.filter(sheetJs)).toEqual([]);
    await expectAccessible();

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('UserAssetReport.xlsb');
    expect(requested.some(sheetJs)).toBe(true);
    // Done: the button is back and the progress gone.
    await expect(download).toBeEnabled();
    await expect(page.getByRole('progressbar', { name: 'Preparing UserAssetReport.xlsb' })).toHaveCount(0);
    const book = read(await readFile(await file.path()), { type: 'buffer', cellDates: true });
    expect(book.SheetNames).toEqual(['data']);
    const sheet = book.Sheets.data;
    if (!sheet) throw new Error('no data sheet');
    const rows = utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true });
    expect(rows[0]).toEqual(['S.No', 'First Name', 'Last Name', 'Email', 'Start Date', 'Total Net Liquidity']);
    expect(rows).toHaveLength(count + 1);

    // The sheet holds what the API answered, row for row.
    const text = await new AdminApi(page).get<string>(
      '/api/admin/user-asset-report?startDate=2025-01-01&endDate=2025-12-31',
    );
    const lines = text
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(';'));
    expect(lines).toHaveLength(count);
    const first = rows[1] as [number, string, string, string, Date, number];
    const [no, firstName, lastName, email, start, total] = lines[0] as string[];
    expect(first.slice(0, 4)).toEqual([Number(no), firstName, lastName, email]);
    expect(first[4].toISOString().slice(0, 10)).toBe(start);
    expect(first[5]).toBe(Number(total));
    for (const [index, line] of lines.entries()) expect((rows[index + 1] as unknown[])[3]).toBe(line[3]);
  });

  test('a report that cannot be made says so, naming the report', async ({ page, shell }) => {
    // A long journey through dialogs and the API.
    test.slow();
    // The server refuses an end before the start (a 400): the page names the report, not another one.
    await shell.open('/app/user&AssetReport?startDate=2025-06-01&endDate=2025-01-01');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByText(/^An error occured on getting User and Asset Report data\./)).toBeVisible();
    await expect(page.getByText(/OnBoarding Status/)).toHaveCount(0);
  });
});
