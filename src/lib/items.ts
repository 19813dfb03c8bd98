/**
 * API items for the build and the islands: dates read and shown in Asia/Kolkata, numbers in Indian
 * grouping, order, the cover picture, and the rules that depend on today (the clock passed in).
 * Imported by browser code: keep it small (no date library). No `Intl` object is made at load:
 * the first one costs the main thread ICU data, and most islands import this module.
 */
import { HIGHLIGHT_CATEGORY, HIGHLIGHTS_MAX, MONTHS, NEW_BADGE_DAYS } from './constants';

export interface KolkataDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** India keeps UTC+05:30 all year (no daylight saving). */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Throws a RangeError for an invalid date. */
export function kolkataParts(date: Date): KolkataDate {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const shifted = new Date(time + KOLKATA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

export function todayInKolkata(now: Date = new Date()): KolkataDate {
  return kolkataParts(now);
}

/** `7 Jun 2016`. Hindi pages pass their month names, so no page ships the other language's. */
export function formatDayMonthYear(date: Date, months: readonly string[] = MONTHS): string {
  const { year, month, day } = kolkataParts(date);
  return `${day} ${months[month - 1]} ${year}`;
}

/** `dd/mm/yyyy`. */
export function formatEnGb(date: Date): string {
  const { year, month, day } = kolkataParts(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

export function isoDate(date: Date): string {
  const { year, month, day } = kolkataParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

let indianNumber: Intl.NumberFormat | undefined;

/** Indian digit grouping: 123456 -> `1,23,456`. */
export function formatIndianNumber(value: number): string {
  // Whole numbers are grouped here, as en-IN does, without creating an `Intl` object.
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value));
    const grouped =
      digits.length <= 3
        ? digits
        : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
    return value < 0 ? `-${grouped}` : grouped;
  }
  indianNumber ??= new Intl.NumberFormat('en-IN');
  return indianNumber.format(value);
}

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
