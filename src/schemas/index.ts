/**
 * The API's entities (SPEC section 3): one valibot schema each, read the same way by the snapshot
 * (Node), the build and the islands' live refresh, and the field rules they share.
 * Imported by browser code with the live refresh (valibot bundles function by function).
 */
import * as v from 'valibot';
import { safeLink as siteSafeLink } from '~/lib/links';

// Field rules shared by the entity schemas (DESIGN.md): paths are lists, dates are real dates read
// as India time, links are http(s) or site-relative. Every helper is idempotent, so the snapshot's
// normalised JSON is read back with the same schemas.

export type Raw = Record<string, unknown>;

export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A JSON object (valibot's `object` alone would take a list); unnamed fields are left out. */
/* @__NO_SIDE_EFFECTS__ */
export function apiObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(v.custom<Raw>(isRecord, 'not an object'), v.object(entries));
}

/** An entity schema's last step: `build` makes the item, or `return refuse('why', ...)`. */
/* @__NO_SIDE_EFFECTS__ */
export function toItem<TInput, TOutput>(
  build: (raw: TInput, refuse: (...problems: string[]) => never) => TOutput,
) {
  return v.rawTransform<TInput, TOutput>(({ dataset, addIssue, NEVER }) =>
    build(dataset.value, (...problems) => {
      for (const message of problems) addIssue({ message });
      return NEVER;
    }),
  );
}

/** Finite numbers only. A type guard rather than `v.union`: fewer bytes in the browser. */
const textOrNumber = v.custom<string | number>(
  (value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)),
  'not text or a number',
);

/** An ObjectId string or a number, as a string. Not nullable: `_id: null` is invalid. */
export const idValue = v.optional(
  v.pipe(
    textOrNumber,
    v.transform((value) => String(value).trim()),
  ),
);

type WithIds = { _id?: string | undefined; id?: string | undefined };

export function pickId(raw: WithIds): string | undefined {
  return raw._id || raw.id || undefined;
}

/** `raw` without `_id`, its `id` the one of `pickId`. */
function withId<T extends WithIds>(raw: T): Omit<T, '_id'> & { id: string | undefined } {
  const { _id, ...fields } = raw;
  return { ...fields, id: pickId(raw) };
}

/** Null, undefined or missing as `null`: valibot skips a missing field's transform otherwise. */
/* @__NO_SIDE_EFFECTS__ */
function orNull<const TWrapped extends v.GenericSchema>(schema: TWrapped) {
  return v.nullish(schema, null);
}

/** Trimmed, `''` when absent; a non-string is still an error. */
export const optionalText = v.pipe(
  orNull(v.string()),
  v.transform((value): string => value?.trim() ?? ''),
);

export const requiredText = v.pipe(
  v.string(),
  v.transform((value) => value.trim()),
  v.check((value) => value.length > 0, 'must not be empty'),
);

/**
 * SPEC's "path or list of paths", as a list. Non-string entries are dropped rather than failing
 * the item: one odd attachment should not hide a news item.
 */
export const pathList = v.pipe(
  orNull(
    v.custom<string | unknown[]>(
      (value) => typeof value === 'string' || Array.isArray(value),
      'not a path or a list of paths',
    ),
  ),
  v.transform((value): string[] => {
    if (value == null) return [];
    const entries = Array.isArray(value) ? value : [value];
    return entries
      .filter((entry): entry is string => typeof entry === 'string')
      .map((entry) => entry.trim())
      .filter((entry) => entry.length > 0);
  }),
);

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/;
const EN_GB_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
/** India has no daylight saving time: Asia/Kolkata is always UTC+05:30. */
const KOLKATA_OFFSET = '+05:30';

/**
 * ISO dates and date-times, en-GB `10/11/2026` and epoch ms; undefined when not a real date.
 * Without an offset a date is India time, so a day is the same whatever the build machine's zone.
 */
export function parseApiDate(value: string | number): Date | undefined {
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
      const [, day, month, year] = match;
      iso = `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}T00:00:00${KOLKATA_OFFSET}`;
    }
  }
  if (!iso) return undefined;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  // `new Date('2026-02-31')` rolls over to March; a day that does not exist is not a date.
  const [, y, m, d] = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)!.map(Number);
  const check = new Date(Date.UTC(y!, m! - 1, d!));
  return check.getUTCMonth() === m! - 1 && check.getUTCDate() === d ? date : undefined;
}

/**
 * Empty is `null`; anything else must parse, else the item is refused rather than shown on the
 * wrong day. An ISO 8601 UTC string.
 */
