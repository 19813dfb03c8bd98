/**
 * The build's cards of every kind, made once per build for the listings, their data files, feeds,
 * search and story pages alike; the photo grids of albums and awards.
 */
import {
  getAchievements,
  getAlbums,
  getEvents,
  getHighlights,
  getNews,
  getPublications,
  getVideos,
  sanitizeAtBuild,
} from '~/lib/data';
import type { ImageMetadata } from 'astro';
import { getImage } from 'astro:assets';
import {
  apiPicture,
  cachedSize,
  contentPicture,
  fileUrl,
  optimisedImage,
  PICTURE_PRESETS,
} from '~/lib/data/images';
import { coverPath } from '~/lib/items';
import { htmlToText } from '~/lib/plainText';
import { storyPath } from '~/lib/routes';
import {
  albumPhotoAlt,
  type AwardCard,
  type CardOf,
  type CardPicture,
  type GridPhoto,
  type ListingKind,
  type PublicationCard,
} from './model';
import * as Cards from './cards';
import type { Album, PublicationCategory } from '~/schemas';

/** The grid in Listing.css. */
export const CARD_SIZES = '(min-width: 1240px) 380px, (min-width: 640px) 46vw, 92vw';
/** The grid in AlbumView.css. */
export const THUMB_SIZES = '(min-width: 1240px) 280px, (min-width: 600px) 30vw, 46vw';

export const buildTools: Cards.CardTools = {
  fileHref: (path) => fileUrl(path),
  description: (description) => Cards.builtDescription(description, sanitizeAtBuild),
};

const cardPicture = (path: string | undefined) => apiPicture(path, 'card', CARD_SIZES);

// Once per build: pages and data files ask for the same lists.
const made = new Map<ListingKind, Promise<unknown[]>>();

async function withPictures<I, C>(
  items: readonly I[],
  path: (item: I) => string | undefined,
  card: (item: I, picture: CardPicture | undefined) => C,
): Promise<C[]> {
  return Promise.all(items.map(async (item) => card(item, await cardPicture(path(item)))));
}

const firstPath = (item: { attachments: readonly string[] }) => item.attachments[0];
const storyCards = (kind: 'news' | 'events') => (item: Cards.NewsSource, picture?: CardPicture) => {
  const card = Cards.toStoryCard(item, picture, buildTools);
  return { ...card, href: storyPath(kind, card) };
};

const makers: { [K in ListingKind]: () => Promise<CardOf[K][]> } = {
  news: () => withPictures(getNews(), coverPath, storyCards('news')),
  events: () => withPictures(getEvents(), coverPath, storyCards('events')),
  highlights: async () => getHighlights().map((item) => Cards.toHighlightCard(item, buildTools)),
  albums: () => withPictures(getAlbums(), firstPath, Cards.toAlbumCard),
  videos: () => withPictures(getVideos(), firstPath, Cards.toVideoCard),
};

/** Newest first. */
export function listingCards<K extends ListingKind>(kind: K): Promise<CardOf[K][]> {
  let cards = made.get(kind);
  if (!cards) {
    cards = makers[kind]();
    made.set(kind, cards);
  }
  return cards as Promise<CardOf[K][]>;
}

/** Uncached: live URLs, and the lightbox learns the size from the thumbnail. */
export async function gridPhoto(
  path: string,
  alt: string,
  caption?: string,
): Promise<GridPhoto | undefined> {
  const thumb = await optimisedImage(path, {
    widths: [...PICTURE_PRESETS.thumb.widths],
    sizes: THUMB_SIZES,
    alt,
  });
  if (!thumb.src) return undefined;
  if (!thumb.cached) {
    const size = cachedSize(path);
    const box = { width: size?.width, height: size?.height };
    return { thumb: { src: thumb.src, ...box }, href: thumb.src, ...box, alt, caption, path };
  }
  const large = await optimisedImage(path, {
    widths: [...PICTURE_PRESETS.large.widths],
    sizes: '100vw',
    alt,
  });
  return {
    thumb: {
      src: thumb.src,
      sizes: THUMB_SIZES,
      width: thumb.width,
      height: thumb.height,
      sources: thumb.sources,
    },
    href: large.src,
    srcset: large.sources[0]?.srcset,
    width: large.width,
    height: large.height,
    alt,
    caption,
    path,
  };
}

/** A photo of the content files (a blog post's cover, a camp report's photos) for a grid. */
export async function contentGridPhoto(
  image: ImageMetadata,
  alt: string,
  caption?: string,
): Promise<GridPhoto> {
  const [thumb, large] = await Promise.all([
    contentPicture(image, 'thumb', THUMB_SIZES, alt),
    getImage({
      src: image,
      widths: [...PICTURE_PRESETS.large.widths.filter((w) => w < image.width), image.width],
      format: 'webp',
    }),
  ]);
  const { width, height } = image;
  return { thumb, href: large.src, srcset: large.srcSet.attribute, width, height, alt, caption };
}

export async function albumPhotos(
  album: Album,
  title: string,
  photoAlt: string,
): Promise<GridPhoto[]> {
  const count = album.attachments.length;
  const photos = await Promise.all(
    album.attachments.map((path, i) => gridPhoto(path, albumPhotoAlt(photoAlt, i, count, title))),
  );
  return photos.filter((photo): photo is GridPhoto => photo !== undefined);
}

/** Newest first. */
export async function awardCards(): Promise<AwardCard[]> {
  return Promise.all(
    getAchievements().map(async (item) => {
      const path = coverPath(item);
      const title = htmlToText(item.title);
      const photo = path ? await gridPhoto(path, title, title || undefined) : undefined;
      return Cards.toAwardCard(item, photo);
    }),
  );
}

/** Newest first. */
export function publicationCards(category: PublicationCategory): PublicationCard[] {
  return getPublications(category).map((item) => Cards.toPublicationCard(item, buildTools));
}
