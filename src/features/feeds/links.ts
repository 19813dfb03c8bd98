/** Where a snapshot item can be seen: its card on its listing, its album page, or its file. */
import { kolkataDateOf } from '~/lib/items';
import { itemAnchor, type ListingKind } from '~/features/listing/model';
import { albumHref, albumPagePath, hasAlbumPage } from '~/lib/albumPaths';
import type { RoutePath } from '~/lib/routes';
import type { PublicationCategory } from '~/schemas';

/** The page of each listing that has per-year views and card anchors. */
export const LISTING_PAGES = {
  news: '/News',
  events: '/NewsEvents',
  highlights: '/Highlights',
  albums: '/PhotoGallery',
  videos: '/VideoGallery',
} as const satisfies Record<ListingKind, RoutePath>;

export const PUBLICATION_PAGES = {
  Newsletter: '/NewsLetter',
  AnnualReport: '/AnnualReport',
  Presscorner: '/PressCorner',
  Circular: '/Circular',
} as const satisfies Record<PublicationCategory, RoutePath>;

/** The link to a card on its listing, opened on the card's year (in India) at its anchor. */
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

export function absolute(path: string, site: URL): string {
  return new URL(path, site).href;
}
