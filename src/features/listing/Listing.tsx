/**
 * A filtered listing (SPEC section 4), hydrated once idle (3 s at most): its filters and URL
 * query, the state that loads each year it needs once, and its view. The first render is the built
 * HTML; then the URL, else today, picks the view. A `#item-…` link pages on to its card and
 * focuses it. The filter rules also make the built default view (build.ts).
 */
import { useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { request, type HttpContext } from '~/lib/api/http';
import { BROWSER_FETCH_TIMEOUT_MS, MONTHS } from '~/lib/constants';
import { fill, fillCount } from '~/lib/fill';
import { formatIndianNumber, kolkataDateOf, kolkataParts, type Dated } from '~/lib/items';
import { useIslandGuard, useLive, island } from '~/lib/island';
import type { ListingWords } from '~/i18n';
import { itemAnchor, localizedPath, splitPath } from '~/lib/routes';
import { mergeByKey, type CardBase, type CardOf, type ListingKind } from '~/items/model';
import {
  listingDataUrl,
  MAX_SEARCH_LENGTH,
  START_RULES,
  type InitialView,
  type ListingIndex,
  type ListingState,
  type ListingStatus,
  type StartRule,
  type YearChoice,
  type YearFile,
} from './model';
import { ListingFilters, type FilterSet } from './ListingFilters';
import {
  AlbumCardView,
  HighlightCardView,
  StoryCardView,
  VideoCardView,
  type CardProps,
} from '~/features/listing/CardViews';
import './Listing.css';

// The filters and the URL query; build.ts makes the default view with them too.

/** SPEC has no page size; an archive of thousands needs one so that a page stays small. */
export const LISTING_PAGE_SIZE = 24;

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

// The state: the view the URL or today picks, each year's file loaded once, the live refresh.

export interface ListingOptions<C extends CardBase> {
  kind: ListingKind;
  index: ListingIndex;
  initial: InitialView<C>;
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

export function useListing<C extends CardBase>(options: ListingOptions<C>) {
  const { kind, index, initial } = options;
  const rule = START_RULES[kind];
  const [state, setState] = useState<ListingState>(initial.state);
  const [now, setNow] = useState<Date | null>(null);
  const [loaded, setLoaded] = useState<ReadonlyMap<number, C[]>>(() =>
    loadedFromInitial(initial, index),
  );
  const [failed, setFailed] = useState<ReadonlySet<number>>(() => new Set());
  const live = (useLive(
    (signal) => import('~/items/cards').then((m) => m.liveListing(kind, signal)),
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
      const story = (results[at] as { href?: string } | undefined)?.href;
      return {
        cards: results.slice(0, pages * LISTING_PAGE_SIZE),
        total: results.length,
        at,
        story,
      };
    }
    if (placeholder) return { cards: mergeByKey(initial.cards, liveInYear), total: initial.total };
    return undefined;
  }, [ready, placeholder, loaded, live, state, pages, initial]);
  if (view) lastView.current = view;
  const wantedAt = view?.at ?? -1;
  const wantedStory = view?.story;

  useEffect(() => {
    if (wantedAt < 0) return;
    // An old link to a card (`#item-…`) whose story has a page of its own now opens that page.
    if (wantedStory) {
      const { lang } = splitPath(window.location.pathname);
      return window.location.replace(localizedPath(wantedStory, lang));
    }
    const needed = Math.floor(wantedAt / LISTING_PAGE_SIZE) + 1;
    if (pages < needed) setPages(needed);
    else {
      setTarget(wanted.current);
      wanted.current = '';
    }
  }, [wantedAt, wantedStory, pages]);

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
    /** Controls stay disabled in the static HTML. */
    hydrated: now !== null,
    /** Known in the browser only; badges wait for it. */
    now,
    /** Newest first, with the year shown even when it has no items. */
    years,
    months,
    cards: lastView.current.cards,
    total: lastView.current.total,
    hasMore: lastView.current.total > lastView.current.cards.length,
    status,
    empty: index.total === 0 && live.length === 0,
    /** As opposed to none matching month or search. */
    yearEmpty: !hasItemsIn(state.year),
    /** The card a link asked for (`#item-…`), once it is shown; else `''`. */
    target,
    setYear: (year: YearChoice) => {
      const keepMonth = state.month !== null && monthsOf(year).includes(state.month);
      update({ ...state, year, month: keepMonth ? state.month : null });
    },
    setMonth: (month: number | null) => update({ ...state, month }),
    setSearch: (search: string) => update({ ...state, search }, { search: true }),
    showAllYears: () => update({ year: 'all', month: null, search: '' }),
    clearFilters: () => update({ ...state, month: null, search: '' }),
    showMore: () => setPages((count) => count + 1),
    retry: () => setFailed(new Set()),
  };
}

