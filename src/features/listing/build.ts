/** A listing's index, its cards by year for the data files, and the view its page pre-renders. */
import { listingCards } from '~/items/build';
import type { CardOf, ListingKind } from '~/items/model';
import { kolkataDateOf } from '~/lib/items';
import { defaultState, filterListing, LISTING_PAGE_SIZE } from './Listing';
import { indexOf, START_RULES, type InitialView, type ListingIndex } from './model';

export async function listingIndex(kind: ListingKind): Promise<ListingIndex> {
  return indexOf(await listingCards(kind));
}

// Grouped once, not once per year file.
const grouped = new Map<ListingKind, Promise<Map<number, unknown[]>>>();

/** Newest first. */
export async function cardsOfYear<K extends ListingKind>(
  kind: K,
  year: number,
): Promise<CardOf[K][]> {
  let byYear = grouped.get(kind);
  if (!byYear) {
    byYear = listingCards(kind).then((cards) => {
      const years = new Map<number, unknown[]>();
      for (const card of cards) {
        const cardYear = kolkataDateOf(card.sortDate).year;
        const list = years.get(cardYear);
        if (list) list.push(card);
        else years.set(cardYear, [card]);
      }
      return years;
    });
    grouped.set(kind, byYear);
  }
  return ((await byYear).get(year) ?? []) as CardOf[K][];
}

/** As of `now` (the build), with its first page of cards. */
export async function initialView<K extends ListingKind>(
  kind: K,
  now: Date = new Date(),
): Promise<{ index: ListingIndex; initial: InitialView<CardOf[K]> }> {
  const cards = await listingCards(kind);
  const index = indexOf(cards);
  const state = defaultState(
    START_RULES[kind],
    index.years.map((entry) => entry.year),
    now,
  );
  const view = state.year === 'all' ? cards : filterListing(cards, { year: state.year });
  return {
    index,
    initial: {
      state,
      cards: view.slice(0, LISTING_PAGE_SIZE),
      total: view.length,
      complete: view.length <= LISTING_PAGE_SIZE,
    },
  };
}
