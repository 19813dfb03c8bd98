/**
 * Astro integration that writes `dist/_redirects`: each page's all-lowercase address (`/aboutngo`)
 * answers a 301 to the page (rules match case-sensitively); albums and stories are left out.
 */
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterBuild, listFiles } from './builtFiles';

/** Albums and stories, thousands in time: the 404 page lands their wrong-case addresses. */
const PAGES_OF_ITEMS = /^(hi\/)?(Album|NewsItem|Event|BlogPost|CampReport)\//;

/** Cloudflare Pages' documented limit of static redirects in `_redirects`. */
export const STATIC_REDIRECTS_LIMIT = 2000;

export function caseRedirects(files: readonly string[]): string[] {
  const pages = files
    .filter((file) => file.endsWith('.html') && !PAGES_OF_ITEMS.test(file))
    .map((file) => `/${file.slice(0, -'.html'.length)}`)
    .filter((route) => !/(^|\/)(index|404)$/.test(route));
  const existing = new Set(pages);
  const lines: string[] = [];
  for (const route of pages) {
    const lower = route.toLowerCase();
    if (lower === route || existing.has(lower)) continue;
    lines.push(`${lower} ${route} 301`);
  }
  if (lines.length > STATIC_REDIRECTS_LIMIT) {
    throw new Error(
      `_redirects would have ${lines.length} rules; Cloudflare Pages allows ${STATIC_REDIRECTS_LIMIT}`,
    );
  }
  return lines.sort();
}

export default () =>
  afterBuild('porf:case-redirects', async (outDir, logger) => {
    const lines = caseRedirects(await listFiles(outDir));
    await writeFile(
      join(outDir, '_redirects'),
      `# Written by src/integrations/caseRedirects.ts after every build.\n${lines.join('\n')}\n`,
    );
    logger.info(`_redirects written (${lines.length} lowercase addresses)`);
  });
