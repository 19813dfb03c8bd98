/**
 * Publication (SPEC.md section 3, "publication content item"): the gallery-list items of the
 * categories `Newsletter`, `AnnualReport`, `Presscorner` and `Circular`, shown as cards with a
 * View Report link to the first attachment. Circulars also come from `/api/circular/all/{site}`
 * (see `CircularSchema`).
 *
 * Build time only (the snapshot command, the data layer): the browser reads live answers with the
 * zod-free readers of src/lib/shared/liveItems.ts, which mirror the schemas field by field
 * (tests/unit/home-live-items.test.ts and listing-live-items.test.ts hold them equal): change both.
 */
import { z } from 'zod';
import { contentItemFields, toGalleryItem, type GalleryItemFields } from './galleryItem';
import { requiredText } from './fields';

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
export const PublicationSchema = z
  .object({ ...contentItemFields, title: requiredText })
  .transform((raw, ctx): PublicationFields => {
    const item = toGalleryItem(raw);
    if (!isPublicationCategory(item.category)) {
      ctx.addIssue({
        code: 'custom',
        message: `category ${JSON.stringify(item.category)} is not a publication`,
      });
      return z.NEVER;
    }
    return { ...item, category: item.category };
  });

/** A validated, normalised publication. */
export type Publication = z.output<typeof PublicationSchema>;
