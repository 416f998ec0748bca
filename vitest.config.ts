import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

import { aliases, repoRoot } from './ui/vite.shared';

/** Where the unit test files live: the console's, the generated contract's and the lint rules'. */
const unitDirectories = ['ui/src', 'openapi', 'eslint-rules'];
const unitTests = unitDirectories.map((directory) => `${directory}/**/*.test.{ts,tsx}`);

/**
 * The unit test files that say `// @vitest-environment node` on their first line: they test plain
 * functions and touch no page. They share one worker without isolation (`unit-node`): in a worker
 * of its own, each file paid again for loading the setup file, i18next and every English text
 * (most of those files' CPU: docs/benchmarks.md, "The console's checks"). Every other file keeps a
 * fresh jsdom document and module graph of its own (`unit`).
 */
const nodeTests = unitDirectories.flatMap((directory) =>
  readdirSync(join(repoRoot, directory), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.test\.tsx?$/.test(file))
    .map((file) => relative(repoRoot, join(repoRoot, directory, file)))
    .filter((file) => readFileSync(join(repoRoot, file), 'utf8').startsWith('// @vitest-environment node')),
);

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
          include: unitTests,
          exclude: nodeTests,
          environment: 'jsdom',
          setupFiles: ['ui/src/testing/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          testTimeout: 20_000,
          root: repoRoot,
          include: nodeTests,
          environment: 'node',
          isolate: false,
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
