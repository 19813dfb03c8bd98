/** The listings' cards, made once per build for the pages and the per-year data files alike. */
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
import {
  apiPicture,
  cachedSize,
  fileUrl,
  optimisedImage,
  PICTURE_PRESETS,
} from '~/lib/data/images';
import { filterListing, defaultState, LISTING_PAGE_SIZE } from './Listing';
import { coverPath, kolkataDateOf } from '~/lib/items';
import { htmlToText } from '~/lib/plainText';
import { eventCalendarPath } from '~/lib/feeds';
import {
  albumPhotoAlt,
  indexOf,
  itemSlug,
  type AwardCard,
  type CardOf,
  type CardPicture,
  type GridPhoto,
  type InitialView,
  type ListingIndex,
  type ListingKind,
  type PublicationCard,
  START_RULES,
} from '~/features/listing/model';
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
const storyCard = (item: Cards.NewsSource, picture: CardPicture | undefined) =>
  Cards.toStoryCard(item, picture, buildTools);

const makers: { [K in ListingKind]: () => Promise<CardOf[K][]> } = {
  news: () => withPictures(getNews(), coverPath, storyCard),
  events: async () =>
    (await withPictures(getEvents(), coverPath, storyCard)).map((card) => ({
      ...card,
      calendar: eventCalendarPath(itemSlug(card.key)),
    })),
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

export async function listingIndex(kind: ListingKind): Promise<ListingIndex> {
  return indexOf(await listingCards(kind));
}

// Grouped once, not once per year file.
const grouped = new Map<ListingKind, Promise<Map<number, unknown[]>>>();

/** Newest first. */
export async function cardsOfYear<K extends ListingKind>(
  kind: K,
  year: number,
): Promise<CardOf[K][]> {
  let byYear = grouped.get(kind);
  if (!byYear) {
    byYear = listingCards(kind).then((cards) => {
      const years = new Map<number, unknown[]>();
      for (const card of cards) {
        const cardYear = kolkataDateOf(card.sortDate).year;
        const list = years.get(cardYear);
        if (list) list.push(card);
        else years.set(cardYear, [card]);
      }
      return years;
    });
    grouped.set(kind, byYear);
  }
  return ((await byYear).get(year) ?? []) as CardOf[K][];
}

/** As of `now` (the build), with its first page of cards. */
export async function initialView<K extends ListingKind>(
  kind: K,
  now: Date = new Date(),
): Promise<{ index: ListingIndex; initial: InitialView<CardOf[K]> }> {
  const cards = await listingCards(kind);
  const index = indexOf(cards);
  const state = defaultState(
    START_RULES[kind],
    index.years.map((entry) => entry.year),
    now,
  );
  const view = state.year === 'all' ? cards : filterListing(cards, { year: state.year });
  return {
    index,
    initial: {
      state,
      cards: view.slice(0, LISTING_PAGE_SIZE),
      total: view.length,
      complete: view.length <= LISTING_PAGE_SIZE,
    },
  };
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

export async function albumPhotos(album: Album, title: string, photoAlt: string) {
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
