/**
 * The notification popup's items: the shape the build hands the island, and what a refresh
 * makes of a live `/api/notification/{site}` answer.
 */
import { htmlToText } from '~/lib/plainText';
import { safeLink } from '~/lib/links';
import { NotificationSchema, type Notification } from '~/schemas/notification';
import { liveFileUrl, liveList } from '~/lib/live/api';
import type { PictureData } from './types';
import { itemKey } from '../listing/merge';

/** One notice of the popup. */
export interface NoticeData {
  key: string;
  /** May be `''` (a poster notice is only a picture). */
  title: string;
  /** The description as plain text (CMS tags removed). */
  text: string;
  /** The first picture, with the API path it came from. */
  picture: { path: string; picture: PictureData } | null;
  /** The notice's link and its words. */
  link: { href: string; label: string; external: boolean } | null;
  /** The first attachment's URL: the site's own copy when the snapshot kept one, else the API's. */
  attachment: string | null;
  /** The first attachment's API path, so a refresh keeps the site's copy of the same file. */
  attachmentPath: string | null;
}

/**
 * A notice's link with its `urlTitle`; `''` when it has none, and the popup then says a plain
 * 'Read more' in the page's language.
 */
export function linkOf(url: string | undefined, urlTitle: string): NoticeData['link'] {
  // The one link rule (src/lib/links.ts), whatever the schema already did.
  const link = safeLink(url);
  if (!link) return null;
  return { href: link.href, label: urlTitle, external: link.external };
}

/** Key of a notice (the build uses the same). */
export function noticeKey(item: { id?: string | undefined; title: string; desc: string }): string {
  return itemKey(item, item.desc.slice(0, 40));
}

function toNotice(
  item: Notification,
  known: Map<string, PictureData>,
  knownFiles: Map<string, string>,
): NoticeData {
  const path = item.image[0];
  const knownPicture = path ? known.get(path) : undefined;
  const liveSrc = path && !knownPicture ? liveFileUrl(path) : undefined;
  const attachment = item.attachments[0];
  return {
    key: noticeKey(item),
    title: item.title,
    text: htmlToText(item.desc),
    picture:
      path && (knownPicture ?? liveSrc)
        ? { path, picture: knownPicture ?? { src: liveSrc ?? '', alt: '' } }
        : null,
    link: linkOf(item.url, item.urlTitle),
    attachment: attachment ? (knownFiles.get(attachment) ?? liveFileUrl(attachment) ?? null) : null,
    attachmentPath: attachment ?? null,
  };
}

/**
 * The notices the API has now (possibly none: then the popup stays closed). Pictures the
 * snapshot had keep their optimised copies.
 */
export async function freshNotices(shown: readonly NoticeData[]): Promise<NoticeData[]> {
  const known = new Map<string, PictureData>();
  const knownFiles = new Map<string, string>();
  for (const notice of shown) {
    if (notice.picture) known.set(notice.picture.path, notice.picture.picture);
    if (notice.attachmentPath && notice.attachment)
      knownFiles.set(notice.attachmentPath, notice.attachment);
  }
  const items = await liveList('notifications', NotificationSchema);
  return items.map((item) => toNotice(item, known, knownFiles));
}
