/**
 * The one way an API item becomes a card, slide, line or notice, so the build and the live refresh
 * word it alike. Imported by browser code, but only by the lazily loaded live refresh.
 */
import type {
  AlbumCard,
  AwardCard,
  CardPicture,
  Description,
  GridPhoto,
  HighlightCard,
  NoticeCard,
  PublicationCard,
  StoryCard,
  TestimonialCard,
  VideoCard,
} from '~/features/listing/model';
import { safeLink } from '~/lib/links';
import { htmlToText, paragraphsOf } from '~/lib/plainText';
import { itemKey, wordsSum } from './model';

/** With the fingerprint by which a live card that says the same keeps this formatted copy. */
export function builtDescription(text: string, sanitize: (html: string) => string): Description {
  return { html: sanitize(text), sum: wordsSum(paragraphsOf(text)) };
}

export function liveDescription(text: string): Description {
  return { paragraphs: paragraphsOf(text) };
}

interface ItemBase {
  id?: string | undefined;
  title: string;
  sortDate: string | null;
}

interface DatedItem extends ItemBase {
  sortDate: string;
}

export interface NewsSource extends DatedItem {
  description: string;
  url: string | undefined;
  attachments: readonly string[];
}

export interface EventSource extends NewsSource {
  time: string;
  venue: string;
}

export interface HighlightSource extends NewsSource {
  fromDate: string | null;
  new?: unknown;
}

export interface AlbumSource extends DatedItem {
  id: string;
  attachments: readonly string[];
}

export interface VideoSource extends DatedItem {
  videoUrl: string;
}

/** Publications and awards: dates may be missing. */
export interface FileSource extends ItemBase {
  attachments: readonly string[];
}

/** How a side (build or browser) shows files and CMS HTML. */
export interface CardTools {
  fileHref(path: string): string | undefined;
  /** Sanitised HTML at build time, plain paragraphs in the browser. */
  description(description: string): Description;
}

const firstFile = (attachments: readonly string[], tools: CardTools) =>
  attachments[0] === undefined ? undefined : tools.fileHref(attachments[0]);

export function toStoryCard(
  item: NewsSource | EventSource,
  picture: CardPicture | undefined,
  tools: CardTools,
): StoryCard {
  const card: StoryCard = {
    key: itemKey(item),
    title: htmlToText(item.title),
    sortDate: item.sortDate,
    description: tools.description(item.description),
    picture,
    url: item.url,
    file: firstFile(item.attachments, tools),
  };
  if ('venue' in item) {
    card.time = htmlToText(item.time);
    card.venue = htmlToText(item.venue);
  }
  return card;
}

export function toHighlightCard(item: HighlightSource, tools: CardTools): HighlightCard {
  return {
    key: itemKey(item),
    title: htmlToText(item.title),
    sortDate: item.sortDate,
    description: tools.description(item.description),
    url: item.url,
    file: firstFile(item.attachments, tools),
    fromDate: item.fromDate,
    new: item.new === 'true' ? 'true' : undefined,
  };
}

export function toAlbumCard(album: AlbumSource, picture: CardPicture | undefined): AlbumCard {
  return {
    key: itemKey(album),
    id: album.id,
    title: htmlToText(album.title),
    sortDate: album.sortDate,
    count: album.attachments.length,
    picture,
  };
}

export function toVideoCard(video: VideoSource, picture: CardPicture | undefined): VideoCard {
  return {
    key: itemKey(video),
    title: htmlToText(video.title),
    sortDate: video.sortDate,
    videoUrl: video.videoUrl,
    picture,
  };
}

export function toPublicationCard(item: FileSource, tools: CardTools): PublicationCard {
  return {
    key: itemKey(item, item.attachments[0] ?? ''),
    title: htmlToText(item.title),
    sortDate: item.sortDate,
    file: firstFile(item.attachments, tools),
    filePath: item.attachments[0],
  };
}

export function toAwardCard(item: FileSource, photo: GridPhoto | undefined): AwardCard {
  return {
    key: itemKey(item, item.attachments[0] ?? ''),
    title: htmlToText(item.title),
    sortDate: item.sortDate,
    photo,
  };
}

export function toTestimonialCard(
  item: { id?: string | undefined; name: string; designation: string; description: string },
  picture: CardPicture | undefined,
): TestimonialCard {
  const name = htmlToText(item.name);
  return {
    key: itemKey({ id: item.id, title: name }),
    name,
    designation: htmlToText(item.designation),
    quote: htmlToText(item.description),
    picture,
  };
}

export function toNoticeCard(
  item: {
    id?: string | undefined;
    title: string;
    desc: string;
    url?: string | undefined;
    urlTitle: string;
    attachments: readonly string[];
  },
  picture: CardPicture | undefined,
  tools: CardTools,
): NoticeCard {
  const title = htmlToText(item.title);
  const text = htmlToText(item.desc);
  const link = safeLink(item.url);
  return {
    key: itemKey({ id: item.id, title }, text.slice(0, 40)),
    title,
    text,
    picture,
    link: link && { href: link.href, label: htmlToText(item.urlTitle), external: link.external },
    file: firstFile(item.attachments, tools),
    filePath: item.attachments[0],
  };
}
