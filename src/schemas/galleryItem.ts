/**
 * Gallery item (SPEC section 3): `GET /api/gallery/{site}` and `/api/gallery/All/{site}`, a list
 * of mixed categories (albums, award pictures, publications). `AlbumSchema` and
 * `PublicationSchema` are the stricter views pages use.
 * Imported by browser code: keep it small.
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
  requiredText,
  sortDateOf,
  toItem,
} from './fields';

/** Dates are ISO 8601 UTC strings. */
export interface GalleryItemFields {
  /** Albums are addressed by it (`/SubGallery?id=`). */
  id: string | undefined;
  category: string;
  /** May be `''`: an award picture can come without one. */
  title: string;
  /** May contain HTML from the CMS. */
  description: string;
  date: string | null;
  fromDate: string | null;
  sortDate: string | null;
  /** Album photos, the award picture or a publication's files; the first is shown. */
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
