/**
 * The browser half of the home page (the build half is ./build.ts): each `fresh*` reads the live
 * list, makes the items into cards of src/features/listing/cards.ts exactly as the build does
 * (with the live API's pictures), lays them over what is shown (`mergeByKey`: a picture the
 * snapshot already had keeps its optimised copy) and resolves with the new slides, or
 * `undefined` when nothing changed (nothing re-renders).
 */
import { coverPath, isPicturePath, latestHighlights } from '~/lib/items';
import { registerVisit, visitorCount } from '~/lib/api/calls';
import { liveList, requireLive } from '~/lib/live/api';
import { AlbumSchema } from '~/schemas/album';
import { HIGHLIGHTS_MAX, ALBUM_CATEGORY } from '~/lib/constants';
import * as Cards from '~/features/listing/cards';
import { galleryAs, livePicture, liveTools } from '~/features/listing/live';
import { changed, mergeByKey } from '~/features/listing/merge';
import * as Home from './model';

/** The fresh slides merged over the shown ones, the newest `max`; undefined when unchanged. */
function merged<T extends { key: string; sortDate: string | null }>(
  shown: readonly T[],
  fresh: T[],
  max: number,
): T[] | undefined {
  return changed(shown, mergeByKey(shown, fresh).slice(0, max));
}

/** News and events from `/api/news/{site}` and `/api/events/{site}`. */
export async function freshNews(shown: readonly Home.NewsSlideData[]) {
  const [news, events] = await Promise.all([liveList('news'), liveList('events')]);
  const fresh = Home.latestNewsAndEvents(news, events).map(({ kind, item }) =>
    Home.newsSlide(kind, Cards.toStoryCard(item, livePicture(coverPath(item)), liveTools)),
  );
  return merged(shown, fresh, Home.HOME_NEWS_MAX);
}

/** Award pictures from `/api/gallery/{site}` (one request for both gallery carousels). */
export async function freshAchievements(shown: readonly Home.AwardSlideData[]) {
  const items = Home.latestAchievements(await liveList('gallery'));
  const fresh = items.flatMap((item) => {
    const picture = livePicture(coverPath(item));
    return picture ? [Home.awardSlide(Cards.toAwardCard(item, undefined), picture)] : [];
  });
  return merged(shown, fresh, Home.HOME_ACHIEVEMENTS_MAX);
}

/** Photo albums from `/api/gallery/{site}`. */
export async function freshAlbums(shown: readonly Home.AlbumSlideData[]) {
  const albums = galleryAs(await liveList('gallery'), ALBUM_CATEGORY, AlbumSchema);
  const fresh = Home.latestAlbums(albums).map((album) =>
    Cards.toAlbumCard(album, livePicture(coverPath(album))),
  );
  return merged(shown, fresh, Home.HOME_ALBUMS_MAX);
}

/** The pictures and files of `shown` by their API path, to keep the build's copies. */
function builtCopies(shown: readonly { picture?: Home.NoticeData['picture'] }[]) {
  return new Map(shown.flatMap(({ picture }) => (picture?.path ? [[picture.path, picture]] : [])));
}

/**
 * Testimonials from `/api/testimonials/{site}`, which answers them all: a non-empty answer
 * replaces the snapshot's (an empty one keeps it: a list never empties because of a refresh).
 */
export async function freshTestimonials(shown: readonly Home.TestimonialSlideData[]) {
  const items = await liveList('testimonials');
  if (items.length === 0) return undefined;
  const built = builtCopies(shown);
  const fresh = items.slice(0, Home.HOME_TESTIMONIALS_MAX).map((item) => {
    const path = item.attachments.find(isPicturePath);
    return Cards.toTestimonialCard(item, (path && built.get(path)) || livePicture(path));
  });
  return changed(shown, fresh);
}

/**
 * The notices the API has now (possibly none: then the popup stays closed); pictures and files
 * the snapshot had keep the site's copies.
 */
export async function freshNotices(shown: readonly Home.NoticeData[]): Promise<Home.NoticeData[]> {
  const built = builtCopies(shown);
  const files = new Map(shown.flatMap((n) => (n.filePath && n.file ? [[n.filePath, n.file]] : [])));
  return (await liveList('notifications')).map((item) => {
    const path = item.image[0];
    const notice = Cards.toNoticeCard(
      item,
      (path && built.get(path)) || livePicture(path),
      liveTools,
    );
    return notice.filePath && files.has(notice.filePath)
      ? { ...notice, file: files.get(notice.filePath) }
      : notice;
  });
}

/**
 * Fresh lines from `/api/highlight/{site}` (the latest highlights only): merged with the shown
 * ones, newest first, at most `HIGHLIGHTS_MAX`; undefined when that changes nothing.
 */
export async function freshHighlights(shown: readonly Home.ScrollerItem[]) {
  const fresh = latestHighlights(await liveList('highlights')).map((item) =>
    Home.scrollerLine(Cards.toHighlightCard(item, liveTools)),
  );
  return merged(shown, fresh, HIGHLIGHTS_MAX);
}

/** The visit count so far (SPEC section 4: after registering the visit). */
export const liveVisitorCount = () => visitorCount(requireLive());

/** Records this visit. */
export const liveRegisterVisit = () => registerVisit(requireLive());
