/**
 * Photo album (SPEC section 3): a `PhotoGallery` item of the gallery list, and the answer of
 * `GET /api/subGallery?id={id}`. Albums are addressed by id, so the id is required.
 * Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { contentItemFields, toGalleryItem, type GalleryItemFields } from './galleryItem';
import { apiObject, requiredText, toItem } from './fields';

export interface AlbumFields extends GalleryItemFields {
  id: string;
  sortDate: string;
  /** Photo paths in album order; empty for an album still being filled. */
  attachments: string[];
}

/** Needs an id, a title and a date. */
export const AlbumSchema = v.pipe(
  apiObject({ ...contentItemFields, title: requiredText }),
  toItem((raw, refuse): AlbumFields => {
    const item = toGalleryItem(raw);
    const { id, sortDate } = item;
    if (!id || !sortDate) {
      return refuse(
        ...(id ? [] : ['has no _id']),
        ...(sortDate ? [] : ['has neither date nor fromDate']),
      );
    }
    return { ...item, id, sortDate };
  }),
);

export type Album = v.InferOutput<typeof AlbumSchema>;
