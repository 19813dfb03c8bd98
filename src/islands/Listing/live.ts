/**
 * The listings' link to the live API (none when the build has no API configured): the loaders
 * that turn recent API items into cards, with live picture URLs and descriptions as plain
 * paragraphs (no HTML is parsed or sanitised in the browser: src/lib/shared/plainText.ts). The
 * album of `/SubGallery?id=` that the snapshot does not have is read apart, by
 * src/islands/AlbumView/liveAlbum.ts.
 *
 * Answers are read as the API client (src/lib/api/client.ts) reads them, with the same entity
 * schemas (src/schemas) and the same readers (src/lib/api/readStrict.ts): the same calls, time
 * limit, `data` unwrapping and image URLs; an item the schema drops is left out with a warning
 * naming it. Every loader uses the short (recent) endpoints where the API has them; what they
 * miss is in the snapshot already. A failure rejects, and the islands keep what they show.
 *
 * Imported by browser code, but only lazily (./lazyLive.ts), after the island has hydrated.
 */
import { endpoints, resolveImageUrl } from '~/lib/api/endpoints';
import type { ItemSchema } from '~/lib/api/read';
import { readList } from '~/lib/api/readStrict';
import { PUBLIC_API_BASE_URL, SITE_CODE } from '~/lib/shared/env';
import { coverPath, onlyHighlights } from '~/lib/shared/listing';
import {
  ACHIEVEMENTS_CATEGORY,
  ALBUM_CATEGORY,
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
import { htmlToText, paragraphsOf } from '~/lib/shared/plainText';
import { AlbumSchema } from '~/schemas/album';
import { CircularSchema } from '~/schemas/circular';
import { EventItemSchema } from '~/schemas/event';
import { GalleryItemSchema } from '~/schemas/galleryItem';
import { HighlightSchema } from '~/schemas/highlight';
import { NewsItemSchema } from '~/schemas/newsItem';
import { PublicationSchema, type PublicationCategory } from '~/schemas/publication';
import { VideoSchema } from '~/schemas/video';
import { fetchLiveData, warnInvalidItem } from '~/islands/LiveData/liveApi';
import * as v from 'valibot';

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
 * The items of a list call, as the client's list calls give them (`readList`): an answer whose
 * `data` is not a list rejects; an item the schema drops is left out with a warning naming it.
 */
async function liveList<const S extends ItemSchema>(
  call: string,
  path: string,
  schema: S,
  signal: AbortSignal,
): Promise<v.InferOutput<S>[]> {
  const data = await fetchLiveData(path, signal);
  return readList(call, `${PUBLIC_API_BASE_URL ?? ''}${path}`, data, schema, warnInvalidItem);
}

/** The calls of the client (`client.news()` ...) the listings make: same names, same paths. */
const calls = {
  news: (signal: AbortSignal) =>
    liveList('news', endpoints.news(SITE_CODE), NewsItemSchema, signal),
  events: (signal: AbortSignal) =>
    liveList('events', endpoints.events(SITE_CODE), EventItemSchema, signal),
  highlights: (signal: AbortSignal) =>
    liveList('highlights', endpoints.highlights(SITE_CODE), HighlightSchema, signal),
  gallery: (signal: AbortSignal) =>
    liveList('gallery', endpoints.gallery(SITE_CODE), GalleryItemSchema, signal),
  circulars: (signal: AbortSignal) =>
    liveList('circulars', endpoints.circulars(SITE_CODE), CircularSchema, signal),
  videos: (signal: AbortSignal) =>
    liveList('videos', endpoints.videos(SITE_CODE), VideoSchema, signal),
};

/**
 * The gallery items of `category` read again with a stricter schema (albums need an id and a
 * date, publications a title), as the build reads the snapshot's gallery items
 * (src/lib/data/access.ts `galleryAs`): no warning for those left out, they are valid gallery
 * items.
 */
function galleryAs<const S extends ItemSchema>(
  items: readonly { category: string }[],
  category: string,
  schema: S,
): v.InferOutput<S>[] {
  return items.flatMap((item) => {
    if (item.category !== category) return [];
    const parsed = v.safeParse(schema, item);
    return parsed.success ? [parsed.output] : [];
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
    galleryAs(await calls.gallery(signal), ALBUM_CATEGORY, AlbumSchema).map((album) =>
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
    const items = galleryAs(gallery, category, PublicationSchema);
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
