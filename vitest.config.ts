import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { aliases, repoRoot } from './ui/vite.shared';

/**
 * Debian's old headless shell (Chromium without the full browser's UI and GPU processes, as
 * Playwright runs headless), with the flags this closed network needs (../shared/notes/toolchain.md).
 */
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
};

/**
 * Every package the console and the stories import at run time (not `import type`, not the
 * aliases), for Vite to pre-bundle before the first story. Vite's own crawl of the entries missed
 * deep imports of lazily loaded screens (`@mui/icons-material/Edit`, `dompurify`): found mid-run,
 * they made Vite re-optimise and reload, failing every story that was running.
 */
function importedPackages(directories: string[]): string[] {
  const found = new Set<string>();
  const local = /^(@\/|@openapi|@fixtures|node:|virtual:)/;
  const walk = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) {
        if (!['node_modules', 'dist', 'dist-offline'].includes(entry.name)) walk(path);
      } else if (/\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name)) {
        for (const [, name] of readFileSync(path, 'utf8').matchAll(
          /^import\s+(?!type\b)[^'";]*?from\s+'([^'.][^']*)'/gm,
        )) {
          if (name && !local.test(name)) found.add(name);
        }
      }
    }
  };
  directories.forEach(walk);
  return [...found].sort();
}

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // Typing into a date field or a form takes seconds on 2 busy cores, as the stories do.
          testTimeout: 20_000,
          root: repoRoot,
          include: ['ui/src/**/*.test.{ts,tsx}', 'openapi/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['ui/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The built console (after `vite build`): compression and fonts (issue 26).
          name: 'build',
          root: repoRoot,
          include: ['scripts/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${repoRoot}/stories/.storybook` })],
        // Crawl every screen and story before the first test: screens load
        // lazily, and a dependency discovered mid-run makes Vite re-optimise
        // and reload, failing the stories that were running (seen on cold
        // caches, as CI's always are).
        optimizeDeps: {
          entries: [`${repoRoot}/ui/src/**/*.tsx`, `${repoRoot}/stories/**/*.stories.tsx`],
          include: importedPackages([`${repoRoot}/ui/src`, `${repoRoot}/stories`]),
        },
        test: {
          name: 'storybook',
          // The journeys through a dialog (fill a form, save, see the list) take several seconds on 2 busy cores.
          testTimeout: 60_000,
          // TEST_RETRIES=1 in CI (.ci/run), on its busy 2 cores (a file's first story loads its screen lazily); twice fails.
          retry: Number(process.env.TEST_RETRIES ?? 0),
          // Story files run side by side, each in its own page of one shared browser. Vitest's
          // default on 2 cores is one at a time, but a story mostly waits (transitions, timers,
          // MSW): with one, the suite used a fifth of a core. STORY_WORKERS overrides it.
          maxWorkers: Number(process.env.STORY_WORKERS ?? 2),
          setupFiles: [`${repoRoot}/stories/.storybook/vitest.setup.ts`],
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: chromium }),
            instances: [{ browser: 'chromium' }],
            // Wide enough for the permanent drawer (1200 px and up), as on a staff desktop.
            viewport: { width: 1366, height: 800 },
          },
        },
      },
    ],
  },
});
