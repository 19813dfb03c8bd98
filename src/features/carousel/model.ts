/** The home page's carousels as data (SPEC section 9). Imported by browser code: keep it small. */
import type { Dictionary } from '~/i18n';
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
const HERO_AUTOPLAY_MS = 5000;

/** Loops at embla's own speed and keeps its width unless `more` says otherwise. */
const carousel = (
  id: string,
  slides: number,
  autoplayMs: number | null,
  more: Partial<CarouselConfig> = {},
): CarouselConfig => ({
  id,
  slides,
  breakpoints: [],
  autoplayMs,
  speedMs: null,
  loop: true,
  ...more,
});

const across = (...pairs: [maxWidth: number, slides: number][]): CarouselBreakpoint[] =>
  pairs.map(([maxWidth, slides]) => ({ maxWidth, slides }));

const THREE_TWO_ONE = across([1024, 3], [767, 2], [480, 1]);

/** SPEC gives widths only for news and sponsors; the others narrow the way news does. */
export const CAROUSELS = {
  hero: carousel('hero', 1, HERO_AUTOPLAY_MS),
  news: carousel('news', NEWS_SLIDES, NEWS_AUTOPLAY_MS, {
    breakpoints: NEWS_BREAKPOINTS,
    speedMs: NEWS_SPEED_MS,
  }),
  achievements: carousel('achievements', ACHIEVEMENTS_SLIDES, ACHIEVEMENTS_AUTOPLAY_MS, {
    breakpoints: across([992, 2], [480, 1]),
    loop: ACHIEVEMENTS_LOOP,
  }),
  projects: carousel('projects', PROJECTS_SLIDES, PROJECTS_AUTOPLAY_MS, {
    breakpoints: THREE_TWO_ONE,
    loop: PROJECTS_LOOP,
  }),
  sponsors: carousel('sponsors', SPONSORS_SLIDES, SPONSORS_AUTOPLAY_MS, {
    breakpoints: SPONSORS_BREAKPOINTS,
  }),
  gallery: carousel('gallery', GALLERY_SLIDES, GALLERY_AUTOPLAY_MS, { breakpoints: THREE_TWO_ONE }),
  testimonials: carousel('testimonials', TESTIMONIALS_SLIDES, TESTIMONIALS_AUTOPLAY_MS, {
    breakpoints: across([992, 2], [767, 1]),
  }),
  notifications: carousel('notifications', 1, null, { loop: false }),
};

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

/** A carousel's button and slide names in the page's language. */
export type CarouselLabels = Dictionary['carousels']['hero'];
