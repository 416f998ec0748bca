import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from '../chromium';

/**
 * The self-test of the failed-journey fixture (`../fixtures.ts`, `worldOnFailure`): one
 * journey that fails on purpose, run by `../tests/world-on-failure.spec.ts` against the
 * mock server the suite already started (SELFTEST_BASE_URL), never by `make test` itself.
 * The journey talks to the API; the fixtures still start the browser (the request context's
 * storage state is a fixture that may sign in through it), so it launches as the journeys' does.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /failing-journey\.ts$/,
  outputDir: process.env.SELFTEST_OUTPUT ?? './test-results',
  retries: 0,
  workers: 1,
  reporter: [['json', { outputFile: process.env.SELFTEST_REPORT ?? './test-results/report.json' }]],
  timeout: 30_000,
  use: { baseURL: process.env.SELFTEST_BASE_URL, launchOptions: chromiumLaunchOptions },
});
