/**
 * Publication (SPEC.md section 3, "publication content item"): the gallery-list items of the
 * categories `Newsletter`, `AnnualReport`, `Presscorner` and `Circular`, shown as cards with a
 * View Report link to the first attachment. Circulars also come from `/api/circular/all/{site}`
 * (see `CircularSchema`).
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the islands'
 * live refresh parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { contentItemFields, toGalleryItem, type GalleryItemFields } from './galleryItem';
import { apiObject, requiredText, toItem } from './fields';

/** The categories that have a publications page, as the API spells them. */
export const PUBLICATION_CATEGORIES = [
  'Newsletter',
  'AnnualReport',
  'Presscorner',
  'Circular',
] as const;

/** One of `PUBLICATION_CATEGORIES`. */
export type PublicationCategory = (typeof PUBLICATION_CATEGORIES)[number];

/** True when `value` is one of the publication categories. */
export function isPublicationCategory(value: string): value is PublicationCategory {
  return (PUBLICATION_CATEGORIES as readonly string[]).includes(value);
}

/** A publication: a content item with a publication category and a title. */
export interface PublicationFields extends GalleryItemFields {
  category: PublicationCategory;
  /**
   * Files of the publication (usually one PDF). May be empty: the card then has no View Report
   * link, rather than the publication disappearing.
   */
  attachments: string[];
}

/** Parses a content item into a `Publication`; fails for other categories or a missing title. */
export const PublicationSchema = v.pipe(
  apiObject({ ...contentItemFields, title: requiredText }),
  toItem((raw, refuse): PublicationFields => {
    const item = toGalleryItem(raw);
    const { category } = item;
    if (!isPublicationCategory(category)) {
      return refuse(`category ${JSON.stringify(category)} is not a publication`);
    }
    return { ...item, category };
  }),
);

/** A validated, normalised publication. */
export type Publication = v.InferOutput<typeof PublicationSchema>;
