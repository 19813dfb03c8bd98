/**
 * Event item (SPEC.md section 3): `GET /api/events/{site}` (recent) and `/api/events/All/{site}`.
 *
 * Build time only (the snapshot command, the data layer): the browser reads live answers with the
 * zod-free readers of src/lib/shared/liveItems.ts, which mirror the schemas field by field
 * (tests/unit/home-live-items.test.ts and listing-live-items.test.ts hold them equal): change both.
 */
import { z } from 'zod';
import {
  idValue,
  optionalDate,
  optionalLink,
  optionalText,
  pathList,
  pickId,
  requiredText,
  sortDateOf,
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
export const EventItemSchema = z
  .object({
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
  })
  .transform((raw, ctx): EventItemFields => {
    const sortDate = sortDateOf(raw);
    if (!sortDate) {
      ctx.addIssue({ code: 'custom', message: 'has neither date nor fromDate' });
      return z.NEVER;
    }
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
  });

/** A validated, normalised event. */
export type EventItem = z.output<typeof EventItemSchema>;
