/**
 * Gallery item (SPEC.md section 3): the content items of `GET /api/gallery/{site}` (recent) and
 * `/api/gallery/All/{site}`. That list mixes categories: `PhotoGallery` items are photo albums,
 * `Achievements` are award pictures, and `Newsletter`, `AnnualReport`, `Presscorner` and
 * `Circular` items are publications (DESIGN.md "Contract"). This schema is the general shape;
 * `AlbumSchema` and `PublicationSchema` are the stricter views pages use.
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the islands'
 * live refresh parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import {
  apiObject,
  category,
  itemFields,
  optionalLink,
  optionalText,
  pathList,
  pickId,
  sortDateOf,
} from './fields';

/** A content item of the gallery list. Dates are ISO 8601 UTC strings. */
export interface GalleryItemFields {
  /** API `_id` as a string; albums are addressed by it (`/SubGallery?id=`). */
  id: string | undefined;
  /** Category, canonical spelling (`PhotoGallery`, `Achievements`, `Newsletter` ...). */
  category: string;
  /** Title; may be `''` (an award picture can come without one). */
  title: string;
  /** Body text; may contain HTML from the CMS. */
  description: string;
  date: string | null;
  fromDate: string | null;
  /** `date`, falling back to `fromDate`, or null when the item has neither. */
  sortDate: string | null;
  /** Paths: album photos, the award picture, or a publication's files. The first is shown. */
  attachments: string[];
  /** The API's `image` and `images` merged. */
  images: string[];
  url: string | undefined;
  time: string;
  venue: string;
}

/** The raw fields every content item may carry (SPEC's "publication content item"). */
export const contentItemFields = {
  ...itemFields,
  category,
  title: optionalText,
  attachments: pathList,
  image: pathList,
  images: pathList,
  url: optionalLink,
  time: optionalText,
  venue: optionalText,
};

/** Builds the normalised content item from parsed raw fields. */
export function toGalleryItem(
  raw: v.InferOutput<v.ObjectSchema<typeof contentItemFields, undefined>>,
): GalleryItemFields {
  return {
    id: pickId(raw),
    category: raw.category,
    title: raw.title,
    description: raw.description,
    date: raw.date,
    fromDate: raw.fromDate,
    sortDate: sortDateOf(raw),
    attachments: raw.attachments,
    images: [...new Set([...raw.image, ...raw.images])],
    url: raw.url,
    time: raw.time,
    venue: raw.venue,
  };
}

/** Parses a raw gallery-list item (or a snapshot one) into `GalleryItem`. Tolerant: no field is required. */
export const GalleryItemSchema = v.pipe(
  apiObject(contentItemFields),
  v.transform((raw) => toGalleryItem(raw)),
);

/** A validated, normalised gallery-list item of any category. */
export type GalleryItem = v.InferOutput<typeof GalleryItemSchema>;
