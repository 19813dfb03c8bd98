/**
 * What a card needs of an item and nothing more (the pages, the year files and the live refresh
 * speak these shapes; ./cards.ts makes them), the one key and the one merge of live items
 * (`itemKey`, `mergeByKey`), and the listings' index.
 *
 * Imported by browser code on the first paint: keep it small (no sanitiser).
 */
import { fill } from '~/lib/fill';
import type { PictureData } from '~/lib/picture';
import { kolkataDateOf, byNewestFirst } from '~/lib/items';
import type { ListingState, StartRule } from './query';

/** The listings that are filtered by year and have per-year data files. */
export const LISTING_KINDS = ['news', 'events', 'highlights', 'albums', 'videos'] as const;

/** One of `LISTING_KINDS`. */
export type ListingKind = (typeof LISTING_KINDS)[number];

/**
 * The year each listing opens on (SPEC section 4): News this year with its fallback to last year
 * and then all years; Events and the Photo Gallery this year. Highlights follow the news rule
 * ("the same rules"), and so do videos, for which SPEC names none.
 */
export const START_RULES: { readonly [K in ListingKind]: StartRule } = {
  news: 'fallback',
  events: 'current',
  highlights: 'fallback',
  albums: 'current',
  videos: 'fallback',
};

/** Address of a listing's data file for one year (emitted by src/pages/data/[kind]/[year].json.ts). */
export function listingDataUrl(kind: ListingKind, year: number): string {
  return `/data/${kind}/${year}.json`;
}

/** A card's picture: the optimised copy of the build, or the live API's URL. */
export type CardPicture = PictureData;

/**
 * A CMS description as a card or an album shows it: HTML sanitised at build time (items of the
 * snapshot keep their formatting), or plain paragraphs read in the browser (live items: no
 * sanitiser ships to browsers, and no CMS HTML is parsed there; see ./plainText.ts).
 * A build's card also carries `sum`, the fingerprint of its words (`wordsSum` in
 * src/features/listing/merge.ts): a live card that says the same words keeps the formatted HTML.
 */
export type Description = { html: string; sum?: string } | { paragraphs: string[] };

/** The description's words on one line (for meta descriptions and structured data). */
export function descriptionText(description: Description, toText: (html: string) => string) {
  return 'html' in description ? toText(description.html) : description.paragraphs.join(' ');
}

/**
 * The description as HTML (build-time code: feeds, search records, calendars): the sanitised
 * HTML itself, or the plain paragraphs escaped into `<p>`s.
 */
export function descriptionHtml(description: Description): string {
  if ('html' in description) return description.html;
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return description.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('');
}

/** What every card has: a key to merge by, a title (plain text) and the date it is listed by. */
export interface CardBase {
  /** The API id, else date and title: live items replace snapshot items with the same key. */
  key: string;
  title: string;
  /** ISO 8601 instant the listing sorts and filters by. */
  sortDate: string;
}

/** A news item or an event. */
export interface StoryCard extends CardBase {
  description: Description;
  picture?: CardPicture | undefined;
  /** 'Read more' link (http(s) or site-relative). */
  url?: string | undefined;
  /** Live URL of the first attachment (a PDF or a picture). */
  file?: string | undefined;
  /** Events only: time of day and place, as free text. */
  time?: string | undefined;
  venue?: string | undefined;
  /** Events of the snapshot only: their own iCalendar file ('Add to calendar'). */
  calendar?: string | undefined;
}

/** A highlight: a story with the flag the 'new' badge is decided by (in the browser, today). */
export interface HighlightCard extends CardBase {
  description: Description;
  url?: string | undefined;
  file?: string | undefined;
  /** Start date the badge counts its 15 days from. */
  fromDate: string | null;
  /** Exactly `'true'` when the API flagged the highlight new (SPEC section 4); else absent. */
  new?: 'true' | undefined;
}

/**
 * A card key as a short, stable slug safe in URLs, ids and file names: the API id
 * (`id:5f3a…` -> `5f3a…`), else the date and title as lower-case words. Search results link to
 * `#item-<slug>` (`itemAnchor`), and each event has `/calendar/event/<slug>.ics`.
 */
