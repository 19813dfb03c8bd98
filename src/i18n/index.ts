/**
 * The dictionaries (docs/languages.md) and the helpers to speak the page's language. Build time
 * only: islands get their strings as props, so a page ships only its own language.
 */
import { en, type Dictionary } from './en';
import { hi } from './hi';
import { linkPath, localizedPath, type Lang, type RoutePath } from '~/lib/routes';
import { fill, fillCount, type CountForms } from '~/lib/fill';

export type { CountForms, Dictionary, Lang };
export { fill, fillCount, localizedPath };

export const DICTIONARIES: Record<Lang, Dictionary> = { en, hi };

/** From Astro's i18n routing: `hi` for every page under src/pages/hi. */
export function langOf(astro: { currentLocale?: string | undefined }): Lang {
  return astro.currentLocale === 'hi' ? 'hi' : 'en';
}

/** The page's language, its words, and its links. */
export function speaker(astro: { currentLocale?: string | undefined }) {
  const lang = langOf(astro);
  const t = DICTIONARIES[lang];
  return {
    lang,
    t,
    /** Its translation when there is one. */
    href: (path: string) => linkPath(path, lang).href,
    /** Set when the link leads to a page in another language. */
    hreflang: (path: string): Lang | undefined => {
      const target = linkPath(path, lang).lang;
      return target === lang ? undefined : target;
    },
    route: (path: RoutePath) => {
      const text = t.routes[path];
      return { title: text.title, label: text.label ?? text.title, description: text.description };
    },
  };
}

export function listingWords(t: Dictionary, kind: keyof Dictionary['listing']['kinds']) {
  const { kinds, ...words } = t.listing;
  const subGallery = localizedPath('/SubGallery', t === hi ? 'hi' : 'en');
  const lang: Lang = t === hi ? 'hi' : 'en';
  return { ...words, ...kinds[kind], months: t.months, cmsLang: cmsLangFor(t), subGallery, lang };
}

export type Speaker = ReturnType<typeof speaker>;

export function albumWords(words: Speaker) {
  return {
    ...words.t.album,
    galleryHref: words.href('/PhotoGallery'),
    /** `/hi` for `/hi/Album/{id}`. */
    albumPrefix: words.lang === 'hi' ? '/hi' : '',
    cmsLang: cmsLangFor(words.t),
    cmsNote: words.t.frame.cmsNote,
    lightbox: JSON.stringify(words.t.lightbox),
  };
}

/** The language the content API's editors write in. */
export const CMS_LANG = 'en';

/** None when the page's language is the CMS's own. */
export const cmsLangFor = (t: Dictionary) => (t === en ? undefined : CMS_LANG);

/** School classes in a sentence: Roman in English (SPEC: "classes VII to XII"), digits in Hindi. */
const ROMAN = ' I II III IV V VI VII VIII IX X XI XII'.split(' ');
export const classNumbers = (t: Dictionary, text: string) =>
  t === en ? text : text.replace(/\b[IVX]+\b/g, (roman) => String(ROMAN.indexOf(roman)));

/** An amount in paise as said: "1 रुपया 37 पैसे", "50 पैसे", "2 रुपये", never "0 रुपये 50 पैसे". */
export function sayAmount({ pages: w }: Dictionary, amount: number): string {
  const [rupees, paise] = [Math.floor(amount / 100), amount % 100];
  const said = [rupees || !paise ? fillCount(w.rupees, rupees, { rupees }) : ''];
  return [...said, paise ? fillCount(w.paise, paise, { paise }) : ''].filter(Boolean).join(' ');
}

/** A winner's place: "1st", "पहला स्थान"; in words up to the tenth. */
export const sayPlace = ({ pages: w }: Dictionary, place: number) =>
  w.places.split(',')[place - 1] ?? fill(w.nth, { n: place });

/** What a part needs of its page's language: month names, and the API texts' language if not it. */
export type PageLangWords = { months: readonly string[]; cmsLang?: string | undefined };

export type ListingWords = ReturnType<typeof listingWords>;

/** A story's page and `/Story`: the story's words and those it borrows. */
export function storyWords({ t, lang }: Speaker) {
  const { time, venue, newTab, addToCalendar, readMore } = t.listing;
  const { largerView, photoAlt, tryAgain, opening, photos } = t.album;
  const borrowed = { time, venue, newTab, addToCalendar, readMore, largerView, photoAlt, tryAgain };
  const lightbox = JSON.stringify(t.lightbox);
  return {
    ...t.story,
    ...borrowed,
    opening,
    photos,
    photosOf: t.pages.photosOf,
    lightbox,
    lang,
    months: t.months,
  };
}

export type StoryWords = ReturnType<typeof storyWords>;

export type AlbumWords = ReturnType<typeof albumWords>;
