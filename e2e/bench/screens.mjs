// Measures, in Chromium, every listing screen from the click that opens it to
// its first row (issue 12: no screen over one second from data to rows), the
// order aggregates included. Not a test: scripts/bench-ui.sh writes the figures
// to docs/benchmarks.md.
//
// Usage: node e2e/bench/screens.mjs <base URL> [rounds]
import process from 'node:process';

import { chromium } from 'playwright';

import { fullChromiumLaunchOptions } from '../chromium.mjs';

const base = process.argv[2];
const rounds = Number(process.argv[3] ?? 3);
/** Each listing screen, by the URL that opens it. */
const screens = [
  '/app/tradingAccounts/listing',
  '/app/userAccounts/listing',
  '/app/bankaccounts/listing',
  '/app/cashMovement/listing',
  '/app/trades/listing',
  '/app/orders/listing',
  '/app/orders/listing?tab=transfers',
  '/app/orders/listing?tab=byAccount&startDate=&endDate=',
  '/app/orders/listing?tab=bySymbol&startDate=&endDate=',
  '/app/orders/listing?tab=byAction&startDate=&endDate=',
  '/app/orders/listing?tab=fix',
  '/app/orders/listing?tab=executions',
  '/app/restrictions/listing',
  '/app/compliance/affiliations',
  '/app/compliance/negativesettledcashreport',
  '/app/compliance/RestrictedAccounts',
  '/app/compliance/RestrictedPermissions',
  '/app/compliance/AchWatchlist',
  '/app/operations/infusionsoftapirequest',
  '/app/reconciliation/tradereport',
  '/app/reconciliation/positionreport',
  '/app/reconciliation/accountbalancereport',
  '/app/reconciliation/onboardingstatusreport',
  '/app/notification',
];

const browser = await chromium.launch(fullChromiumLaunchOptions);
const page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
await page.addInitScript(() => localStorage.setItem('tour_done', 'true'));
await page.goto(`${base}/signin`);
await page.getByRole('textbox', { name: 'Username' }).fill('admin');
await page.getByLabel('Password', { exact: true }).fill('password');
await page.getByRole('button', { name: 'Sign in' }).click();
await page.getByRole('heading', { name: 'Trading Accounts' }).waitFor();

/**
 * Opens a screen as an in-app link does (client-side navigation, the bundle
 * already loaded) and times, in the page, the navigation to the first row of
 * its table: the request, the server and the rendering.
 */
const openToRows = (url) =>
  page.evaluate(
    (target) =>
      new Promise((resolve, reject) => {
        // The screen left behind may still show its rows for a moment: only a new table counts.
        const previous = document.querySelector('main table');
        const firstRow = () => {
          const table = document.querySelector('main table');
          return table !== previous && table?.querySelector('tbody tr:not([data-testid]) td');
        };
        const path = new URL(target, location.href).pathname;
        const start = performance.now();
        const timer = setTimeout(() => reject(new Error(`no rows at ${target} after 30 s`)), 30_000);
        const observer = new MutationObserver(() => {
          if (location.pathname === path && firstRow()) {
            observer.disconnect();
            clearTimeout(timer);
            resolve(performance.now() - start);
          }
        });
        observer.observe(document.body, { subtree: true, childList: true });
        // An in-app navigation, as a menu link makes: the router follows the history entry.
        history.pushState(null, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }),
    url,
  );

const results = [];
for (const url of screens) {
  const times = [];
  for (let round = 0; round < rounds; round += 1) {
    // Each opening starts from a screen without a table (the profile).
    await page.evaluate(() => {
      history.pushState(null, '', '/app/profile');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await page.locator('main table').waitFor({ state: 'detached' });
    times.push(await openToRows(url));
  }
  times.sort((a, b) => a - b);
  results.push({ url, median: times[Math.floor(times.length / 2)], max: times[times.length - 1] });
}
await browser.close();
results.sort((a, b) => b.median - a.median);
process.stdout.write(`${JSON.stringify({ rounds, screens: results })}\n`);
