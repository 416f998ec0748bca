// Measures, in Chromium, what a cold visit costs (issue 26.1): the bytes over
// the wire for a cold /signin and for the first listing after signing in,
// and the largest contentful paint of /signin with the network throttled to
// 10 Mbit/s and 40 ms latency and the CPU slowed 4x. Not a test: the figures
// go to docs/benchmarks.md through scripts/bench-load.sh.
//
// Usage: node e2e/bench/first-load.mjs <base URL> [rounds]
import process from 'node:process';

import { chromium } from 'playwright';

import { fullChromiumLaunchOptions } from '../chromium.mjs';

const base = process.argv[2];
const rounds = Number(process.argv[3] ?? 5);
const browser = await chromium.launch(fullChromiumLaunchOptions);

/** Throttling of issue 26: 10 Mbit/s both ways, 40 ms latency, the CPU 4x slower. */
const THROTTLED = { latency: 40, throughput: 10_000_000 / 8, cpu: 4 };

/**
 * A fresh browser context (empty cache, no storage) whose page counts what
 * crosses the wire: every finished request's encoded bytes (headers and body,
 * as received), by resource type, with the content encodings seen.
 */
async function freshPage({ throttled = false } = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
  await context.addInitScript(() => localStorage.setItem('tour_done', 'true'));
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (throttled) {
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLED.latency,
      downloadThroughput: THROTTLED.throughput,
      uploadThroughput: THROTTLED.throughput,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLED.cpu });
  }
  const requests = new Map();
  let counted = [];
  cdp.on('Network.responseReceived', ({ requestId, type, response }) => {
    requests.set(requestId, {
      type,
      url: response.url,
      encoding: response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? 'identity',
    });
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const request = requests.get(requestId);
    if (request) counted.push({ ...request, bytes: encodedDataLength });
  });
  return {
    page,
    context,
    /** What has crossed the wire since the last call. */
    take() {
      const taken = counted;
      counted = [];
      return taken;
    },
  };
}

/** Waits until no request has been in flight for a while (fonts come after layout). */
async function settle(page) {
  await page.waitForLoadState('networkidle');
}

function summary(entries) {
  const byType = {};
  const encodings = {};
  let bytes = 0;
  for (const entry of entries) {
    bytes += entry.bytes;
    byType[entry.type] = (byType[entry.type] ?? 0) + entry.bytes;
    encodings[entry.encoding] = (encodings[entry.encoding] ?? 0) + 1;
  }
  return { requests: entries.length, bytes, byType, encodings };
}

async function signIn(page) {
  await page.getByRole('textbox', { name: 'Username' }).fill('admin');
  await page.getByLabel('Password', { exact: true }).fill('password');
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// Bytes: a cold /signin, then the first listing after signing in (the cache of /signin kept).
const cold = await freshPage();
await cold.page.goto(`${base}/signin`);
await cold.page.getByRole('textbox', { name: 'Username' }).waitFor();
await settle(cold.page);
const signinBytes = summary(cold.take());
await signIn(cold.page);
await cold.page.getByRole('table', { name: 'Trading accounts' }).locator('tbody tr').first().waitFor();
await settle(cold.page);
const listingBytes = summary(cold.take());
await cold.context.close();

// Throttled: the largest contentful paint of a cold /signin, and the time from
// the Sign in click to the first row of the listing.
const lcp = [];
const toRows = [];
for (let round = 0; round < rounds; round += 1) {
  const throttled = await freshPage({ throttled: true });
  await throttled.page.goto(`${base}/signin`);
  await throttled.page.getByRole('textbox', { name: 'Username' }).waitFor({ timeout: 120_000 });
  await settle(throttled.page);
  lcp.push(
    await throttled.page.evaluate(
      () =>
        new Promise((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            resolve(entries[entries.length - 1].startTime);
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    ),
  );
  const clicked = Date.now();
  await signIn(throttled.page);
  await throttled.page
    .getByRole('table', { name: 'Trading accounts' })
    .locator('tbody tr')
    .first()
    .waitFor({ timeout: 120_000 });
  toRows.push(Date.now() - clicked);
  await throttled.context.close();
}
await browser.close();

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
process.stdout.write(
  `${JSON.stringify({
    signin: signinBytes,
    listing: listingBytes,
    throttled: { rounds, lcp: median(lcp), lcpAll: lcp, toRows: median(toRows), toRowsAll: toRows },
  })}\n`,
);
