/**
 * The home page's carousels as data (SPEC section 9). Widths are plain CSS, so nothing shifts on
 * hydration; a test checks each (breakpoint, slides) pair has its rule in Carousel.css.
 * Imported by browser code: keep it small (constants only).
 */
import {
  ACHIEVEMENTS_AUTOPLAY_MS,
  ACHIEVEMENTS_LOOP,
  ACHIEVEMENTS_SLIDES,
  GALLERY_AUTOPLAY_MS,
  GALLERY_SLIDES,
  NEWS_AUTOPLAY_MS,
  NEWS_BREAKPOINTS,
  NEWS_SLIDES,
  NEWS_SPEED_MS,
  PROJECTS_AUTOPLAY_MS,
  PROJECTS_LOOP,
  PROJECTS_SLIDES,
  SPONSORS_AUTOPLAY_MS,
  SPONSORS_BREAKPOINTS,
  SPONSORS_SLIDES,
  TESTIMONIALS_AUTOPLAY_MS,
  TESTIMONIALS_SLIDES,
} from '~/lib/constants';

/** At or below `maxWidth` CSS pixels of viewport, show `slides` across. */
export interface CarouselBreakpoint {
  readonly maxWidth: number;
  readonly slides: number;
}

export interface CarouselConfig {
  readonly id: string;
  readonly slides: number;
  /** Any order: applied widest first. */
  readonly breakpoints: readonly CarouselBreakpoint[];
  /** Null: moves only when asked. */
  readonly autoplayMs: number | null;
  /** One move (SPEC's "speed"); null for embla's default. */
  readonly speedMs: number | null;
  readonly loop: boolean;
}

/** Not in SPEC section 9: our own number. */
export const HERO_AUTOPLAY_MS = 5000;

/** SPEC gives widths only for news and sponsors; the others narrow the way news does. */
export const CAROUSELS = {
  hero: {
    id: 'hero',
    slides: 1,
    breakpoints: [],
    autoplayMs: HERO_AUTOPLAY_MS,
    speedMs: null,
    loop: true,
  },
  news: {
    id: 'news',
    slides: NEWS_SLIDES,
    breakpoints: NEWS_BREAKPOINTS,
    autoplayMs: NEWS_AUTOPLAY_MS,
    speedMs: NEWS_SPEED_MS,
    loop: true,
  },
  achievements: {
    id: 'achievements',
    slides: ACHIEVEMENTS_SLIDES,
    breakpoints: [
      { maxWidth: 992, slides: 2 },
      { maxWidth: 480, slides: 1 },
    ],
    autoplayMs: ACHIEVEMENTS_AUTOPLAY_MS,
    speedMs: null,
    loop: ACHIEVEMENTS_LOOP,
  },
  projects: {
    id: 'projects',
    slides: PROJECTS_SLIDES,
    breakpoints: [
      { maxWidth: 1024, slides: 3 },
      { maxWidth: 767, slides: 2 },
      { maxWidth: 480, slides: 1 },
    ],
    autoplayMs: PROJECTS_AUTOPLAY_MS,
    speedMs: null,
    loop: PROJECTS_LOOP,
  },
  sponsors: {
    id: 'sponsors',
    slides: SPONSORS_SLIDES,
    breakpoints: SPONSORS_BREAKPOINTS,
    autoplayMs: SPONSORS_AUTOPLAY_MS,
    speedMs: null,
    loop: true,
  },
  gallery: {
    id: 'gallery',
    slides: GALLERY_SLIDES,
    breakpoints: [
      { maxWidth: 1024, slides: 3 },
      { maxWidth: 767, slides: 2 },
      { maxWidth: 480, slides: 1 },
    ],
    autoplayMs: GALLERY_AUTOPLAY_MS,
    speedMs: null,
    loop: true,
  },
  testimonials: {
    id: 'testimonials',
    slides: TESTIMONIALS_SLIDES,
    breakpoints: [
      { maxWidth: 992, slides: 2 },
      { maxWidth: 767, slides: 1 },
    ],
    autoplayMs: TESTIMONIALS_AUTOPLAY_MS,
    speedMs: null,
    loop: true,
  },
  notifications: {
    id: 'notifications',
    slides: 1,
    breakpoints: [],
    autoplayMs: null,
    speedMs: null,
    loop: false,
  },
} as const satisfies Record<string, CarouselConfig>;

export type CarouselId = keyof typeof CAROUSELS;

/** Breakpoints widest first: the order the CSS rules must come in (narrower ones win). */
export function breakpointsWidestFirst(config: CarouselConfig): CarouselBreakpoint[] {
  return [...config.breakpoints].sort((a, b) => b.maxWidth - a.maxWidth);
}

export function slidesAt(config: CarouselConfig, width: number): number {
  let slides = config.slides;
  for (const bp of breakpointsWidestFirst(config)) if (width <= bp.maxWidth) slides = bp.slides;
  return slides;
}

/** The slides whose pictures load before the carousel measures. */
export function slidesFirstShown(config: CarouselConfig): number {
  return Math.min(config.slides, ...config.breakpoints.map((breakpoint) => breakpoint.slides));
}

export function slideClassNames(config: CarouselConfig): string[] {
  return [
    `slides-${config.slides}`,
    ...breakpointsWidestFirst(config).map((bp) => `slides-${bp.maxWidth}-${bp.slides}`),
  ];
}

/** A slide picture's `<img sizes>`; at full width the page column is capped. */
export function slideImageSizes(config: CarouselConfig, maxContentWidth: number): string {
  const narrowestFirst = breakpointsWidestFirst(config).reverse();
  const parts = narrowestFirst.map(
    (bp) => `(max-width: ${bp.maxWidth}px) ${Math.ceil(100 / bp.slides)}vw`,
  );
  parts.push(`${Math.ceil(maxContentWidth / config.slides)}px`);
  return parts.join(', ');
}

/**
 * embla's `duration` for a move of about `ms`: it is not a time but a spring's stiffness, and a
 * duration `d` settles a one-slide move in roughly `30 * d` ms (a test re-runs the simulation).
 */
export function emblaDuration(ms: number): number {
  return Math.max(1, Math.round(ms / 30));
}

/** A carousel's button and slide names in the page's language (src/i18n `carousels.<name>`). */
export interface CarouselLabels {
  previous: string;
  next: string;
  pause: string;
  play: string;
  /** `{n} of {count}`. */
  slideOf: string;
}
