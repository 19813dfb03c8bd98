/**
 * Event (SPEC section 3): `GET /api/events/{site}` and `/api/events/All/{site}`.
 * Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { apiObject, NO_DATE, optionalText, toItem } from './fields';
import { storyFields, storyItem, type NewsItemFields } from './newsItem';

export interface EventItemFields extends NewsItemFields {
  /** Free text (`10:00 AM - 1:00 PM`), `''` when not given. */
  time: string;
  /** `''` when not given. */
  venue: string;
}

/** Needs a title and a date. */
export const EventItemSchema = v.pipe(
  apiObject({ ...storyFields, time: optionalText, venue: optionalText }),
  toItem((raw, refuse): EventItemFields => {
    const story = storyItem(raw, true);
    return story ? { ...story, time: raw.time, venue: raw.venue } : refuse(NO_DATE);
  }),
);

export type EventItem = v.InferOutput<typeof EventItemSchema>;
