import type { StorybookConfig } from '@storybook/react-vite';
import remarkGfm from 'remark-gfm';
import { mergeConfig } from 'vite';

import { aliases, uiRoot } from '../../ui/vite.shared.ts';

/**
 * Storybook for designers and developers: every screen and shared component
 * in every state, with the API answered by MSW from the generated fixtures.
 */
const config: StorybookConfig = {
  stories: ['../Introduction.mdx', '../**/*.stories.@(ts|tsx)'],
  addons: [
    // Markdown tables (the Introduction's) are GitHub-flavoured: MDX needs remark-gfm for them.
    {
      name: '@storybook/addon-docs',
      options: { mdxPluginOptions: { mdxCompileOptions: { remarkPlugins: [remarkGfm] } } },
    },
    '@storybook/addon-a11y',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  // mockServiceWorker.js lives with the console's static files.
  staticDirs: [`${uiRoot}/public`],
  core: { disableTelemetry: true },
  viteFinal: (config) => mergeConfig(config, { resolve: { alias: aliases } }),
};

export default config;
