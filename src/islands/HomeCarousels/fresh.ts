/**
 * Fresh slides for the carousels of API content (news and events, achievements, albums,
 * testimonials), in the browser. Each `fresh*` function fetches, reads the answer with the
 * build's entity schemas (src/schemas; items they refuse are left out, a list that is not one
 * gives none), turns the items into slide records like the build does, and resolves with the new
 * slides, or `undefined` when they are the same as those shown (nothing re-renders).
 *
 * A picture the snapshot already had keeps its optimised copy; only a picture new since the build
 * comes straight from the API's image URL.
 */
import { coverPath, isPicturePath, sortNewestFirst } from '~/lib/shared/listing';
import { validItems } from '~/lib/api/read';
import {
  HOME_ACHIEVEMENTS_MAX,
  HOME_ALBUMS_MAX,
  HOME_NEWS_MAX,
  HOME_TESTIMONIALS_MAX,
  itemKey,
  latestAchievements,
  latestAlbums,
  latestNewsAndEvents,
  mergeFresh,
} from '~/lib/shared/homeLists';
import { htmlToText } from '~/lib/shared/plainText';
import { EventItemSchema } from '~/schemas/event';
import { GalleryItemSchema } from '~/schemas/galleryItem';
import { NewsItemSchema } from '~/schemas/newsItem';
import { TestimonialSchema } from '~/schemas/testimonial';
import { getLiveData, liveFileUrl, livePaths } from '../LiveData/liveApi';
import type {
  AlbumSlideData,
  ApiPicture,
  AwardSlideData,
  NewsSlideData,
  PictureData,
  TestimonialSlideData,
} from './types';

/** Key of a news carousel slide; the build uses the same (src/components/sections/home/homeData.ts). */
export function newsSlideKey(
  kind: 'news' | 'event',
  item: { id?: string | undefined; title: string; sortDate: string | null },
): string {
  return `${kind}:${itemKey(item)}`;
}

/** Key of a testimonial slide (the build uses the same). */
export function testimonialKey(item: { id?: string | undefined; name: string }): string {
  return itemKey({ id: item.id, title: item.name });
}

/** Optimised pictures the snapshot's slides already have, by API path. */
function knownPictures(
  slides: readonly { picture: ApiPicture | null }[],
): Map<string, PictureData> {
  const known = new Map<string, PictureData>();
  for (const slide of slides)
    if (slide.picture) known.set(slide.picture.path, slide.picture.picture);
  return known;
}

/** The slide picture for an API path: the optimised one when known, else the live URL. */
function pictureFor(path: string | undefined, known: Map<string, PictureData>): ApiPicture | null {
  if (!path) return null;
  const picture = known.get(path);
  if (picture) return { path, picture };
  const src = liveFileUrl(path);
  return src ? { path, picture: { src, alt: '' } } : null;
}

/** `next`, or undefined when it shows exactly what `current` shows. */
function changed<T>(current: readonly T[], next: T[]): T[] | undefined {
  return JSON.stringify(current) === JSON.stringify(next) ? undefined : next;
}

/** News and events from `/api/news/{site}` and `/api/events/{site}`, merged with the snapshot. */
export async function freshNews(shown: readonly NewsSlideData[]) {
  const [newsData, eventsData] = await Promise.all([
    getLiveData(livePaths.news()),
    getLiveData(livePaths.events()),
  ]);
  const known = knownPictures(shown);
  const latest = latestNewsAndEvents(
    validItems(newsData, NewsItemSchema),
    validItems(eventsData, EventItemSchema),
    HOME_NEWS_MAX,
  );
  const fresh: NewsSlideData[] = latest.map(({ kind, item }) => ({
    key: newsSlideKey(kind, item),
    kind,
    title: item.title,
    sortDate: item.sortDate,
    // News has no venue.
    venue: 'venue' in item ? item.venue : '',
    picture: pictureFor(coverPath(item), known),
  }));
  const merged = sortNewestFirst(mergeFresh(fresh, shown, (slide) => slide.key));
  return changed(shown, merged.slice(0, HOME_NEWS_MAX));
}

/** The gallery list's items of every category (shared by two carousels: one request). */
async function galleryItems() {
  return validItems(await getLiveData(livePaths.gallery()), GalleryItemSchema);
}

/** Award pictures from `/api/gallery/{site}`, merged with the snapshot. */
export async function freshAchievements(shown: readonly AwardSlideData[]) {
  const known = knownPictures(shown);
  const fresh = latestAchievements(await galleryItems(), HOME_ACHIEVEMENTS_MAX).flatMap(
    (item): AwardSlideData[] => {
      const picture = pictureFor(coverPath(item), known);
      return picture
        ? [{ key: itemKey(item), title: item.title, sortDate: item.sortDate, picture }]
        : [];
    },
  );
  const merged = sortNewestFirst(mergeFresh(fresh, shown, (slide) => slide.key));
  return changed(shown, merged.slice(0, HOME_ACHIEVEMENTS_MAX));
}

/** Photo albums from `/api/gallery/{site}`, merged with the snapshot. */
export async function freshAlbums(shown: readonly AlbumSlideData[]) {
  const known = knownPictures(shown);
  const fresh: AlbumSlideData[] = latestAlbums(await galleryItems(), HOME_ALBUMS_MAX).map(
    (item) => ({
      key: itemKey(item),
      id: item.id ?? '',
      title: item.title,
      sortDate: item.sortDate ?? '',
      photoCount: item.attachments.length,
      picture: pictureFor(coverPath(item), known),
    }),
  );
  const merged = sortNewestFirst(mergeFresh(fresh, shown, (slide) => slide.key));
  return changed(shown, merged.slice(0, HOME_ALBUMS_MAX));
}

/**
 * Testimonials from `/api/testimonials/{site}`, which answers them all: a non-empty answer
 * replaces the snapshot's (an empty one keeps it: a list never empties because of a refresh).
 */
export async function freshTestimonials(shown: readonly TestimonialSlideData[]) {
  const items = validItems(await getLiveData(livePaths.testimonials()), TestimonialSchema);
  if (items.length === 0) return undefined;
  const known = knownPictures(shown);
  const fresh: TestimonialSlideData[] = items.slice(0, HOME_TESTIMONIALS_MAX).map((item) => ({
    key: testimonialKey(item),
    name: item.name,
    designation: item.designation,
    quote: htmlToText(item.description),
    picture: pictureFor(item.attachments.find(isPicturePath), known),
  }));
  return changed(shown, fresh);
}
