/**
 * Photo album (SPEC.md section 3): a `PhotoGallery` item of the gallery list, and the answer of
 * `GET /api/subGallery?id={id}` (which may come as the album object or a one-item list; the API
 * client unwraps that). Albums are addressed by id (`/SubGallery?id=`), so the id is required.
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the islands'
 * live refresh parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { contentItemFields, toGalleryItem, type GalleryItemFields } from './galleryItem';
import { apiObject, requiredText, toItem } from './fields';

/** An album: a content item with an id, a title and a date. */
export interface AlbumFields extends GalleryItemFields {
  id: string;
  /** `date`, falling back to `fromDate`: the event date shown, sorted and filtered by. */
  sortDate: string;
  /** Photo paths in album order (may be empty for an album still being filled). */
  attachments: string[];
}

/** Parses a raw album (or a snapshot one) into an `Album`. Needs an id, a title and a date. */
export const AlbumSchema = v.pipe(
  apiObject({ ...contentItemFields, title: requiredText }),
  toItem((raw, refuse): AlbumFields => {
    const item = toGalleryItem(raw);
    const { id, sortDate } = item;
    if (!id || !sortDate) {
      // Every problem is said, so the warning tells all that is wrong with the item.
      return refuse(
        ...(id ? [] : ['has no _id']),
        ...(sortDate ? [] : ['has neither date nor fromDate']),
      );
    }
    return { ...item, id, sortDate };
  }),
);

/** A validated, normalised photo album. */
export type Album = v.InferOutput<typeof AlbumSchema>;
