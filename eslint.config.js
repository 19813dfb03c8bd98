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
      // zod and the schemas stay out of the browser (about 23 KiB gzip): live answers are read
      // with src/lib/shared/liveItems.ts. Types are free, they vanish from the bundle.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              message: 'Browser code reads live answers with ~/lib/shared/liveItems.',
            },
            {
              name: 'dompurify',
              message:
                'Browsers never parse or sanitise CMS HTML: show live text with ~/lib/shared/plainText.',
            },
            {
              name: '~/lib/api/client',
              message: 'The API client brings zod: use ~/islands/LiveData/liveApi and liveItems.',
              allowTypeImports: true,
            },
            {
              name: '~/lib/api',
              message:
                'It re-exports the API client (zod): import from ~/lib/api/endpoints or http.',
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              // Form payload types and constants are zod-free (src/schemas/forms.ts).
              regex: '^~/schemas(/(?!forms$).*)?$',
              message: 'The schemas bring zod: read live answers with ~/lib/shared/liveItems.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
);
