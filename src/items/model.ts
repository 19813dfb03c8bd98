/**
 * The item core: what every kind of card, slide and notice holds, and their one key and merge.
 * Listings, home, album pages, feeds, search and story pages build on it.
 * Imported by browser code on the first paint: keep it small (no sanitiser).
 */
import { fill } from '~/lib/fill';
import type { PictureData } from '~/lib/picture';
import { byNewestFirst } from '~/lib/items';
import type { ListingKind } from '~/lib/routes';

export type { ListingKind };

/** Filtered by year, with per-year data files. */
export const LISTING_KINDS = [
  'news',
  'events',
  'highlights',
  'albums',
  'videos',
] as const satisfies readonly ListingKind[];

export type CardPicture = PictureData;

/**
 * HTML sanitised at build time, or plain paragraphs for live items (no sanitiser ships to
 * browsers). `sum` (`wordsSum`) lets a live card that says the same words keep the formatted HTML.
 */
export type Description = { html: string; sum?: string } | { paragraphs: string[] };

/** For build-time code: feeds, search records, calendars. */
export function descriptionHtml(description: Description): string {
  if ('html' in description) return description.html;
  const escape = (text: string) =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return description.paragraphs.map((p) => `<p>${escape(p)}</p>`).join('');
}

export interface CardBase {
  /** Live items replace snapshot items with the same key. */
  key: string;
  /** Plain text. */
  title: string;
  /** ISO 8601 instant. */
  sortDate: string;
}

export interface StoryCard extends CardBase {
  description: Description;
  picture?: CardPicture | undefined;
  url?: string | undefined;
  file?: string | undefined;
  time?: string | undefined;
  venue?: string | undefined;
  /** Its own page (English; views localise it): built, or `/Story?…` for a live one. */
  href?: string | undefined;
}

/** The 'new' badge is decided in the browser, today. */
export interface HighlightCard extends CardBase {
  description: Description;
  url?: string | undefined;
  file?: string | undefined;
  fromDate: string | null;
  /** SPEC section 4. */
  new?: 'true' | undefined;
}

export interface AlbumCard extends CardBase {
  id: string;
  count: number;
  picture?: CardPicture | undefined;
}

export interface VideoCard extends CardBase {
  /** Always http(s): the schema drops others. */
  videoUrl: string;
  picture?: CardPicture | undefined;
}

export interface CardOf {
  news: StoryCard;
  events: StoryCard;
  highlights: HighlightCard;
  albums: AlbumCard;
  videos: VideoCard;
}

export type ListingCard = CardOf[ListingKind];

export interface PublicationCard {
  key: string;
  title: string;
  sortDate: string | null;
  /** 'View Report': the site's own copy when the snapshot kept one, else the API's. */
  file?: string | undefined;
  /** So a live refresh keeps the site's copy of the same file. */
  filePath?: string | undefined;
}

/** Without `{title}` in Hindi: an English title cannot be marked inside an attribute. */
export const albumPhotoAlt = (template: string, position: number, count: number, title: string) =>
  fill(template, { n: position + 1, count, title });

export interface AlbumDetail {
  /** Plain text. */
  title: string;
  description: Description;
  sortDate: string;
  photos: GridPhoto[];
}

/** A thumbnail linking to a large picture (an album, the achievements). */
export interface GridPhoto {
  thumb: PictureData;
  href: string;
  srcset?: string | undefined;
  /** Unknown for a live picture until its thumbnail has loaded. */
  width?: number | undefined;
  height?: number | undefined;
  /** `''` for an award without a title: the grid gives it its words. */
  alt: string;
  path?: string | undefined;
  caption?: string | undefined;
}

export interface AwardCard {
  key: string;
  /** May be `''`. */
  title: string;
  sortDate: string | null;
  /** Undefined: a placeholder is shown. */
  photo?: GridPhoto | undefined;
}

export interface TestimonialCard {
  key: string;
  name: string;
  designation: string;
  /** Plain text. */
  quote: string;
  picture?: CardPicture | undefined;
}

export interface NoticeCard {
  key: string;
  /** May be `''`: a poster notice is only a picture. */
  title: string;
  /** Plain text. */
  text: string;
  picture?: CardPicture | undefined;
  /** `label` `''`: the popup says 'Read more'. */
  link?: { href: string; label: string; external: boolean } | undefined;
  file?: string | undefined;
  filePath?: string | undefined;
}

/** `id:<id>`, else date, title and `extra`. It names the card's anchor, which search links to. */
export function itemKey(
  item: { id?: string | undefined; title: string; sortDate?: string | null },
  ...extra: string[]
): string {
  return item.id ? `id:${item.id}` : [`at:${item.sortDate ?? ''}`, item.title, ...extra].join('|');
}

/**
 * Live items laid over the snapshot's by key, newest first; none dropped (the short endpoints
 * answer the latest only). A replacing item keeps the build's copy of the same picture or file.
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

/** The build's description is kept when the words match: it has the bold and the links. */
function keepBuiltCopies<C>(old: C, next: C): C {
  type Item = Record<string, { path?: string } | undefined> & {
    file?: string;
    filePath?: string;
    href?: string;
  };
  const before = old as Item;
  const result = { ...(next as Item) };
  for (const field of ['picture', 'photo']) {
    const path = before[field]?.path;
    if (path !== undefined && path === result[field]?.path) result[field] = before[field];
  }
  if (before.filePath !== undefined && before.filePath === result.filePath)
    result.file = before.file;
  // The built page outlives a corrected title; a live item's `/Story?…` is only for new ones.
  if (before.href !== undefined) result.href = before.href;
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

/** 32-bit FNV-1a: a collision only keeps the build's wording until the next build. */
export function wordsSum(paragraphs: readonly string[]): string {
  const text = paragraphs.join('\n');
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** Undefined when `next` shows exactly what `current` shows, so nothing re-renders. */
export function changed<T>(current: readonly T[], next: T[]): T[] | undefined {
  return JSON.stringify(current) === JSON.stringify(next) ? undefined : next;
}