export function itemSlug(key: string): string {
  const slug = key
    .replace(/^\w+:/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
  return slug || 'item';
}

/** The element id of a listing card (`item-<slug>`), which links from search results target. */
export const itemAnchor = (key: string) => `item-${itemSlug(key)}`;

/** A photo album. */
export interface AlbumCard extends CardBase {
  id: string;
  /** Number of photos. */
  count: number;
  picture?: CardPicture | undefined;
}

/** A video: where it plays and its thumbnail. */
export interface VideoCard extends CardBase {
  /** Always an http(s) URL (the schema drops others). */
  videoUrl: string;
  picture?: CardPicture | undefined;
}

/** The card type of each listing. */
export interface CardOf {
  news: StoryCard;
  events: StoryCard;
  highlights: HighlightCard;
  albums: AlbumCard;
  videos: VideoCard;
}

/** Any listing card. */
export type ListingCard = CardOf[ListingKind];

/** A listing's data file for one year. */
export interface YearFile<C extends CardBase = ListingCard> {
  kind: ListingKind;
  year: number;
  /** Every card of the year, newest first. */
  items: C[];
}

/** One year of a listing's index. */
export interface YearEntry {
  year: number;
  count: number;
  /** Months (1-12) that have items, in calendar order. */
  months: number[];
}

/**
 * What a listing knows without loading its archive: the years with their counts and months, newest
 * first. Small enough to pass to the island as a prop at any archive size.
 */
export interface ListingIndex {
  total: number;
  years: YearEntry[];
}

/** What a listing page pre-renders and hands to its island. */
export interface InitialView<C> {
  /** The state shown: the default year on the day of the build, no other filter. */
  state: ListingState;
  /** The first page of cards of that view. */
  cards: C[];
  /** How many cards the whole view has. */
  total: number;
  /** True when `cards` is the whole view (the island need not load its data file to filter it). */
  complete: boolean;
}

/** The index of a list of cards. */
export function indexOf(cards: readonly CardBase[]): ListingIndex {
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

/** A publication card (Newsletter, Annual Report, Press Corner, Circular). */
export interface PublicationCard {
  key: string;
  title: string;
  /** ISO 8601 instant, or null when the publication has no date. */
  sortDate: string | null;
  /**
   * URL of the first attachment: the 'View Report' link, to the site's own copy when the snapshot
   * kept one, else the API's. Absent when it has no file.
   */
  file?: string | undefined;
  /** The attachment's API path, so a live refresh keeps the site's copy of the same file. */
  filePath?: string | undefined;
}

/** Alternative text of an album photo: its place in the album and the album's title. */
export function albumPhotoAlt(
  template: string,
  position: number,
  count: number,
  title: string,
): string {
  return fill(template, { n: position + 1, count, title });
}

/** An album as its page shows it. */
export interface AlbumDetail {
  /** Plain text. */
  title: string;
  description: Description;
  /** ISO 8601 instant of the event. */
  sortDate: string;
  photos: GridPhoto[];
}

/** One photo of a photo grid (an album, the achievements): a thumbnail linking to a large picture. */
export interface GridPhoto {
  /** The thumbnail: an optimised `<picture>` (WebP sources, JPEG fallback) or a live URL alone. */
  thumb: PictureData;
  /** The large picture the link opens (and the lightbox shows when it has no `srcset`). */
  href: string;
  /** WebP `srcset` of the large picture, for the lightbox. */
  srcset?: string | undefined;
  /** Size of the large picture; unknown for a live picture until its thumbnail has loaded. */
  width?: number | undefined;
  height?: number | undefined;
  /** What the picture shows. */
  alt: string;
  /** The API path it shows (see `PictureData.path`). */
  path?: string | undefined;
  /** Shown under the thumbnail and in the lightbox, when set. */
  caption?: string | undefined;
}

/** An award picture (Achievements). */
export interface AwardCard {
  key: string;
  /** Plain text; may be `''` (an award picture can come without a title). */
  title: string;
  sortDate: string | null;
  /** The picture, or undefined when the item has none (a placeholder is shown). */
  photo?: GridPhoto | undefined;
}

/** A testimonial: the quote as plain text, who said it, their picture. */
export interface TestimonialCard {
  key: string;
  name: string;
  designation: string;
  quote: string;
  picture?: CardPicture | undefined;
}

/** A notice of the popup. */
export interface NoticeCard {
  key: string;
  /** May be `''` (a poster notice is only a picture). */
  title: string;
  /** The description as plain text. */
  text: string;
  picture?: CardPicture | undefined;
  /** The notice's link with its words (`''`: the popup says 'Read more'). */
  link?: { href: string; label: string; external: boolean } | undefined;
  /** The first attachment: the site's own copy when the snapshot kept one, else the API's. */
  file?: string | undefined;
  /** Its API path, so a refresh keeps the site's copy of the same file. */
  filePath?: string | undefined;
}

/**
 * A stable key for an API item: `id:<id>`, else `at:<date>|<title>` (plus any `extra` parts that
 * tell apart items without an id, e.g. the file of a publication). Listing keys also name the
 * card's anchor (`#item-…`), so changing this changes links from the site search.
 */
export function itemKey(
  item: { id?: string | undefined; title: string; sortDate?: string | null },
  ...extra: string[]
): string {
  return item.id ? `id:${item.id}` : [`at:${item.sortDate ?? ''}`, item.title, ...extra].join('|');
}

/**
 * `base` (the snapshot's) with `fresh` (the live API's) laid over it: a fresh item replaces the
 * base item with the same key (the API's newer wording wins), fresh items with new keys are added,
 * nothing is dropped (the short endpoints answer only the latest items; the nightly build drops
 * what the API no longer has). Newest first. A replacing item that shows the same picture keeps
 * the base item's optimised copy, and the same file keeps the site's own copy (which outlives the
 * API), so a refresh never swaps a sized WebP for the API's full-size original.
 */
export function mergeByKey<C extends { key: string; sortDate: string | null }>(
  base: readonly C[],
  fresh: readonly C[],
): C[] {
  if (fresh.length === 0) return [...base];
  const freshByKey = new Map(fresh.map((item) => [item.key, item]));
  const merged = base.map((item) => {
    const next = freshByKey.get(item.key);
    return next ? keepBuiltCopies(item, next) : item;
  });
  const known = new Set(base.map((item) => item.key));
  for (const item of freshByKey.values()) if (!known.has(item.key)) merged.push(item);
  return merged.sort(byNewestFirst);
}

/**
 * `next`, with `old`'s picture (`picture`, `photo`) and file where both have the same API path,
 * and `old`'s description where `next` says the same words: the build's sanitised HTML keeps its
 * bold, lists and links, which a live card (plain paragraphs) would lose a second after the page
 * showed them.
 */
function keepBuiltCopies<C>(old: C, next: C): C {
  type Item = Record<string, { path?: string } | undefined> & { file?: string; filePath?: string };
  const before = old as Item;
  const result = { ...(next as Item) };
  for (const field of ['picture', 'photo']) {
    const path = before[field]?.path;
    if (path !== undefined && path === result[field]?.path) result[field] = before[field];
  }
  if (before.filePath !== undefined && before.filePath === result.filePath)
    result.file = before.file;
  const built = (old as { description?: Description }).description;
  const live = (next as { description?: Description }).description;
  if (
    built &&
    'html' in built &&
    built.sum !== undefined &&
    live &&
    'paragraphs' in live &&
    wordsSum(live.paragraphs) === built.sum
  ) {
    (result as { description?: Description }).description = built;
  }
  return result as C;
}

/**
 * A short fingerprint of a description's words (its paragraphs of plain text, `paragraphsOf` in
 * src/lib/plainText.ts): 32-bit FNV-1a, base 36. The build stores it beside the sanitised
 * HTML; the browser computes it from a live item's paragraphs. Two different texts that share one
 * (about one chance in four billion) keep the build's wording until the next nightly build.
 */
export function wordsSum(paragraphs: readonly string[]): string {
  const text = paragraphs.join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** `next`, or undefined when it shows exactly what `current` shows (nothing re-renders). */
export function changed<T>(current: readonly T[], next: T[]): T[] | undefined {
  return JSON.stringify(current) === JSON.stringify(next) ? undefined : next;
}

/** Key of a news carousel slide (news and events may share an id); the build uses the same. */
export function newsSlideKey(
  kind: 'news' | 'event',
  item: { id?: string | undefined; title: string; sortDate: string | null },
): string {
  return `${kind}:${itemKey(item)}`;
}

/** Key of a testimonial slide (the build uses the same). */
export const testimonialKey = (item: { id?: string | undefined; name: string }) =>
  itemKey({ id: item.id, title: item.name });
