/**
 * Testimonial (SPEC section 3): an item of `GET /api/testimonials/{site}`.
 * Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { apiObject, idValue, optionalText, pathList, pickId, requiredText } from './fields';

export interface TestimonialFields {
  id: string | undefined;
  /** Required: an anonymous quote is not a testimonial. */
  name: string;
  /** `Parent, Ludhiana centre`; `''` when not given. */
  designation: string;
  /** The quote; may contain HTML from the CMS. */
  description: string;
  /** The first is the person's photo. */
  attachments: string[];
}

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

export type Testimonial = v.InferOutput<typeof TestimonialSchema>;
