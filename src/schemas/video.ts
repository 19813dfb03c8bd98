/**
 * Video item (SPEC.md section 3): an item of `GET /api/video/All/{site}`. Cards link to `videoUrl`
 * in a new tab and show the first attachment as the thumbnail.
 *
 * Build time only (the snapshot command, the data layer): the browser reads live answers with the
 * zod-free readers of src/lib/shared/liveItems.ts, which mirror the schemas field by field
 * (tests/unit/home-live-items.test.ts and listing-live-items.test.ts hold them equal): change both.
 */
import { z } from 'zod';
import {
  idValue,
  optionalDate,
  optionalText,
  pathList,
  pickId,
  requiredText,
  safeLink,
} from './fields';

/** A video as the site uses it. Dates are ISO 8601 UTC strings. */
export interface VideoFields {
  id: string | undefined;
  title: string;
  description: string;
  date: string | null;
  fromDate: string | null;
  /** `date`, falling back to `fromDate`: the year dropdown filters by it. Always set. */
  sortDate: string;
  /** Where the video plays: an http(s) URL (a video without one is useless and is dropped). */
  videoUrl: string;
  /** Paths; the first is the thumbnail. */
  attachments: string[];
}

/** Parses a raw video (or a snapshot one) into a `Video`. Needs a title, a date and a safe URL. */
export const VideoSchema = z
  .object({
    _id: idValue,
    id: idValue,
    title: requiredText,
    description: optionalText,
    date: optionalDate,
    fromDate: optionalDate,
    videoUrl: z.string(),
    attachments: pathList,
  })
  .transform((raw, ctx): VideoFields => {
    const sortDate = raw.date ?? raw.fromDate;
    const videoUrl = safeLink(raw.videoUrl);
    if (!sortDate) ctx.addIssue({ code: 'custom', message: 'has neither date nor fromDate' });
    if (!videoUrl || videoUrl.startsWith('/')) {
      ctx.addIssue({
        code: 'custom',
        message: `videoUrl is not an http(s) URL: ${JSON.stringify(raw.videoUrl)}`,
      });
    }
    if (!sortDate || !videoUrl || videoUrl.startsWith('/')) return z.NEVER;
    return {
      id: pickId(raw),
      title: raw.title,
      description: raw.description,
      date: raw.date,
      fromDate: raw.fromDate,
      sortDate,
      videoUrl,
      attachments: raw.attachments,
    };
  });

/** A validated, normalised video. */
export type Video = z.output<typeof VideoSchema>;
