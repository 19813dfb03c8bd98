/**
 * Circular (SPEC.md section 3): an item of `GET /api/circular/all/{site}`. SPEC shows no fields for
 * it, so it is read as a content item (title, description, dates, attachments) whose category is
 * `Circular` whatever the API says; the data layer merges these with the gallery list's
 * `Circular` items.
 *
 * Build time only (the snapshot command, the data layer): the browser reads live answers with the
 * zod-free readers of src/lib/shared/liveItems.ts, which mirror the schemas field by field
 * (tests/unit/home-live-items.test.ts and listing-live-items.test.ts hold them equal): change both.
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
