// Measures, in Chromium, how long the Cash Movement listing takes from a click
// on "Go to next page" to the next page's rows (issue 7). Not a test: the
// figures go to docs/benchmarks.md through scripts/bench-ui.sh.
//
// Usage: node e2e/bench/next-page.mjs <base URL> [clicks]
import process from 'node:process';

import { chromium } from 'playwright';

const base = process.argv[2];
const clicks = Number(process.argv[3] ?? 20);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--headless',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
await page.goto(`${base}/signin`);
await page.getByRole('textbox', { name: 'Username' }).fill('admin');
await page.getByLabel('Password', { exact: true }).fill('password');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { name: 'Trading Accounts' }).waitFor();
await page.goto(`${base}/app/cashMovement/listing`);
const table = page.getByRole('table', { name: 'Bank transfers' });
await page.getByText(/^1–25 of [\d,]+$/).waitFor({ timeout: 60_000 });

const times = [];
for (let click = 0; click < clicks; click += 1) {
  // Click and watch the table in the page itself, so the figure is what a
  // user sees: from the click to the first row of the next page.
  const ms = await table.evaluate(
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
  times.push(ms);
}
await browser.close();
times.sort((a, b) => a - b);
const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
process.stdout.write(`${JSON.stringify({ clicks, median: at(0.5), p90: at(0.9), max: times[times.length - 1] })}\n`);
