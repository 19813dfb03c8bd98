/**
 * Notification popup item (SPEC.md section 3): an item of `GET /api/notification/{site}`.
 *
 * The one reading of this entity, everywhere: the snapshot command, the build and the islands'
 * live refresh parse with this schema (valibot; the field rules are in ./fields.ts), so changing
 * how it is read is a change to this file alone. Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { apiObject, idValue, optionalLink, optionalText, pathList, pickId, toItem } from './fields';

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
export const NotificationSchema = v.pipe(
  apiObject({
    _id: idValue,
    id: idValue,
    title: optionalText,
    desc: optionalText,
    image: pathList,
    url: optionalLink,
    urlTitle: optionalText,
    attachments: pathList,
  }),
  toItem((raw, refuse): NotificationFields => {
    if (!raw.title && !raw.desc && raw.image.length === 0) {
      return refuse('has no title, desc or image to show');
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
  }),
);

/** A validated, normalised notification. */
export type Notification = v.InferOutput<typeof NotificationSchema>;
