/**
 * The build half of the home page's data (the browser half is ./home.ts): the snapshot
 * (src/lib/data) and the content files (src/content) turned into the small records the islands
 * take as props (their shapes are in ./homeTypes.ts), with optimised pictures.
 *
 * Build-time only. Which items and how many is decided by src/features/home/model.ts and
 * listing.ts, which the islands use again on fresh data, so both sides choose alike.
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import {
  getAchievements,
  getAlbums,
  getEvents,
  getHighlights,
  getNews,
  getNotifications,
  getTestimonials,
} from '~/lib/data';
import { fileUrl, optimisedImage, type ModernFormat } from '~/lib/data/images';
import { getRows } from '~/lib/content/queries';
import { linkPath, type Lang } from '~/i18n/paths';
import { CAROUSELS, slideImageSizes } from '~/features/carousel/model';
import * as homeLists from '~/features/home/model';
import { coverPath, isPicturePath, latestHighlights } from '~/lib/items';
import { htmlToText } from '~/lib/plainText';
import { itemKey, newsSlideKey, testimonialKey } from '../listing/merge';
import type * as Slides from './types';
import { toScrollerItem, type ScrollerItem } from './scroller';
import { linkOf, noticeKey, type NoticeData } from './notices';

/** Widest the page column gets (global.css `--content-width`). */
const CONTENT_WIDTH = 1200;

/** Card pictures: a card is at most about 400 px wide, 320 on a phone (640 for its dense screen). */
const CARD_WIDTHS = [320, 480, 640];

/**
 * An optimised picture of a file in src/assets (content collections): modern formats in every
 * width, and one JPEG/PNG for the rare browser that reads none of them (a fallback `srcset` would
 * only make the page heavier: every browser with `srcset` reads WebP).
 */
async function localPicture(
  image: ImageMetadata,
  options: { widths: number[]; sizes: string; alt: string; formats: readonly ModernFormat[] },
): Promise<Slides.PictureData> {
  const widths = options.widths.filter((w) => w <= image.width);
  if (widths.length === 0) widths.push(image.width);
  const largest = Math.max(...widths);
  const fallbackWidth = widths[Math.floor((widths.length - 1) / 2)]!;
  const [fallback, ...modern] = await Promise.all([
    getImage({ src: image, width: fallbackWidth, format: image.format === 'png' ? 'png' : 'jpg' }),
    ...options.formats.map((format) =>
      getImage({ src: image, widths, width: largest, sizes: options.sizes, format }),
    ),
  ]);
  return {
    src: fallback!.src,
    sizes: options.sizes,
    width: largest,
    height: Math.round((largest * image.height) / image.width),
    alt: options.alt,
    sources: modern.map((result, index) => ({
      type: `image/${options.formats[index]}`,
      srcset: result.srcSet.attribute,
    })),
  };
}

/** An optimised picture of an API path (cached by the snapshot), or null when there is none. */
async function apiPicture(
  path: string | undefined,
  widths: number[],
  sizes: string,
): Promise<Slides.ApiPicture | null> {
  if (!path) return null;
  const image = await optimisedImage(path, { widths, sizes, alt: '' });
  if (!image.src) return null;
  const { src, srcset, width, height, alt, sources } = image;
  return {
    path,
    picture: {
      src,
      alt,
      // With modern sources the fallback needs no `srcset` (see `localPicture`).
      ...(sources.length ? { sizes } : srcset ? { srcset, sizes } : {}),
      ...(width ? { width } : {}),
      ...(height ? { height } : {}),
      ...(sources.length ? { sources } : {}),
    },
  };
}

/**
 * `sizes` of the top slider: two thirds of the column beside the 'Latest' list from 992 px
 * (src/features/home/HeroAndLatest.astro), the whole width below.
 */
export const HERO_SIZES = `(min-width: ${CONTENT_WIDTH + 32}px) ${Math.round((CONTENT_WIDTH * 2) / 3)}px, (min-width: 992px) 66vw, 100vw`;

/** The eight pictures of the top slider (src/content/home-slides.yaml). */
export async function heroSlides(lang: Lang = 'en'): Promise<Slides.HeroSlideData[]> {
  const rows = await getRows('homeSlides', lang);
  return Promise.all(
    rows.map(async (row, index) => ({
      key: `hero-${index + 1}`,
      title: row.title,
      text: row.text,
      picture: await localPicture(row.image, {
        widths: [480, 768, 1024, 1600],
        sizes: HERO_SIZES,
        alt: row.alt,
        // AVIF: the first picture is the page's largest paint, every byte counts (the rare
        // browser without AVIF gets the JPEG).
        formats: ['avif'],
      }),
    })),
  );
}

