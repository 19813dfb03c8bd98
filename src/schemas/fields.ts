/**
 * Field rules shared by the entity schemas (DESIGN.md): paths are lists, dates are real dates read
 * as India time, links are http(s) or site-relative. Every helper is idempotent, so the snapshot's
 * normalised JSON is read back with the same schemas.
 * Imported by browser code: keep it small (valibot bundles function by function).
 */
import * as v from 'valibot';
import { safeLink as siteSafeLink } from '~/lib/links';

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

export function pickId(raw: {
  _id?: string | undefined;
  id?: string | undefined;
}): string | undefined {
  return raw._id || raw.id || undefined;
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
  const dayPart = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  if (dayPart) {
    const [, y, m, d] = dayPart.map(Number);
    const check = new Date(Date.UTC(y!, m! - 1, d!));
    if (check.getUTCMonth() !== m! - 1 || check.getUTCDate() !== d) return undefined;
  }
  return date;
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
