// Measures, in Chromium, that long work leaves the page responsive (issue 26.2):
// the User and Asset Report's download at the default scale (10,000
// customers) and the CSV export of a 10,000-row listing, each from the click
// to the file, with every main-thread task over 50 ms caught by a
// PerformanceObserver of type "longtask". Not a test: scripts/bench-load.sh
// writes the figures to docs/benchmarks.md.
//
// Usage: node e2e/bench/responsive.mjs <base URL> [rounds]
import process from 'node:process';

import { chromium } from 'playwright';

import { fullChromiumLaunchOptions } from '../chromium.mjs';

const base = process.argv[2];
const rounds = Number(process.argv[3] ?? 3);
const browser = await chromium.launch(fullChromiumLaunchOptions);
const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, acceptDownloads: true });
await context.addInitScript(() => {
  localStorage.setItem('tour_done', 'true');
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
});
const page = await context.newPage();
await page.goto(`${base}/signin`);
await page.getByRole('textbox', { name: 'Username' }).fill('admin');
await page.getByLabel('Password', { exact: true }).fill('password');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { name: 'Trading Accounts' }).waitFor({ timeout: 60_000 });

/** Clicks `button`, waits for the download, and returns the time to it and the longest task meanwhile. */
async function timedDownload(button) {
  await page.evaluate(() => (window.longTasks = []));
  const started = Date.now();
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 120_000 }), button.click()]);
  const ms = Date.now() - started;
  const bytes = (await import('node:fs')).statSync(await download.path()).size;
  // A task still running when the download fired is reported once it ends.
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(() => window.longTasks);
  return { ms, bytes, longest: Math.max(0, ...tasks), over200: tasks.filter((duration) => duration > 200).length };
}

const report = [];
const csv = [];
for (let round = 0; round < rounds; round += 1) {
  await page.goto(`${base}/app/user&AssetReport`);
  await page.getByRole('button', { name: 'Generate' }).click();
  await page.getByText(/^Customers: [\d,]+\. Total net liquidity: /).waitFor({ timeout: 60_000 });
  report.push(await timedDownload(page.getByRole('button', { name: 'Download UserAssetReport.xlsb' })));

  // The user accounts listing: one row per customer, all 10,000 of them in the export.
  await page.goto(`${base}/app/userAccounts/listing`);
  await page.getByText(/^1–25 of [\d,]+$/).waitFor({ timeout: 60_000 });
  csv.push(await timedDownload(page.getByRole('button', { name: 'Export CSV' })));
}
const customers = await page.evaluate(() => document.body.innerText.match(/of ([\d,]+)/)?.[1] ?? '');
await browser.close();

const summary = (runs) => {
  const sorted = (key) => runs.map((run) => run[key]).sort((a, b) => a - b);
  return {
    medianMs: sorted('ms')[Math.floor(runs.length / 2)],
    maxMs: Math.max(...sorted('ms')),
    longestTask: Math.max(...sorted('longest')),
    tasksOver200: runs.reduce((sum, run) => sum + run.over200, 0),
    bytes: runs[0].bytes,
  };
};
process.stdout.write(`${JSON.stringify({ rounds, customers, report: summary(report), csv: summary(csv) })}\n`);
