/**
 * Builders that turn a validated API item into its listing card (./listingCards.ts). The build
 * passes optimised pictures and HTML sanitised with jsdom, the browser passes live picture URLs and
 * its own sanitiser, so both sides make the same card.
 *
 * Imported by browser code, but only by the lazily loaded live refresh (it needs the sanitiser's
 * `toPlainText`, and DOMPurify comes with it): keep it out of the islands' first bundle.
 */
import type { Album } from '~/schemas/album';
import type { EventItem } from '~/schemas/event';
import type { GalleryItem } from '~/schemas/galleryItem';
import type { Highlight } from '~/schemas/highlight';
import type { NewsItem } from '~/schemas/newsItem';
import type { Publication } from '~/schemas/publication';
import type { Video } from '~/schemas/video';
import type {
  AlbumCard,
  AwardCard,
  CardPicture,
  GridPhoto,
  HighlightCard,
  PublicationCard,
  StoryCard,
  VideoCard,
} from './listingCards';
import { toPlainText } from './sanitize';

/** How a side (build or browser) turns paths and CMS HTML into what a card may show. */
export interface CardTools {
  /** The URL of a stored file (a PDF), or undefined when it cannot be reached. */
  fileHref(path: string): string | undefined;
  /** Safe HTML from the API's description. */
  html(description: string): string;
}

const keyOf = (item: { id?: string | undefined; sortDate: string; title: string }) =>
  item.id ? `id:${item.id}` : `at:${item.sortDate}|${item.title}`;

const firstFile = (attachments: readonly string[], tools: CardTools) =>
  attachments[0] === undefined ? undefined : tools.fileHref(attachments[0]);

/** Card of a news item or an event; `picture` is its cover, already resolved. */
export function toStoryCard(
  item: NewsItem | EventItem,
  picture: CardPicture | undefined,
  tools: CardTools,
): StoryCard {
  const card: StoryCard = {
    key: keyOf(item),
    title: toPlainText(item.title),
    sortDate: item.sortDate,
    html: tools.html(item.description),
    picture,
    url: item.url,
    file: firstFile(item.attachments, tools),
  };
  if ('venue' in item) {
    card.time = toPlainText(item.time);
    card.venue = toPlainText(item.venue);
  }
  return card;
}

/** Card of a highlight. */
export function toHighlightCard(item: Highlight, tools: CardTools): HighlightCard {
  return {
    key: keyOf(item),
    title: toPlainText(item.title),
    sortDate: item.sortDate,
    html: tools.html(item.description),
    url: item.url,
    file: firstFile(item.attachments, tools),
    fromDate: item.fromDate,
    new: item.new === 'true' ? 'true' : undefined,
  };
}

/** Card of an album; `picture` is its cover (the first photo), already resolved. */
export function toAlbumCard(album: Album, picture: CardPicture | undefined): AlbumCard {
  return {
    key: keyOf(album),
    id: album.id,
    title: toPlainText(album.title),
    sortDate: album.sortDate,
    count: album.attachments.length,
    picture,
  };
}

/** Card of a video; `picture` is its thumbnail (the first attachment), already resolved. */
export function toVideoCard(video: Video, picture: CardPicture | undefined): VideoCard {
  return {
    key: keyOf(video),
    title: toPlainText(video.title),
    sortDate: video.sortDate,
    videoUrl: video.videoUrl,
    picture,
  };
}

/** Card of a publication. */
export function toPublicationCard(item: Publication, tools: CardTools): PublicationCard {
  return {
    key: item.id ? `id:${item.id}` : `file:${item.title}|${item.attachments[0] ?? ''}`,
    title: toPlainText(item.title),
    sortDate: item.sortDate,
    file: firstFile(item.attachments, tools),
  };
}

/** Card of an award picture; `photo` is made from its picture (see `coverPath`), if it has one. */
export function toAwardCard(item: GalleryItem, photo: GridPhoto | undefined): AwardCard {
  return {
    key: item.id
      ? `id:${item.id}`
      : `at:${item.sortDate ?? ''}|${item.title}|${item.attachments[0] ?? ''}`,
    title: toPlainText(item.title),
    sortDate: item.sortDate,
    photo,
  };
}
