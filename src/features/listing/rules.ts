/**
 * The listings' filters, shared by the build and the islands: year and month options, the
 * combined year/month/search filter and the starting year (SPEC section 4).
 *
 * Imported by browser code: keep it small.
 */
import { kolkataParts } from '~/lib/format';
import { kolkataDateOf, type Dated } from '~/lib/items';

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
