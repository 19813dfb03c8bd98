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
  idValue,
  optionalDate,
  optionalLink,
  optionalText,
  pathList,
  pickId,
  requiredText,
  sortDateOf,
  toItem,
} from './fields';

/** An event as the site uses it. Dates are ISO 8601 UTC strings. */
export interface EventItemFields {
  /** API `_id` as a string, when the API sends one. */
  id: string | undefined;
  title: string;
  /** Body text; may contain HTML from the CMS, so pages sanitise it before rendering it as HTML. */
  description: string;
  /** The event's date as sent, or null. */
  date: string | null;
  /** Start date as sent, or null. */
  fromDate: string | null;
  /** `date`, falling back to `fromDate`: what lists sort and filter by. Always set. */
  sortDate: string;
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
    _id: idValue,
    id: idValue,
    title: requiredText,
    description: optionalText,
    date: optionalDate,
    fromDate: optionalDate,
    time: optionalText,
    venue: optionalText,
    image: pathList,
    images: pathList,
    attachments: pathList,
    url: optionalLink,
  }),
  toItem((raw, refuse): EventItemFields => {
    const sortDate = sortDateOf(raw);
    if (!sortDate) return refuse('has neither date nor fromDate');
    return {
      id: pickId(raw),
      title: raw.title,
      description: raw.description,
      date: raw.date,
      fromDate: raw.fromDate,
      sortDate,
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
