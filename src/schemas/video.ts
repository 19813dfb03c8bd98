/**
 * Video (SPEC section 3): an item of `GET /api/video/All/{site}`.
 * Imported by browser code: keep it small.
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

export interface VideoFields extends DatedFields {
  /** An http(s) URL; a video without one is dropped. */
  videoUrl: string;
  /** The first is the thumbnail. */
  attachments: string[];
}

/** Needs a title, a date and a safe URL. */
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

export type Video = v.InferOutput<typeof VideoSchema>;
