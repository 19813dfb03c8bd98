/**
 * Every read of the API (SPEC.md section 7), the same for the snapshot and the islands, and the one
 * table of its collections. An item its schema refuses is left out and reported. The POSTs are in
 * ./post.ts, so a form page loads no schema.
 * Imported by browser code: keep it small (the live refresh loads it once the page is idle).
 */
import * as v from 'valibot';
import {
  AlbumSchema,
  CircularSchema,
  EventItemSchema,
  GalleryItemSchema,
  HighlightSchema,
  isRecord,
  NewsItemSchema,
  NotificationSchema,
  TestimonialSchema,
  VideoSchema,
  visitorCountOf,
  type Album,
} from '~/schemas';
import { BROWSER_FETCH_TIMEOUT_MS } from '~/lib/constants';
import { ApiError, request, type Connection, type InvalidItemReport, type OnInvalid } from './http';

export type { Connection, InvalidItemReport, OnInvalid };

/** How many items the demo API's short endpoints answer. */
export const RECENT_LIMIT = 20;

/** Each list collection: `/api/{all}/{site}`, `/api/{recent}/{site}`, the item schema. */
export const COLLECTIONS = {
  news: { all: 'news/all', recent: 'news', schema: NewsItemSchema },
  events: { all: 'events/All', recent: 'events', schema: EventItemSchema },
  highlights: { all: 'highlight/all', recent: 'highlight', schema: HighlightSchema },
  gallery: { all: 'gallery/All', recent: 'gallery', schema: GalleryItemSchema },
  circulars: { all: 'circular/all', schema: CircularSchema },
  videos: { all: 'video/All', schema: VideoSchema },
  testimonials: { all: 'testimonials', schema: TestimonialSchema },
  notifications: { all: 'notification', schema: NotificationSchema },
} as const satisfies Record<string, { all: string; recent?: string; schema: ItemSchema }>;

export type Collection = keyof typeof COLLECTIONS;

export type ItemOf<C extends Collection> = v.InferOutput<(typeof COLLECTIONS)[C]['schema']>;

export type Scope = 'all' | 'recent';

/** The API's own mix of `all` and `All` is kept. */
export function listPath(collection: Collection, site: string, scope: Scope = 'all'): string {
  const entry: { all: string; recent?: string } = COLLECTIONS[collection];
  return `/api/${(scope === 'recent' && entry.recent) || entry.all}/${encodeURIComponent(site)}`;
}

const seg = (value: string) => encodeURIComponent(value);

export const endpoints = {
  /** Answers `[{ visitor: n }]`. */
  visitorCount: (site: string) => `/api/visitor/${seg(site)}`,
  /** One album: `data` is the album object or a one-item list. */
  album: (id: string) => `/api/subGallery?id=${seg(id)}`,
  image: (path: string) => `/api/image/${imagePath(path)}`,
} as const;

/** The part after `/api/image/`, each segment encoded once (`my%20photo.jpg` stays). */
export function imagePath(path: string): string {
  return path
    .trim()
    .replace(/^\/+/, '')
    .replace(/^api\/image\//, '')
    .split('/')
    .filter((part) => part.length > 0)
    .map((part) => {
      let decoded = part;
      try {
        decoded = decodeURIComponent(part);
      } catch {
        // A stray '%' is a literal character, not an escape.
      }
      return encodeURIComponent(decoded);
    })
    .join('/');
}

/** `{baseUrl}/api/image/{path}`; an absolute http(s) URL is returned as it is. */
export function resolveImageUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path.trim())) return path.trim();
  return `${baseUrl.replace(/\/+$/, '')}${endpoints.image(path)}`;
}

export type ItemSchema = v.GenericSchema<unknown, unknown>;

/** The answer's `data` field; an answer without one is the wrong shape. */
export function dataOf(url: string, body: unknown): unknown {
  if (!isRecord(body) || !('data' in body)) {
    throw new ApiError('shape', url, `${url} answered JSON without a "data" field`, {
      status: 200,
    });
  }
  return body.data;
}

