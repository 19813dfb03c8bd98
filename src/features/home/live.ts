/** The home page's refresh: live items as the build's cards, merged; `undefined` when unchanged. */
import { coverPath, isPicturePath, latestHighlights } from '~/lib/items';
import { registerVisit, visitorCount } from '~/lib/api/calls';
import { requireLive } from '~/lib/api/http';
import { liveStoryHref, splitPath } from '~/lib/routes';
import { AlbumSchema, galleryAs } from '~/schemas';
import { HIGHLIGHTS_MAX, ALBUM_CATEGORY } from '~/lib/constants';
import { changed, mergeByKey } from '~/items/model';
import {
  liveList,
  livePicture,
  liveTools,
  toAlbumCard,
  toAwardCard,
  toHighlightCard,
  toNoticeCard,
  toStoryCard,
  toTestimonialCard,
} from '~/items/cards';
import * as Home from './model';

/** Undefined when unchanged. */
function merged<T extends { key: string; sortDate: string | null }>(
  shown: readonly T[],
  fresh: T[],
  max: number,
): T[] | undefined {
  return changed(shown, mergeByKey(shown, fresh).slice(0, max));
}

export async function freshNews(shown: readonly Home.NewsSlideData[]) {
  const { lang } = splitPath(window.location.pathname);
  const [news, events] = await Promise.all([liveList('news'), liveList('events')]);
  const fresh = Home.latestNewsAndEvents(news, events).map(({ kind, item }) =>
    Home.newsSlide(kind, {
      ...toStoryCard(item, livePicture(coverPath(item)), liveTools),
      href: item.id && liveStoryHref(kind === 'news' ? kind : 'events', item.id, lang),
    }),
  );
  return merged(shown, fresh, Home.HOME_NEWS_MAX);
}

export async function freshAchievements(shown: readonly Home.AwardSlideData[]) {
  const items = Home.latestAchievements(await liveList('gallery'));
  const fresh = items.flatMap((item) => {
    const picture = livePicture(coverPath(item));
    return picture ? [Home.awardSlide(toAwardCard(item, undefined), picture)] : [];
  });
  return merged(shown, fresh, Home.HOME_ACHIEVEMENTS_MAX);
}

export async function freshAlbums(shown: readonly Home.AlbumSlideData[]) {
  const albums = galleryAs(await liveList('gallery'), ALBUM_CATEGORY, AlbumSchema);
  const { lang } = splitPath(window.location.pathname);
  const fresh = Home.latestAlbums(albums).map((album) =>
    Home.albumSlide(toAlbumCard(album, livePicture(coverPath(album))), lang),
  );
  return merged(shown, fresh, Home.HOME_ALBUMS_MAX);
}

function builtCopies(shown: readonly { picture?: Home.NoticeData['picture'] }[]) {
  return new Map(shown.flatMap(({ picture }) => (picture?.path ? [[picture.path, picture]] : [])));
}

/** A non-empty answer replaces the snapshot's: a list never empties because of a refresh. */
export async function freshTestimonials(shown: readonly Home.TestimonialSlideData[]) {
  const items = await liveList('testimonials');
  if (items.length === 0) return undefined;
  const built = builtCopies(shown);
  const fresh = items.slice(0, Home.HOME_TESTIMONIALS_MAX).map((item) => {
    const path = item.attachments.find(isPicturePath);
    return toTestimonialCard(item, (path && built.get(path)) || livePicture(path));
  });
  return changed(shown, fresh);
}

/** Possibly none: then the popup stays closed. Files the snapshot had keep the site's copies. */
export async function freshNotices(shown: readonly Home.NoticeData[]): Promise<Home.NoticeData[]> {
  const built = builtCopies(shown);
  const files = new Map(shown.flatMap((n) => (n.filePath && n.file ? [[n.filePath, n.file]] : [])));
  return (await liveList('notifications')).map((item) => {
    const path = item.image[0];
    const notice = toNoticeCard(item, (path && built.get(path)) || livePicture(path), liveTools);
    return notice.filePath && files.has(notice.filePath)
      ? { ...notice, file: files.get(notice.filePath) }
      : notice;
  });
}

export async function freshHighlights(shown: readonly Home.ScrollerItem[]) {
  const fresh = latestHighlights(await liveList('highlights')).map((item) =>
    Home.scrollerLine(toHighlightCard(item, liveTools)),
  );
  return merged(shown, fresh, HIGHLIGHTS_MAX);
}

/** The refresh of each home carousel of API content. */
export const freshSlides = {
  news: freshNews,
  achievements: freshAchievements,
  gallery: freshAlbums,
  testimonials: freshTestimonials,
};

/** SPEC section 4: read after registering the visit. */
export const liveVisitorCount = () => visitorCount(requireLive());

export const liveRegisterVisit = () => registerVisit(requireLive());
