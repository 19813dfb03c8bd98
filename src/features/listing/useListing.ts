/**
 * Behaviour of a filtered listing island: the filter state and its URL, the per-year data files it
 * loads, the live refresh merged in, and paging.
 *
 * - First render = the pre-rendered HTML (the build's default view), so hydration changes nothing.
 * - After hydration the URL query decides the view, else the default year by today's date in India
 *   (`StartRule`). Changes push a history entry (typing in the search box replaces the entry its
 *   first keystroke pushed); the back button restores the previous view.
 * - Only the years the view needs are loaded (`/data/{kind}/{year}.json`), once each.
 * - Recent items from the live API are laid over the snapshot by key; a failed refresh changes
 *   nothing on screen.
 * - A link to one card (`?year=2025#item-<slug>`, from the site search) shows enough pages to
 *   reach it, then scrolls to it, highlights it and moves focus to it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { request, type HttpContext } from '~/lib/api/http';
import { BROWSER_FETCH_TIMEOUT_MS } from '~/lib/constants';
import { kolkataDateOf } from '~/lib/items';
import {
  itemAnchor,
  listingDataUrl,
  type CardBase,
  type InitialView,
  type ListingIndex,
  type ListingKind,
  type YearFile,
  START_RULES,
} from '~/features/listing/model';
import {
  applyState,
  defaultState,
  hasListingQuery,
  LISTING_PAGE_SIZE,
  sameState,
  stateFromQuery,
  writeListingQuery,
  type ListingState,
  type YearChoice,
} from '~/features/listing/query';
import { mergeByKey } from '~/features/listing/model';
import { useLive } from '~/lib/island';
import { useIslandGuard } from '~/lib/island';

/** What a listing island is given. */
export interface ListingOptions<C extends CardBase> {
  kind: ListingKind;
  index: ListingIndex;
  initial: InitialView<C>;
}

/** Whether what is shown is current, being loaded, or could not be loaded. */
export type ListingStatus = 'ready' | 'loading' | 'failed';

/** What the listing view renders and the actions it offers. */
export interface ListingModel<C extends CardBase> {
  state: ListingState;
  /** False until the island runs in the browser: controls stay disabled in the static HTML. */
  hydrated: boolean;
  /** Today, once known in the browser (badges wait for it). */
  now: Date | null;
  /** Years to choose from, newest first (with the year shown even when it has no items). */
  years: number[];
  /** Months (1-12) of the chosen year to choose from. */
  months: number[];
  /** Cards shown (the first pages of the results). */
  cards: C[];
  /** Number of results of the view. */
  total: number;
  /** True when more results than `cards` exist ('Show more'). */
  hasMore: boolean;
  status: ListingStatus;
  /** True when the whole listing (snapshot and live) has no item at all. */
  empty: boolean;
  /** True when the chosen year has no item at all (as opposed to none matching month or search). */
  yearEmpty: boolean;
  /** Element id of the card a link asked for (`#item-…`), once it is shown; else `''`. */
  target: string;
  setYear(year: YearChoice): void;
  setMonth(month: number | null): void;
  setSearch(search: string): void;
  /** Every year, no month, no search. */
  showAllYears(): void;
  /** Keeps the year, drops month and search. */
  clearFilters(): void;
  showMore(): void;
  retry(): void;
}

/** The site's own files, fetched the way API calls are: a time limit and typed errors. */
const sameOrigin: HttpContext = { baseUrl: '' };

/** Loads one year's data file. */
async function fetchYear<C>(kind: ListingKind, year: number): Promise<C[]> {
  const path = listingDataUrl(kind, year);
  const file = (await request(sameOrigin, {
    method: 'GET',
    path,
    timeoutMs: BROWSER_FETCH_TIMEOUT_MS,
  })) as YearFile | null;
  if (!Array.isArray(file?.items)) throw new Error(`${path} has no items`);
  return file.items as C[];
}

const yearOf = (card: CardBase) => kolkataDateOf(card.sortDate).year;

