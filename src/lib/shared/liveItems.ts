/**
 * Zod-free readers of live API answers for the islands (the home page's and the listings'): each
 * turns one raw item into the same normalised item its schema of src/schemas gives (ids as
 * strings, trimmed text, ISO dates, paths as lists, safe links only), or `undefined` for an item
 * the schema would drop, and can say why (`check`). The readers only the listings' live refresh
 * needs (videos, circulars, publications, albums) are in ./liveListingItems.ts, built from the
 * field readers exported here, so the home page does not download them.
 *
 * Why not the schemas themselves: zod and the schemas add about 23 KiB (gzip, as the build bundles
 * them) to the browser, on a home page whose whole JavaScript budget is 100 kB (DESIGN.md) and
 * whose React DOM alone takes 64 KiB of it, and on listings that would load them only to refresh.
 * tests/unit/home-live-items.test.ts and tests/unit/listing-live-items.test.ts feed the demo
 * fixtures and tricky values through both and expect the same result, so the two cannot drift
 * apart unseen.
 *
 * Imported by browser code: keep it small (no dependencies beyond ./constants).
 */
import { HIGHLIGHT_CATEGORY } from './constants';

/** A raw JSON object from the API. */
export type Raw = Record<string, unknown>;

/** Marks an item as invalid inside a reader, saying why; caught by `reader`. */
export class Invalid extends Error {}

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Mirrors `idValue` + `pickId`: `_id` or `id` (string or number) as a trimmed string. */
export function idOf(raw: Raw): string | undefined {
  const read = (key: '_id' | 'id'): string | undefined => {
    const value = raw[key];
    // `idValue` is optional, not nullable: a null id makes the item invalid.
    if (value === undefined) return undefined;
    if (typeof value !== 'string' && !(typeof value === 'number' && Number.isFinite(value))) {
      throw new Invalid(`${key}: not a string or a number`);
    }
    return String(value).trim() || undefined;
  };
  const underscore = read('_id');
  const plain = read('id');
  return underscore || plain || undefined;
}

/** Mirrors `optionalText`: trimmed text, `''` when missing; anything but text is invalid. */
export function optionalText(raw: Raw, key: string): string {
  const value = raw[key];
  if (value == null) return '';
  if (typeof value !== 'string') throw new Invalid(`${key}: not text`);
  return value.trim();
}

/** Mirrors `requiredText`: non-empty trimmed text. */
export function requiredText(raw: Raw, key: string): string {
  const value = raw[key];
  if (typeof value !== 'string' || value.trim() === '') {
    throw new Invalid(`${key}: must be text, not empty`);
  }
  return value.trim();
}

