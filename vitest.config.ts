import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { aliases, repoRoot } from './ui/vite.shared';

/** Debian's Chromium, with the flags this closed network needs (../shared/notes/toolchain.md). */
const chromium = {
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
};

export default defineConfig({
  plugins: [react()],
  resolve: { alias: aliases },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: repoRoot,
          include: ['ui/src/**/*.test.{ts,tsx}', 'openapi/**/*.test.ts', 'eslint-rules/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['ui/src/testing/setup.ts'],
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
        },
        test: {
          name: 'storybook',
          // The journeys through a dialog (fill a form, save, see the list) take several seconds on 2 busy cores.
          testTimeout: 30_000,
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
