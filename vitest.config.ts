import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { aliases, repoRoot } from './ui/vite.shared';

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
    ],
  },
});
