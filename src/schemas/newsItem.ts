/**
 * News item (SPEC section 3): `GET /api/news/{site}` and `/api/news/all/{site}`.
 * Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import * as fields from './fields';

export interface NewsItemFields extends fields.DatedFields {
  /** The first is the card picture. */
  images: string[];
  attachments: string[];
  url: string | undefined;
}

/** A news item's raw fields; an event has these and more. */
export const storyFields = {
  ...fields.itemFields,
  /** Path or list of paths; `image` is accepted as a synonym and merged in. */
  images: fields.pathList,
  image: fields.pathList,
  attachments: fields.pathList,
  url: fields.optionalLink,
};

/** Undefined without a date. A news item's picture is in `images` (SPEC), an event's in `image`. */
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

export const NewsItemSchema = v.pipe(
  fields.apiObject(storyFields),
  fields.toItem((raw, refuse): NewsItemFields => storyItem(raw) ?? refuse(fields.NO_DATE)),
);

export type NewsItem = v.InferOutput<typeof NewsItemSchema>;
