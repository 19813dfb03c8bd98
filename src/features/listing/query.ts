/**
 * The state of a filtered listing (/News, /NewsEvents, /Highlights, /PhotoGallery, /VideoGallery)
 * and its place in the URL: which year, month and search text are shown, the year a listing opens
 * on, and how `?year=2025&month=Mar&q=camp` is read and written. The URL is the source of truth
 * once it holds a filter, so a filtered view can be shared and the back button works.
 *
 * Imported by browser code: keep it small (no dependencies beyond ./listing, ./format, ./constants).
 */
import { MONTHS } from '~/lib/constants';
import { fill } from '~/lib/fill';
import type { ListingWords } from '~/i18n';
import { kolkataParts } from '~/lib/format';
import { filterListing, startingYearAmong } from './rules';
import type { Dated } from '~/lib/items';

/** Cards a listing shows at first and adds with each 'Show more' (SPEC has no page size; an
 * archive of thousands needs one so that a page stays small). */
export const LISTING_PAGE_SIZE = 24;

/** Longest search text kept from a URL: a title search never needs more. */
export const MAX_SEARCH_LENGTH = 100;

/** A year, or every year. */
export type YearChoice = number | 'all';

/** What a listing shows: year, month (1-12, or `null` for every month) and search text. */
export interface ListingState {
  year: YearChoice;
  month: number | null;
  /** As typed; matching ignores case and surrounding spaces. */
  search: string;
}

/**
 * Which year a listing opens on (SPEC section 4):
 * - `fallback` (News, and the listings that follow its rule): this year if it has items, else
 *   last year if that has items, else every year;
 * - `current` (Events, Photo Gallery): this year, even before anything is published in it.
 */
export type StartRule = 'fallback' | 'current';

/** The year a listing opens on today (in India), given the years that have items. */
export function defaultYear(
  rule: StartRule,
  yearsWithItems: Iterable<number>,
  now: Date = new Date(),
): YearChoice {
  if (rule === 'current') return kolkataParts(now).year;
  return startingYearAmong(yearsWithItems, now) ?? 'all';
}

/** The state a listing opens in when the URL says nothing: its default year, no other filter. */
export function defaultState(
  rule: StartRule,
  yearsWithItems: Iterable<number>,
  now: Date = new Date(),
): ListingState {
  return { year: defaultYear(rule, yearsWithItems, now), month: null, search: '' };
}

/** Month number (1-12) from `Mar`, `march`, `3` or `03`; undefined for anything else. */
export function parseMonth(value: string): number | undefined {
  const text = value.trim();
  if (/^\d{1,2}$/.test(text)) {
    const number = Number(text);
    return number >= 1 && number <= 12 ? number : undefined;
  }
  const prefix = text.slice(0, 3).toLowerCase();
  if (text.length < 3) return undefined;
  const index = MONTHS.findIndex((name) => name.toLowerCase() === prefix);
  return index >= 0 ? index + 1 : undefined;
}

/**
 * The filters a URL query names (`?year=2025&month=Mar&q=camp`, `year=all`); a parameter that is
 * missing or makes no sense is left out, so the caller falls back to the default for it.
 */
export function readListingQuery(query: string | URLSearchParams): Partial<ListingState> {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  const state: Partial<ListingState> = {};
  const year = params.get('year')?.trim().toLowerCase();
  if (year === 'all') state.year = 'all';
  else if (year && /^\d{4}$/.test(year)) state.year = Number(year);
  const month = params.get('month');
  const monthNumber = month ? parseMonth(month) : undefined;
  if (monthNumber) state.month = monthNumber;
  const search = params.get('q');
  if (search?.trim()) state.search = search.slice(0, MAX_SEARCH_LENGTH);
  return state;
}

/** True when the query names any listing filter (then it, not the clock, decides the view). */
export function hasListingQuery(query: string | URLSearchParams): boolean {
  return Object.keys(readListingQuery(query)).length > 0;
}

/** The state for a URL query: what it names, the defaults for the rest. */
export function stateFromQuery(
  query: string | URLSearchParams,
  fallback: ListingState,
): ListingState {
  const named = readListingQuery(query);
  return {
    year: named.year ?? fallback.year,
    month: named.month ?? null,
    search: named.search ?? '',
  };
}

/**
 * The query string for a state, e.g. `?year=2025&month=Mar&q=camp` (`year=all` for every year).
 * The year is always written, so a shared link shows the same view on any day.
 */
export function writeListingQuery(state: ListingState): string {
  const params = new URLSearchParams();
  params.set('year', String(state.year));
  if (state.month !== null) params.set('month', MONTHS[state.month - 1]!);
  const search = state.search.trim();
  if (search) params.set('q', search);
  return `?${params.toString()}`;
}

/** True when two states show the same items. */
export function sameState(a: ListingState, b: ListingState): boolean {
  return a.year === b.year && a.month === b.month && a.search.trim() === b.search.trim();
}

/** The items of `items` a state shows, in their given order (newest first for listings). */
export function applyState<T extends Dated & { title: string }>(
  items: readonly T[],
  state: ListingState,
): T[] {
  return filterListing(items, {
    year: state.year === 'all' ? null : state.year,
    month: state.month,
    search: state.search,
  });
}

/** The scope of a view in words ('in 2026', 'in Mar 2026', 'in all years'), in `words`' language. */
export function scopeOf(
  state: ListingState,
  words: Pick<ListingWords, 'months' | 'inYear' | 'inMonthYear' | 'inAllYears' | 'inMonthAllYears'>,
): string {
  const month = state.month === null ? null : words.months[state.month - 1];
  const year = String(state.year);
  if (state.year === 'all')
    return month ? fill(words.inMonthAllYears, { month }) : words.inAllYears;
  return month ? fill(words.inMonthYear, { month, year }) : fill(words.inYear, { year });
}
