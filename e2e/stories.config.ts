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

/**
 * The toolbar sweep: a handful of stories, one of each way a story meets the Account and Environment
 * toolbars, run again with the analyst's account and another environment picked, as a
 * designer picks them: stories that pin their own account or environment (`pinned`,
 * stories/support/session.ts), a screen's states and its limited-account and signed-out stories,
 * and stories that follow the toolbars. The whole sweep, per account and environment, is QA's:
 * `STORY_GLOBALS='account:analyst' make story-tests` (README, "Story tests").
 */
const toolbarSweep = new RegExp(
  [
    'Shell/App shell (Administrator|Production Theme)$',
    'Screens/Auth/Sign in Empty$',
    'Screens/Dashboard/Dashboard Populated$',
    'Screens/Orders/Aggregate Accounts Forbidden$',
    'Components/AppLink Not Permitted$',
    'Components/DataTable Populated$',
  ].join('|'),
);

export default defineConfig<object, { storyGlobals: Record<string, string> }>({
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
  projects: [
    { name: 'stories' },
    {
      name: 'toolbar sweep',
      grep: toolbarSweep,
      use: { storyGlobals: { account: 'analyst', environment: 'devalpha' } },
    },
  ],
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
