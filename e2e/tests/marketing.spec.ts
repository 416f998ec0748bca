import type { Response } from '@playwright/test';

import { expect, test } from '../fixtures';
import { ListingPage } from '../pages/ListingPage';

interface Series {
  symbol: string;
  timeZone: string;
  sessionOpen: string;
  sessionClose: string;
  previousClose: number;
  points: { time: string; value: number }[];
}

/** An instant as New York reads it on a 24-hour clock: `09:30`. */
const newYorkTime = (iso: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

const usd = (value: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(value);
const seriesOf = (symbol: string) => (response: Response) =>
  response.url().endsWith(`/api/admin/market-data/${symbol}`) && response.ok();

test.describe('Marketing (spec 2, 9)', { tag: '@offline' }, () => {
  // Signed in from the start, as admin in this test's own session (the sign-in journeys use the page).
  test.use({ account: 'admin' });

  test.beforeEach(async ({ page, shell }) => {
    await page.goto('/');
    await expect(shell.heading).toHaveText('Trading Accounts');
  });

  test('pick a symbol and see its chart with the previous-close line', async ({ page, expectAccessible }) => {
    // Charts of hundreds of points make the accessibility scan slow on a busy machine.
    test.slow();
    const spy = page.waitForResponse(seriesOf('SPY'));
    // The group header opens Marketing at its first child (spec 2).
    await page.getByRole('button', { name: 'Marketing' }).click();
    await expect(page).toHaveURL(/\/app\/marketing\/marketdata$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Market Data');
    await (await spy).json();
    await expect(page.getByRole('table', { name: 'SPY figures' })).toBeVisible();

    // The picker by keyboard: type part of a company name, arrow to the match, Enter.
    const aapl = page.waitForResponse(seriesOf('AAPL'));
    const picker = page.getByRole('combobox', { name: 'Symbol' });
    await picker.focus();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('apple');
    // The match is highlighted (the answer to "apple" has arrived) before Enter picks it.
    await expect(page.getByRole('option', { name: /^AAPL/ })).toHaveClass(/Mui-focused/);
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/symbol=AAPL/);
    const series = (await (await aapl).json()) as Series;

    // The exchange's hours in its time zone: the session opens at 9:30 AM and closes at 4:00 PM in
    // New York, one point a minute from the open to now (or to the close).
    expect(series.timeZone).toBe('America/New_York');
    expect(newYorkTime(series.sessionOpen)).toBe('09:30');
    expect(newYorkTime(series.sessionClose)).toBe('16:00');
    expect(series.points[0]?.time).toBe(series.sessionOpen);
    const times = series.points.map((point) => Date.parse(point.time));
    expect(times.every((time, index) => index === 0 || time - (times[index - 1] ?? 0) === 60_000)).toBe(true);
    expect(times.at(-1)).toBeLessThanOrEqual(Date.parse(series.sessionClose));
    await expect(page.getByText(/to its close at .*04:00\sPM \(New York time\)/)).toBeVisible();
    const figures = page.getByRole('table', { name: 'AAPL figures' });
    await expect(figures.getByRole('row', { name: /Previous close/ })).toContainText(usd(series.previousClose));
    await expect(figures.getByRole('row', { name: /^Last/ })).toContainText(usd(series.points.at(-1)?.value ?? 0));
    // The reference line itself, labelled with the same price, inside the chart.
    const chart = page.locator('svg').filter({ hasText: `Previous close ${usd(series.previousClose)}` });
    await expect(chart).toBeVisible();
    await expect(chart.locator('path[d]').first()).toBeVisible();
    await expectAccessible();
  });

  test('a symbol without market data says so instead of drawing an empty chart', async ({
    page,
    shell,
    expectAccessible,
  }) => {
    await shell.open('/app/marketing/marketdata?symbol=ZZZZ');
    await expect(page.getByRole('status').filter({ hasText: 'There is no market data for ZZZZ.' })).toBeVisible();
    await expect(page.getByLabel('ZZZZ intraday price, with the previous close')).toHaveCount(0);
    await expect(page.getByText('$0.01')).toHaveCount(0);
    await expectAccessible();
    // Back to a symbol of the list: its chart and figures return.
    const picker = page.getByRole('combobox', { name: 'Symbol' });
    await picker.fill('SPY');
    await page.getByRole('option', { name: /^SPY/ }).click();
    await expect(page.getByRole('table', { name: 'SPY figures' })).toBeVisible();
  });

  test('sign-ups per month, then per week, as bars and a table', async ({ page, shell, expectAccessible }) => {
    // Charts of hundreds of points make the accessibility scan slow on a busy machine.
    test.slow();
    const sums = page.waitForResponse((r) => r.url().includes('/api/admin/reports/sign-ups') && r.ok());
    await shell.open('/app/marketing/authentication');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Authentication');
    const report = (await (await sums).json()) as { buckets: { signUps: number }[] };
    const total = report.buckets.reduce((sum, bucket) => sum + bucket.signUps, 0);
    await expect(page.getByText(new RegExp(`^In this range: ${total} sign-ups, `))).toBeVisible();
    const table = new ListingPage(page, 'Sign-ups');
    await expect(table.rows).toHaveCount(report.buckets.filter((bucket) => bucket.signUps > 0).length);

    await page.getByRole('button', { name: 'Week' }).click();
    await expect(page).toHaveURL(/interval=week/);
    await expect(page.getByRole('heading', { name: 'Sign-ups per week' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Week' })).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible();
  });
});
