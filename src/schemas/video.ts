/**
 * Video item (SPEC.md section 3): an item of `GET /api/video/All/{site}`. Cards link to `videoUrl`
 * in a new tab and show the first attachment as the thumbnail.
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
  pathList,
  safeLink,
  toItem,
} from './fields';

/** A video as the site uses it. Dates are ISO 8601 UTC strings. */
export interface VideoFields extends DatedFields {
  /** Where the video plays: an http(s) URL (a video without one is useless and is dropped). */
  videoUrl: string;
  /** Paths; the first is the thumbnail. */
  attachments: string[];
}

/** Parses a raw video (or a snapshot one) into a `Video`. Needs a title, a date and a safe URL. */
export const VideoSchema = v.pipe(
  apiObject({
    ...itemFields,
    videoUrl: v.string(),
    attachments: pathList,
  }),
  toItem((raw, refuse): VideoFields => {
    const item = datedItem(raw);
    const link = safeLink(raw.videoUrl);
    const videoUrl = link && !link.startsWith('/') ? link : undefined;
    if (!item || !videoUrl) {
      // Every problem is said, so the warning tells all that is wrong with the item.
      return refuse(
        ...(item ? [] : [NO_DATE]),
        ...(videoUrl ? [] : [`videoUrl is not an http(s) URL: ${JSON.stringify(raw.videoUrl)}`]),
      );
    }
    return {
      ...item,
      videoUrl,
      attachments: raw.attachments,
    };
  }),
);

/** A validated, normalised video. */
export type Video = v.InferOutput<typeof VideoSchema>;
