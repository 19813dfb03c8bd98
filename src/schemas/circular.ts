/**
 * Circular (SPEC.md section 3): an item of `GET /api/circular/all/{site}`. SPEC shows no fields for
 * it, so it is read as a content item (title, description, dates, attachments) whose category is
 * `Circular` whatever the API says; the data layer merges these with the gallery list's
 * `Circular` items.
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the islands'
 * live refresh parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { contentItemFields, toGalleryItem } from './galleryItem';
import { apiObject, requiredText } from './fields';
import type { PublicationFields } from './publication';

/** Parses a raw circular (or a snapshot one) into a `Circular`. Needs a title. */
export const CircularSchema = v.pipe(
  apiObject({ ...contentItemFields, title: requiredText }),
  v.transform((raw): PublicationFields => ({ ...toGalleryItem(raw), category: 'Circular' })),
);

/** A validated, normalised circular: a publication of category `Circular`. */
export type Circular = v.InferOutput<typeof CircularSchema>;
