/**
 * Astro integration that builds the Pagefind index (offline) into `dist/pagefind/`: each page's
 * `<main data-pagefind-body>` and one record per snapshot item without a page. Pagefind keeps one
 * index per `<html lang>`, reduced to its primary subtag, so English pages and records share one.
 */
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { close, createIndex, type CustomRecord } from 'pagefind';
import { isEditorFile } from '../config/securityPolicy';
import { afterBuild, listFiles, pageUrl } from './builtFiles';

/** The records file the build writes for this integration (and that it deletes). */
export const RECORDS_FILE = 'pagefind-records.json';

/** Pagefind's output folder inside the build (the search page loads `/pagefind/pagefind.js`). */
export const BUNDLE_DIR = 'pagefind';

/** Pagefind files never loaded: its ready-made UIs and its worker (the search uses `noWorker`). */
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

/** Left out of the index: islands (their items have records of their own), navigation, forms. */
export const SEARCH_EXCLUDE = ['astro-island', 'nav', 'form', 'noscript'];

/** Not the 404 or search page, the album resolver, the albums (records link there), the editor. */
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

/** `<html lang>` reduced to its primary subtag (`en-IN` -> `en`): it picks the Pagefind index. */
export function withIndexLanguage(html: string, fallback = 'en'): string {
  const tag = /<html\b[^>]*>/i.exec(html);
  if (!tag) return html;
  const lang = /\slang\s*=\s*["']?([A-Za-z]{2,3})(?:-[\w-]+)?["']?/i.exec(tag[0])?.[1];
  const attrs = tag[0].replace(/\slang\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/i, '');
  const rewritten = attrs.replace(/^<html/i, `<html lang="${(lang ?? fallback).toLowerCase()}"`);
  return html.slice(0, tag.index) + rewritten + html.slice(tag.index + tag[0].length);
}

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
export default () =>
  afterBuild('porf:search-index', async (outDir, logger) => {
    const started = performance.now();
    const done = await buildSearchIndex(outDir);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logger.info(
      `Search index: ${done.pages} pages and ${done.records} items in ${seconds} s ` +
        `(${BUNDLE_DIR}/, ${Math.round(done.bytes / 1024)} KiB)`,
    );
  });
