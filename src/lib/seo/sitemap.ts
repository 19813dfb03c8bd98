/** sitemap.xml and robots.txt: every route of `ROUTES`, every pre-rendered album and story. */
import { albumPagePath, hasAlbumPage } from '~/lib/routes';
import { ROUTES } from '~/lib/routes';
import { hasHindi, localizedPath } from '~/lib/routes';
import { escapeXml } from '~/lib/xml';

export interface SitemapEntry {
  loc: string;
  lastmod?: string | undefined;
  /** Language versions of the page (`xhtml:link rel="alternate" hreflang`), itself included. */
  alternates?: readonly { hreflang: string; href: string }[] | undefined;
}

export interface SitemapAlbum {
  id: string;
  sortDate: string;
}

/** A page and its Hindi twin, each naming both versions and x-default (English). */
function pair(site: URL, path: string, lastmod?: string): SitemapEntry[] {
  const english = new URL(path, site).href;
  const hindi = new URL(localizedPath(path, 'hi'), site).href;
  const alternates = [
    { hreflang: 'en-IN', href: english },
    { hreflang: 'hi', href: hindi },
    { hreflang: 'x-default', href: english },
  ];
  return [
    { loc: english, lastmod, alternates },
    { loc: hindi, lastmod, alternates },
  ];
}

/** Every route but those that render from the query, then every pre-rendered album and story. */
export function sitemapEntries(
  site: URL,
  albums: readonly SitemapAlbum[],
  stories: readonly { path: string; sortDate: string }[] = [],
): SitemapEntry[] {
  const routes = ROUTES.filter((route) => route.kind !== 'live').flatMap((route) =>
    hasHindi(route.path) ? pair(site, route.path) : [{ loc: new URL(route.path, site).href }],
  );
  const albumEntries = albums
    .filter((album) => hasAlbumPage(album.id))
    .flatMap((album) =>
      pair(site, albumPagePath(album.id), /^\d{4}-\d{2}-\d{2}/.exec(album.sortDate)?.[0]),
    );
  const day = (date: string) => /^\d{4}-\d{2}-\d{2}/.exec(date)?.[0];
  const storyEntries = stories.flatMap((story) => pair(site, story.path, day(story.sortDate)));
  return [...routes, ...albumEntries, ...storyEntries];
}

/** The sitemap document (sitemaps.org protocol 0.9). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(entry.loc)}</loc>`,
      ...(entry.lastmod ? [`    <lastmod>${entry.lastmod}</lastmod>`] : []),
      ...(entry.alternates ?? []).map(
        (a) =>
          `    <xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeXml(a.href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(site: URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
}
