/**
 * Which items each home block shows and what a slide holds of a card, alike at build time and in
 * the browser. Imported by browser code: keep it small.
 */
import type { Dictionary, PageLangWords } from '~/i18n';
import { albumHref, localizedPath, type Lang } from '~/lib/routes';
import { ACHIEVEMENTS_CATEGORY, ALBUM_CATEGORY } from '~/lib/constants';
import { byNewestFirst, coverPath, type Dated } from '~/lib/items';
import type {
  AlbumCard,
  AwardCard,
  CardPicture,
  HighlightCard,
  NoticeCard,
  StoryCard,
  TestimonialCard,
} from '~/items/model';
import type { heroSlides, projectSlides, sponsorSlides } from './build';

/** News and events together. */
export const HOME_NEWS_MAX = 10;
export const HOME_ACHIEVEMENTS_MAX = 10;
export const HOME_ALBUMS_MAX = 8;
export const HOME_TESTIMONIALS_MAX = 10;

export type NewsOrEvent<N, E> = { kind: 'news'; item: N } | { kind: 'event'; item: E };

/** News first on equal dates. */
export function latestNewsAndEvents<N extends Dated, E extends Dated>(
  news: readonly N[],
  events: readonly E[],
  max: number = HOME_NEWS_MAX,
): NewsOrEvent<N, E>[] {
  const all: NewsOrEvent<N, E>[] = [
    ...news.map((item) => ({ kind: 'news' as const, item })),
    ...events.map((item) => ({ kind: 'event' as const, item })),
  ];
  return all.sort((a, b) => byNewestFirst(a.item, b.item)).slice(0, max);
}

/** Items with an id and a date, as `getAlbums()`. */
export function latestAlbums<T extends Dated & { category: string; id?: string | undefined }>(
  items: readonly T[],
  max: number = HOME_ALBUMS_MAX,
): T[] {
  return items
    .filter((item) => item.category === ALBUM_CATEGORY && item.id && item.sortDate)
    .sort(byNewestFirst)
    .slice(0, max);
}

/** Only those with a picture to show. */
export function latestAchievements<
  T extends Dated & { category: string; attachments: readonly string[]; images: readonly string[] },
>(items: readonly T[], max: number = HOME_ACHIEVEMENTS_MAX): T[] {
  return items
    .filter((item) => item.category === ACHIEVEMENTS_CATEGORY && coverPath(item) !== undefined)
    .sort(byNewestFirst)
    .slice(0, max);
}

/** News and events may share an id: the key says which. */
export function newsSlide(kind: 'news' | 'event', card: StoryCard) {
  const { title, sortDate, picture } = card;
  return {
    key: `${kind}:${card.key}`,
    kind,
    title,
    sortDate,
    venue: card.venue ?? '',
    picture,
    /** The story's page, in the page's language. */
    href: card.href ?? (kind === 'news' ? '/News' : '/NewsEvents'),
  };
}

export type NewsSlideData = ReturnType<typeof newsSlide>;

export function awardSlide(card: AwardCard, picture: CardPicture) {
  return { key: card.key, title: card.title, sortDate: card.sortDate, picture };
}

export type AwardSlideData = ReturnType<typeof awardSlide>;

/** With its link made where it is made: the slides' first load carries no address code. */
export type AlbumSlideData = AlbumCard & { href: string };

export function albumSlide(card: AlbumCard, lang: Lang): AlbumSlideData {
  return { ...card, href: albumHref(card.id, localizedPath('/SubGallery', lang)) };
}
export type TestimonialSlideData = TestimonialCard;
export type NoticeData = NoticeCard;

export function scrollerLine(card: HighlightCard) {
  const href = card.url ?? '/Highlights';
  const { key, title, sortDate, fromDate } = card;
  return {
    key,
    title,
    /** The highlight's own link, else /Highlights. */
    href,
    external: /^https?:\/\//i.test(href),
    sortDate,
    /** The 'new' badge is decided in the browser. */
    fromDate,
    new: card.new,
  };
}

export type ScrollerItem = ReturnType<typeof scrollerLine>;

/** What ./build.ts makes of a content file's rows (home-slides, home-projects, sponsors.yaml). */
type Rows<F extends (lang: Lang) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];
export type HeroSlideData = Rows<typeof heroSlides>;
export type ProjectSlideData = Rows<typeof projectSlides>;
export type SponsorSlideData = Rows<typeof sponsorSlides>;

export type SlideWords = Dictionary['slides'] & PageLangWords;
