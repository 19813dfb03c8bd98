/**
 * Testimonial (SPEC.md section 3): an item of `GET /api/testimonials/{site}`.
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the islands'
 * live refresh parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { apiObject, idValue, optionalText, pathList, pickId, requiredText } from './fields';

/** A testimonial as the site uses it. */
export interface TestimonialFields {
  id: string | undefined;
  /** Who said it. Required: an anonymous quote is not a testimonial. */
  name: string;
  /** Their role (`Parent, Ludhiana centre`), `''` when not given. */
  designation: string;
  /** The quote; may contain HTML from the CMS. */
  description: string;
  /** Paths; the first is the person's photo. */
  attachments: string[];
}

/** Parses a raw testimonial (or a snapshot one) into a `Testimonial`. Needs a name. */
export const TestimonialSchema = v.pipe(
  apiObject({
    _id: idValue,
    id: idValue,
    name: requiredText,
    designation: optionalText,
    description: optionalText,
    attachments: pathList,
  }),
  v.transform((raw): TestimonialFields => ({
    id: pickId(raw),
    name: raw.name,
    designation: raw.designation,
    description: raw.description,
    attachments: raw.attachments,
  })),
);

/** A validated, normalised testimonial. */
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;
