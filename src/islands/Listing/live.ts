/**
 * The listings' link to the live API: the browser's API client (or none when the build has no API
 * configured) and the loaders that turn recent API items into cards, with live picture URLs and
 * descriptions sanitised in the browser.
 *
 * Every loader uses the short (recent) endpoints where the API has them; what they miss is in the
 * snapshot already. A failure rejects, and the islands keep what they show.
 */
import { createApiClient, type ApiClient } from '~/lib/api/client';
import { PUBLIC_API_BASE_URL, PUBLIC_API_TOKEN, SITE_CODE } from '~/lib/shared/env';
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
import { sanitizeInBrowser, toPlainText } from '~/lib/shared/sanitize';
import { AlbumSchema, type Album } from '~/schemas/album';
import { PublicationSchema, type PublicationCategory } from '~/schemas/publication';

/** Loads fresh cards; rejects on any failure. */
export type LiveLoader<C> = (signal: AbortSignal) => Promise<C[]>;

/** The API client of this build, or undefined when no API is configured (snapshot only). */
const liveClient: ApiClient | undefined = PUBLIC_API_BASE_URL
  ? createApiClient({
      baseUrl: PUBLIC_API_BASE_URL,
      siteCode: SITE_CODE,
      token: PUBLIC_API_TOKEN,
      onInvalid: (report) => console.warn('Left out an invalid item from the API', report),
    })
  : undefined;

function browserTools(client: ApiClient): CardTools {
  return { fileHref: (path) => client.imageUrl(path), html: (text) => sanitizeInBrowser(text) };
}

/** A live picture: the API serves one size only, so there is no `srcset`. */
function livePicture(client: ApiClient, path: string | undefined): CardPicture | undefined {
  return path ? { src: client.imageUrl(path), path } : undefined;
}

/** Albums among gallery items (the same rule as the build: category, id and date required). */
function albumsOf(items: readonly unknown[]): Album[] {
  return items.flatMap((item) => {
    if ((item as { category?: unknown }).category !== ALBUM_CATEGORY) return [];
    const parsed = AlbumSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}

const loaders: {
  [K in ListingKind]: (client: ApiClient, tools: CardTools) => LiveLoader<CardOf[K]>;
} = {
  news: (client, tools) => async (signal) =>
    (await client.news({ signal })).map((item) =>
      toStoryCard(item, livePicture(client, coverPath(item)), tools),
    ),
  events: (client, tools) => async (signal) =>
    (await client.events({ signal })).map((item) =>
      toStoryCard(item, livePicture(client, coverPath(item)), tools),
    ),
  highlights: (client, tools) => async (signal) =>
    onlyHighlights(await client.highlights({ signal })).map((item) => toHighlightCard(item, tools)),
  albums: (client) => async (signal) =>
    albumsOf(await client.gallery({ signal })).map((album) =>
      toAlbumCard(album, livePicture(client, album.attachments[0])),
    ),
  // The API has no short video call; videos are few, so the whole list is affordable.
  videos: (client) => async (signal) =>
    (await client.videos({ signal })).map((video) =>
      toVideoCard(video, livePicture(client, video.attachments[0])),
    ),
};

/** The live loader of a listing, or undefined when the build has no API. */
export function liveListing<K extends ListingKind>(kind: K): LiveLoader<CardOf[K]> | undefined {
  return liveClient ? loaders[kind](liveClient, browserTools(liveClient)) : undefined;
}

/** Live loader of one publication category; circulars also come from `/api/circular/all`. */
export function livePublications(
  category: PublicationCategory,
): LiveLoader<PublicationCard> | undefined {
  const client = liveClient;
  if (!client) return undefined;
  return async (signal) => {
    const [gallery, circulars] = await Promise.all([
      client.gallery({ signal }),
      category === 'Circular' ? client.circulars({ signal }) : Promise.resolve([]),
    ]);
    const items = gallery.flatMap((item) => {
      if (item.category !== category) return [];
      const parsed = PublicationSchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    });
    const tools = browserTools(client);
    return [...items, ...circulars].map((item) => toPublicationCard(item, tools));
  };
}

/** Live loader of the award pictures (Achievements). */
export function liveAwards(): LiveLoader<AwardCard> | undefined {
  const client = liveClient;
  if (!client) return undefined;
  return async (signal) =>
    (await client.gallery({ signal }))
      .filter((item) => item.category === ACHIEVEMENTS_CATEGORY)
      .map((item) => {
        const path = coverPath(item);
        const title = toPlainText(item.title);
        const url = path ? client.imageUrl(path) : undefined;
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
 * One album from the live API as its page shows it (live picture URLs, description sanitised
 * here), or null when the API has no such album. Rejects when the API fails or none is configured.
 */
export async function fetchLiveAlbum(id: string, signal: AbortSignal): Promise<AlbumDetail | null> {
  if (!liveClient) throw new Error('No API is configured for this build.');
  const client = liveClient;
  const album = await client.album(id, { signal });
  if (!album) return null;
  const title = toPlainText(album.title);
  const count = album.attachments.length;
  return {
    title,
    html: sanitizeInBrowser(album.description),
    sortDate: album.sortDate,
    photos: album.attachments.map((path, position) => {
      const url = client.imageUrl(path);
      return { thumb: { src: url }, href: url, alt: albumPhotoAlt(position, count, title) };
    }),
  };
}