/** Mirrors `pathList`: one path or a list of them, as a list of non-empty trimmed strings. */
export function pathList(raw: Raw, key: string): string[] {
  const value = raw[key];
  if (value == null) return [];
  if (typeof value !== 'string' && !Array.isArray(value)) {
    throw new Invalid(`${key}: not a path or a list`);
  }
  const entries: unknown[] = Array.isArray(value) ? value : [value];
  return entries
    .filter((entry): entry is string => typeof entry === 'string')
    .map((entry) => entry.trim())
    .filter((entry) => entry.length > 0);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const EN_GB_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const KOLKATA_OFFSET = '+05:30';

/**
 * Mirrors `parseApiDate` of src/schemas/fields.ts: `2026-11-10` (a day in India), ISO date-times
 * (India time without an offset), en-GB `10/11/2026`, epoch milliseconds. Undefined otherwise.
 */
export function parseLiveDate(value: string | number): Date | undefined {
  if (typeof value === 'number') {
    const date = new Date(value);
    return Number.isFinite(value) && !Number.isNaN(date.getTime()) ? date : undefined;
  }
  const text = value.trim();
  let iso: string | undefined;
  if (ISO_DATE.test(text)) iso = `${text}T00:00:00${KOLKATA_OFFSET}`;
  else if (ISO_DATE_TIME.test(text)) {
    const hasOffset = /(Z|[+-]\d{2}:?\d{2})$/.test(text);
    iso = hasOffset ? text.replace(' ', 'T') : `${text.replace(' ', 'T')}${KOLKATA_OFFSET}`;
  } else {
    const match = EN_GB_DATE.exec(text);
    if (match) {
      const [, day = '', month = '', year = ''] = match;
      iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}T00:00:00${KOLKATA_OFFSET}`;
    }
  }
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  // A day that does not exist (31 Feb) rolls over in `Date`: it is not a date.
  const dayPart = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (dayPart) {
    const [y, m, d] = dayPart.slice(1).map(Number) as [number, number, number];
    const check = new Date(Date.UTC(y, m - 1, d));
    if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) return undefined;
  }
  return date;
}

/** Mirrors `optionalDate`: ISO 8601 UTC text, null when missing; a date that does not parse is invalid. */
export function optionalDate(raw: Raw, key: string): string | null {
  const value = raw[key];
  if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
  const date =
    typeof value === 'string' || typeof value === 'number' ? parseLiveDate(value) : undefined;
  if (!date) throw new Invalid(`${key}: not a date: ${JSON.stringify(value)}`);
  return date.toISOString();
}

/** Mirrors `safeLink`: http(s) URLs and site-relative paths only. */
export function safeLiveLink(value: string): string | undefined {
  const text = value.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Mirrors `optionalLink`. */
function optionalLink(raw: Raw, key: string): string | undefined {
  const value = raw[key];
  if (value == null || value === '') return undefined;
  if (typeof value !== 'string') throw new Invalid(`${key}: not text`);
  return safeLiveLink(value);
}

const KNOWN_CATEGORIES = [
  'Newsletter',
  'AnnualReport',
  'Presscorner',
  'Circular',
  'News',
  'Highlight',
  'Achievements',
  'PhotoGallery',
] as const;

/** Mirrors `category`: the canonical spelling, ignoring case, spaces, `_` and `-`. */
function categoryOf(raw: Raw): string {
  const value = raw.category;
  if (value != null && typeof value !== 'string') throw new Invalid('category: not text');
  const text = value?.trim() ?? '';
  const key = text.replace(/[\s_-]+/g, '').toLowerCase();
  return KNOWN_CATEGORIES.find((known) => known.toLowerCase() === key) ?? text;
}

/** Mirrors `sortDateOf` where the schema requires a date: `date`, else `fromDate`. */
export function requiredSortDate(item: { date: string | null; fromDate: string | null }): string {
  const sortDate = item.date ?? item.fromDate;
  if (!sortDate) throw new Invalid('has neither date nor fromDate');
  return sortDate;
}

/** What `Reader.check` says: the normalised item, or why the schema would drop it. */
export type Checked<T> = { item: T } | { problem: string };

/** Reads one raw item: the normalised item, or `undefined` for an item its schema would drop. */
export interface Reader<T> {
  (raw: unknown): T | undefined;
  /** The same reading, saying why an item is left out. */
  check(raw: unknown): Checked<T>;
}

/** A reader from the body that reads one object (and throws `Invalid` for a bad one). */
export function reader<T>(read: (raw: Raw) => T): Reader<T> {
  const check = (raw: unknown): Checked<T> => {
    if (!isRecord(raw)) return { problem: 'not an object' };
    try {
      return { item: read(raw) };
    } catch (error) {
      if (error instanceof Invalid) return { problem: error.message };
      throw error;
    }
  };
  const read1 = (raw: unknown): T | undefined => {
    const checked = check(raw);
    return 'item' in checked ? checked.item : undefined;
  };
  return Object.assign(read1, { check });
}

/** Reads every item of a list answer, dropping the ones the schema would drop. */
export function readList<T>(data: unknown, read: (raw: unknown) => T | undefined): T[] {
  if (!Array.isArray(data)) return [];
  const items: T[] = [];
  for (const raw of data) {
    const item = read(raw);
    if (item !== undefined) items.push(item);
  }
  return items;
}

/** A highlight as `HighlightSchema` gives it (`Highlight`). */
export interface LiveHighlight {
  id: string | undefined;
  category: string;
  title: string;
  description: string;
  date: string | null;
  fromDate: string | null;
  sortDate: string;
  url: string | undefined;
  attachments: string[];
  new: string | boolean | undefined;
}

/** A highlight as `HighlightSchema` reads it (needs a title and a date), or undefined. */
export const readHighlight: Reader<LiveHighlight> = reader((item) => {
  const date = optionalDate(item, 'date');
  const fromDate = optionalDate(item, 'fromDate');
  const read = {
    id: idOf(item),
    category: categoryOf(item),
    title: requiredText(item, 'title'),
    description: optionalText(item, 'description'),
    date,
    fromDate,
    url: optionalLink(item, 'url'),
    attachments: pathList(item, 'attachments'),
  };
  const flag = item.new;
  return {
    ...read,
    sortDate: requiredSortDate(read),
    new: typeof flag === 'string' || typeof flag === 'boolean' ? flag : undefined,
  };
});

/** True for an item of category Highlight (SPEC section 9). */
export function isHighlight(item: { category: string }): boolean {
  return item.category === HIGHLIGHT_CATEGORY;
}

/** The notification fields the popup uses (`Notification`). */
export interface LiveNotification {
  id: string | undefined;
  title: string;
  desc: string;
  image: string[];
  url: string | undefined;
  urlTitle: string;
  attachments: string[];
}

/** A notification as `NotificationSchema` reads it (needs a title, a text or an image), or undefined. */
export const readNotification: Reader<LiveNotification> = reader((item) => {
  const notification = {
    id: idOf(item),
    title: optionalText(item, 'title'),
    desc: optionalText(item, 'desc'),
    image: pathList(item, 'image'),
    url: optionalLink(item, 'url'),
    urlTitle: optionalText(item, 'urlTitle'),
    attachments: pathList(item, 'attachments'),
  };
  const { title, desc, image } = notification;
  if (!title && !desc && image.length === 0) throw new Invalid('has no title, desc or image');
  return notification;
});

/** A news item as `NewsItemSchema` gives it (`NewsItem`). */
export interface LiveNews {
  id: string | undefined;
  title: string;
  description: string;
  date: string | null;
  fromDate: string | null;
  sortDate: string;
  images: string[];
  attachments: string[];
  url: string | undefined;
}

/** An event as `EventItemSchema` gives it (`EventItem`): a news item with a time and a place. */
export interface LiveEvent extends LiveNews {
  time: string;
  venue: string;
}

/**
 * The fields news items and events share (both need a title and a date); `image` and `images`
 * are merged, news listing `images` first and events `image`.
 */
function story(item: Raw, imagesFirst: boolean): LiveNews {
  const date = optionalDate(item, 'date');
  const fromDate = optionalDate(item, 'fromDate');
  const image = pathList(item, 'image');
  const images = pathList(item, 'images');
  const read = {
    id: idOf(item),
    title: requiredText(item, 'title'),
    description: optionalText(item, 'description'),
    date,
    fromDate,
    images: [...new Set(imagesFirst ? [...images, ...image] : [...image, ...images])],
    attachments: pathList(item, 'attachments'),
    url: optionalLink(item, 'url'),
  };
  return { ...read, sortDate: requiredSortDate(read) };
}

/** A news item as `NewsItemSchema` reads it, or undefined. */
export const readNews: Reader<LiveNews> = reader((item) => story(item, true));

/** An event as `EventItemSchema` reads it, or undefined. */
export const readEvent: Reader<LiveEvent> = reader((item) => {
  const time = optionalText(item, 'time');
  const venue = optionalText(item, 'venue');
  return { ...story(item, false), time, venue };
});

/** News or an event, as the home page's news carousel uses them (news has no venue: `''`). */
export type LiveNewsItem = LiveNews & { venue: string };

/** A news item (`NewsItemSchema`) or an event (`EventItemSchema`), or undefined. */
export function readNewsOrEvent(raw: unknown, kind: 'news' | 'event'): LiveNewsItem | undefined {
  if (kind === 'event') return readEvent(raw);
  const news = readNews(raw);
  return news && { ...news, venue: '' };
}

/** A content item of the gallery list as `GalleryItemSchema` gives it (`GalleryItem`). */
export interface LiveGalleryItem {
  id: string | undefined;
  category: string;
  title: string;
  description: string;
  date: string | null;
  fromDate: string | null;
  sortDate: string | null;
  attachments: string[];
  images: string[];
  url: string | undefined;
  time: string;
  venue: string;
}

/**
 * Mirrors `contentItemFields` + `toGalleryItem`; with `titleRequired`, as the album, publication
 * and circular schemas read it (`{ ...contentItemFields, title: requiredText }`).
 */
export function contentItem(item: Raw, titleRequired: boolean): LiveGalleryItem {
  const date = optionalDate(item, 'date');
  const fromDate = optionalDate(item, 'fromDate');
  const image = pathList(item, 'image');
  const images = pathList(item, 'images');
  return {
    id: idOf(item),
    category: categoryOf(item),
    title: titleRequired ? requiredText(item, 'title') : optionalText(item, 'title'),
    description: optionalText(item, 'description'),
    date,
    fromDate,
    sortDate: date ?? fromDate,
    attachments: pathList(item, 'attachments'),
    images: [...new Set([...image, ...images])],
    url: optionalLink(item, 'url'),
    time: optionalText(item, 'time'),
    venue: optionalText(item, 'venue'),
  };
}

/** A gallery-list item of any category, or undefined (the schema requires nothing else). */
export const readGalleryItem: Reader<LiveGalleryItem> = reader((item) => contentItem(item, false));

/** A testimonial (`TestimonialSchema`): needs a name. */
export interface LiveTestimonial {
  id: string | undefined;
  name: string;
  designation: string;
  description: string;
  attachments: string[];
}

/** A testimonial as `TestimonialSchema` reads it, or undefined. */
export const readTestimonial: Reader<LiveTestimonial> = reader((item) => ({
  id: idOf(item),
  name: requiredText(item, 'name'),
  designation: optionalText(item, 'designation'),
  description: optionalText(item, 'description'),
  attachments: pathList(item, 'attachments'),
}));

/**
 * The visit count of a `GET /api/visitor/{site}` answer's `data` (a list whose first item has
 * `visitor`, or that item alone), as `VisitorSchema` reads it: a whole number, never negative,
 * also as digits in a string. Undefined for anything else: a counter never shows a made-up 0.
 */
export function readVisitorCount(data: unknown): number | undefined {
  const first: unknown = Array.isArray(data) ? data[0] : data;
  if (!isRecord(first)) return undefined;
  const value = first.visitor;
  let count: number | undefined;
  if (typeof value === 'number') count = value;
  else if (typeof value === 'string' && /^\d+$/.test(value.trim())) count = Number(value.trim());
  return count !== undefined && Number.isInteger(count) && count >= 0 ? count : undefined;
}

/**
 * Fresh items, then the snapshot's items that the fresh list does not hold (same `keyOf`), for
 * the short endpoints that answer only the latest items: a refresh adds and updates, and never
 * drops an older item the snapshot holds (the nightly build does that).
 */
export function mergeFresh<T>(
  fresh: readonly T[],
  snapshot: readonly T[],
  keyOf: (item: T) => string,
): T[] {
  const seen = new Set(fresh.map(keyOf));
  return [...fresh, ...snapshot.filter((item) => !seen.has(keyOf(item)))];
}
