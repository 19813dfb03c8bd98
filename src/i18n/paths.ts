/**
 * Languages of the site and the addresses of their pages (README "Languages").
 *
 * Imported by browser code: keep it small. English pages are unprefixed (`/AboutNgo`), Hindi pages
 * live under `/hi` (`/hi/AboutNgo`, the Hindi home is `/hi`), as Astro's i18n routing
 * (`prefixDefaultLocale: false` in astro.config.mjs) expects. The dictionaries themselves are in
 * src/i18n and never reach the browser whole: islands get their strings as props.
 */
import { ROUTES, type RoutePath } from '../lib/routes';

/** A language of the site. */
export type Lang = 'en' | 'hi';

/** Every language, the default (unprefixed) one first. */
export const LANGS = ['en', 'hi'] as const satisfies readonly Lang[];

/** The language of unprefixed paths. */
export const DEFAULT_LANG: Lang = 'en';

/** `<html lang>` of each language. */
export const HTML_LANG: Record<Lang, string> = { en: 'en-IN', hi: 'hi' };

/**
 * The routes that have a Hindi page under `/hi`: every one. One list: src/integrations/hindiRoutes.ts
 * makes the pages from it; the header, `hreflang` and the sitemap pair them.
 */
export const HINDI_PATHS: readonly RoutePath[] = ROUTES.map((route) => route.path);

/** Whether an English path has a Hindi page (every route, every album page). */
export function hasHindi(path: string): boolean {
  return (HINDI_PATHS as readonly string[]).includes(path) || path.startsWith('/Album/');
}

/** The address of the English `path` in `lang`: `/AboutNgo` -> `/hi/AboutNgo`, `/` -> `/hi`. */
export function localizedPath(path: string, lang: Lang): string {
  if (lang === 'en') return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}

/**
 * Where a link to the English `path` should lead from a page in `lang`: the page in that language
 * when it exists, else the English page (`hreflang` then says so).
 */
export function linkPath(path: string, lang: Lang): { href: string; lang: Lang } {
  if (lang !== 'en' && hasHindi(path.split(/[?#]/)[0] ?? path)) {
    return { href: localizedPath(path, lang), lang };
  }
  return { href: path, lang: 'en' };
}

/** The language of a public path and its English path: `/hi/Donate` -> `hi`, `/Donate`. */
export function splitPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/hi' || pathname === '/hi/') return { lang: 'hi', path: '/' };
  if (pathname.startsWith('/hi/')) return { lang: 'hi', path: pathname.slice(3) };
  return { lang: 'en', path: pathname };
}

export { fill } from '../lib/fill';
