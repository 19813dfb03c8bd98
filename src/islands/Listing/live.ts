/**
 * The listings' link to the live API (none when the build has no API configured): the loaders
 * that turn recent API items into cards, with live picture URLs and descriptions as plain
 * paragraphs (no HTML is parsed or sanitised in the browser: src/lib/shared/plainText.ts), and the
 * album of `/SubGallery?id=` when the snapshot does not have it.
 *
 * Answers are read with the zod-free readers of src/lib/shared/liveItems.ts and
 * liveListingItems.ts exactly as the API client (src/lib/api/client.ts) reads them with the
 * schemas, so zod never ships to the browser: the same calls, time limit, `data` unwrapping and
 * image URLs; an item the schema would drop is left out with the same warning. Every loader uses
 * the short (recent) endpoints where the API has them; what they miss is in the snapshot already.
 * A failure rejects, and the islands keep what they show.
 *
 * Imported by browser code, but only lazily (./lazyLive.ts), after the island has hydrated.
 */
import { endpoints, resolveImageUrl } from '~/lib/api/endpoints';
import { ApiError } from '~/lib/api/errors';
import { PUBLIC_API_BASE_URL, SITE_CODE } from '~/lib/shared/env';
import { coverPath, onlyHighlights } from '~/lib/shared/listing';
import {
  ACHIEVEMENTS_CATEGORY,
  ALBUM_CATEGORY,
  albumPhotoAlt,
  type AlbumDetail,
  type AwardCard,
  type CardPicture,
  type CardOf,
  type ListingKind,
  type PublicationCard,
} from '~/lib/shared/listingCards';
import {
  toAlbumCard,
  toAwardCard,
  toHighlightCard,
  toPublicationCard,
  toStoryCard,
  toVideoCard,
  type CardTools,
} from '~/lib/shared/listingCardBuilders';
import {
  readEvent,
  readGalleryItem,
  readHighlight,
  readNews,
  type Reader,
} from '~/lib/shared/liveItems';
import {
  readAlbum,
  readCircular,
  readEach,
  readPublication,
  readVideo,
} from '~/lib/shared/liveListingItems';
import { htmlToText, paragraphsOf } from '~/lib/shared/plainText';
import type { PublicationCategory } from '~/schemas/publication';
import { fetchLiveData } from '~/islands/LiveData/liveApi';

/** Loads fresh cards; rejects on any failure. */
export type LiveLoader<C> = (signal: AbortSignal) => Promise<C[]>;

function browserTools(base: string): CardTools {
  return {
    fileHref: (path) => resolveImageUrl(base, path),
    description: (text) => ({ paragraphs: paragraphsOf(text) }),
  };
}

/** A live picture: the API serves one size only, so there is no `srcset`. */
function livePicture(base: string, path: string | undefined): CardPicture | undefined {
  return path ? { src: resolveImageUrl(base, path), path } : undefined;
}

/**
 * The items of a list call, as the client's list calls give them: an answer whose `data` is not
 * a list rejects; an item the schema would drop is left out with a warning naming it.
 */
async function liveList<T>(
  call: string,
  path: string,
  read: Reader<T>,
  signal: AbortSignal,
): Promise<T[]> {
  const data = await fetchLiveData(path, signal);
  if (!Array.isArray(data)) {
    const url = `${PUBLIC_API_BASE_URL ?? ''}${path}`;
    throw new ApiError('shape', url, `${url} answered "data" that is not a list`, { status: 200 });
  }
  return readEach(data, read, (dropped) =>
    console.warn('Left out an invalid item from the API', { call, ...dropped }),
  );
}

/** The calls of the client (`client.news()` ...) the listings make: same names, same paths. */
const calls = {
  news: (signal: AbortSignal) => liveList('news', endpoints.news(SITE_CODE), readNews, signal),
  events: (signal: AbortSignal) =>
    liveList('events', endpoints.events(SITE_CODE), readEvent, signal),
  highlights: (signal: AbortSignal) =>
    liveList('highlights', endpoints.highlights(SITE_CODE), readHighlight, signal),
  gallery: (signal: AbortSignal) =>
    liveList('gallery', endpoints.gallery(SITE_CODE), readGalleryItem, signal),
  circulars: (signal: AbortSignal) =>
    liveList('circulars', endpoints.circulars(SITE_CODE), readCircular, signal),
  videos: (signal: AbortSignal) =>
    liveList('videos', endpoints.videos(SITE_CODE), readVideo, signal),
};

/**
 * Albums among gallery items (the same rule as the build: category, id, title and date
 * required). The items are read again as albums, as the schema reads them; no warning for those
 * left out, they are valid gallery items.
 */
function albumsOf(items: readonly { category: string }[]) {
  return items.flatMap((item) => {
    if (item.category !== ALBUM_CATEGORY) return [];
    const album = readAlbum(item);
    return album ? [album] : [];
  });
}

