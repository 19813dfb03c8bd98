/**
 * The home page's blocks: which items each shows, decided the same way at build time (from the
 * snapshot) and in the browser (from fresh API data), newest first, a few of each (SPEC fixes
 * only the highlights: at most 10, `latestHighlights`); and what a slide, a line of the 'Latest'
 * scroller or a notice holds: the fields its view shows of a card of
 * src/features/listing/cards.ts, so the build and a refresh word an item alike.
 *
 * Imported by browser code: keep it small.
 */
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
} from '~/features/listing/model';
import type { PictureData } from '~/lib/picture';

/** News and events together in the news carousel. */
export const HOME_NEWS_MAX = 10;
/** Award pictures in the achievements carousel. */
export const HOME_ACHIEVEMENTS_MAX = 10;
/** Albums in the photo gallery carousel. */
export const HOME_ALBUMS_MAX = 8;
/** Testimonials in their carousel. */
export const HOME_TESTIMONIALS_MAX = 10;

/** One entry of the news carousel: a news item or an event. */
export type NewsOrEvent<N, E> = { kind: 'news'; item: N } | { kind: 'event'; item: E };

/** The newest `max` of news and events together, newest first (news first on equal dates). */
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

/** The newest `max` albums: `PhotoGallery` items with an id and a date (as `getAlbums()`). */
export function latestAlbums<T extends Dated & { category: string; id?: string | undefined }>(
  items: readonly T[],
  max: number = HOME_ALBUMS_MAX,
): T[] {
  return items
    .filter((item) => item.category === ALBUM_CATEGORY && item.id && item.sortDate)
    .sort(byNewestFirst)
    .slice(0, max);
}

/** The newest `max` award pictures that have a picture to show. */
export function latestAchievements<
  T extends Dated & { category: string; attachments: readonly string[]; images: readonly string[] },
>(items: readonly T[], max: number = HOME_ACHIEVEMENTS_MAX): T[] {
  return items
    .filter((item) => item.category === ACHIEVEMENTS_CATEGORY && coverPath(item) !== undefined)
    .sort(byNewestFirst)
    .slice(0, max);
}

/** A news item or an event in the news carousel. */
export type NewsSlideData = Pick<StoryCard, 'key' | 'title' | 'sortDate' | 'picture'> & {
  kind: 'news' | 'event';
  /** Where an event takes place, `''` for news. */
  venue: string;
};

/** A news carousel slide of a story card (news and events may share an id: the key says which). */
export function newsSlide(kind: 'news' | 'event', card: StoryCard): NewsSlideData {
  const { title, sortDate, picture } = card;
  return { key: `${kind}:${card.key}`, kind, title, sortDate, venue: card.venue ?? '', picture };
}

/** An award picture in the achievements carousel. */
export type AwardSlideData = Pick<AwardCard, 'key' | 'title' | 'sortDate'> & {
  picture: CardPicture;
};

/** An achievements slide of an award card and its picture. */
export function awardSlide(card: AwardCard, picture: CardPicture): AwardSlideData {
  return { key: card.key, title: card.title, sortDate: card.sortDate, picture };
}

/** A photo album in the gallery carousel. */
export type AlbumSlideData = AlbumCard;
/** A testimonial. */
export type TestimonialSlideData = TestimonialCard;
/** A notice of the popup. */
export type NoticeData = NoticeCard;

/** One line of the 'Latest' scroller. */
export interface ScrollerItem {
  key: string;
  title: string;
  /** The highlight's own link, else /Highlights. */
  href: string;
  /** True for an http(s) link: it opens in a new tab. */
  external: boolean;
  sortDate: string;
  /** For the 'new' badge, decided in the browser (`isNewHighlight`). */
  fromDate: string | null;
  new?: 'true' | undefined;
}

/** A scroller line of a highlight card. */
export function scrollerLine(card: HighlightCard): ScrollerItem {
  const href = card.url ?? '/Highlights';
  const { key, title, sortDate, fromDate } = card;
  return {
    key,
    title,
    href,
    external: /^https?:\/\//i.test(href),
    sortDate,
    fromDate,
    new: card.new,
  };
}

/** A project card (src/content/home-projects.yaml). */
export interface ProjectSlideData {
  key: string;
  title: string;
  summary: string;
  href: string;
  picture: PictureData;
}

/** A sponsor logo (src/content/sponsors.yaml). */
export interface SponsorSlideData {
  key: string;
  name: string;
  logo: { src: string; width: number; height: number };
  /** The sponsor's website, if known. */
  url?: string | undefined;
}

/** A picture of the top slider (src/content/home-slides.yaml). */
export interface HeroSlideData {
  key: string;
  picture: PictureData;
  title?: string | undefined;
  text?: string | undefined;
}

/** Words inside the slides, in the page's language (src/i18n `slides`, plus `months`). */
export interface SlideWords {
  months: readonly string[];
  news: string;
  event: string;
  /** Alternative text of an award picture that has no title. */
  awardAlt: string;
  /** `{count} photo`. */
  photo: string;
  /** `{count} photos`. */
  photos: string;
  /** The album resolver in the page's language (`/hi/SubGallery`). */
  subGallery: string;
}
