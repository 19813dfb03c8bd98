/** A listing's filters (SPEC section 4) and URL query. Imported by browser code: keep it small. */
import { MONTHS } from '~/lib/constants';
import { fill } from '~/lib/fill';
import type { ListingWords } from '~/i18n';
import { kolkataParts } from '~/lib/format';
import { type Dated, kolkataDateOf } from '~/lib/items';

/** SPEC has no page size; an archive of thousands needs one so that a page stays small. */
export const LISTING_PAGE_SIZE = 24;

/** A title search never needs more. */
export const MAX_SEARCH_LENGTH = 100;

export type YearChoice = number | 'all';

export interface ListingState {
  year: YearChoice;
  /** 1-12, or `null` for every month. */
  month: number | null;
  /** As typed; matching ignores case and surrounding spaces. */
  search: string;
}

/** SPEC section 4, in India: `fallback` this year, else last, else all; `current` this year. */
export type StartRule = 'fallback' | 'current';

export function defaultYear(
  rule: StartRule,
  yearsWithItems: Iterable<number>,
  now: Date = new Date(),
): YearChoice {
  const thisYear = kolkataParts(now).year;
  if (rule === 'current') return thisYear;
  const years = new Set(yearsWithItems);
  return years.has(thisYear) ? thisYear : years.has(thisYear - 1) ? thisYear - 1 : 'all';
}

export function defaultState(
  rule: StartRule,
  yearsWithItems: Iterable<number>,
  now: Date = new Date(),
): ListingState {
  return { year: defaultYear(rule, yearsWithItems, now), month: null, search: '' };
}

/** 1-12 from `Mar`, `march`, `3` or `03`. */
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

/** A parameter that makes no sense is left out, so the caller falls back to its default. */
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

/** Then the query, not the clock, decides the view. */
export function hasListingQuery(query: string | URLSearchParams): boolean {
  return Object.keys(readListingQuery(query)).length > 0;
}

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

/** The year is always written, so a shared link shows the same view on any day. */
export function writeListingQuery(state: ListingState): string {
  const params = new URLSearchParams();
  params.set('year', String(state.year));
  if (state.month !== null) params.set('month', MONTHS[state.month - 1]!);
  const search = state.search.trim();
  if (search) params.set('q', search);
  return `?${params.toString()}`;
}

export function sameState(a: ListingState, b: ListingState): boolean {
  return a.year === b.year && a.month === b.month && a.search.trim() === b.search.trim();
}

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

/** SPEC section 4: newest first, as seen in India. */
export function yearsOf(items: readonly Dated[]): number[] {
  const years = new Set<number>();
  for (const item of items) if (item.sortDate) years.add(kolkataDateOf(item.sortDate).year);
  return [...years].sort((a, b) => b - a);
}

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
  month?: number | null;
  /** Case-insensitive substring of the title (SPEC section 5). */
  search?: string | null;
}

export function matchesSearch(title: string, search: string | null | undefined): boolean {
  const needle = search?.trim().toLocaleLowerCase('en-IN') ?? '';
  return needle === '' || title.toLocaleLowerCase('en-IN').includes(needle);
}

/** Filters combine (SPEC section 4); an item without a date fails a year or month filter. */
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
