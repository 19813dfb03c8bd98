// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import astro from 'eslint-plugin-astro';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

/** Browser code: the features and the item core (but their build halves), the small helpers of src/lib, the schemas. */
const BROWSER_FILES = [
  'src/features/**/*.{ts,tsx}',
  'src/items/*.{ts,tsx}',
  'src/lib/*.{ts,tsx}',
  'src/schemas/**/*.ts',
  'src/lib/api/{calls,http,post}.ts',
];

/** Build-time modules inside the features: they read the snapshot and content, or run in Node. */
const BUILD_FILES = [
  'src/features/**/build.ts',
  'src/items/build.ts',
  'src/features/feeds/**',
  'src/features/trust/qrCode.ts',
];

const VIEWS_IMPORT_SCHEMA_TYPES = {
  selector: "ImportDeclaration[source.value='~/schemas'][importKind='value']",
  message: 'Schemas load with the live refresh: import their types only in a view.',
};

const ITEM_CORE_LAYER = {
  selector: 'ImportDeclaration[source.value=/^~\\/(features|components|layouts|pages)\\//]',
  message: 'Layers point one way (docs/architecture.md): the item core imports no feature.',
};

export default defineConfig(
  { ignores: ['dist/', '.astro/', '.cache/', 'node_modules/', 'reports/', 'src/env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...astro.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // `import { type X }` keeps a bare import of the module in the bundle: `import type` drops it.
      '@typescript-eslint/no-import-type-side-effects': 'error',
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
    ignores: BUILD_FILES,
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
      // content collections, the scripts' own files) is build-only. Types are free: they vanish
      // from the bundle.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'dompurify',
              message:
                'Browsers never parse or sanitise CMS HTML: show live text with ~/lib/plainText.',
            },
            {
              name: '~/lib/api/nodeTransport',
              message: 'The retrying undici transport is for Node (the snapshot command) only.',
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
    // No module imports one that imports it back (lazy imports included; `import type` is erased,
    // so the rule leaves it out): a circle makes modules load in an order nobody chose.
    files: ['src/**/*.{ts,tsx}', 'scripts/**/*.ts', 'tools/**/*.ts', 'demo/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver()],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Views are on a page's first load; the schemas (valibot, every entity) come with the live
    // refresh, in its own chunk: a view imports their types only.
    files: ['src/features/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', VIEWS_IMPORT_SCHEMA_TYPES],
    },
  },
  {
    // The house is one-way: pages and layouts use features and components; features use the item
    // core, components and src/lib; the item core uses src/lib; nothing in src/lib, the schemas, the
    // words or the settings imports from above, and the components (frame and primitives) never
    // import a feature or the item core.
    files: [
      'src/lib/**/*.{ts,tsx}',
      'src/schemas/**/*.ts',
      'src/i18n/**/*.ts',
      'src/config/**/*.ts',
      'src/components/**/*.{ts,astro}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^~\\/(features|items|layouts|pages)\\//]',
          message: 'Layers point one way (docs/architecture.md): nothing here imports from above.',
        },
      ],
    },
  },
  {
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
          selector:
            'ImportDeclaration[source.value=/^~\\/(features|items|components|layouts|pages)\\//]',
          message: 'Layers point one way (docs/architecture.md): nothing here imports from above.',
        },
      ],
    },
  },
  {
    // The item core sits under every feature: it never reaches up into one, nor into the frame;
    // its views (a later rule of the same name replaces an earlier one) import schema types only.
    files: ['src/items/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ITEM_CORE_LAYER] },
  },
  {
    files: ['src/items/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', ITEM_CORE_LAYER, VIEWS_IMPORT_SCHEMA_TYPES] },
  },
);
