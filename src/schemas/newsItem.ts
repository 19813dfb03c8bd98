/**
 * News item (SPEC.md section 3): `GET /api/news/{site}` (recent) and `/api/news/all/{site}`.
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the islands'
 * live refresh parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import {
  apiObject,
  idValue,
  optionalDate,
  optionalLink,
  optionalText,
  pathList,
  pickId,
  requiredText,
  sortDateOf,
  toItem,
} from './fields';

/** A news item as the site uses it. Dates are ISO 8601 UTC strings. */
export interface NewsItemFields {
  /** API `_id` as a string, when the API sends one. */
  id: string | undefined;
  title: string;
  /** Body text; may contain HTML from the CMS, so pages sanitise it before rendering it as HTML. */
  description: string;
  /** The item's date as sent, or null. */
  date: string | null;
  /** Start date as sent, or null. */
  fromDate: string | null;
  /** `date`, falling back to `fromDate`: what lists sort and filter by. Always set. */
  sortDate: string;
  /** Image paths (resolve with the API client's `imageUrl`); the first is the card picture. */
  images: string[];
  /** Attachment paths (PDFs or images). */
  attachments: string[];
  /** Optional link to read more, http(s) or site-relative only. */
  url: string | undefined;
}

/** Parses a raw API news item (or a snapshot one) into `NewsItem`. Needs a title and a date. */
export const NewsItemSchema = v.pipe(
  apiObject({
    _id: idValue,
    id: idValue,
    title: requiredText,
    description: optionalText,
    date: optionalDate,
    fromDate: optionalDate,
    /** Path or list of paths; `image` is accepted as a synonym and merged in. */
    images: pathList,
    image: pathList,
    attachments: pathList,
    url: optionalLink,
  }),
  toItem((raw, refuse): NewsItemFields => {
    const sortDate = sortDateOf(raw);
    if (!sortDate) return refuse('has neither date nor fromDate');
    return {
      id: pickId(raw),
      title: raw.title,
      description: raw.description,
      date: raw.date,
      fromDate: raw.fromDate,
      sortDate,
      images: [...new Set([...raw.images, ...raw.image])],
      attachments: raw.attachments,
      url: raw.url,
    };
  }),
);

/** A validated, normalised news item. */
export type NewsItem = v.InferOutput<typeof NewsItemSchema>;
