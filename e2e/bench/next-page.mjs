// Measures, in Chromium, how long the Cash Movement listing takes from a click
// on "Go to next page" to the next page's rows (issues 7 and 12), at a reader's
// pace (the next page prefetched) and with rapid clicks. Not a test: the
// figures go to docs/benchmarks.md through scripts/bench-ui.sh.
//
// Usage: node e2e/bench/next-page.mjs <base URL> [clicks]
import process from 'node:process';

import { chromium } from 'playwright';

import { fullChromiumLaunchOptions } from '../chromium.mjs';

const base = process.argv[2];
const clicks = Number(process.argv[3] ?? 20);
const browser = await chromium.launch(fullChromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
await page.goto(`${base}/signin`);
await page.getByRole('textbox', { name: 'Username' }).fill('admin');
await page.getByLabel('Password', { exact: true }).fill('password');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { name: 'Trading Accounts' }).waitFor();
await page.goto(`${base}/app/cashMovement/listing`);
const table = page.getByRole('table', { name: 'Bank transfers' });
await page.getByText(/^1–25 of [\d,]+$/).waitFor({ timeout: 60_000 });

// The pages the browser has received (the prefetch of the next one included).
const received = new Set();
page.on('response', (response) => {
  const url = new URL(response.url());
  if (url.pathname === '/api/admin/transfers') received.add(Number(url.searchParams.get('page') ?? 1));
});

/** Clicks "Go to next page" and times, in the page, the click to the first row of the next page. */
const clickToRows = () =>
  table.evaluate(
    (element) =>
      new Promise((resolve) => {
        const firstRow = () => element.querySelector('tbody tr:not([data-testid])')?.textContent ?? '';
        const before = firstRow();
        const button = document.querySelector('button[aria-label="Go to next page"]');
        const start = performance.now();
        const observer = new MutationObserver(() => {
          const now = firstRow();
          if (now && now !== before) {
            observer.disconnect();
            resolve(performance.now() - start);
          }
        });
        observer.observe(element, { subtree: true, childList: true, characterData: true });
        button.click();
      }),
  );

// A reader's pace: each page is read until the next one has been prefetched,
// then "Go to next page" is clicked (issue 12: rows within one frame).
const read = [];
for (let click = 0; click < clicks; click += 1) {
  const next = click + 2;
  const deadline = Date.now() + 30_000;
  while (!received.has(next) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
  read.push(await clickToRows());
}
// Rapid clicks: the next click as soon as rows show, the prefetch maybe still
// under way (the worst case, and issue 7's original measure).
const rapid = [];
for (let click = 0; click < clicks; click += 1) rapid.push(await clickToRows());
await browser.close();
const stats = (times) => {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return { median: at(0.5), p90: at(0.9), max: sorted[sorted.length - 1] };
};
process.stdout.write(`${JSON.stringify({ clicks, read: stats(read), rapid: stats(rapid) })}\n`);
