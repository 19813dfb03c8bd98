/**
 * The listings' live loaders: recent items suffice, the snapshot has the rest; a failure rejects
 * and the islands keep what they show. Imported by browser code, lazily, once the page is idle.
 */
import { fileUrlOf, type ItemSchema, list, type Collection, type ItemOf } from '~/lib/api/calls';
import { coverPath, onlyHighlights } from '~/lib/items';
import type {
  AwardCard,
  CardPicture,
  CardOf,
  ListingKind,
  PublicationCard,
} from '~/features/listing/model';
import { ACHIEVEMENTS_CATEGORY, ALBUM_CATEGORY } from '~/lib/constants';
import { htmlToText } from '~/lib/plainText';
import { AlbumSchema, PublicationSchema, type PublicationCategory } from '~/schemas';
import {
  liveDescription,
  toAlbumCard,
  toAwardCard,
  toHighlightCard,
  toPublicationCard,
  toStoryCard,
  toVideoCard,
  type CardTools,
} from './cards';
import { liveConnection, requireLive } from '~/lib/api/connection';
import * as v from 'valibot';

// Loaders only run when the build has an API (useLive).
const liveFile = (path: string) => (liveConnection ? fileUrlOf(liveConnection, path) : path);

export const liveTools: CardTools = {
  fileHref: liveFile,
  description: liveDescription,
};

/** The API serves one size only, so there is no `srcset`. */
export function livePicture(path: string | undefined): CardPicture | undefined {
  return path ? { src: liveFile(path), path } : undefined;
}

/** As the build's `galleryAs`: no warning for those left out, they are valid gallery items. */
export function galleryAs<const S extends ItemSchema>(
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

const stories = (collection: 'news' | 'events') => async (signal: AbortSignal) =>
  (await liveList(collection, signal)).map((item) =>
    toStoryCard(item, livePicture(coverPath(item)), liveTools),
  );

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
