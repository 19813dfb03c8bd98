/**
 * Listing rules shared by the build (src/lib/data) and the islands: newest-first order, year and
 * month options, the combined year/month/search filter, the 'new' badge, the starting year, and
 * highlight selection. Every rule that depends on today takes the clock as an argument, so the
 * browser decides at view time and tests pass a fixed date. Dates are read in Asia/Kolkata.
 *
 * Imported by browser code: keep it small (no dependencies beyond ./format and ./constants).
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

/** Years that have items, newest first (SPEC section 4), as seen in India. */
export function yearsOf(items: readonly Dated[]): number[] {
  const years = new Set<number>();
  for (const item of items) if (item.sortDate) years.add(kolkataDateOf(item.sortDate).year);
  return [...years].sort((a, b) => b - a);
}

/** Months (1-12, calendar order) that have items, within `year` when given. */
export function monthsOf(items: readonly Dated[], year?: number | null): number[] {
  const months = new Set<number>();
  for (const item of items) {
    if (!item.sortDate) continue;
    const date = kolkataDateOf(item.sortDate);
    if (year == null || date.year === year) months.add(date.month);
  }
  return [...months].sort((a, b) => a - b);
}

/** The listing filters; `null`/`undefined`/`''` means "any". */
export interface ListingFilter {
  year?: number | null;
  /** 1-12 */
  month?: number | null;
  /** Case-insensitive substring of the title (SPEC section 5). */
  search?: string | null;
}

/** True when `title` contains `search`, ignoring case and surrounding spaces. */
export function matchesSearch(title: string, search: string | null | undefined): boolean {
  const needle = search?.trim().toLocaleLowerCase('en-IN') ?? '';
  return needle === '' || title.toLocaleLowerCase('en-IN').includes(needle);
}

/**
 * Items that pass every set filter (year, month and search combine: SPEC section 4), in their
 * given order. An item without a date fails a year or month filter.
 */
export function filterListing<T extends Dated & { title: string }>(
  items: readonly T[],
  filter: ListingFilter,
): T[] {
  const { year, month, search } = filter;
  return items.filter((item) => {
    if (year != null || month != null) {
      if (!item.sortDate) return false;
      const date = kolkataDateOf(item.sortDate);
      if (year != null && date.year !== year) return false;
      if (month != null && date.month !== month) return false;
    }
    return matchesSearch(item.title, search);
  });
}

/**
 * The year a listing opens on (SPEC section 4), from the years that have items: this year in India
 * if it has items, else last year if that has items, else `null` (all years).
 */
export function startingYearAmong(
  yearsWithItems: Iterable<number>,
  now: Date = new Date(),
): number | null {
  const years = new Set(yearsWithItems);
  const thisYear = kolkataParts(now).year;
  if (years.has(thisYear)) return thisYear;
  if (years.has(thisYear - 1)) return thisYear - 1;
  return null;
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

/** True for a path that names a picture (by extension), not a document such as a PDF. */
export function isPicturePath(path: string): boolean {
  return /\.(jpe?g|png|webp|avif|gif)$/i.test(path.split(/[?#]/)[0] ?? '');
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