export const optionalDate = v.pipe(
  orNull(textOrNumber),
  toItem((value: string | number | null, refuse): string | null => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
    const date = parseApiDate(value);
    return date ? date.toISOString() : refuse(`not a date: ${JSON.stringify(value)}`);
  }),
);

/** Anything but http(s) and site-relative links becomes `undefined`, keeping the item. */
export const optionalLink = v.pipe(
  orNull(v.string()),
  v.transform((value): string | undefined => (value ? safeLink(value) : undefined)),
);

export function safeLink(value: string): string | undefined {
  return siteSafeLink(value)?.href;
}

/** Matched regardless of case and spaces (`Annual Report`); unknown categories are kept. */
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

export const category = v.pipe(
  orNull(v.string()),
  v.transform((value): string => {
    const text = value?.trim() ?? '';
    const key = text.replace(/[\s_-]+/g, '').toLowerCase();
    return KNOWN_CATEGORIES.find((known) => known.toLowerCase() === key) ?? text;
  }),
);

/** DESIGN: lists sort and filter by `date`, falling back to `fromDate`. */
export function sortDateOf(item: { date: string | null; fromDate: string | null }): string | null {
  return item.date ?? item.fromDate;
}

export const itemFields = {
  _id: idValue,
  id: idValue,
  title: requiredText,
  description: optionalText,
  date: optionalDate,
  fromDate: optionalDate,
};

/** Dates are ISO 8601 UTC strings. */
export interface DatedFields {
  id: string | undefined;
  title: string;
  /** Body text; may contain HTML from the CMS, so pages sanitise it before rendering it as HTML. */
  description: string;
  date: string | null;
  /** A highlight's 'new' badge counts from it. */
  fromDate: string | null;
  sortDate: string;
}

export const NO_DATE = 'has neither date nor fromDate';

export function datedItem(
  raw: WithIds & Omit<DatedFields, 'id' | 'sortDate'>,
): DatedFields | undefined {
  const sortDate = sortDateOf(raw);
  if (!sortDate) return undefined;
  const { title, description, date, fromDate } = raw;
  return { id: pickId(raw), title, description, date, fromDate, sortDate };
}

// News item (SPEC section 3): `GET /api/news/{site}` and `/api/news/all/{site}`.

export interface NewsItemFields extends DatedFields {
  /** The first is the card picture. */
  images: string[];
  attachments: string[];
  url: string | undefined;
}

/** A news item's raw fields; an event has these and more. */
export const storyFields = {
  ...itemFields,
  /** Path or list of paths; `image` is accepted as a synonym and merged in. */
  images: pathList,
  image: pathList,
  attachments: pathList,
  url: optionalLink,
};

/** Undefined without a date. A news item's picture is in `images` (SPEC), an event's in `image`. */
export function storyItem(
  raw: v.InferOutput<v.ObjectSchema<typeof storyFields, undefined>>,
  imageFirst = false,
): NewsItemFields | undefined {
  const item = datedItem(raw);
  if (!item) return undefined;
  const lists = imageFirst ? [raw.image, raw.images] : [raw.images, raw.image];
  const images = [...new Set(lists.flat())];
  return { ...item, images, attachments: raw.attachments, url: raw.url };
}

export const NewsItemSchema = v.pipe(
  apiObject(storyFields),
  toItem((raw, refuse): NewsItemFields => storyItem(raw) ?? refuse(NO_DATE)),
);

export type NewsItem = v.InferOutput<typeof NewsItemSchema>;

// Event (SPEC section 3): `GET /api/events/{site}` and `/api/events/All/{site}`.

export interface EventItemFields extends NewsItemFields {
  /** Free text (`10:00 AM - 1:00 PM`), `''` when not given. */
  time: string;
  /** `''` when not given. */
  venue: string;
}

/** Needs a title and a date. */
export const EventItemSchema = v.pipe(
  apiObject({ ...storyFields, time: optionalText, venue: optionalText }),
  toItem((raw, refuse): EventItemFields => {
    const story = storyItem(raw, true);
    return story ? { ...story, time: raw.time, venue: raw.venue } : refuse(NO_DATE);
  }),
);

export type EventItem = v.InferOutput<typeof EventItemSchema>;

// Gallery item (SPEC section 3): `GET /api/gallery/{site}` and `/api/gallery/All/{site}`, a list
// of mixed categories (albums, award pictures, publications). `AlbumSchema` and
// `PublicationSchema` are the stricter views pages use.