/** The cards of a complete initial view, by year, as if their data files were loaded. */
function loadedFromInitial<C extends CardBase>(
  initial: InitialView<C>,
  index: ListingIndex,
): Map<number, C[]> {
  const loaded = new Map<number, C[]>();
  if (!initial.complete) return loaded;
  const { year } = initial.state;
  const years = year === 'all' ? index.years.map((entry) => entry.year) : [year];
  for (const y of years) loaded.set(y, []);
  for (const card of initial.cards) loaded.get(yearOf(card))?.push(card);
  return loaded;
}

const NONE: never[] = [];

/** The state and behaviour of one listing island. */
export function useListing<C extends CardBase>(options: ListingOptions<C>): ListingModel<C> {
  const { kind, index, initial } = options;
  const rule = START_RULES[kind];
  const [state, setState] = useState<ListingState>(initial.state);
  const [hydrated, setHydrated] = useState(false);
  const [now, setNow] = useState<Date | null>(null);
  const [loaded, setLoaded] = useState<ReadonlyMap<number, C[]>>(() =>
    loadedFromInitial(initial, index),
  );
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  // Recent items from the live API, loaded (with their readers) only once the page is idle.
  const live = (useLive(
    (signal) => import('~/features/listing/live').then((m) => m.liveListing(kind, signal)),
    kind,
  ) ?? NONE) as C[];
  const guard = useIslandGuard();
  const [pages, setPages] = useState(1);
  /** Years whose data file was asked for (and has not failed): each is loaded once. */
  const requested = useRef(new Set<number>());
  /** The view last shown in full: kept on screen while the next one loads. */
  const lastView = useRef({ cards: initial.cards, total: initial.total });
  /** The default state by the browser's clock, once known. */
  const fallback = useRef(initial.state);
  /** True once the person changed a filter or the URL named one: the default no longer applies. */
  const chosen = useRef(false);
  /** True while the current history entry belongs to a search being typed. */
  const typing = useRef(false);
  /** The card the URL's `#item-…` asks for, until it is shown or a filter changes. */
  const wanted = useRef('');
  const [target, setTarget] = useState('');

  const indexYears = useMemo(() => index.years.map((entry) => entry.year), [index]);

  // In the browser: today's date, the URL's filters and the back button.
  useEffect(() => {
    const today = new Date();
    setNow(today);
    setHydrated(true);
    fallback.current = defaultState(rule, indexYears, today);
    chosen.current = hasListingQuery(window.location.search);
    if (window.location.hash.startsWith('#item-')) wanted.current = window.location.hash.slice(1);
    setState(stateFromQuery(window.location.search, fallback.current));

    const onPopState = () => {
      typing.current = false;
      chosen.current = hasListingQuery(window.location.search);
      setState(stateFromQuery(window.location.search, fallback.current));
      setPages(1);
    };
    window.addEventListener('popstate', onPopState);

    return () => window.removeEventListener('popstate', onPopState);
    // Runs once: the props of an island never change.
  }, []);

  // A year that only the API knows (the first news of a new year) may change the default.
  useEffect(() => {
    if (live.length === 0 || !now) return;
    fallback.current = defaultState(rule, [...indexYears, ...live.map(yearOf)], now);
    if (!chosen.current) setState(fallback.current);
  }, [live, now, rule, indexYears]);

  const inChosenYear = (card: C) => state.year === 'all' || yearOf(card) === state.year;
  const liveInYear = live.filter(inChosenYear);
  const needed =
    state.year === 'all' ? indexYears : indexYears.includes(state.year) ? [state.year] : [];
  const ready = needed.every((year) => loaded.has(year));
  // The pre-rendered first page still answers the view while nothing new needs placing in it.
  const initialKeys = useMemo(() => new Set(initial.cards.map((card) => card.key)), [initial]);
  const placeholder =
    !wanted.current &&
    !ready &&
    pages === 1 &&
    sameState(state, initial.state) &&
    liveInYear.every((card) => initialKeys.has(card.key));
  const missing = placeholder ? [] : needed.filter((y) => !loaded.has(y) && !failed.has(y));

  useEffect(() => {
    for (const year of missing) {
      // Checked against a ref, not the render's `loaded`: an effect may run after a file has
      // arrived but before the render that knows it.
      if (requested.current.has(year)) continue;
      requested.current.add(year);
      fetchYear<C>(kind, year).then(
        (cards) => setLoaded((previous) => new Map(previous).set(year, cards)),
        (error: unknown) => {
          console.warn(`Could not load the ${kind} of ${year}.`, error);
          requested.current.delete(year);
          setFailed((previous) => new Set(previous).add(year));
        },
      );
    }
    // `missing` is a fresh array each render; its content is what matters.
  }, [kind, missing.join(',')]);

  const view = useMemo(() => {
    if (ready) {
      const snapshot = needed.flatMap((year) => loaded.get(year) ?? []);
      const results = applyState(mergeByKey(snapshot, liveInYear), state);
      const at = wanted.current
        ? results.findIndex((card) => itemAnchor(card.key) === wanted.current)
        : -1;
      return { cards: results.slice(0, pages * LISTING_PAGE_SIZE), total: results.length, at };
    }
    if (placeholder) return { cards: mergeByKey(initial.cards, liveInYear), total: initial.total };
    return undefined;
  }, [ready, placeholder, loaded, live, state, pages, initial]);
  if (view) lastView.current = view;
  const wantedAt = view?.at ?? -1;

  // The linked card: page on until it is shown, then mark it (the render gives it tabIndex).
  useEffect(() => {
    if (wantedAt < 0) return;
    const needed = Math.floor(wantedAt / LISTING_PAGE_SIZE) + 1;
    if (pages < needed) setPages(needed);
    else {
      setTarget(wanted.current);
      wanted.current = '';
    }
  }, [wantedAt, pages]);

  // Scrolled to gently (global.css makes scrolling smooth unless reduced motion is asked for),
  // and focused so a screen reader reads it.
  useEffect(() => {
    const card = target ? document.getElementById(target) : null;
    card?.scrollIntoView({ block: 'center' });
    card?.focus({ preventScroll: true });
  }, [target]);
  const status: ListingStatus = view
    ? 'ready'
    : needed.some((year) => failed.has(year))
      ? 'failed'
      : 'loading';

  const liveYears = live.map(yearOf);
  const years = [...new Set([...indexYears, ...liveYears])];
  if (typeof state.year === 'number' && !years.includes(state.year)) years.push(state.year);
  years.sort((a, b) => b - a);

  const monthsOf = (year: YearChoice): number[] => {
    const set = new Set<number>();
    for (const entry of index.years) {
      if (year === 'all' || entry.year === year) for (const m of entry.months) set.add(m);
    }
    for (const card of live) {
      const date = kolkataDateOf(card.sortDate);
      if (year === 'all' || date.year === year) set.add(date.month);
    }
    return [...set].sort((a, b) => a - b);
  };
  const months = monthsOf(state.year);
  if (state.month !== null && !months.includes(state.month)) {
    months.push(state.month);
    months.sort((a, b) => a - b);
  }

  /**
   * Shows `next` and records it in the browser history (guarded: a browser whose history API
   * fails stops the island, whose boundary keeps the built listing, instead of a page error).
   */
  const update = guard((next: ListingState, { search = false } = {}) => {
    chosen.current = true;
    wanted.current = '';
    setState(next);
    setPages(1);
    const url = `${window.location.pathname}${writeListingQuery(next)}${window.location.hash}`;
    if (search && typing.current) window.history.replaceState(window.history.state, '', url);
    else window.history.pushState(null, '', url);
    typing.current = search;
  });

  const hasItemsIn = (year: YearChoice) =>
    year === 'all'
      ? index.total > 0 || live.length > 0
      : indexYears.includes(year) || liveYears.includes(year);

  return {
    state,
    hydrated,
    now,
    years,
    months,
    cards: lastView.current.cards,
    total: lastView.current.total,
    hasMore: lastView.current.total > lastView.current.cards.length,
    status,
    empty: index.total === 0 && live.length === 0,
    yearEmpty: !hasItemsIn(state.year),
    target,
    setYear: (year) => {
      const keepMonth = state.month !== null && monthsOf(year).includes(state.month);
      update({ ...state, year, month: keepMonth ? state.month : null });
    },
    setMonth: (month) => update({ ...state, month }),
    setSearch: (search) => update({ ...state, search }, { search: true }),
    showAllYears: () => update({ year: 'all', month: null, search: '' }),
    clearFilters: () => update({ ...state, month: null, search: '' }),
    showMore: () => setPages((count) => count + 1),
    retry: () => setFailed(new Set()),
  };
}
