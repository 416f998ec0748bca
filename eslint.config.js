// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';

import { boundaries } from './eslint-rules/boundaries.js';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'target/**',
      'ui/dist/**',
      'ui/dist-offline/**',
      'stories/dist/**',
      'e2e/test-results/**',
      'e2e/offline-results/**',
      'e2e/visual-results/**',
      'e2e/story-results/**',
      'e2e/report/**',
      '.cache/**',
      'openapi/schema.d.ts',
      'openapi/enums.ts',
      'ui/public/mockServiceWorker.js',
      'mock-server/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['ui/src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['ui/src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    // Features never import each other or the app; shared code (components, lib, i18n, config,
    // mocks...) never imports features or the app (eslint-rules/boundaries.js).
    files: ['ui/src/**/*.{ts,tsx}'],
    plugins: { console: { rules: { boundaries } } },
    rules: { 'console/boundaries': ['error', { src: fileURLToPath(new URL('./ui/src', import.meta.url)) }] },
  },
  ...storybook.configs['flat/recommended'],
  {
    files: [
      'e2e/**/*.ts',
      '*.config.{ts,js}',
      'ui/vite.*.ts',
      'stories/.storybook/main.ts',
      'openapi/*.test.ts',
      'scripts/**',
      'eslint-rules/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
