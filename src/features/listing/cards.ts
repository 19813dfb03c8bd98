/**
 * The one way an API item becomes what a page shows: every card of the listings and every slide,
 * line and notice of the home page is made here, so the build and the live refresh word an item
 * alike (titles and names as plain text, whatever HTML or entities the CMS sent). Both sides pass
 * items parsed by the schemas of src/schemas, with the picture already resolved: the build's
 * optimised copy, or the live API's URL; `CardTools` says how each side shows files and
 * descriptions (sanitised HTML at build time, plain paragraphs in the browser).
 *
 * Imported by browser code, but only by the lazily loaded live refresh.
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

/**
 * A description as the build shows it: the CMS HTML sanitised by `sanitize`, with the fingerprint
 * of its words, by which a live card that says the same keeps this formatted copy (merge.ts).
 */
export function builtDescription(text: string, sanitize: (html: string) => string): Description {
  return { html: sanitize(text), sum: wordsSum(paragraphsOf(text)) };
}

/** A description as the browser shows a live item's: its plain paragraphs. */
export function liveDescription(text: string): Description {
  return { paragraphs: paragraphsOf(text) };
}

/** What every card is made from: an id when the API gave one, a title and a date. */
interface ItemBase {
  id?: string | undefined;
  title: string;
  sortDate: string | null;
}

/** A listed item: its date is certain (`NewsItem`, `EventItem`, `Highlight`, `Album`, `Video`). */
interface DatedItem extends ItemBase {
  sortDate: string;
}

/** What a news card is made from (`NewsItem`). */
export interface NewsSource extends DatedItem {
  description: string;
  url: string | undefined;
  attachments: readonly string[];
}

/** What an event card is made from (`EventItem`): a story with a time and a place. */
export interface EventSource extends NewsSource {
  time: string;
  venue: string;
}

/** What a highlight card is made from (`Highlight`). */
export interface HighlightSource extends NewsSource {
  fromDate: string | null;
  new?: unknown;
}

/** What an album card is made from (`Album`). */
export interface AlbumSource extends DatedItem {
  id: string;
  attachments: readonly string[];
}

/** What a video card is made from (`Video`). */
export interface VideoSource extends DatedItem {
  videoUrl: string;
}

/** What a publication or award card is made from (`Publication`, `GalleryItem`, ...): dates may be missing. */
export interface FileSource extends ItemBase {
  attachments: readonly string[];
}

/** How a side (build or browser) turns paths and CMS HTML into what a card may show. */
export interface CardTools {
  /** The URL of a stored file (a PDF), or undefined when it cannot be reached. */
  fileHref(path: string): string | undefined;
  /** What a card shows of the API's description: sanitised HTML, or plain paragraphs. */
  description(description: string): Description;
}

const firstFile = (attachments: readonly string[], tools: CardTools) =>
  attachments[0] === undefined ? undefined : tools.fileHref(attachments[0]);

/** Card of a news item or an event; `picture` is its cover, already resolved. */
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

/** Card of a highlight. */
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

/** Card of an album; `picture` is its cover (the first photo), already resolved. */
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

/** Card of a video; `picture` is its thumbnail (the first attachment), already resolved. */
export function toVideoCard(video: VideoSource, picture: CardPicture | undefined): VideoCard {
  return {
    key: itemKey(video),
    title: htmlToText(video.title),
    sortDate: video.sortDate,
    videoUrl: video.videoUrl,
    picture,
  };
}

/** Card of a publication. */
export function toPublicationCard(item: FileSource, tools: CardTools): PublicationCard {
  return {
    key: itemKey(item, item.attachments[0] ?? ''),
    title: htmlToText(item.title),
    sortDate: item.sortDate,
    file: firstFile(item.attachments, tools),
    filePath: item.attachments[0],
  };
}

/** Card of an award picture; `photo` is made from its picture (see `coverPath`), if it has one. */
export function toAwardCard(item: FileSource, photo: GridPhoto | undefined): AwardCard {
  return {
    key: itemKey(item, item.attachments[0] ?? ''),
    title: htmlToText(item.title),
    sortDate: item.sortDate,
    photo,
  };
}

/** Card of a testimonial; `picture` is the person's, already resolved. */
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

/** Card of a notification; `picture` is its first image, already resolved. */
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
