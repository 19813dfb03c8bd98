/**
 * Control copies of built pages for `npm run audit -- --against`: one kind of thing taken away,
 * everything else byte for byte. String surgery, not a parse and re-serialise, which would change
 * the bytes the browser parses.
 */
import { htmlFiles, pageUrl } from '../../src/integrations/builtFiles';

export const STRIP_PARTS = ['scripts', 'frame', 'styles', 'meta-csp'] as const;
export type StripPart = (typeof STRIP_PARTS)[number];

export type StripCounts = Record<StripPart, number>;

const PATTERNS: Record<StripPart, RegExp[]> = {
  // Every script but JSON-LD (data for search engines, never run): inline, module and island.
  scripts: [/<script\b(?![^>]*\btype="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/gi],
  // The site header and footer (SiteHeader.astro, SiteFooter.astro); neither holds another one.
  frame: [
    /<header\b[^>]*\bclass="site-header\b[^"]*"[^>]*>[\s\S]*?<\/header>/gi,
    /<footer\b[^>]*\bclass="site-footer\b[^"]*"[^>]*>[\s\S]*?<\/footer>/gi,
  ],
  // Every inline style sheet (the page's rules, criticalCss.ts, and Astro's island rule).
  styles: [/<style\b[^>]*>[\s\S]*?<\/style>/gi],
  // The page's own policy; the host's `_headers` one still applies.
  'meta-csp': [/<meta\b[^>]*\bhttp-equiv="content-security-policy"[^>]*>/gi],
};

/** The page without the named parts, and how many of each were removed. */
export function stripPage(
  html: string,
  parts: readonly StripPart[],
): { html: string; counts: StripCounts } {
  const counts: StripCounts = { scripts: 0, frame: 0, styles: 0, 'meta-csp': 0 };
  let out = html;
  for (const part of parts) {
    for (const pattern of PATTERNS[part]) {
      out = out.replace(pattern, () => {
        counts[part] += 1;
        return '';
      });
    }
  }
  return { html: out, counts };
}

/** Reads `--remove scripts,frame` into parts, refusing names it does not know. */
export function parseStripParts(list: string): StripPart[] {
  const parts = list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unknown = parts.filter((part) => !(STRIP_PARTS as readonly string[]).includes(part));
  if (unknown.length > 0 || parts.length === 0) {
    throw new Error(`--remove takes one or more of ${STRIP_PARTS.join(', ')} (got "${list}")`);
  }
  return parts as StripPart[];
}

/** Each page of a build by its public path (`htmlFiles`, `pageUrl`). */
export function pageFilesByPath(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  for (const file of htmlFiles(dir)) {
    const path = pageUrl(file);
    // `hi.html` and `hi/index.html` both name `/hi`: the first in sorted order, `hi.html`, wins.
    if (!files.has(path)) files.set(path, file);
  }
  return files;
}

/** A path as `--pages` may give it (`News`, `/hi/Donate/`) in `pageUrl`'s form. */
export function normalPagePath(path: string): string {
  return `/${path.replace(/^\/+|\/+$/g, '')}`;
}
