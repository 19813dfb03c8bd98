/**
 * sitemap.xml and robots.txt text (served by src/pages/sitemap.xml.ts and src/pages/robots.txt.ts).
 *
 * The sitemap lists every route of `ROUTES` and every photo album of the snapshot at its canonical
 * address (the pre-rendered `/Album/{id}`), with URLs on `SITE_URL`.
 */
import { albumPagePath, hasAlbumPage } from '~/lib/shared/listingCards';
import { ROUTES } from '~/lib/shared/routes';

/** One `<url>` of the sitemap. */
export interface SitemapEntry {
  /** Absolute URL. */
  loc: string;
  /** Last change, `yyyy-mm-dd`, when known. */
  lastmod?: string | undefined;
}

/** What the sitemap needs of an album. */
export interface SitemapAlbum {
  id: string;
  /** ISO 8601 date of the album's event. */
  sortDate: string;
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * The sitemap's entries: every route except the bare album page (it needs an id), then every album
 * with a pre-rendered page (an id unsafe as a file name has none: it is only reachable live).
 */
export function sitemapEntries(site: URL, albums: readonly SitemapAlbum[]): SitemapEntry[] {
  const routes = ROUTES.filter((route) => route.kind !== 'album').map((route) => ({
    loc: new URL(route.path, site).href,
  }));
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
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap is named. */
export function robotsTxt(site: URL): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', site).href}`,
    '',
  ].join('\n');
}
