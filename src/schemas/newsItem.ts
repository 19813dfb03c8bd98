/**
 * News item (SPEC.md section 3): `GET /api/news/{site}` (recent) and `/api/news/all/{site}`.
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the islands'
 * live refresh parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import * as fields from './fields';

/** A news item as the site uses it. Dates are ISO 8601 UTC strings. */
export interface NewsItemFields extends fields.DatedFields {
  /** Image paths (resolve with the API client's `imageUrl`); the first is the card picture. */
  images: string[];
  /** Attachment paths (PDFs or images). */
  attachments: string[];
  /** Optional link to read more, http(s) or site-relative only. */
  url: string | undefined;
}

/** The raw fields of a story (a news item; an event has these and more: ./event.ts). */
export const storyFields = {
  ...fields.itemFields,
  /** Path or list of paths; `image` is accepted as a synonym and merged in. */
  images: fields.pathList,
  image: fields.pathList,
  attachments: fields.pathList,
  url: fields.optionalLink,
};

/**
 * The `NewsItemFields` of parsed story fields, or undefined when it has no date. The first picture
 * is the card's: a news item's is in `images` (SPEC), an event's in `image` (`imageFirst`).
 */
export function storyItem(
  raw: v.InferOutput<v.ObjectSchema<typeof storyFields, undefined>>,
  imageFirst = false,
): NewsItemFields | undefined {
  const item = fields.datedItem(raw);
  if (!item) return undefined;
  const lists = imageFirst ? [raw.image, raw.images] : [raw.images, raw.image];
  const images = [...new Set(lists.flat())];
  return { ...item, images, attachments: raw.attachments, url: raw.url };
}

/** Parses a raw API news item (or a snapshot one) into `NewsItem`. Needs a title and a date. */
export const NewsItemSchema = v.pipe(
  fields.apiObject(storyFields),
  fields.toItem((raw, refuse): NewsItemFields => storyItem(raw) ?? refuse(fields.NO_DATE)),
);

/** A validated, normalised news item. */
export type NewsItem = v.InferOutput<typeof NewsItemSchema>;