/** What was wrong, one line per problem, the field first (`date: not a date: "TBD"`). */
export function problemsOf(issues: readonly v.BaseIssue<unknown>[]): string[] {
  return issues.map((issue) => {
    // valibot's getDotPath, in fewer bytes.
    const path = issue.path?.map((item) => String(item.key)).join('.');
    return path ? `${path}: ${issue.message}` : issue.message;
  });
}

function reportOf(
  call: string,
  index: number,
  raw: unknown,
  issues: readonly v.BaseIssue<unknown>[],
): InvalidItemReport {
  const record = isRecord(raw) ? raw : {};
  const id = record._id ?? record.id;
  const label = record.title ?? record.name;
  return {
    call,
    index,
    id: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined,
    label: typeof label === 'string' ? label : undefined,
    problems: problemsOf(issues),
  };
}

/** The items `schema` accepts, in order; each one left out is told to `onInvalid`. */
export function readList<const TSchema extends ItemSchema>(
  call: string,
  url: string,
  data: unknown,
  schema: TSchema,
  onInvalid?: OnInvalid,
): v.InferOutput<TSchema>[] {
  if (!Array.isArray(data)) {
    throw new ApiError('shape', url, `${url} answered "data" that is not a list`, { status: 200 });
  }
  const items: v.InferOutput<TSchema>[] = [];
  data.forEach((raw: unknown, index) => {
    const parsed = v.safeParse(schema, raw);
    if (parsed.success) items.push(parsed.output);
    else onInvalid?.(reportOf(call, index, raw, parsed.issues));
  });
  return items;
}

/** The item of a `data` that is the item or a one-item list (DESIGN.md), or null when empty. */
export function readOne<const TSchema extends ItemSchema>(
  call: string,
  what: string,
  url: string,
  data: unknown,
  schema: TSchema,
  onInvalid?: OnInvalid,
): v.InferOutput<TSchema> | null {
  const raw: unknown = Array.isArray(data) ? data[0] : data;
  if (raw == null) return null;
  if (!isRecord(raw)) {
    throw new ApiError('shape', url, `${url} answered ${what} that is not an object`);
  }
  const parsed = v.safeParse(schema, raw);
  if (parsed.success) return parsed.output;
  onInvalid?.(reportOf(call, 0, raw, parsed.issues));
  throw new ApiError('shape', url, `${url} answered ${what} that failed validation`, {
    cause: parsed.issues,
  });
}

/** The answer's `data`, with the URL asked for messages. */
async function getData(connection: Connection, path: string, signal?: AbortSignal) {
  const url = `${connection.baseUrl.replace(/\/+$/, '')}${path}`;
  const timeoutMs = connection.timeoutMs ?? BROWSER_FETCH_TIMEOUT_MS;
  const body = await request(connection, { method: 'GET', path, timeoutMs, signal });
  return { url, data: dataOf(url, body) };
}

export async function list<C extends Collection>(
  connection: Connection,
  collection: C,
  options: { scope?: Scope; signal?: AbortSignal | undefined } = {},
): Promise<ItemOf<C>[]> {
  const path = listPath(collection, connection.siteCode, options.scope);
  const { url, data } = await getData(connection, path, options.signal);
  return readList(collection, url, data, COLLECTIONS[collection].schema, connection.onInvalid);
}

export async function album(
  connection: Connection,
  id: string,
  signal?: AbortSignal,
): Promise<Album | null> {
  const { url, data } = await getData(connection, endpoints.album(id), signal);
  return readOne('album', 'an album', url, data, AlbumSchema, connection.onInvalid);
}

export async function visitorCount(connection: Connection, signal?: AbortSignal): Promise<number> {
  const path = endpoints.visitorCount(connection.siteCode);
  const { url, data } = await getData(connection, path, signal);
  const count = visitorCountOf(data);
  if (count === undefined) throw new ApiError('shape', url, `${url} answered no visitor count`);
  return count;
}

export { registerVisit, submitForm } from './post';

export const fileUrlOf = (connection: Connection, path: string) =>
  resolveImageUrl(connection.baseUrl, path);
