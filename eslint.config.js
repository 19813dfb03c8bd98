// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { defineConfig } from 'eslint/config';

/** Browser code: the islands, the shared helpers, the browser half of the live-data layer ... */
const BROWSER_FILES = [
  'src/islands/**/*.{ts,tsx}',
  'src/lib/shared/**/*.ts',
  'src/lib/live/**/*.ts',
  'src/schemas/**/*.ts',
  'src/lib/api/{endpoints,errors,forms,http,read,readStrict}.ts',
];

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
    // Browser code: the islands, the shared helpers, the entity schemas and the parts of the API
    // layer the islands use. It must not pull in build-time data, Astro's content layer, Node
    // modules, zod or the API client.
    files: BROWSER_FILES,
    // The build halves of the live-data layer read the snapshot; their browser halves may not.
    ignores: ['src/lib/live/*Build.ts'],
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
      // API answers are read with the valibot schemas of src/schemas on both sides; zod (the
      // content collections, the scripts' own files) and the API client, which brings every
      // schema, are build-only. Types are free: they vanish from the bundle.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'dompurify',
              message:
                'Browsers never parse or sanitise CMS HTML: show live text with ~/lib/shared/plainText.',
            },
            {
              name: '~/lib/api/client',
              message:
                'The API client is build-only (it brings every schema): call the API with ~/lib/live/api (liveList) and the entity schema.',
              allowTypeImports: true,
            },
            {
              name: '~/lib/api',
              message:
                'It re-exports the build-only API client: import from ~/lib/api/endpoints, http, read or errors.',
              allowTypeImports: true,
            },
            {
              name: '~/lib/api/nodeTransport',
              message: 'The retrying undici transport is for Node (the snapshot command) only.',
              allowTypeImports: true,
            },
            {
              name: '~/schemas',
              message:
                "The index brings every schema: import the entity's own file (~/schemas/newsItem ...).",
              allowTypeImports: true,
            },
          ],
          patterns: [
            {
              // zod and zod/mini alike: 25 KiB (classic) or 7.7 KiB (mini) of gzip where valibot
              // reads the same answers in 3.4 KiB (docs/performance.md).
              regex: '^zod(/.*)?$',
              message: 'zod is build-only: read API answers with the valibot schemas of ~/schemas.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The house is one-way: pages, layouts and components render islands; nothing below the
    // islands (the data, live-data, shared, schema, i18n and config modules) imports from them.
    files: [
      'src/lib/**/*.{ts,tsx}',
      'src/schemas/**/*.ts',
      'src/i18n/**/*.ts',
      'src/config/**/*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/(^~|\\/)islands\\//]',
          message:
            'Modules below the islands (src/lib, schemas, i18n, config) never import from src/islands.',
        },
      ],
    },
  },
);
