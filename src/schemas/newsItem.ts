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
  type DatedFields,
  datedItem,
  itemFields,
  NO_DATE,
  optionalLink,
  pathList,
  toItem,
} from './fields';

/** A news item as the site uses it. Dates are ISO 8601 UTC strings. */
export interface NewsItemFields extends DatedFields {
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
    ...itemFields,
    /** Path or list of paths; `image` is accepted as a synonym and merged in. */
    images: pathList,
    image: pathList,
    attachments: pathList,
    url: optionalLink,
  }),
  toItem((raw, refuse): NewsItemFields => {
    const item = datedItem(raw);
    if (!item) return refuse(NO_DATE);
    return {
      ...item,
      images: [...new Set([...raw.images, ...raw.image])],
      attachments: raw.attachments,
      url: raw.url,
    };
  }),
);

/** A validated, normalised news item. */
export type NewsItem = v.InferOutput<typeof NewsItemSchema>;
