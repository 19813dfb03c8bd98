/**
 * The one way an API item becomes a card, slide, line or notice, so the build and the live refresh
 * word it alike; and the listings' live loaders, which build them from the API's recent items (the
 * snapshot has the rest; a failure rejects and the islands keep what they show). Imported by
 * browser code, but only by the lazily loaded live refresh.
 */
import { fileUrlOf, list, type Collection, type ItemOf } from '~/lib/api/calls';
import { liveConnection, requireLive } from '~/lib/api/http';
import { ACHIEVEMENTS_CATEGORY, ALBUM_CATEGORY } from '~/lib/constants';
import { coverPath, onlyHighlights } from '~/lib/items';
import { safeLink } from '~/lib/links';
import { liveStoryHref } from '~/lib/routes';
import { htmlToText, paragraphsOf } from '~/lib/plainText';
import { AlbumSchema, galleryAs, PublicationSchema, type PublicationCategory } from '~/schemas';
import {
  itemKey,
  wordsSum,
  type AlbumCard,
  type AwardCard,
  type CardOf,
  type CardPicture,
  type Description,
  type GridPhoto,
  type HighlightCard,
  type ListingKind,
  type NoticeCard,
  type PublicationCard,
  type StoryCard,
  type TestimonialCard,
  type VideoCard,
} from './model';

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

// The listings' live loaders. They only run when the build has an API (useLive).
const liveFile = (path: string) => (liveConnection ? fileUrlOf(liveConnection, path) : path);

export const liveTools: CardTools = {
  fileHref: liveFile,
  description: liveDescription,
};

/** The API serves one size only, so there is no `srcset`. */
export function livePicture(path: string | undefined): CardPicture | undefined {
  return path ? { src: liveFile(path), path } : undefined;
}

const stories = (kind: 'news' | 'events') => async (signal: AbortSignal) =>
  (await liveList(kind, signal)).map((item) => ({
    ...toStoryCard(item, livePicture(coverPath(item)), liveTools),
    href: item.id && liveStoryHref(kind, item.id),
  }));

const loaders: { [K in ListingKind]: (signal: AbortSignal) => Promise<CardOf[K][]> } = {
  news: stories('news'),
  events: stories('events'),
  highlights: async (signal) =>
    onlyHighlights(await liveList('highlights', signal)).map((item) =>
      toHighlightCard(item, liveTools),
    ),
  albums: async (signal) =>
    galleryAs(await liveList('gallery', signal), ALBUM_CATEGORY, AlbumSchema).map((album) =>
      toAlbumCard(album, livePicture(album.attachments[0])),
    ),
  // The API has no short video call; videos are few, so the whole list is affordable.
  videos: async (signal) =>
    (await liveList('videos', signal)).map((video) =>
      toVideoCard(video, livePicture(video.attachments[0])),
    ),
};

export const liveListing = <K extends ListingKind>(kind: K, signal: AbortSignal) =>
  loaders[kind](signal);

/** Circulars also come from `/api/circular/all`. */
export async function livePublications(
  category: PublicationCategory,
  signal: AbortSignal,
): Promise<PublicationCard[]> {
  const [gallery, circulars] = await Promise.all([
    liveList('gallery', signal),
    category === 'Circular' ? liveList('circulars', signal) : [],
  ]);
  const items = galleryAs(gallery, category, PublicationSchema);
  return [...items, ...circulars].map((item) => toPublicationCard(item, liveTools));
}

export async function liveAwards(signal: AbortSignal): Promise<AwardCard[]> {
  return (await liveList('gallery', signal))
    .filter((item) => item.category === ACHIEVEMENTS_CATEGORY)
    .map((item) => {
      const path = coverPath(item);
      const title = htmlToText(item.title);
      const url = path && liveFile(path);
      const caption = title || undefined;
      return toAwardCard(
        item,
        url ? { thumb: { src: url }, href: url, alt: title, caption, path } : undefined,
      );
    });
}

const shared = new Map<Collection, Promise<unknown>>();

/** Without a signal the request is shared with the page's other islands. */
export function liveList<C extends Collection>(
  collection: C,
  signal?: AbortSignal,
): Promise<ItemOf<C>[]> {
  if (signal) return list(requireLive(), collection, { scope: 'recent', signal });
  let answer = shared.get(collection);
  if (!answer) {
    answer = list(requireLive(), collection, { scope: 'recent' });
    shared.set(collection, answer);
    answer.catch(() => shared.delete(collection));
  }
  return answer as Promise<ItemOf<C>[]>;
}
