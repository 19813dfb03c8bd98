/**
 * Zod-free readers of live API answers for the home page's islands: they turn one raw item into
 * the same normalised fields the schemas of src/schemas give (ids as strings, ISO dates, paths as
 * lists, safe links only), or `undefined` for an item the schema would drop.
 *
 * Why not the schemas themselves: zod and the schemas add about 23 KiB (gzip, as the build bundles
 * them) to the browser, on a home page whose whole JavaScript budget is 100 kB (DESIGN.md) and
 * whose React DOM alone takes 64 KiB of it. These readers cover only
 * the fields the home page shows. tests/unit/home-live-items.test.ts feeds the demo fixtures and
 * tricky values through both and expects the same result, so the two cannot drift apart unseen.
 *
 * Imported by browser code: keep it small (no dependencies beyond ./constants).
 */
import { HIGHLIGHT_CATEGORY } from './constants';

/** A raw JSON object from the API. */
type Raw = Record<string, unknown>;

/** Marks an item as invalid inside a reader; caught by `readItem`. */
class Invalid extends Error {}

function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Mirrors `idValue` + `pickId`: `_id` or `id` (string or number) as a trimmed string. */
function idOf(raw: Raw): string | undefined {
  const read = (value: unknown): string | undefined => {
    // `idValue` is optional, not nullable: a null id makes the item invalid.
    if (value === undefined) return undefined;
    if (typeof value !== 'string' && typeof value !== 'number') throw new Invalid('id');
    return String(value).trim() || undefined;
  };
  const underscore = read(raw._id);
  const plain = read(raw.id);
  return underscore || plain || undefined;
}

/** Mirrors `optionalText`: trimmed text, `''` when missing; anything but text is invalid. */
function optionalText(value: unknown): string {
  if (value == null) return '';
  if (typeof value !== 'string') throw new Invalid('text');
  return value.trim();
}

/** Mirrors `requiredText`: non-empty trimmed text. */
function requiredText(value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') throw new Invalid('required text');
  return value.trim();
}

