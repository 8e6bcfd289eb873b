import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { featureBoundaries } from './apps/web/lint/feature-boundaries.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { 'feature-boundaries': featureBoundaries },
    rules: { 'feature-boundaries/no-cross-feature-imports': 'error' },
  },
  {
    // Pages members and visitors open load no zod: the web app reads answers by their contract types and takes
    // plain values from the contracts' zod-free constants modules. Console forms may validate with the schemas.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/features/console/**',
      'apps/web/src/testing/**',
      'apps/web/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'zod', allowTypeImports: true, message: 'Only the console loads zod.' }],
          patterns: [
            {
              regex: '^@crewcast/contracts/(?!constants/)',
              allowTypeImports: true,
              message: 'Import types only; plain values come from @crewcast/contracts/constants/*.',
            },
          ],
        },
      ],
    },
  },
  {
    // Scripts the browser runs as they are: the offline page's and the service worker.
    files: ['apps/web/public/**/*.js', 'apps/web/service-worker/**/*.js'],
    languageOptions: { globals: { ...globals.browser, ...globals.serviceworker } },
  },
);
