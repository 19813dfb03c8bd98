/**
 * A listing island: the first render is the built HTML; then the URL, else today, picks the view,
 * loading each year it needs once. A `#item-…` link pages on to its card and focuses it.
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
  mergeByKey,
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
import { useLive, useIslandGuard } from '~/lib/island';

export interface ListingOptions<C extends CardBase> {
  kind: ListingKind;
  index: ListingIndex;
  initial: InitialView<C>;
}

export type ListingStatus = 'ready' | 'loading' | 'failed';

export interface ListingModel<C extends CardBase> {
  state: ListingState;
  /** Controls stay disabled in the static HTML. */
  hydrated: boolean;
  /** Known in the browser only; badges wait for it. */
  now: Date | null;
  /** Newest first, with the year shown even when it has no items. */
  years: number[];
  months: number[];
  cards: C[];
  total: number;
  hasMore: boolean;
  status: ListingStatus;
  empty: boolean;
  /** As opposed to none matching month or search. */
  yearEmpty: boolean;
  /** The card a link asked for (`#item-…`), once it is shown; else `''`. */
  target: string;
  setYear(year: YearChoice): void;
  setMonth(month: number | null): void;
  setSearch(search: string): void;
  showAllYears(): void;
  clearFilters(): void;
  showMore(): void;
  retry(): void;
}

/** The site's own files, fetched the way API calls are: a time limit and typed errors. */
const sameOrigin: HttpContext = { baseUrl: '' };

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

/** A complete initial view, by year, as if its data files were loaded. */
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

export function useListing<C extends CardBase>(options: ListingOptions<C>): ListingModel<C> {
  const { kind, index, initial } = options;
  const rule = START_RULES[kind];
  const [state, setState] = useState<ListingState>(initial.state);
  const [now, setNow] = useState<Date | null>(null);
  const [loaded, setLoaded] = useState<ReadonlyMap<number, C[]>>(() =>
    loadedFromInitial(initial, index),
  );
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const live = (useLive(
    (signal) => import('~/features/listing/live').then((m) => m.liveListing(kind, signal)),
    kind,
  ) ?? NONE) as C[];
  const guard = useIslandGuard();
  const [pages, setPages] = useState(1);
  /** Asked for and not failed: each year is loaded once. */
  const requested = useRef(new Set<number>());
  /** Kept on screen while the next view loads. */
  const lastView = useRef({ cards: initial.cards, total: initial.total });
  const fallback = useRef(initial.state);
  /** The person or the URL chose a filter: the default no longer applies. */
  const chosen = useRef(false);
  /** Typing replaces the history entry its first keystroke pushed. */
  const typing = useRef(false);
  const wanted = useRef('');
  const [target, setTarget] = useState('');

  const indexYears = useMemo(() => index.years.map((entry) => entry.year), [index]);

  useEffect(() => {
    const today = new Date();
    setNow(today);
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
    // Once: the props of an island never change.
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
      // A ref, not `loaded`: an effect may run before the render that knows a file arrived.
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

  useEffect(() => {
    if (wantedAt < 0) return;
    const needed = Math.floor(wantedAt / LISTING_PAGE_SIZE) + 1;
    if (pages < needed) setPages(needed);
    else {
      setTarget(wanted.current);
      wanted.current = '';
    }
  }, [wantedAt, pages]);

  // Focused so a screen reader reads it (global.css smooths the scroll unless reduced motion).
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

  // Guarded: a failing history API stops the island (which keeps the built listing), not the page.
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
    hydrated: now !== null,
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
