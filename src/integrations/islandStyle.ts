/**
 * Astro integration that moves Astro's island `<style>` from `<body>` to the end of `<head>`: the
 * W3C Nu Html Checker reports `<style>` in `<body>` as an error (withastro/astro#10308).
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterBuild, listFiles } from './builtFiles';

const ISLAND_STYLE =
  /<style>astro-island,astro-slot,astro-static-slot\{display:contents\}<\/style>/;

/** `html` with the island style in `<head>` instead of `<body>`; unchanged when there is none. */
export function islandStyleInHead(html: string): string {
  const head = html.indexOf('</head>');
  const match = ISLAND_STYLE.exec(html);
  if (!match || head < 0 || match.index < head) return html;
  const without = html.slice(0, match.index) + html.slice(match.index + match[0].length);
  return without.slice(0, head) + match[0] + without.slice(head);
}

export default () =>
  afterBuild('porf:island-style', async (outDir) => {
    for (const file of (await listFiles(outDir)).filter((f) => f.endsWith('.html'))) {
      const path = join(outDir, file);
      const html = await readFile(path, 'utf8');
      const moved = islandStyleInHead(html);
      if (moved !== html) await writeFile(path, moved);
    }
  });
