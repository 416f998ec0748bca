// @ts-check
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Features never import each other; shared code never imports features or the app (bulletproof-react). */
const featureBoundaries = (feature) => ({
  files: [`ui/src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['@/features/*', `!@/features/${feature}`, `!@/features/${feature}/**`, '@/app/*'],
            message: 'A feature may not import another feature or the app; move shared code to components/ or lib/.',
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'target/**',
      'ui/dist/**',
      'stories/dist/**',
      'e2e/test-results/**',
      'e2e/report/**',
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
    files: [
      'ui/src/components/**/*.{ts,tsx}',
      'ui/src/lib/**/*.{ts,tsx}',
      'ui/src/i18n/**/*.{ts,tsx}',
      'ui/src/config/**/*.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/features/*', '@/app/*'], message: 'Shared code may not import features or the app.' },
          ],
        },
      ],
    },
  },
  featureBoundaries('auth'),
  featureBoundaries('trading-accounts'),
  featureBoundaries('feeds'),
  featureBoundaries('settings'),
  ...storybook.configs['flat/recommended'],
  {
    files: [
      'e2e/**/*.ts',
      '*.config.{ts,js}',
      'ui/vite.*.ts',
      'stories/.storybook/main.ts',
      'openapi/*.test.ts',
      'scripts/**',
    ],
    languageOptions: { globals: { ...globals.node } },
  },
);
