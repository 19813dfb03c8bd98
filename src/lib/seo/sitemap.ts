/** sitemap.xml and robots.txt: every route of `ROUTES` and every pre-rendered album. */
import { albumPagePath, hasAlbumPage } from '~/lib/albumPaths';
import { ROUTES } from '~/lib/routes';
import { hasHindi, localizedPath } from '~/i18n/paths';
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

/** Every route but the bare album page, then every album with a pre-rendered page. */
export function sitemapEntries(site: URL, albums: readonly SitemapAlbum[]): SitemapEntry[] {
  const routes = ROUTES.filter((route) => route.kind !== 'album').flatMap((route) => {
    if (!hasHindi(route.path)) return [{ loc: new URL(route.path, site).href }];
    // A page with a Hindi twin: both listed, each naming both versions and x-default (English).
    const english = new URL(route.path, site).href;
    const hindi = new URL(localizedPath(route.path, 'hi'), site).href;
    const alternates = [
      { hreflang: 'en-IN', href: english },
      { hreflang: 'hi', href: hindi },
      { hreflang: 'x-default', href: english },
    ];
    return [
      { loc: english, alternates },
      { loc: hindi, alternates },
    ];
  });
  const albumEntries = albums
    .filter((album) => hasAlbumPage(album.id))
    .map((album) => ({
      loc: new URL(albumPagePath(album.id), site).href,
      lastmod: /^\d{4}-\d{2}-\d{2}/.exec(album.sortDate)?.[0],
    }));
  return [...routes, ...albumEntries];
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