// The view.

type KindProps<K extends ListingKind> = {
  filters: FilterSet;
  /** `listing__grid--text` ... */
  gridClass?: string;
  View: ComponentType<CardProps<CardOf[K]>>;
};

const all = { month: true, search: true };
const yearOnly = { month: false, search: false };

const KINDS: { [K in ListingKind]: KindProps<K> } = {
  news: { filters: all, View: StoryCardView },
  events: { filters: all, View: StoryCardView },
  highlights: { filters: all, gridClass: 'listing__grid--text', View: HighlightCardView },
  albums: { filters: yearOnly, View: AlbumCardView },
  videos: { filters: yearOnly, View: VideoCardView },
};

interface Props<K extends ListingKind> extends ListingOptions<CardOf[K]> {
  kind: K;
  words: ListingWords;
}

function Listing<K extends ListingKind>(props: Props<K>) {
  const { words } = props;
  const { filters, gridClass, View } = KINDS[props.kind] as KindProps<K>;
  const model = useListing(props);
  const { state, status, total, cards } = model;
  const search = state.search.trim();

  const scope = scopeOf(state, words);
  const count = fillCount(search ? words.countMatching : words.count, total, {
    count: formatIndianNumber(total),
    scope,
    search,
  });
  const statusText = status === 'loading' ? words.loading : status === 'ready' ? count : '';

  let body: ReactNode;
  if (status === 'failed') {
    body = (
      <div className="notice listing__message" role="alert">
        <p>{fill(words.failed, { scope })}</p>
        <button type="button" className="button" onClick={model.retry}>
          {words.tryAgain}
        </button>
      </div>
    );
  } else if (model.empty) {
    body = <p className="notice notice--empty listing__message">{words.empty}</p>;
  } else if (cards.length === 0 && status === 'ready') {
    const [text, action, onClick] = model.yearEmpty
      ? [fill(words.yearEmpty, { scope }), words.showAllYears, model.showAllYears]
      : [words.noMatch, words.clearFilters, model.clearFilters];
    body = (
      <div className="notice notice--empty listing__message">
        <p>{text}</p>
        <button type="button" className="button button--ghost" onClick={onClick}>
          {action}
        </button>
      </div>
    );
  } else {
    body = (
      <ul
        className={`listing__grid ${gridClass ?? ''}`.trim()}
        role="list"
        aria-busy={status === 'loading'}
      >
        {cards.map((card, position) => {
          const id = itemAnchor(card.key);
          const isTarget = id === model.target;
          return (
            <li
              key={card.key}
              id={id}
              className={isTarget ? 'listing__item listing__item--target' : 'listing__item'}
              tabIndex={isTarget ? -1 : undefined}
            >
              {/* The first one loads its picture at once. */}
              <View card={card} words={words} eager={position === 0} now={model.now} />
            </li>
          );
        })}
      </ul>
    );
  }

  return (
    <div className="listing">
      <ListingFilters model={model} filters={filters} words={words} />
      <p className="listing__count" role="status">
        {statusText}
      </p>
      {body}
      {model.hasMore && status !== 'failed' && (
        <div className="listing__more">
          <p className="listing__shown" aria-live="polite">
            {fillCount(words.shown, cards.length, {
              shown: formatIndianNumber(cards.length),
              total: formatIndianNumber(total),
            })}
          </p>
          <button type="button" className="button button--ghost" onClick={model.showMore}>
            {fillCount(words.showMore, Math.min(LISTING_PAGE_SIZE, total - cards.length))}
          </button>
        </div>
      )}
    </div>
  );
}

export default island<Props<ListingKind>>((props) => `The ${props.kind} listing`, Listing);
