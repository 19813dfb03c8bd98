/** The build half of the home page: the snapshot and content files as the islands' props. */
import {
  getAchievements,
  getAlbums,
  getEvents,
  getHighlights,
  getNews,
  getNotifications,
  getTestimonials,
} from '~/lib/data';
import { apiPicture, contentPicture } from '~/lib/data/images';
import { getRows } from '~/lib/content/queries';
import { linkPath, storyPath, type Lang } from '~/lib/routes';
import { CAROUSELS, slideImageSizes } from '~/features/carousel/model';
import { coverPath, isPicturePath, latestHighlights } from '~/lib/items';
import { buildTools } from '~/items/build';
import * as Cards from '~/items/cards';
import * as Home from './model';

/** global.css `--content-width`. */
const CONTENT_WIDTH = 1200;

const NOTICE_SIZES = '(min-width: 600px) 544px, calc(100vw - 4.5rem)';

/** Two thirds of the column beside the 'Latest' list from 992 px, the whole width below. */
export const HERO_SIZES = `(min-width: ${CONTENT_WIDTH + 32}px) ${Math.round((CONTENT_WIDTH * 2) / 3)}px, (min-width: 992px) 66vw, 100vw`;

const cardSizes = (carousel: keyof typeof CAROUSELS) =>
  slideImageSizes(CAROUSELS[carousel], CONTENT_WIDTH);

export async function heroSlides(lang: Lang = 'en') {
  const rows = await getRows('homeSlides', lang);
  return Promise.all(
    rows.map(async (row, index) => ({
      key: `hero-${index + 1}`,
      title: row.title,
      text: row.text,
      picture: await contentPicture(row.image, 'hero', HERO_SIZES, row.alt),
    })),
  );
}

export async function projectSlides(lang: Lang = 'en') {
  const rows = await getRows('homeProjects', lang);
  return Promise.all(
    rows.map(async (row) => ({
      key: row.href,
      title: row.title,
      summary: row.summary,
      href: linkPath(row.href, lang).href,
      picture: await contentPicture(row.image, 'card', cardSizes('projects'), row.alt),
    })),
  );
}

/** SVGs need no resizing. */
export async function sponsorSlides(lang: Lang = 'en') {
  const rows = await getRows('sponsors', lang);
  return rows.map((row, index) => ({
    key: `sponsor-${index + 1}`,
    name: row.name,
    logo: { src: row.logo.src, width: row.logo.width, height: row.logo.height },
    url: row.url,
  }));
}

export async function newsSlides(lang: Lang = 'en'): Promise<Home.NewsSlideData[]> {
  return Promise.all(
    Home.latestNewsAndEvents(getNews(), getEvents()).map(async ({ kind, item }) => {
      const picture = await apiPicture(coverPath(item), 'card', cardSizes('news'));
      const card = Cards.toStoryCard(item, picture, buildTools);
      return Home.newsSlide(kind, {
        ...card,
        href: storyPath(kind === 'news' ? kind : 'events', card, lang),
      });
    }),
  );
}

export async function awardSlides(): Promise<Home.AwardSlideData[]> {
  const slides = await Promise.all(
    Home.latestAchievements(getAchievements()).map(async (item) => {
      const picture = await apiPicture(coverPath(item), 'card', cardSizes('achievements'));
      return picture && Home.awardSlide(Cards.toAwardCard(item, undefined), picture);
    }),
  );
  return slides.filter((slide) => slide !== undefined);
}

export async function albumSlides(lang: Lang = 'en'): Promise<Home.AlbumSlideData[]> {
  return Promise.all(
    Home.latestAlbums(getAlbums()).map(async (album) => {
      const picture = await apiPicture(coverPath(album), 'card', cardSizes('gallery'));
      return Home.albumSlide(Cards.toAlbumCard(album, picture), lang);
    }),
  );
}

export async function testimonialSlides(): Promise<Home.TestimonialSlideData[]> {
  return Promise.all(
    getTestimonials()
      .slice(0, Home.HOME_TESTIMONIALS_MAX)
      .map(async (item) =>
        Cards.toTestimonialCard(
          item,
          await apiPicture(item.attachments.find(isPicturePath), 'avatar', '56px'),
        ),
      ),
  );
}

/** The newest highlights (SPEC section 9). */
export function scrollerItems(): Home.ScrollerItem[] {
  return latestHighlights(getHighlights()).map((highlight) =>
    Home.scrollerLine(Cards.toHighlightCard(highlight, buildTools)),
  );
}

/** Shown when the live API cannot be reached. */
export async function notices(): Promise<Home.NoticeData[]> {
  return Promise.all(
    getNotifications().map(async (item) =>
      Cards.toNoticeCard(item, await apiPicture(item.image[0], 'notice', NOTICE_SIZES), buildTools),
    ),
  );
}
