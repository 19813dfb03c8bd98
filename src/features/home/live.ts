/**
 * The browser half of the home page's API carousels (news and events, achievements, albums,
 * testimonials): each `fresh*` function reads the live list (./api.ts `liveList`), makes the items
 * into slide records as ./homeBuild.ts does, merges them with the slides shown (./merge.ts) and
 * resolves with the new slides, or `undefined` when they are the same (nothing re-renders).
 * A picture the snapshot already had keeps its optimised copy (the merge keeps it); only a picture
 * new since the build comes straight from the API's image URL.
 */
import { coverPath, isPicturePath } from '~/lib/items';
import {
  HOME_ACHIEVEMENTS_MAX,
  HOME_ALBUMS_MAX,
  HOME_NEWS_MAX,
  HOME_TESTIMONIALS_MAX,
  latestAchievements,
  latestAlbums,
  latestNewsAndEvents,
} from '~/features/home/model';
import { htmlToText } from '~/lib/plainText';
import { EventItemSchema } from '~/schemas/event';
import { GalleryItemSchema } from '~/schemas/galleryItem';
import { NewsItemSchema } from '~/schemas/newsItem';
import { TestimonialSchema } from '~/schemas/testimonial';
import { liveFileUrl, liveList } from '~/lib/live/api';
import { changed, itemKey, mergeByKey, newsSlideKey, testimonialKey } from '../listing/merge';
import type {
  AlbumSlideData,
  ApiPicture,
  AwardSlideData,
  NewsSlideData,
  TestimonialSlideData,
} from './types';

/** A live picture: the API's URL (the merge swaps in the optimised copy the snapshot has). */
function livePicture(path: string | undefined): ApiPicture | null {
  const src = path ? liveFileUrl(path) : undefined;
  return path && src ? { path, picture: { src, alt: '' } } : null;
}

/** The fresh slides merged over the shown ones, the newest `max`; undefined when unchanged. */
function merged<T extends { key: string; sortDate: string | null }>(
  shown: readonly T[],
  fresh: T[],
  max: number,
): T[] | undefined {
  return changed(shown, mergeByKey(shown, fresh).slice(0, max));
}

/** News and events from `/api/news/{site}` and `/api/events/{site}`. */
export async function freshNews(shown: readonly NewsSlideData[]) {
  const [news, events] = await Promise.all([
    liveList('news', NewsItemSchema),
    liveList('events', EventItemSchema),
  ]);
  const fresh = latestNewsAndEvents(news, events, HOME_NEWS_MAX).map(
    ({ kind, item }): NewsSlideData => ({
      key: newsSlideKey(kind, item),
      kind,
      title: item.title,
      sortDate: item.sortDate,
      // News has no venue.
      venue: 'venue' in item ? item.venue : '',
      picture: livePicture(coverPath(item)),
    }),
  );
  return merged(shown, fresh, HOME_NEWS_MAX);
}

/** Award pictures from `/api/gallery/{site}` (one request for both gallery carousels). */
export async function freshAchievements(shown: readonly AwardSlideData[]) {
  const items = latestAchievements(await liveList('gallery', GalleryItemSchema));
  const fresh = items.flatMap((item): AwardSlideData[] => {
    const picture = livePicture(coverPath(item));
    return picture
      ? [{ key: itemKey(item), title: item.title, sortDate: item.sortDate, picture }]
      : [];
  });
  return merged(shown, fresh, HOME_ACHIEVEMENTS_MAX);
}

/** Photo albums from `/api/gallery/{site}`. */
export async function freshAlbums(shown: readonly AlbumSlideData[]) {
  const fresh = latestAlbums(await liveList('gallery', GalleryItemSchema)).map(
    (item): AlbumSlideData => ({
      key: itemKey(item),
      id: item.id ?? '',
      title: item.title,
      sortDate: item.sortDate ?? '',
      photoCount: item.attachments.length,
      picture: livePicture(coverPath(item)),
    }),
  );
  return merged(shown, fresh, HOME_ALBUMS_MAX);
}

/**
 * Testimonials from `/api/testimonials/{site}`, which answers them all: a non-empty answer
 * replaces the snapshot's (an empty one keeps it: a list never empties because of a refresh).
 */
export async function freshTestimonials(shown: readonly TestimonialSlideData[]) {
  const items = await liveList('testimonials', TestimonialSchema);
  if (items.length === 0) return undefined;
  const built = new Map(shown.map((slide) => [slide.picture?.path, slide.picture]));
  const fresh = items.slice(0, HOME_TESTIMONIALS_MAX).map((item): TestimonialSlideData => {
    const path = item.attachments.find(isPicturePath);
    return {
      key: testimonialKey(item),
      name: item.name,
      designation: item.designation,
      quote: htmlToText(item.description),
      picture: (path && built.get(path)) || livePicture(path),
    };
  });
  return changed(shown, fresh);
}

// The other refreshes of the home page, in the same lazily loaded chunk.
export { freshNotices } from './notices';
export { freshHighlights } from './scroller';
export { liveVisitorCount, registerVisit } from './visitor';
