/**
 * Circular (SPEC section 3): an item of `GET /api/circular/all/{site}`. SPEC shows no fields, so it
 * is read as a content item of category `Circular` whatever the API says.
 * Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { galleryView } from './galleryItem';
import type { PublicationFields } from './publication';

/** Needs a title. */
export const CircularSchema = galleryView((item): PublicationFields => ({
  ...item,
  category: 'Circular',
}));

export type Circular = v.InferOutput<typeof CircularSchema>;
