/**
 * Languages of the site and the addresses of their pages: English unprefixed (`/AboutNgo`), Hindi
 * under `/hi` (`prefixDefaultLocale: false` in astro.config.mjs).
 * Imported by browser code: keep it small.
 */
import { ROUTES, type RoutePath } from '../lib/routes';

export type Lang = 'en' | 'hi';

/** The default (unprefixed) one first. */
export const LANGS = ['en', 'hi'] as const satisfies readonly Lang[];

/** `<html lang>`. */
export const HTML_LANG: Record<Lang, string> = { en: 'en-IN', hi: 'hi' };

/** Every route: src/integrations/hindiRoutes.ts makes the pages from this list. */
export const HINDI_PATHS: readonly RoutePath[] = ROUTES.map((route) => route.path);

/** Every route, every album page. */
export function hasHindi(path: string): boolean {
  return (HINDI_PATHS as readonly string[]).includes(path) || path.startsWith('/Album/');
}

/** `/AboutNgo` -> `/hi/AboutNgo`, `/` -> `/hi`. */
export function localizedPath(path: string, lang: Lang): string {
  if (lang === 'en') return path;
  return path === '/' ? '/hi' : `/hi${path}`;
}

/** The page in `lang` when it exists, else the English page (`hreflang` then says so). */
export function linkPath(path: string, lang: Lang): { href: string; lang: Lang } {
  if (lang !== 'en' && hasHindi(path.split(/[?#]/)[0] ?? path)) {
    return { href: localizedPath(path, lang), lang };
  }
  return { href: path, lang: 'en' };
}

/** `/hi/Donate` -> `hi`, `/Donate`. */
export function splitPath(pathname: string): { lang: Lang; path: string } {
  if (pathname === '/hi' || pathname === '/hi/') return { lang: 'hi', path: '/' };
  if (pathname.startsWith('/hi/')) return { lang: 'hi', path: pathname.slice(3) };
  return { lang: 'en', path: pathname };
}

export { fill } from '../lib/fill';
