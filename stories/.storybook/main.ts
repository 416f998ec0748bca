import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

import { aliases, uiRoot } from '../../ui/vite.shared.ts';

/**
 * Storybook for designers and developers: every screen and shared component
 * in every state, with the API answered by MSW from the generated fixtures.
 */
const config: StorybookConfig = {
  stories: ['../Introduction.mdx', '../**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js lives with the console's static files.
  staticDirs: [`${uiRoot}/public`],
  core: { disableTelemetry: true },
  viteFinal: (config) => mergeConfig(config, { resolve: { alias: aliases } }),
};

export default config;