/** The four project cards (src/content/home-projects.yaml). */
export async function projectSlides(lang: Lang = 'en'): Promise<Slides.ProjectSlideData[]> {
  const rows = await getRows('homeProjects', lang);
  const sizes = slideImageSizes(CAROUSELS.projects, CONTENT_WIDTH);
  return Promise.all(
    rows.map(async (row) => ({
      key: row.href,
      title: row.title,
      summary: row.summary,
      href: linkPath(row.href, lang).href,
      picture: await localPicture(row.image, {
        widths: CARD_WIDTHS,
        sizes,
        alt: row.alt,
        formats: ['webp'],
      }),
    })),
  );
}

/** The sponsor logos (src/content/sponsors.yaml); SVGs need no resizing. */
export async function sponsorSlides(lang: Lang = 'en'): Promise<Slides.SponsorSlideData[]> {
  const rows = await getRows('sponsors', lang);
  return rows.map((row, index) => ({
    key: `sponsor-${index + 1}`,
    name: row.name,
    logo: { src: row.logo.src, width: row.logo.width, height: row.logo.height },
    url: row.url,
  }));
}

/** The newest news and events for the news carousel. */
export async function newsSlides(): Promise<Slides.NewsSlideData[]> {
  const sizes = slideImageSizes(CAROUSELS.news, CONTENT_WIDTH);
  return Promise.all(
    homeLists.latestNewsAndEvents(getNews(), getEvents()).map(async ({ kind, item }) => ({
      key: newsSlideKey(kind, item),
      kind,
      title: htmlToText(item.title),
      sortDate: item.sortDate,
      venue: kind === 'event' && 'venue' in item ? htmlToText(item.venue) : '',
      picture: await apiPicture(coverPath(item), CARD_WIDTHS, sizes),
    })),
  );
}

/** The newest award pictures for the achievements carousel. */
export async function awardSlides(): Promise<Slides.AwardSlideData[]> {
  const sizes = slideImageSizes(CAROUSELS.achievements, CONTENT_WIDTH);
  const slides = await Promise.all(
    homeLists.latestAchievements(getAchievements()).map(async (item) => {
      const picture = await apiPicture(coverPath(item), CARD_WIDTHS, sizes);
      return picture
        ? { key: itemKey(item), title: htmlToText(item.title), sortDate: item.sortDate, picture }
        : undefined;
    }),
  );
  return slides.filter((slide) => slide !== undefined);
}

/** The newest albums for the photo gallery carousel. */
export async function albumSlides(): Promise<Slides.AlbumSlideData[]> {
  const sizes = slideImageSizes(CAROUSELS.gallery, CONTENT_WIDTH);
  return Promise.all(
    homeLists.latestAlbums(getAlbums()).map(async (album) => ({
      key: itemKey(album),
      id: album.id,
      title: htmlToText(album.title),
      sortDate: album.sortDate,
      photoCount: album.attachments.length,
      picture: await apiPicture(coverPath(album), CARD_WIDTHS, sizes),
    })),
  );
}

/** The testimonials, quotes as plain text. */
export async function testimonialSlides(): Promise<Slides.TestimonialSlideData[]> {
  return Promise.all(
    getTestimonials()
      .slice(0, homeLists.HOME_TESTIMONIALS_MAX)
      .map(async (item) => ({
        key: testimonialKey(item),
        name: htmlToText(item.name),
        designation: htmlToText(item.designation),
        quote: htmlToText(item.description),
        picture: await apiPicture(item.attachments.find(isPicturePath), [112, 168], '56px'),
      })),
  );
}

/** The 'Latest' scroller's lines: the newest highlights (at most 10, SPEC section 9). */
export function scrollerItems(): ScrollerItem[] {
  return latestHighlights(getHighlights()).map((highlight) =>
    toScrollerItem({ ...highlight, title: htmlToText(highlight.title) }),
  );
}

/** The notifications for the popup, shown when the live API cannot be reached. */
export async function notices(): Promise<NoticeData[]> {
  return Promise.all(
    getNotifications().map(async (item) => {
      const attachment = item.attachments[0];
      return {
        key: noticeKey(item),
        title: htmlToText(item.title),
        text: htmlToText(item.desc),
        picture: await apiPicture(
          item.image[0],
          [320, 544, 800],
          '(min-width: 600px) 544px, calc(100vw - 4.5rem)',
        ),
        link: linkOf(item.url, htmlToText(item.urlTitle)),
        attachment: attachment ? (fileUrl(attachment) ?? null) : null,
        attachmentPath: attachment ?? null,
      };
    }),
  );
}
