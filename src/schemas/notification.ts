/**
 * Notification popup item (SPEC section 3): an item of `GET /api/notification/{site}`.
 * Imported by browser code: keep it small.
 */
import * as v from 'valibot';
import { apiObject, idValue, optionalLink, optionalText, pathList, pickId, toItem } from './fields';

export interface NotificationFields {
  id: string | undefined;
  /** May be `''` when the notification is a poster image. */
  title: string;
  /** Body text; may contain HTML from the CMS. */
  desc: string;
  image: string[];
  url: string | undefined;
  urlTitle: string;
  attachments: string[];
}

/** Needs something to show: a title, a text or an image. */
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

export type Notification = v.InferOutput<typeof NotificationSchema>;
