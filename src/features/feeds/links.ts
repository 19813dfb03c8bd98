/**
 * Where an item of the snapshot can be seen, for feeds, calendars and search results: the listing
 * that shows it, opened on its year and scrolled to its card (`/News?year=2025#item-<slug>`; the
 * listing island reads both, see src/features/listing/useListing.ts), its album page, or its file.
 *
 * Build time only (pure; the endpoints under src/pages/rss, src/pages/calendar and the search
 * records call it with cards from src/features/listing/build.ts).
 */
import { kolkataDateOf } from '~/lib/items';
import { itemAnchor, type ListingKind } from '~/features/listing/model';
import { albumHref, albumPagePath, hasAlbumPage } from '~/lib/albumPaths';
import type { RoutePath } from '~/lib/routes';
import type { PublicationCategory } from '~/schemas/publication';

/** The page of each listing that has per-year views and card anchors. */
export const LISTING_PAGES = {
  news: '/News',
  events: '/NewsEvents',
  highlights: '/Highlights',
  albums: '/PhotoGallery',
  videos: '/VideoGallery',
} as const satisfies Record<ListingKind, RoutePath>;

/** The page of each publication category. */
export const PUBLICATION_PAGES = {
  Newsletter: '/NewsLetter',
  AnnualReport: '/AnnualReport',
  Presscorner: '/PressCorner',
  Circular: '/Circular',
} as const satisfies Record<PublicationCategory, RoutePath>;

/**
 * The site-relative link to a card on its listing: the listing on the card's year (in India), with
 * the card's anchor, e.g. `/News?year=2025#item-5f3a…`.
 */
export function listingItemPath(
  kind: ListingKind,
  card: { key: string; sortDate: string },
): string {
  const { year } = kolkataDateOf(card.sortDate);
  return `${LISTING_PAGES[kind]}?year=${year}#${itemAnchor(card.key)}`;
}

/** An album's address: its pre-rendered page when it has one, else `/SubGallery?id=`. */
export function albumPath(id: string): string {
  return hasAlbumPage(id) ? albumPagePath(id) : albumHref(id);
}

/** `path` made absolute on the site's canonical origin (`SITE_URL`). */
export function absolute(path: string, site: URL): string {
  return new URL(path, site).href;
}
