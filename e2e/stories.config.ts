import { defineConfig } from '@playwright/test';

import { chromiumLaunchOptions } from './chromium';

/**
 * The story tests: every story of the built Storybook (stories/dist, what `/storybook/` serves),
 * rendered in its iframe.html as a designer opens it: it renders without error, its play function
 * passes, its accessibility check (axe, the a11y addon) finds no violation, and every control has
 * a name (preview.tsx's afterEach). One test per story (`stories/stories.spec.ts`); `make test`
 * runs it after `storybook-build`.
 */
const port = Number(process.env.E2E_PORT ?? 4180) + 5;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './stories',
  // Apart from the journeys' test-results/ and the visual catalogue's, so the three run side by side.
  outputDir: './story-results/output',
  // Each story file is one group (the spec configures it): its stories run in order in one page.
  fullyParallel: true,
  forbidOnly: true,
  // TEST_RETRIES=1 in CI (.ci/run), on its busy 2 cores: a file's first story loads its screen lazily and can miss its
  // wait once; a story that fails twice fails, and one that passed only on its retry is reported as flaky.
  retries: Number(process.env.TEST_RETRIES ?? 0),
  // A story mostly waits (transitions, timers, MSW): two pages keep the suite busy on 2 cores.
  workers: Number(process.env.STORY_WORKERS ?? 2),
  reporter: [['list'], ['json', { outputFile: './story-results/results.json' }]],
  // The journeys through a dialog (fill a form, save, see the list) take several seconds on 2 busy cores.
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  // The built Storybook as static files: no mock server is needed (MSW answers in the page).
  webServer: {
    command: `../node_modules/.bin/vite preview --outDir ../stories/dist --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: import.meta.dirname,
    url: `${baseURL}/index.json`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
