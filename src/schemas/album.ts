/**
 * Photo album (SPEC section 3): a `PhotoGallery` item of the gallery list, and the answer of
 * `GET /api/subGallery?id={id}`. Albums are addressed by id, so the id is required.
 * Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { galleryView, type GalleryItemFields } from './galleryItem';
import { NO_DATE } from './fields';

export interface AlbumFields extends GalleryItemFields {
  id: string;
  sortDate: string;
  /** Photo paths in album order; empty for an album still being filled. */
  attachments: string[];
}

/** Needs an id, a title and a date. */
export const AlbumSchema = galleryView((item, refuse): AlbumFields => {
  const { id, sortDate } = item;
  if (id && sortDate) return { ...item, id, sortDate };
  return refuse(...(id ? [] : ['has no _id']), ...(sortDate ? [] : [NO_DATE]));
});

export type Album = v.InferOutput<typeof AlbumSchema>;
