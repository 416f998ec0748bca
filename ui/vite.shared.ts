import { fileURLToPath } from 'node:url';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * Import aliases shared by the console's Vite config, Storybook and Vitest:
 * `@` is ui/src; the generated contract (openapi/, fixtures/) sits at the
 * repository root.
 */
export const aliases = {
  '@': here('src'),
  '@openapi': here('../openapi'),
  '@fixtures': here('../fixtures'),
};

export const uiRoot = here('.');
export const repoRoot = here('..');
