/**
 * The props of the home page's carousel islands: one small, serialisable record per slide, made
 * at build time by ./homeBuild.ts from the snapshot and content files,
 * and in the browser by ./home.ts from live API answers.
 */
/** What a picture needs, as built by src/features/home/build.ts (or live). */
export interface PictureData {
  /** Fallback URL (JPEG/PNG), or the live URL. */
  src: string;
  /** Fallback `srcset`; absent for a live URL. */
  srcset?: string;
  sizes?: string;
  width?: number;
  height?: number;
  /** Alternative text; `''` when the picture is decorative (its text is beside it). */
  alt: string;
  /** `<source>`s, best format first. */
  sources?: { type: string; srcset: string }[];
}

/** Words inside the slides, in the page's language (src/i18n `slides`, plus `months`). */
export interface SlideWords {
  /** Month names for dates (src/i18n `months`). */
  months: readonly string[];
  news: string;
  event: string;
  /** Alternative text of an award picture that has no title. */
  awardAlt: string;
  /** `{count} photo`. */
  photo: string;
  /** `{count} photos`. */
  photos: string;
}

/** A picture of an API item, with the API path it came from (to reuse it for a fresh copy). */
export interface ApiPicture {
  /** The stored API path (`uploads/news/...jpg`). */
  path: string;
  picture: PictureData;
}

/** A news item or an event in the news carousel. */
export interface NewsSlideData {
  key: string;
  kind: 'news' | 'event';
  title: string;
  /** ISO instant the card's date is shown from. */
  sortDate: string;
  /** Where an event takes place, `''` for news. */
  venue: string;
  picture: ApiPicture | null;
}

/** An award picture in the achievements carousel. */
export interface AwardSlideData {
  key: string;
  /** May be `''`: an award picture can come without a title. */
  title: string;
  /** ISO instant, for ordering; null when the item has no date. */
  sortDate: string | null;
  picture: ApiPicture;
}

/** A photo album in the gallery carousel. */
export interface AlbumSlideData {
  key: string;
  id: string;
  title: string;
  sortDate: string;
  photoCount: number;
  picture: ApiPicture | null;
}

/** A testimonial. */
export interface TestimonialSlideData {
  key: string;
  name: string;
  designation: string;
  /** The quote as plain text (CMS tags removed). */
  quote: string;
  picture: ApiPicture | null;
}

/** A project card (from src/content/home-projects.yaml). */
export interface ProjectSlideData {
  key: string;
  title: string;
  summary: string;
  href: string;
  picture: PictureData;
}

/** A sponsor logo (from src/content/sponsors.yaml). */
export interface SponsorSlideData {
  key: string;
  name: string;
  logo: { src: string; width: number; height: number };
  /** The sponsor's website, if known. */
  url?: string | undefined;
}

/** A picture of the top slider (from src/content/home-slides.yaml). */
export interface HeroSlideData {
  key: string;
  picture: PictureData;
  title?: string | undefined;
  text?: string | undefined;
}