const loaders: {
  [K in ListingKind]: (base: string, tools: CardTools) => LiveLoader<CardOf[K]>;
} = {
  news: (base, tools) => async (signal) =>
    (await calls.news(signal)).map((item) =>
      toStoryCard(item, livePicture(base, coverPath(item)), tools),
    ),
  events: (base, tools) => async (signal) =>
    (await calls.events(signal)).map((item) =>
      toStoryCard(item, livePicture(base, coverPath(item)), tools),
    ),
  highlights: (_base, tools) => async (signal) =>
    onlyHighlights(await calls.highlights(signal)).map((item) => toHighlightCard(item, tools)),
  albums: (base) => async (signal) =>
    albumsOf(await calls.gallery(signal)).map((album) =>
      toAlbumCard(album, livePicture(base, album.attachments[0])),
    ),
  // The API has no short video call; videos are few, so the whole list is affordable.
  videos: (base) => async (signal) =>
    (await calls.videos(signal)).map((video) =>
      toVideoCard(video, livePicture(base, video.attachments[0])),
    ),
};

/** The live loader of a listing, or undefined when the build has no API. */
export function liveListing<K extends ListingKind>(kind: K): LiveLoader<CardOf[K]> | undefined {
  return PUBLIC_API_BASE_URL
    ? loaders[kind](PUBLIC_API_BASE_URL, browserTools(PUBLIC_API_BASE_URL))
    : undefined;
}

/** Live loader of one publication category; circulars also come from `/api/circular/all`. */
export function livePublications(
  category: PublicationCategory,
): LiveLoader<PublicationCard> | undefined {
  const base = PUBLIC_API_BASE_URL;
  if (!base) return undefined;
  return async (signal) => {
    const [gallery, circulars] = await Promise.all([
      calls.gallery(signal),
      category === 'Circular' ? calls.circulars(signal) : Promise.resolve([]),
    ]);
    // Read again as publications, as the schema reads them (a title is required).
    const items = gallery.flatMap((item) => {
      if (item.category !== category) return [];
      const publication = readPublication(item);
      return publication ? [publication] : [];
    });
    const tools = browserTools(base);
    return [...items, ...circulars].map((item) => toPublicationCard(item, tools));
  };
}

/** Live loader of the award pictures (Achievements). */
export function liveAwards(): LiveLoader<AwardCard> | undefined {
  const base = PUBLIC_API_BASE_URL;
  if (!base) return undefined;
  return async (signal) =>
    (await calls.gallery(signal))
      .filter((item) => item.category === ACHIEVEMENTS_CATEGORY)
      .map((item) => {
        const path = coverPath(item);
        const title = htmlToText(item.title);
        const url = path ? resolveImageUrl(base, path) : undefined;
        return toAwardCard(
          item,
          url
            ? {
                thumb: { src: url },
                href: url,
                alt: title || 'Award picture',
                caption: title || undefined,
                path,
              }
            : undefined,
        );
      });
}

/**
 * One album from `/api/subGallery?id=` as `client.album()` reads it: `data` is the album object
 * or a one-item list; nothing (null, `[]`) means no such album (null); anything else that is not
 * a valid album rejects, with a warning naming it.
 */
async function albumById(id: string, signal: AbortSignal) {
  const path = endpoints.album(id);
  const url = `${PUBLIC_API_BASE_URL ?? ''}${path}`;
  const data = await fetchLiveData(path, signal);
  const raw: unknown = Array.isArray(data) ? data[0] : data;
  if (raw == null) return null;
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    throw new ApiError('shape', url, `${url} answered an album that is not an object`);
  }
  const [album] = readEach([raw], readAlbum, (dropped) =>
    console.warn('Left out an invalid item from the API', { call: 'album', ...dropped }),
  );
  if (!album) throw new ApiError('shape', url, `${url} answered an album that failed validation`);
  return album;
}

/**
 * One album from the live API as its page shows it (live picture URLs, the description as plain
 * paragraphs), or null when the API has no such album. Rejects when the API fails or none is configured.
 */
export async function fetchLiveAlbum(id: string, signal: AbortSignal): Promise<AlbumDetail | null> {
  const base = PUBLIC_API_BASE_URL;
  if (!base) throw new Error('No API is configured for this build.');
  const album = await albumById(id, signal);
  if (!album) return null;
  const title = htmlToText(album.title);
  const count = album.attachments.length;
  return {
    title,
    description: { paragraphs: paragraphsOf(album.description) },
    sortDate: album.sortDate,
    photos: album.attachments.map((path, position) => {
      const url = resolveImageUrl(base, path);
      return { thumb: { src: url }, href: url, alt: albumPhotoAlt(position, count, title) };
    }),
  };
}
