/**
 * Field-level building blocks shared by the entity schemas: how a loosely typed API value becomes
 * the one normalised shape the site works with. The rules of DESIGN.md live here, once: a path or
 * a list of paths is a list (`pathList`), a date is a real date read as India time
 * (`optionalDate`), a link is http(s) or site-relative (`optionalLink`), and an item's date is
 * `date` falling back to `fromDate` (`sortDateOf`).
 *
 * Imported by browser code: the snapshot command, the build and the islands' live refresh all
 * read API answers with the schemas of this folder. Keep it small: it is written with valibot,
 * whose functions bundle one by one (the schemas of a listing's live refresh cost about 3.4 KiB
 * gzip with valibot, 7.7 KiB with `zod/mini` and 25 KiB with zod: docs/performance.md).
 *
 * Every helper here is idempotent: a normalised value parses to itself, so the snapshot (which
 * stores normalised items as JSON) is read back with the very same schemas.
 */
import * as v from 'valibot';
import { safeLink as siteSafeLink } from '~/lib/links';

/** A JSON object as the API sends it. */
export type Raw = Record<string, unknown>;

/** True for a JSON object (not null, not a list). */
export function isRecord(value: unknown): value is Raw {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * An API item: a JSON object (not a list, which valibot's `object` alone would take) read field
 * by field with `entries`; fields it does not name are left out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function apiObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.pipe(v.custom<Raw>(isRecord, 'not an object'), v.object(entries));
}

/**
 * The last step of an entity schema: `build` makes the normalised item from the parsed fields,
 * or refuses the item with `return refuse('why')` (one problem per argument; each is said in the
 * warning that names a dropped item).
 */
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

/**
 * Text or a number JSON can carry (zod, which these rules were first written with, refused
 * Infinity and NaN too). A type guard rather than `v.union`: the same answers for a fraction of
 * the bytes in the browser.
 */
const textOrNumber = v.custom<string | number>(
  (value) => typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)),
  'not text or a number',
);

/**
 * An id as the API sends it (`_id`, a Mongo ObjectId string, or a number) normalised to a string.
 * Empty strings count as no id. Optional, but not nullable: `_id: null` makes the item invalid.
 */
export const idValue = v.optional(
  v.pipe(
    textOrNumber,
    v.transform((value) => String(value).trim()),
  ),
);

/** Picks the id from `_id` (API) or `id` (snapshot), whichever is present and non-empty. */
export function pickId(raw: {
  _id?: string | undefined;
  id?: string | undefined;
}): string | undefined {
  return raw._id || raw.id || undefined;
}

/**
 * Accepts `schema`, or null, undefined or a missing field, all three read as `null`, so that the
 * field's transform always runs (valibot skips a missing field unless it has a default).
 */
/* @__NO_SIDE_EFFECTS__ */
function orNull<const TWrapped extends v.GenericSchema>(schema: TWrapped) {
  return v.nullish(schema, null);
}

/**
 * A text field that may be missing or null: normalised to a trimmed string, `''` when absent.
 * A non-string (object, number, list) is still an error: text must be text.
 */
export const optionalText = v.pipe(
  orNull(v.string()),
  v.transform((value): string => value?.trim() ?? ''),
);

/** A required, non-empty text field such as a title, trimmed. */
export const requiredText = v.pipe(
  v.string(),
  v.transform((value) => value.trim()),
  v.check((value) => value.length > 0, 'must not be empty'),
);

