import { defineConfig, devices } from '@playwright/test';

import { chromiumLaunchOptions } from './chromium';

/** The port of the mock server the journeys drive; apart from `make start`'s 8080. */
const port = Number(process.env.E2E_PORT ?? 4180);
const baseURL = `http://127.0.0.1:${port}`;
/**
 * The mock server binary: the release build (`make e2e` builds it), or the one `make test` has just
 * built with the Rust tests (MOCK_SERVER_BIN), so that the server compiles once per run.
 */
const server = process.env.MOCK_SERVER_BIN ?? '../target/release/mock-server';
/** A second server whose access tokens live 5 s, for the real-expiry journey. */
const shortTokenPort = port + 1;
const shortTokenURL = `http://127.0.0.1:${shortTokenPort}`;
/** The offline console (MSW in the browser, no mock server): the parity project drives it. */
const offlinePort = port + 2;
const offlineURL = `http://127.0.0.1:${offlinePort}`;
/**
 * With E2E_PROXY=1 (`make e2e-proxy`) the journeys reach each mock server through the validating
 * proxy (`mock-server proxy`, docs/proxy.md): the servers move to port + 3 and port + 4, the proxies
 * take their ports, and the `proxy` project asks both proxies for their violations last.
 */
const throughProxy = process.env.E2E_PROXY === '1';
/**
 * E2E_PROJECTS (comma-separated) runs only those projects and starts only the servers they need:
 * `make test` runs the offline project (which needs the offline build alone) as soon as that build
 * exists, beside the server's build, and the server's projects once the server binary exists.
 * E2E_OUTPUT gives each such run its own output directory (and results.json): Playwright empties its
 * output directory when it starts, so two runs at once must not share one.
 */
const chosen = process.env.E2E_PROJECTS?.split(',').map((name) => name.trim());
const runs = (project: string) => !chosen || chosen.includes(project);
const outputDir = process.env.E2E_OUTPUT ?? './test-results';
/** Retries of a failed journey (TEST_RETRIES: 1 in CI); with any, traces are recorded on the retry only. */
const retries = Number(process.env.TEST_RETRIES ?? 0);
/** A mock server on `serverPort`, and with E2E_PROXY a proxy in front of it on `publicPort`. */
function mockServer(publicPort: number, serverPort: number, options: string) {
  const url = `http://127.0.0.1:${publicPort}`;
  const common = { cwd: import.meta.dirname, reuseExistingServer: false, timeout: 60_000, stderr: 'pipe' } as const;
  const serve = (on: number) => ({
    ...common,
    command: `${server} serve --port ${on} --scale small ${options} --ui-dir ../ui/dist`,
    url: `http://127.0.0.1:${on}/meta.json`,
    stdout: 'ignore' as const,
  });
  if (!throughProxy) return [serve(publicPort)];
  return [
    serve(serverPort),
    {
      ...common,
      command: `${server} proxy --port ${publicPort} --upstream http://127.0.0.1:${serverPort}`,
      url: `${url}/meta.json`,
      // Each violation is logged in one line: they show in the run's output.
      stdout: 'pipe' as const,
    },
  ];
}

/** The offline build on a static server (the mock server serves the other two). */
const offlineServer = {
  command: `../node_modules/.bin/vite preview --config ../ui/vite.config.ts --mode offline --host 127.0.0.1 --port ${offlinePort} --strictPort`,
  cwd: import.meta.dirname,
  url: `${offlineURL}/signin`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir: '.',
  outputDir,
  fullyParallel: true,
  forbidOnly: true,
  // TEST_RETRIES=1 in CI (.ci/run), on its busy 2 cores: a lazily loaded screen can miss its wait once; a test that
  // fails twice fails, and one that passed only on its retry is reported as flaky.
  retries,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  reporter: [['list'], ['json', { outputFile: `${outputDir}/results.json` }]],
  // Through the validating proxy every API answer is read whole and checked before it is passed on.
  timeout: throughProxy ? 90_000 : 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, DOM snapshots, network, console) but not the
    // screencast: recording frames for every journey made the whole run half again as slow on 2 cores.
    // With retries (CI, `make test` on a fresh clone) only the retry records one: recording every first
    // attempt cost the journeys a ninth of their CPU (docs/benchmarks.md, "Traces on the first retry"),
    // and a journey that fails fails twice, so its trace is the retry's.
    trace: { mode: retries > 0 ? 'on-first-retry' : 'retain-on-failure', snapshots: true, screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
    // As a user who asked the system for reduced motion: the console's transitions, ripples, loading
    // bars and skeletons stand still (ui/src/app/theme.ts), so the renderer draws no frames for them.
    // tests/motion.spec.ts runs once with motion on, so the moving path stays covered.
    reducedMotion: 'reduce',
  },
  projects: [
    {
      name: 'desktop',
      testDir: './tests',
      testIgnore: /token-ttl\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 } },
    },
    {
      name: 'short-token',
      testDir: './tests',
      testMatch: /token-ttl\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 }, baseURL: shortTokenURL },
    },
    ...(throughProxy
      ? [
          {
            name: 'proxy',
            testDir: './proxy',
            dependencies: ['desktop', 'short-token'],
            use: { baseURL },
          },
        ]
      : []),
    {
      // Parity: the journeys tagged @offline (those that need no control plane) run again, with the
      // same assertions, against the offline console; e2e/offline/ holds what only the offline console does.
      // A journey opts in with `test('…', { tag: '@offline' }, …)` or the same on its describe.
      name: 'offline',
      testMatch: /(tests|offline)\/.*\.spec\.ts/,
      grep: /@offline/,
      // Every page load starts the whole fixture world in the browser (MSW does the server's work),
      // so a journey that opens ten listings takes twice as long as against the server.
      timeout: 120_000,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 800 }, baseURL: offlineURL },
    },
  ].filter((project) => runs(project.name)),
  // The real mock server serving the built console (with E2E_PROXY behind the validating proxy),
  // and the offline build on a static server: `make e2e` builds all three first.
  webServer: [
    ...(runs('desktop') || runs('proxy') ? mockServer(port, port + 3, '') : []),
    ...(runs('short-token') || runs('proxy') ? mockServer(shortTokenPort, port + 4, '--token-ttl 5') : []),
    ...(runs('offline') ? [offlineServer] : []),
  ],
});
