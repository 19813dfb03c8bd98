// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.cache/', 'node_modules/', 'reports/', 'src/env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // Islands run in the browser: they must not pull in build-time data or Astro's content layer.
    files: ['src/islands/**/*.{ts,tsx}', 'src/lib/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['astro:content', 'astro:assets'],
              message: 'Islands never import the content layer.',
            },
            {
              group: ['~/lib/data/*', '**/lib/data/*', '~/data/*', '**/data/snapshot/*'],
              message: 'Islands get data as props, never the whole snapshot.',
            },
            {
              group: ['undici', 'node:*', 'fs', 'path'],
              message: 'Browser code cannot use Node modules.',
            },
          ],
        },
      ],
    },
  },
);