/**
 * A field SPEC calls a path or a list of paths (`images`, `attachments`, `image`): the API sends
 * either one path string or a list. Normalised to a list of non-empty trimmed paths; entries that
 * are not strings (null, objects) are dropped rather than failing the whole item, because one odd
 * attachment should not hide a news item.
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
 * Parses the date shapes the API is known or likely to send into an instant, or `undefined` when
 * the text is not a real date. Dates without a time or offset are read as a calendar day in India
 * (midnight Asia/Kolkata), so `2026-11-10` is 10 Nov 2026 on every page, whatever the build
 * machine's time zone.
 *
 * Accepted: `2026-11-10`, `2026-11-10T09:30:00.000Z` (and other ISO 8601 date-times; without an
 * offset they are India time), `10/11/2026` (en-GB day first, also with `-` or `.`), and epoch
 * milliseconds as a number.
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
  const dayPart = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (dayPart) {
    const [, y, m, d] = dayPart.map(Number);
    const check = new Date(Date.UTC(y!, m! - 1, d!));
    if (check.getUTCMonth() !== m! - 1 || check.getUTCDate() !== d) return undefined;
  }
  return date;
}

/**
 * An optional date: missing, null or empty text is `null`; anything else must parse (a date that
 * does not parse makes the item invalid, so it is reported rather than shown on the wrong day).
 * Normalised to an ISO 8601 UTC string (`2026-11-09T18:30:00.000Z`), which JSON keeps as is.
 */
export const optionalDate = v.pipe(
  orNull(textOrNumber),
  toItem((value: string | number | null, refuse): string | null => {
    if (value == null || (typeof value === 'string' && value.trim() === '')) return null;
    const date = parseApiDate(value);
    return date ? date.toISOString() : refuse(`not a date: ${JSON.stringify(value)}`);
  }),
);

/**
 * A link the site may put in an `href`: absolute http(s) URLs and site-relative paths only.
 * Anything else (`javascript:`, `data:`, junk) is dropped to `undefined`, keeping the item.
 */
export const optionalLink = v.pipe(
  orNull(v.string()),
  v.transform((value): string | undefined => (value ? safeLink(value) : undefined)),
);

/**
 * `value` as the site may link it (the one link rule, src/lib/links.ts: http(s) URLs and
 * site-relative paths that stay on the site), else undefined.
 */
export function safeLink(value: string): string | undefined {
  return siteSafeLink(value)?.href;
}

/**
 * Category names as the API spells them today, matched without regard to case or spaces so that
 * `photogallery` or `Annual Report` still land in the right place. Unknown categories are kept.
 */
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

/** A category value normalised to its canonical spelling (see `KNOWN_CATEGORIES`). */
export const category = v.pipe(
  orNull(v.string()),
  v.transform((value): string => {
    const text = value?.trim() ?? '';
    const key = text.replace(/[\s_-]+/g, '').toLowerCase();
    return KNOWN_CATEGORIES.find((known) => known.toLowerCase() === key) ?? text;
  }),
);

/** The date used for sorting and year/month filters: `date`, falling back to `fromDate` (DESIGN). */
export function sortDateOf(item: { date: string | null; fromDate: string | null }): string | null {
  return item.date ?? item.fromDate;
}

/** The raw fields of every API item: its ids, title (required), text and dates. */
export const itemFields = {
  _id: idValue,
  id: idValue,
  title: requiredText,
  description: optionalText,
  date: optionalDate,
  fromDate: optionalDate,
};

/** What every dated item keeps of `itemFields`. Dates are ISO 8601 UTC strings. */
export interface DatedFields {
  /** API `_id` as a string, when the API sends one. */
  id: string | undefined;
  title: string;
  /** Body text; may contain HTML from the CMS, so pages sanitise it before rendering it as HTML. */
  description: string;
  /** The item's date as sent, or null. */
  date: string | null;
  /** Start date as sent, or null (the 'new' badge of a highlight counts from it). */
  fromDate: string | null;
  /** `date`, falling back to `fromDate`: what lists sort and filter by. Always set. */
  sortDate: string;
}

/** Why an item without a date is refused. */
export const NO_DATE = 'has neither date nor fromDate';

/** The `DatedFields` of a parsed item, or undefined when it has neither date nor fromDate. */
export function datedItem(raw: {
  _id?: string | undefined;
  id?: string | undefined;
  title: string;
  description: string;
  date: string | null;
  fromDate: string | null;
}): DatedFields | undefined {
  const sortDate = sortDateOf(raw);
  if (!sortDate) return undefined;
  const { title, description, date, fromDate } = raw;
  return { id: pickId(raw), title, description, date, fromDate, sortDate };
}
