/**
 * Photo album (SPEC.md section 3): a `PhotoGallery` item of the gallery list, and the answer of
 * `GET /api/subGallery?id={id}` (which may come as the album object or a one-item list; the API
 * client unwraps that). Albums are addressed by id (`/SubGallery?id=`), so the id is required.
 *
 * Build time only (the snapshot command, the data layer): the browser reads live answers with the
 * zod-free readers of src/lib/shared/liveItems.ts, which mirror the schemas field by field
 * (tests/unit/home-live-items.test.ts and listing-live-items.test.ts hold them equal): change both.
 */
import { z } from 'zod';
import { contentItemFields, toGalleryItem, type GalleryItemFields } from './galleryItem';
import { requiredText } from './fields';

/** An album: a content item with an id, a title and a date. */
export interface AlbumFields extends GalleryItemFields {
  id: string;
  /** `date`, falling back to `fromDate`: the event date shown, sorted and filtered by. */
  sortDate: string;
  /** Photo paths in album order (may be empty for an album still being filled). */
  attachments: string[];
}

/** Parses a raw album (or a snapshot one) into an `Album`. Needs an id, a title and a date. */
export const AlbumSchema = z
  .object({ ...contentItemFields, title: requiredText })
  .transform((raw, ctx): AlbumFields => {
    const item = toGalleryItem(raw);
    if (!item.id) ctx.addIssue({ code: 'custom', message: 'has no _id' });
    if (!item.sortDate) ctx.addIssue({ code: 'custom', message: 'has neither date nor fromDate' });
    if (!item.id || !item.sortDate) return z.NEVER;
    return { ...item, id: item.id, sortDate: item.sortDate };
  });

/** A validated, normalised photo album. */
export type Album = z.output<typeof AlbumSchema>;
