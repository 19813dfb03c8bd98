/**
 * The dictionaries of the site (README "Languages") and the helpers pages and components use to
 * speak the page's language. Build time only: islands get their strings as props, so a page ships
 * the words of its own language and nothing of the other.
 */
import { en, type Dictionary } from './en';
import { hi } from './hi';
import { fill, linkPath, localizedPath, type Lang } from '~/i18n/paths';
import { fillCount, type CountForms } from '~/lib/fill';
import type { RoutePath } from '~/lib/routes';

export type { CountForms, Dictionary, Lang };
export { fill, fillCount, localizedPath };

/** Every language's dictionary. */
export const DICTIONARIES: Record<Lang, Dictionary> = { en, hi };

/**
 * The language of the page being rendered, from Astro's i18n routing (`Astro.currentLocale`,
 * `hi` for every page under src/pages/hi).
 */
export function langOf(astro: { currentLocale?: string | undefined }): Lang {
  return astro.currentLocale === 'hi' ? 'hi' : 'en';
}

/** What a component needs to speak the page's language. */
export interface Speaker {
  lang: Lang;
  t: Dictionary;
  /** Address of a page from this language: its translation when there is one. */
  href(path: string): string;
  /** `hreflang` for a link to `path`: set when it leads to a page in another language. */
  hreflang(path: string): Lang | undefined;
  /** A route's title, label and description in this language. */
  route(path: RoutePath): { title: string; label: string; description: string };
}

/** The dictionary and link helpers of the page being rendered (`speaker(Astro)`). */
export function speaker(astro: { currentLocale?: string | undefined }): Speaker {
  const lang = langOf(astro);
  const t = DICTIONARIES[lang];
  return {
    lang,
    t,
    href: (path) => linkPath(path, lang).href,
    hreflang: (path) => {
      const target = linkPath(path, lang).lang;
      return target === lang ? undefined : target;
    },
    route: (path) => {
      const text = t.routes[path];
      return { title: text.title, label: text.label ?? text.title, description: text.description };
    },
  };
}

/** The words of the listing island of `kind`, in the dictionary's language. */
export function listingWords(t: Dictionary, kind: keyof Dictionary['listing']['kinds']) {
  const { kinds, ...words } = t.listing;
  const subGallery = localizedPath('/SubGallery', t === hi ? 'hi' : 'en');
  return { ...words, ...kinds[kind], months: t.months, cmsLang: cmsLangFor(t), subGallery };
}

/** The words of an album's page, with the way back to the Photo Gallery in the same language. */
export function albumWords(words: Speaker) {
  return {
    ...words.t.album,
    galleryHref: words.href('/PhotoGallery'),
    /** Where this language's album pages are (`/hi` for `/hi/Album/{id}`). */
    albumPrefix: words.lang === 'hi' ? '/hi' : '',
    lightbox: JSON.stringify(words.t.lightbox),
  };
}

/** The language the content API's editors write in. */
export const CMS_LANG = 'en';

/** `lang` for CMS text on a page of `t`'s language: none when it is the CMS's own. */
export function cmsLangFor(t: Dictionary): string {
  return t === en ? '' : CMS_LANG;
}

/** The words of a listing island, handed to it as a prop (a page ships only its own language). */
export type ListingWords = ReturnType<typeof listingWords>;

/** The words of an album's page, handed to its island as a prop. */
export type AlbumWords = ReturnType<typeof albumWords>;
