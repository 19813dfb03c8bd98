/**
 * Rules about API items that the build and the islands share: newest-first order by the date an
 * item is listed by (read in Asia/Kolkata), its cover picture, the highlights and their 'new'
 * badge. Rules that depend on today take the clock as an argument.
 *
 * Imported by browser code: keep it small.
 */
import { HIGHLIGHT_CATEGORY, HIGHLIGHTS_MAX, NEW_BADGE_DAYS } from './constants';
import { kolkataParts, type KolkataDate } from './format';

/** Anything listed by date: `sortDate` is an ISO 8601 instant (`date`, else `fromDate`). */
export interface Dated {
  sortDate: string | null;
}

/** The year, month and day in India of an ISO instant. */
export function kolkataDateOf(iso: string): KolkataDate {
  return kolkataParts(new Date(iso));
}

/** Days since 1970-01-01 of a calendar date, to compare and count whole days. */
function dayNumber({ year, month, day }: KolkataDate): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** Comparator: newest first; items without a date go last; equal dates keep their order. */
export function byNewestFirst(a: Dated, b: Dated): number {
  if (a.sortDate === b.sortDate) return 0;
  if (a.sortDate === null) return 1;
  if (b.sortDate === null) return -1;
  return Date.parse(b.sortDate) - Date.parse(a.sortDate);
}

/** A new array sorted newest first (stable). */
export function sortNewestFirst<T extends Dated>(items: readonly T[]): T[] {
  return [...items].sort(byNewestFirst);
}

/**
 * Whether a highlight shows the 'new' badge (SPEC section 4): its `new` flag is exactly the string
 * `'true'`, it has a `fromDate`, and today in India is between that day and `NEW_BADGE_DAYS` (15)
 * days after it, both ends included.
 */
export function isNewHighlight(
  item: { new?: unknown; fromDate: string | null },
  now: Date = new Date(),
): boolean {
  if (item.new !== 'true' || !item.fromDate) return false;
  const from = dayNumber(kolkataDateOf(item.fromDate));
  const today = dayNumber(kolkataParts(now));
  return today >= from && today <= from + NEW_BADGE_DAYS;
}

/** Only items of category Highlight, newest first (SPEC section 9). */
export function onlyHighlights<T extends Dated & { category: string }>(items: readonly T[]): T[] {
  return sortNewestFirst(items.filter((item) => item.category === HIGHLIGHT_CATEGORY));
}

/** What the home page's 'Latest' scroller shows: at most `HIGHLIGHTS_MAX` (10) highlights. */
export function latestHighlights<T extends Dated & { category: string }>(
  items: readonly T[],
  max: number = HIGHLIGHTS_MAX,
): T[] {
  return onlyHighlights(items).slice(0, max);
}

/**
 * Whether a stored path is a picture: a raster extension, or none at all (the API stores some
 * uploads without one; the snapshot's image cache lets sharp decide).
 */
export function isPicturePath(path: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(path.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase();
  return (
    extension === undefined || ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'].includes(extension)
  );
}

/**
 * The picture a card shows for an item: the first of its images, else the first attachment that
 * is a picture; undefined when it has none.
 */
export function coverPath(item: {
  images?: readonly string[];
  image?: readonly string[];
  attachments?: readonly string[];
}): string | undefined {
  return (
    item.images?.[0] ?? item.image?.[0] ?? item.attachments?.find((path) => isPicturePath(path))
  );
}
