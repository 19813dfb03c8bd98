/**
 * Testimonial (SPEC.md section 3): an item of `GET /api/testimonials/{site}`.
 *
 * Build time only (the snapshot command, the data layer): the browser reads live answers with the
 * zod-free readers of src/lib/shared/liveItems.ts, which mirror the schemas field by field
 * (tests/unit/home-live-items.test.ts and listing-live-items.test.ts hold them equal): change both.
 */
import { z } from 'zod';
import { idValue, optionalText, pathList, pickId, requiredText } from './fields';

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
export const TestimonialSchema = z
  .object({
    _id: idValue,
    id: idValue,
    name: requiredText,
    designation: optionalText,
    description: optionalText,
    attachments: pathList,
  })
  .transform((raw): TestimonialFields => ({
    id: pickId(raw),
    name: raw.name,
    designation: raw.designation,
    description: raw.description,
    attachments: raw.attachments,
  }));

/** A validated, normalised testimonial. */
export type Testimonial = z.output<typeof TestimonialSchema>;
