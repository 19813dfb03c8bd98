/**
 * Event item (SPEC.md section 3): `GET /api/events/{site}` (recent) and `/api/events/All/{site}`.
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the islands'
 * live refresh parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import {
  apiObject,
  type DatedFields,
  datedItem,
  itemFields,
  NO_DATE,
  optionalLink,
  optionalText,
  pathList,
  toItem,
} from './fields';

/** An event as the site uses it. Dates are ISO 8601 UTC strings. */
export interface EventItemFields extends DatedFields {
  /** Time of day as free text (`10:00 AM - 1:00 PM`), `''` when not given. */
  time: string;
  /** Where it takes place, `''` when not given. */
  venue: string;
  /** Image paths: the API's `image` and `images` merged, first is the card picture. */
  images: string[];
  /** Attachment paths (PDFs or images). */
  attachments: string[];
  /** Optional link, http(s) or site-relative only. */
  url: string | undefined;
}

/** Parses a raw API event (or a snapshot one) into `EventItem`. Needs a title and a date. */
export const EventItemSchema = v.pipe(
  apiObject({
    ...itemFields,
    time: optionalText,
    venue: optionalText,
    image: pathList,
    images: pathList,
    attachments: pathList,
    url: optionalLink,
  }),
  toItem((raw, refuse): EventItemFields => {
    const item = datedItem(raw);
    if (!item) return refuse(NO_DATE);
    return {
      ...item,
      time: raw.time,
      venue: raw.venue,
      images: [...new Set([...raw.image, ...raw.images])],
      attachments: raw.attachments,
      url: raw.url,
    };
  }),
);

/** A validated, normalised event. */
export type EventItem = v.InferOutput<typeof EventItemSchema>;
