/**
 * Which items the home page's blocks show, decided the same way at build time (from the
 * snapshot) and in the browser (from fresh API data): newest first, a few of each.
 * SPEC fixes only the highlights (at most 10, see ./listing.ts `latestHighlights`); the other
 * counts are ours and live here.
 *
 * Imported by browser code: keep it small.
 */
import { byNewestFirst, coverPath, type Dated } from '~/lib/items';

/** News and events together in the news carousel. */
export const HOME_NEWS_MAX = 10;
/** Award pictures in the achievements carousel. */
export const HOME_ACHIEVEMENTS_MAX = 10;
/** Albums in the photo gallery carousel. */
export const HOME_ALBUMS_MAX = 8;
/** Testimonials in their carousel. */
export const HOME_TESTIMONIALS_MAX = 10;

/** Gallery-list category of photo albums. */
export const ALBUM_CATEGORY = 'PhotoGallery';
/** Gallery-list category of award pictures. */
export const ACHIEVEMENTS_CATEGORY = 'Achievements';

/** One entry of the news carousel: a news item or an event. */
export type NewsOrEvent<N, E> = { kind: 'news'; item: N } | { kind: 'event'; item: E };

/** The newest `max` of news and events together, newest first (news first on equal dates). */
export function latestNewsAndEvents<N extends Dated, E extends Dated>(
  news: readonly N[],
  events: readonly E[],
  max: number = HOME_NEWS_MAX,
): NewsOrEvent<N, E>[] {
  const all: NewsOrEvent<N, E>[] = [
    ...news.map((item) => ({ kind: 'news' as const, item })),
    ...events.map((item) => ({ kind: 'event' as const, item })),
  ];
  return all.sort((a, b) => byNewestFirst(a.item, b.item)).slice(0, max);
}

/** The newest `max` albums: `PhotoGallery` items with an id and a date (as `getAlbums()`). */
export function latestAlbums<T extends Dated & { category: string; id?: string | undefined }>(
  items: readonly T[],
  max: number = HOME_ALBUMS_MAX,
): T[] {
  return items
    .filter((item) => item.category === ALBUM_CATEGORY && item.id && item.sortDate)
    .sort(byNewestFirst)
    .slice(0, max);
}

/** The newest `max` award pictures that have a picture to show. */
export function latestAchievements<
  T extends Dated & { category: string; attachments: readonly string[]; images: readonly string[] },
>(items: readonly T[], max: number = HOME_ACHIEVEMENTS_MAX): T[] {
  return items
    .filter((item) => item.category === ACHIEVEMENTS_CATEGORY && coverPath(item) !== undefined)
    .sort(byNewestFirst)
    .slice(0, max);
}
