import { defineConfig, devices } from '@playwright/test';

import { chromiumArgs, chromiumLaunchOptions } from './chromium.mjs';

/**
 * The visual catalogue: screenshots of the screen stories of the built
 * Storybook, served by the mock server at /storybook/ (so this also proves
 * the one-origin Storybook works), compared with the committed baselines in
 * visual/__screenshots__/. `make visual` runs it; `make visual-accept`
 * rewrites the baselines of what changed on purpose and of new stories.
 * Beside it, docs-pages.spec.ts checks the built Storybook's docs pages as a
 * designer clicks through them (no story leaks its direction onto them).
 */
const port = Number(process.env.E2E_PORT ?? 4180) + 3;
const baseURL = `http://127.0.0.1:${port}`;
/** The release build (`make visual` builds it), or the test build `make test` has just made. */
const server = process.env.MOCK_SERVER_BIN ?? '../target/release/mock-server';

export default defineConfig({
  testDir: './visual',
  // Apart from the journeys' test-results/ (which Playwright empties when it starts), so the two run side by side.
  outputDir: './visual-results/output',
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  forbidOnly: true,
  // TEST_RETRIES=1 in CI (.ci/run), on its busy 2 cores: a lazily loaded screen can miss its wait once; a test that
  // fails twice fails, and one that passed only on its retry is reported as flaky.
  retries: Number(process.env.TEST_RETRIES ?? 0),
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [
    ['list'],
    ['json', { outputFile: './visual-results/results.json' }],
    ['html', { outputFolder: './visual-results/report', open: 'never' }],
  ],
  timeout: 60_000,
  expect: {
    timeout: 10_000,
    // Tolerant: anti-aliasing may differ by a pixel here and there; a layout change does not hide in 1 %.
    // The shots themselves (animations disabled, caret hidden) are taken in visual/catalogue.spec.ts.
    toMatchSnapshot: { maxDiffPixelRatio: 0.01, threshold: 0.2 },
  },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    trace: 'off',
    // The old headless shell, as the journeys and the story tests: a sixth less CPU than the full
    // Chromium for the same shots, which it draws with the same layout and glyphs, only their
    // edges anti-aliased a little differently (docs/benchmarks.md, branch `stories3`).
    launchOptions: {
      ...chromiumLaunchOptions,
      args: [...chromiumArgs, '--font-render-hinting=none'],
    },
  },
  webServer: {
    command: `${server} serve --port ${port} --scale small --ui-dir ../ui/dist --storybook-dir ../stories/dist`,
    cwd: import.meta.dirname,
    url: `${baseURL}/storybook/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