/** Dates are ISO 8601 UTC strings. */
export interface GalleryItemFields extends Omit<EventItemFields, 'sortDate'> {
  /** Albums are addressed by it (`/SubGallery?id=`). */
  id: string | undefined;
  category: string;
  /** May be `''`: an award picture can come without one. */
  title: string;
  sortDate: string | null;
  /** Album photos, the award picture or a publication's files; the first is shown. */
  attachments: string[];
  /** The API's `image` and `images` merged. */
  images: string[];
}

/** The raw fields every content item may carry (SPEC's "publication content item"). */
export const contentItemFields = {
  ...storyFields,
  category,
  title: optionalText,
  time: optionalText,
  venue: optionalText,
};

export function toGalleryItem(
  raw: v.InferOutput<v.ObjectSchema<typeof contentItemFields, undefined>>,
): GalleryItemFields {
  const { image, images, ...fields } = withId(raw);
  return { ...fields, sortDate: sortDateOf(raw), images: [...new Set([...image, ...images])] };
}

/** A stricter view of a gallery item (an album, a publication): it needs a title, and `view`. */
/* @__NO_SIDE_EFFECTS__ */
export function galleryView<TOutput>(
  view: (item: GalleryItemFields, refuse: (...problems: string[]) => never) => TOutput,
) {
  return v.pipe(
    apiObject({ ...contentItemFields, title: requiredText }),
    toItem((raw, refuse) => view(toGalleryItem(raw), refuse)),
  );
}

/** Tolerant: no field is required. */
export const GalleryItemSchema = v.pipe(
  apiObject(contentItemFields),
  v.transform((raw) => toGalleryItem(raw)),
);

export type GalleryItem = v.InferOutput<typeof GalleryItemSchema>;

/**
 * The gallery list's items of one category through a stricter view (`AlbumSchema` ...); those
 * that fail it are left out without a warning: they are valid gallery items.
 */
export function galleryAs<const S extends v.GenericSchema<unknown, unknown>>(
  items: readonly { category: string }[],
  category: string,
  schema: S,
): v.InferOutput<S>[] {
  return items.flatMap((item) => {
    if (item.category !== category) return [];
    const parsed = v.safeParse(schema, item);
    return parsed.success ? [parsed.output] : [];
  });
}

// Photo album (SPEC section 3): a `PhotoGallery` item of the gallery list, and the answer of
// `GET /api/subGallery?id={id}`. Albums are addressed by id, so the id is required.

export interface AlbumFields extends GalleryItemFields {
  id: string;
  sortDate: string;
  /** Photo paths in album order; empty for an album still being filled. */
  attachments: string[];
}

/** Needs an id, a title and a date. */
export const AlbumSchema = galleryView((item, refuse): AlbumFields => {
  const { id, sortDate } = item;
  if (id && sortDate) return { ...item, id, sortDate };
  return refuse(...(id ? [] : ['has no _id']), ...(sortDate ? [] : [NO_DATE]));
});

export type Album = v.InferOutput<typeof AlbumSchema>;

// Publication (SPEC section 3): gallery-list items of the publication categories, shown as cards
// with a View Report link to the first attachment. Circulars also come from their own list.

/** The categories that have a publications page. */
export const PUBLICATION_CATEGORIES = [
  'Newsletter',
  'AnnualReport',
  'Presscorner',
  'Circular',
] as const;

export type PublicationCategory = (typeof PUBLICATION_CATEGORIES)[number];

export function isPublicationCategory(value: string): value is PublicationCategory {
  return (PUBLICATION_CATEGORIES as readonly string[]).includes(value);
}

export interface PublicationFields extends GalleryItemFields {
  category: PublicationCategory;
  /** Usually one PDF. May be empty: the card then has no View Report link. */
  attachments: string[];
}

/** Fails for other categories or a missing title. */
export const PublicationSchema = galleryView((item, refuse): PublicationFields => {
  const { category } = item;
  if (isPublicationCategory(category)) return { ...item, category };
  return refuse(`category ${JSON.stringify(category)} is not a publication`);
});

export type Publication = v.InferOutput<typeof PublicationSchema>;

// Circular (SPEC section 3): an item of `GET /api/circular/all/{site}`. SPEC shows no fields, so it
// is read as a content item of category `Circular` whatever the API says.

/** Needs a title. */
export const CircularSchema = galleryView((item): PublicationFields => ({
  ...item,
  category: 'Circular',
}));

export type Circular = v.InferOutput<typeof CircularSchema>;

