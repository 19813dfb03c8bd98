/**
 * Publication (SPEC section 3): gallery-list items of the publication categories, shown as cards
 * with a View Report link to the first attachment. Circulars also come from their own list.
 * Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { galleryView, type GalleryItemFields } from './galleryItem';

/** The categories that have a publications page. */
export const PUBLICATION_CATEGORIES = [
  'Newsletter',
  'AnnualReport',
  'Presscorner',
  'Circular',
] as const;

export type PublicationCategory = (typeof PUBLICATION_CATEGORIES)[number];

export function isPublicationCategory(value: string): value is PublicationCategory {
  return (PUBLICATION_CATEGORIES as readonly string[]).includes(value);
}

export interface PublicationFields extends GalleryItemFields {
  category: PublicationCategory;
  /** Usually one PDF. May be empty: the card then has no View Report link. */
  attachments: string[];
}

/** Fails for other categories or a missing title. */
export const PublicationSchema = galleryView((item, refuse): PublicationFields => {
  const { category } = item;
  if (isPublicationCategory(category)) return { ...item, category };
  return refuse(`category ${JSON.stringify(category)} is not a publication`);
});

export type Publication = v.InferOutput<typeof PublicationSchema>;
