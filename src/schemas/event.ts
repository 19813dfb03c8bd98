/**
 * Event item (SPEC.md section 3): `GET /api/events/{site}` (recent) and `/api/events/All/{site}`.
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the islands'
 * live refresh parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { apiObject, NO_DATE, optionalText, toItem } from './fields';
import { storyFields, storyItem, type NewsItemFields } from './newsItem';

/** An event as the site uses it. Dates are ISO 8601 UTC strings. */
export interface EventItemFields extends NewsItemFields {
  /** Time of day as free text (`10:00 AM - 1:00 PM`), `''` when not given. */
  time: string;
  /** Where it takes place, `''` when not given. */
  venue: string;
}

/** Parses a raw API event (or a snapshot one) into `EventItem`. Needs a title and a date. */
export const EventItemSchema = v.pipe(
  apiObject({ ...storyFields, time: optionalText, venue: optionalText }),
  toItem((raw, refuse): EventItemFields => {
    const story = storyItem(raw, true);
    return story ? { ...story, time: raw.time, venue: raw.venue } : refuse(NO_DATE);
  }),
);

/** A validated, normalised event. */
export type EventItem = v.InferOutput<typeof EventItemSchema>;
