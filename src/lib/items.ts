/**
 * Rules about API items for the build and the islands: dates read in Asia/Kolkata, and the clock
 * passed in for rules that depend on today.
 * Imported by browser code: keep it small.
 */
import { HIGHLIGHT_CATEGORY, HIGHLIGHTS_MAX, NEW_BADGE_DAYS } from './constants';
import { kolkataParts, type KolkataDate } from './format';

/** `sortDate` is an ISO 8601 instant (`date`, else `fromDate`). */
export interface Dated {
  sortDate: string | null;
}

export function kolkataDateOf(iso: string): KolkataDate {
  return kolkataParts(new Date(iso));
}

function dayNumber({ year, month, day }: KolkataDate): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

/** Undated items go last; equal dates keep their order. */
export function byNewestFirst(a: Dated, b: Dated): number {
  if (a.sortDate === b.sortDate) return 0;
  if (a.sortDate === null) return 1;
  if (b.sortDate === null) return -1;
  return Date.parse(b.sortDate) - Date.parse(a.sortDate);
}

export function sortNewestFirst<T extends Dated>(items: readonly T[]): T[] {
  return [...items].sort(byNewestFirst);
}

/**
 * SPEC section 4: the 'new' badge shows when `new` is the string `'true'` and today in India is
 * from `fromDate` to `NEW_BADGE_DAYS` days after it, both ends included.
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

/** The home page's 'Latest' scroller. */
export function latestHighlights<T extends Dated & { category: string }>(
  items: readonly T[],
  max: number = HIGHLIGHTS_MAX,
): T[] {
  return onlyHighlights(items).slice(0, max);
}

/** A raster extension, or none at all (the API stores some uploads without one: sharp decides). */
export function isPicturePath(path: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(path.split(/[?#]/)[0] ?? '')?.[1]?.toLowerCase();
  return (
    extension === undefined || ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'].includes(extension)
  );
}

/** The first image, else the first attachment that is a picture. */
export function coverPath(item: {
  images?: readonly string[];
  image?: readonly string[];
  attachments?: readonly string[];
}): string | undefined {
  return (
    item.images?.[0] ?? item.image?.[0] ?? item.attachments?.find((path) => isPicturePath(path))
  );
}
