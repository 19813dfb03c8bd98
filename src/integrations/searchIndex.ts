/**
 * Astro integration that builds the site search's index with Pagefind's Node API after every
 * build (`astro:build:done`), so `npm run build`, `npm start`, the test build, the bench and the
 * publish workflow all get it with no extra step. It runs offline (Pagefind's binary comes in its
 * npm package) and writes `dist/pagefind/`, which the search page loads from the site's own origin.
 *
 * What is indexed:
 * - every page's `<main data-pagefind-body>` (src/layouts/BaseLayout.astro), less `SEARCH_EXCLUDE`
 *   (islands repeat snapshot items that have records of their own; breadcrumbs and forms are
 *   noise), except the pages of `isIndexedPage`;
 * - one record per snapshot item without a page (news, events, highlights, albums, publications,
 *   videos), read from the build's `pagefind-records.json` (src/pages/pagefind-records.json.ts),
 *   which is deleted once read.
 *
 * Languages: Pagefind keeps one index per language, taken from `<html lang>`. Pages are indexed
 * under their primary language subtag (`en-IN` -> `en`, `hi` stays `hi`), so English pages and the
 * records (`en`) share one index, and Hindi pages (`/hi/…`, `<html lang="hi">`) get their own,
 * which a search page with `<html lang="hi">` searches.
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
 * Files of Pagefind's bundle that the site never loads: its ready-made interfaces (the search page
 * has its own, src/features/search) and its web worker (the search runs with `noWorker`, so the
 * policy keeps `worker-src 'none'`). Removed so they are not published.
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
 * Parts of a page's main content left out of the index: islands (listings, carousels and forms
 * repeat items that have records of their own, or are controls), navigation (breadcrumbs, tabs),
 * forms and `<noscript>` notes.
 */
export const SEARCH_EXCLUDE = ['astro-island', 'nav', 'form', 'noscript'];

/**
 * Whether a built HTML file is a page worth finding: not the 404 page, not the search page itself,
 * not the album resolver (`/SubGallery`, which only forwards), not the pre-rendered albums
 * (`/Album/{id}`: their records carry the album's title, date and description, and link there),
 * and not the content editor (`/admin/`, not a page of the site).
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
    // Pagefind's service answers in order; sending in batches keeps 10,000 records quick.
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
