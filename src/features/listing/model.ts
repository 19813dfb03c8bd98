/**
 * A listing's state and its rules of SPEC section 4: the filters, the starting year, the data
 * file of each year. Imported by browser code on the first paint: keep it small.
 */
import type { CardBase, ListingCard, ListingKind } from '~/items/model';
import { kolkataDateOf } from '~/lib/items';

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

export type ListingStatus = 'ready' | 'loading' | 'failed';

export const START_RULES: { readonly [K in ListingKind]: StartRule } = {
  news: 'fallback',
  events: 'current',
  highlights: 'fallback',
  albums: 'current',
  videos: 'fallback',
};

export function listingDataUrl(kind: ListingKind, year: number): string {
  return `/data/${kind}/${year}.json`;
}

export interface YearFile<C extends CardBase = ListingCard> {
  kind: ListingKind;
  year: number;
  /** Newest first. */
  items: C[];
}

/** What a listing page pre-renders and hands to its island. */
export interface InitialView<C> {
  /** The default year on the day of the build, no other filter. */
  state: ListingState;
  cards: C[];
  total: number;
  /** The island need not load its data file to filter it. */
  complete: boolean;
}

/** Years newest first, months 1-12 in calendar order: a prop small at any archive size. */
export function indexOf(cards: readonly CardBase[]) {
  const years = new Map<number, { count: number; months: Set<number> }>();
  for (const card of cards) {
    const { year, month } = kolkataDateOf(card.sortDate);
    const entry = years.get(year) ?? { count: 0, months: new Set<number>() };
    entry.count += 1;
    entry.months.add(month);
    years.set(year, entry);
  }
  return {
    total: cards.length,
    years: [...years]
      .sort(([a], [b]) => b - a)
      .map(([year, { count, months }]) => ({
        year,
        count,
        months: [...months].sort((a, b) => a - b),
      })),
  };
}

export type ListingIndex = ReturnType<typeof indexOf>;