// Highlight (SPEC section 3): `GET /api/highlight/{site}` and `/api/highlight/all/{site}`. The
// schema keeps any category; showing only `Highlight` is the data layer's job.

export interface HighlightFields extends DatedFields {
  /** `Highlight` for real highlights. */
  category: string;
  url: string | undefined;
  attachments: string[];
  /** As sent: only the string `'true'` marks an item new (SPEC); `isNewHighlight()` decides. */
  new: string | boolean | undefined;
}

/** Needs a title and a date. */
export const HighlightSchema = v.pipe(
  apiObject({
    ...itemFields,
    category,
    url: optionalLink,
    attachments: pathList,
    // Kept raw for the badge rule; anything but a string or boolean carries no meaning.
    new: v.pipe(
      v.optional(v.unknown()),
      v.transform((value) =>
        typeof value === 'string' || typeof value === 'boolean' ? value : undefined,
      ),
    ),
  }),
  toItem((raw, refuse): HighlightFields => {
    const { category, url, attachments } = raw;
    const item = datedItem(raw);
    return item ? { ...item, category, url, attachments, new: raw.new } : refuse(NO_DATE);
  }),
);

export type Highlight = v.InferOutput<typeof HighlightSchema>;

// Video (SPEC section 3): an item of `GET /api/video/All/{site}`.

export interface VideoFields extends DatedFields {
  /** An http(s) URL; a video without one is dropped. */
  videoUrl: string;
  /** The first is the thumbnail. */
  attachments: string[];
}

/** Needs a title, a date and a safe URL. */
export const VideoSchema = v.pipe(
  apiObject({
    ...itemFields,
    videoUrl: v.string(),
    attachments: pathList,
  }),
  toItem((raw, refuse): VideoFields => {
    const item = datedItem(raw);
    const link = safeLink(raw.videoUrl);
    const videoUrl = link && !link.startsWith('/') ? link : undefined;
    if (item && videoUrl) return { ...item, videoUrl, attachments: raw.attachments };
    return refuse(
      ...(item ? [] : [NO_DATE]),
      ...(videoUrl ? [] : [`videoUrl is not an http(s) URL: ${JSON.stringify(raw.videoUrl)}`]),
    );
  }),
);

export type Video = v.InferOutput<typeof VideoSchema>;

// Testimonial (SPEC section 3): an item of `GET /api/testimonials/{site}`.

export const TestimonialSchema = v.pipe(
  apiObject({
    _id: idValue,
    id: idValue,
    /** Required: an anonymous quote is not a testimonial. */
    name: requiredText,
    /** `Parent, Ludhiana centre`; `''` when not given. */
    designation: optionalText,
    /** The quote; may contain HTML from the CMS. */
    description: optionalText,
    /** The first is the person's photo. */
    attachments: pathList,
  }),
  v.transform(withId),
);

export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

// Notification popup item (SPEC section 3): an item of `GET /api/notification/{site}`.

/** Needs something to show: a title, a text or an image. */
export const NotificationSchema = v.pipe(
  apiObject({
    _id: idValue,
    id: idValue,
    /** May be `''` when the notification is a poster image. */
    title: optionalText,
    /** Body text; may contain HTML from the CMS. */
    desc: optionalText,
    image: pathList,
    url: optionalLink,
    urlTitle: optionalText,
    attachments: pathList,
  }),
  toItem((raw, refuse) => {
    if (!raw.title && !raw.desc && raw.image.length === 0) {
      return refuse('has no title, desc or image to show');
    }
    return withId(raw);
  }),
);

export type Notification = v.InferOutput<typeof NotificationSchema>;

// Visitor record (SPEC section 3): the first item of `GET /api/visitor/{site}`.

/** `{ visitor: 48213 }`; a numeric string is accepted too. */
export const VisitorSchema = apiObject({
  /** Visits so far. Null or '' is never read as 0: a counter must never show 0 by mistake. */
  visitor: v.pipe(
    v.custom<number | string>(
      (value) =>
        typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value.trim())),
      'not a number',
    ),
    v.transform((value) => Number(typeof value === 'string' ? value.trim() : value)),
    v.check((count) => Number.isSafeInteger(count) && count >= 0, 'not a whole number, at least 0'),
  ),
});

/** The count in a `GET /api/visitor/{site}` answer's `data` (a list or its first item alone). */
export function visitorCountOf(data: unknown): number | undefined {
  const parsed = v.safeParse(VisitorSchema, Array.isArray(data) ? data[0] : data);
  return parsed.success ? parsed.output.visitor : undefined;
}
