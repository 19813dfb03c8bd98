/**
 * Notification popup item (SPEC.md section 3): an item of `GET /api/notification/{site}`.
 *
 * Build time only (the snapshot command, the data layer): the browser reads live answers with the
 * zod-free readers of src/lib/shared/liveItems.ts, which mirror the schemas field by field
 * (tests/unit/home-live-items.test.ts and listing-live-items.test.ts hold them equal): change both.
 */
import { z } from 'zod';
import { idValue, optionalLink, optionalText, pathList, pickId } from './fields';

/** A notification as the popup carousel uses it. */
export interface NotificationFields {
  id: string | undefined;
  /** Heading; may be `''` when the notification is a poster image. */
  title: string;
  /** Body text (the API calls it `desc`); may contain HTML from the CMS. */
  desc: string;
  /** Image paths; the first is shown. */
  image: string[];
  /** Link target, http(s) or site-relative only. */
  url: string | undefined;
  /** Link text for `url`, `''` when not given. */
  urlTitle: string;
  /** Attachment paths. */
  attachments: string[];
}

/**
 * Parses a raw notification (or a snapshot one) into a `Notification`. It needs something to show:
 * a title, a text or an image.
 */
export const NotificationSchema = z
  .object({
    _id: idValue,
    id: idValue,
    title: optionalText,
    desc: optionalText,
    image: pathList,
    url: optionalLink,
    urlTitle: optionalText,
    attachments: pathList,
  })
  .transform((raw, ctx): NotificationFields => {
    if (!raw.title && !raw.desc && raw.image.length === 0) {
      ctx.addIssue({ code: 'custom', message: 'has no title, desc or image to show' });
      return z.NEVER;
    }
    return {
      id: pickId(raw),
      title: raw.title,
      desc: raw.desc,
      image: raw.image,
      url: raw.url,
      urlTitle: raw.urlTitle,
      attachments: raw.attachments,
    };
  });

/** A validated, normalised notification. */
export type Notification = z.output<typeof NotificationSchema>;