/** Mirrors `pathList`: one path or a list of them, as a list of non-empty trimmed strings. */
function pathList(value: unknown): string[] {
  if (value == null) return [];
  if (typeof value !== 'string' && !Array.isArray(value)) throw new Invalid('paths');
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
function optionalDate(value: unknown): string | null {
  if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
  if (typeof value !== 'string' && typeof value !== 'number') throw new Invalid('date');
  const date = parseLiveDate(value);
  if (!date) throw new Invalid('date');
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
function optionalLink(value: unknown): string | undefined {
  if (value == null || value === '') return undefined;
  if (typeof value !== 'string') throw new Invalid('link');
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
function categoryOf(value: unknown): string {
  if (value != null && typeof value !== 'string') throw new Invalid('category');
  const text = value?.trim() ?? '';
  const key = text.replace(/[\s_-]+/g, '').toLowerCase();
  return KNOWN_CATEGORIES.find((known) => known.toLowerCase() === key) ?? text;
}

/** Runs a reader; an item it rejects (or that is not an object) becomes `undefined`. */
function readItem<T>(raw: unknown, reader: (raw: Raw) => T | undefined): T | undefined {
  if (!isRecord(raw)) return undefined;
  try {
    return reader(raw);
  } catch (error) {
    if (error instanceof Invalid) return undefined;
    throw error;
  }
}

/** Reads every item of a list answer, dropping the ones the schema would drop. */
export function readList<T>(data: unknown, reader: (raw: unknown) => T | undefined): T[] {
  if (!Array.isArray(data)) return [];
  const items: T[] = [];
  for (const raw of data) {
    const item = reader(raw);
    if (item !== undefined) items.push(item);
  }
  return items;
}

/** The highlight fields the 'Latest' scroller uses (a subset of `Highlight`). */
export interface LiveHighlight {
  id: string | undefined;
  category: string;
  title: string;
  fromDate: string | null;
  sortDate: string;
  url: string | undefined;
  new: string | boolean | undefined;
}

/** A highlight as `HighlightSchema` reads it, or undefined. */
export function readHighlight(raw: unknown): LiveHighlight | undefined {
  return readItem(raw, (item) => {
    const id = idOf(item);
    const category = categoryOf(item.category);
    const title = requiredText(item.title);
    optionalText(item.description);
    const date = optionalDate(item.date);
    const fromDate = optionalDate(item.fromDate);
    const url = optionalLink(item.url);
    pathList(item.attachments);
    const sortDate = date ?? fromDate;
    if (!sortDate) return undefined;
    const flag = item.new;
    return {
      id,
      category,
      title,
      fromDate,
      sortDate,
      url,
      new: typeof flag === 'string' || typeof flag === 'boolean' ? flag : undefined,
    };
  });
}

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
export function readNotification(raw: unknown): LiveNotification | undefined {
  return readItem(raw, (item) => {
    const id = idOf(item);
    const title = optionalText(item.title);
    const desc = optionalText(item.desc);
    const image = pathList(item.image);
    const url = optionalLink(item.url);
    const urlTitle = optionalText(item.urlTitle);
    const attachments = pathList(item.attachments);
    if (!title && !desc && image.length === 0) return undefined;
    return { id, title, desc, image, url, urlTitle, attachments };
  });
}

/** News or an event, with the fields the news carousel uses. */
export interface LiveNewsItem {
  id: string | undefined;
  title: string;
  sortDate: string;
  images: string[];
  attachments: string[];
  venue: string;
}

/**
 * A news item (`NewsItemSchema`) or an event (`EventItemSchema`): both need a title and a date
 * and merge `image` and `images` (news lists `images` first, events `image`).
 */
export function readNewsOrEvent(raw: unknown, kind: 'news' | 'event'): LiveNewsItem | undefined {
  return readItem(raw, (item) => {
    const id = idOf(item);
    const title = requiredText(item.title);
    optionalText(item.description);
    const date = optionalDate(item.date);
    const fromDate = optionalDate(item.fromDate);
    if (kind === 'event') optionalText(item.time);
    const venue = kind === 'event' ? optionalText(item.venue) : '';
    const image = pathList(item.image);
    const images = pathList(item.images);
    const attachments = pathList(item.attachments);
    optionalLink(item.url);
    const sortDate = date ?? fromDate;
    if (!sortDate) return undefined;
    const merged = kind === 'news' ? [...images, ...image] : [...image, ...images];
    return { id, title, sortDate, images: [...new Set(merged)], attachments, venue };
  });
}

/** A gallery-list item (`GalleryItemSchema`) with the fields the home page uses. */
export interface LiveGalleryItem {
  id: string | undefined;
  category: string;
  title: string;
  sortDate: string | null;
  attachments: string[];
  images: string[];
}

/** A gallery-list item of any category, or undefined (the schema requires nothing else). */
export function readGalleryItem(raw: unknown): LiveGalleryItem | undefined {
  return readItem(raw, (item) => {
    const id = idOf(item);
    const category = categoryOf(item.category);
    const title = optionalText(item.title);
    optionalText(item.description);
    const date = optionalDate(item.date);
    const fromDate = optionalDate(item.fromDate);
    const attachments = pathList(item.attachments);
    const image = pathList(item.image);
    const images = pathList(item.images);
    optionalLink(item.url);
    optionalText(item.time);
    optionalText(item.venue);
    return {
      id,
      category,
      title,
      sortDate: date ?? fromDate,
      attachments,
      images: [...new Set([...image, ...images])],
    };
  });
}

/** A testimonial (`TestimonialSchema`): needs a name. */
export interface LiveTestimonial {
  id: string | undefined;
  name: string;
  designation: string;
  description: string;
  attachments: string[];
}

/** A testimonial as `TestimonialSchema` reads it, or undefined. */
export function readTestimonial(raw: unknown): LiveTestimonial | undefined {
  return readItem(raw, (item) => ({
    id: idOf(item),
    name: requiredText(item.name),
    designation: optionalText(item.designation),
    description: optionalText(item.description),
    attachments: pathList(item.attachments),
  }));
}

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
