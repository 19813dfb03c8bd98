/**
 * Astro integration that builds the site search's Pagefind index (offline) into `dist/pagefind/`:
 * each page's `<main data-pagefind-body>` less `SEARCH_EXCLUDE`, and one record per snapshot item
 * without a page (from `pagefind-records.json`, deleted once read). Pagefind keeps one index per
 * `<html lang>`, reduced to its primary subtag: English pages and the records share one.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { close, createIndex, type CustomRecord } from 'pagefind';
import { isEditorFile } from '../config/securityPolicy';
import { listFiles, pageUrl } from './builtFiles';

/** The records file the build writes for this integration (and that it deletes). */
export const RECORDS_FILE = 'pagefind-records.json';

/** Pagefind's output folder inside the build (the search page loads `/pagefind/pagefind.js`). */
export const BUNDLE_DIR = 'pagefind';

/**
 * Pagefind files the site never loads, removed: its ready-made interfaces (the search page has its
 * own) and its worker (the search runs with `noWorker`, so `worker-src` stays 'none').
 */
export const UNUSED_BUNDLE_FILES = [
  'pagefind-ui.js',
  'pagefind-ui.css',
  'pagefind-modular-ui.js',
  'pagefind-modular-ui.css',
  'pagefind-component-ui.js',
  'pagefind-component-ui.css',
  'pagefind-highlight.js',
  'pagefind-worker.js',
];

/**
 * Left out of the index: islands (their items have records of their own, or are controls),
 * navigation, forms and `<noscript>` notes.
 */
export const SEARCH_EXCLUDE = ['astro-island', 'nav', 'form', 'noscript'];

/**
 * Whether a built HTML file is a page worth finding: not the 404 or search page, not the album
 * resolver or the albums (their records link there), not the content editor.
 */
export function isIndexedPage(file: string): boolean {
  const path = file.replace(/\.html$/, '');
  const name = path.split('/').pop() ?? '';
  return (
    file.endsWith('.html') &&
    !isEditorFile(file) &&
    !['404', 'Search', 'SubGallery'].includes(name) &&
    !/^(?:[a-z]{2}\/)?Album\//.test(path)
  );
}

/**
 * The page with its `<html lang>` reduced to the primary language subtag (`en-IN` -> `en`), which
 * decides the Pagefind index it joins; a page without one is indexed as English.
 */
export function withIndexLanguage(html: string, fallback = 'en'): string {
  const tag = /<html\b[^>]*>/i.exec(html);
  if (!tag) return html;
  const lang = /\slang\s*=\s*["']?([A-Za-z]{2,3})(?:-[\w-]+)?["']?/i.exec(tag[0])?.[1];
  const attrs = tag[0].replace(/\slang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i, '');
  const rewritten = attrs.replace(/^<html/i, `<html lang="${(lang ?? fallback).toLowerCase()}"`);
  return html.slice(0, tag.index) + rewritten + html.slice(tag.index + tag[0].length);
}

/** Builds the index of the build folder `outDir`; returns what it indexed. */
export async function buildSearchIndex(
  outDir: string,
): Promise<{ pages: number; records: number; bytes: number }> {
  const { index, errors } = await createIndex({ excludeSelectors: SEARCH_EXCLUDE });
  if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
  const problems: string[] = [...errors];
  try {
    const pages = (await listFiles(outDir)).filter(isIndexedPage);
    for (const file of pages) {
      const html = withIndexLanguage(await readFile(join(outDir, file), 'utf8'));
      const added = await index.addHTMLFile({ url: pageUrl(file), content: html });
      problems.push(...added.errors.map((error) => `${file}: ${error}`));
    }

    const recordsPath = join(outDir, RECORDS_FILE);
    const records = JSON.parse(await readFile(recordsPath, 'utf8')) as CustomRecord[];
    await rm(recordsPath);
    // Pagefind's service answers in order; sending in batches keeps many records quick.
    for (let start = 0; start < records.length; start += 500) {
      const answers = await Promise.all(
        records.slice(start, start + 500).map((record) => index.addCustomRecord(record)),
      );
      for (const answer of answers) problems.push(...answer.errors);
    }

    const written = await index.writeFiles({ outputPath: join(outDir, BUNDLE_DIR) });
    problems.push(...written.errors);
    if (problems.length > 0) throw new Error(`Search index: ${problems.join('; ')}`);
    for (const file of UNUSED_BUNDLE_FILES)
      await rm(join(outDir, BUNDLE_DIR, file), { force: true });
    const files = await listFiles(join(outDir, BUNDLE_DIR));
    let bytes = 0;
    for (const file of files) bytes += (await readFile(join(outDir, BUNDLE_DIR, file))).length;
    return { pages: pages.length, records: records.length, bytes };
  } finally {
    await close();
  }
}

/** The integration: add it to `integrations` in astro.config.mjs, before `securityHeaders`. */
export default function searchIndex(): AstroIntegration {
  return {
    name: 'porf:search-index',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const started = performance.now();
        const done = await buildSearchIndex(fileURLToPath(dir));
        const seconds = ((performance.now() - started) / 1000).toFixed(1);
        logger.info(
          `Search index: ${done.pages} pages and ${done.records} items in ${seconds} s ` +
            `(${BUNDLE_DIR}/, ${Math.round(done.bytes / 1024)} KiB)`,
        );
      },
    },
  };
}
