/**
 * The home page's carousels as data: how many slides each shows at which width, how fast it
 * autoplays and whether it loops (SPEC.md section 9 through ./constants), plus the helpers that
 * turn that into CSS class names, an `<img sizes>` value and embla options.
 *
 * Slide widths are plain CSS (src/features/carousel/Carousel.css) so the server HTML already has
 * the right layout and nothing shifts when an island hydrates. The CSS has one rule per
 * (breakpoint, slides) pair named by `slideClassNames()`; tests/unit/home-carousel.test.ts checks
 * that every pair used here has its rule, so a change of a constant cannot silently miss the CSS.
 *
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

/** Everything that differs between two carousels of the home page. */
export interface CarouselConfig {
  /** Short name, used in class names and test ids (`news`). */
  readonly id: string;
  /** Slides across above every breakpoint. */
  readonly slides: number;
  /** Narrower layouts, any order (they are applied widest first). */
  readonly breakpoints: readonly CarouselBreakpoint[];
  /** Autoplay interval in ms, or null for a carousel that only moves when asked. */
  readonly autoplayMs: number | null;
  /** Duration of one move in ms (SPEC's "speed"), or null for embla's default. */
  readonly speedMs: number | null;
  /** Whether the last slide is followed by the first again. */
  readonly loop: boolean;
}

/** Home page top slider: not in SPEC section 9, so these numbers are ours. */
export const HERO_AUTOPLAY_MS = 5000;

/**
 * The carousels of the home page. News and sponsors narrow as SPEC says; SPEC gives no widths
 * for the others, so they narrow the way news does (a four-wide row of cards is unreadable on a
 * phone).
 */
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
  /** The notification popup: one notice at a time, moved only by the reader. */
  notifications: {
    id: 'notifications',
    slides: 1,
    breakpoints: [],
    autoplayMs: null,
    speedMs: null,
    loop: false,
  },
} as const satisfies Record<string, CarouselConfig>;

/** Name of one of the home page's carousels. */
export type CarouselId = keyof typeof CAROUSELS;

/** Breakpoints widest first: the order the CSS rules must come in (narrower ones win). */
export function breakpointsWidestFirst(config: CarouselConfig): CarouselBreakpoint[] {
  return [...config.breakpoints].sort((a, b) => b.maxWidth - a.maxWidth);
}

/** Slides across at a viewport `width` in CSS pixels. */
export function slidesAt(config: CarouselConfig, width: number): number {
  let slides = config.slides;
  for (const bp of breakpointsWidestFirst(config)) if (width <= bp.maxWidth) slides = bp.slides;
  return slides;
}

/**
 * Slides across on the narrowest screen: the slides whose pictures a page loads before the
 * carousel has measured anything (the others wait until they come near; see
 * src/features/carousel/Picture.tsx).
 */
export function slidesFirstShown(config: CarouselConfig): number {
  return Math.min(config.slides, ...config.breakpoints.map((breakpoint) => breakpoint.slides));
}

/**
 * CSS classes that give the slides their widths: `slides-4` (the default) and one
 * `slides-<maxWidth>-<n>` per breakpoint, each defined in Carousel.css.
 */
export function slideClassNames(config: CarouselConfig): string[] {
  return [
    `slides-${config.slides}`,
    ...breakpointsWidestFirst(config).map((bp) => `slides-${bp.maxWidth}-${bp.slides}`),
  ];
}

/**
 * An `<img sizes>` value for a slide picture: the share of the viewport one slide takes at each
 * breakpoint, and at full width `maxContentWidth / slides` pixels (the page column is capped).
 */
export function slideImageSizes(config: CarouselConfig, maxContentWidth: number): string {
  const narrowestFirst = breakpointsWidestFirst(config).reverse();
  const parts = narrowestFirst.map(
    (bp) => `(max-width: ${bp.maxWidth}px) ${Math.ceil(100 / bp.slides)}vw`,
  );
  parts.push(`${Math.ceil(maxContentWidth / config.slides)}px`);
  return parts.join(', ');
}

/**
 * embla's `duration` for a move that should take about `ms` milliseconds.
 *
 * embla's `duration` is not a time: it is the stiffness of a spring that embla steps 60 times a
 * second with friction 0.68. Simulated, a duration `d` between 20 and 60 brings a one-slide move
 * to within 3 px of its end in roughly `30 * d` ms (25, embla's default, takes about 0.7 s), so
 * SPEC's 900 ms becomes 30. tests/unit/home-carousel.test.ts re-runs that simulation.
 */
export function emblaDuration(ms: number): number {
  return Math.max(1, Math.round(ms / 30));
}

/**
 * The words of a carousel's buttons and slides, handed to the island by the page in the page's
 * language (src/i18n: `carousels.<name>`).
 */
export interface CarouselLabels {
  /** Name of the previous button ("Previous news"). */
  previous: string;
  /** Name of the next button ("Next news"). */
  next: string;
  /** Name of the rotation button while slides move ("Pause news slides"). */
  pause: string;
  /** Name of the rotation button while paused ("Play news slides"). */
  play: string;
  /** A slide's name, `{n}` of `{count}` ("2 of 8"). */
  slideOf: string;
}
