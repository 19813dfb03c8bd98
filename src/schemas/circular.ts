/**
 * Circular (SPEC.md section 3): an item of `GET /api/circular/all/{site}`. SPEC shows no fields for
 * it, so it is read as a content item (title, description, dates, attachments) whose category is
 * `Circular` whatever the API says; the data layer merges these with the gallery list's
 * `Circular` items.
 *
 * Imported by browser code: keep it small, zod only.
 */
import { z } from 'zod';
import { contentItemFields, toGalleryItem } from './galleryItem';
import { requiredText } from './fields';
import type { PublicationFields } from './publication';

/** Parses a raw circular (or a snapshot one) into a `Circular`. Needs a title. */
export const CircularSchema = z
  .object({ ...contentItemFields, title: requiredText })
  .transform((raw): PublicationFields => ({ ...toGalleryItem(raw), category: 'Circular' }));

/** A validated, normalised circular: a publication of category `Circular`. */
export type Circular = z.output<typeof CircularSchema>;
