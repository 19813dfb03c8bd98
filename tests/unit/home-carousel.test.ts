/**
 * The home page's carousel configuration (src/lib/shared/carousel.ts): SPEC section 9's numbers,
 * widths at each breakpoint, the CSS rules they need (src/islands/Carousel/Carousel.css), the
 * `sizes` of slide pictures, and embla's duration for SPEC's 900 ms.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CAROUSELS,
  breakpointsWidestFirst,
  emblaDuration,
  slideClassNames,
  slideImageSizes,
  slidesAt,
  type CarouselConfig,
} from '~/lib/shared/carousel';

const CSS = readFileSync(
  new URL('../../src/islands/Carousel/Carousel.css', import.meta.url),
  'utf8',
);

describe('carousel constants (SPEC section 9)', () => {
  it('autoplays, loops and moves as SPEC says', () => {
    expect(CAROUSELS.news).toMatchObject({ autoplayMs: 3000, speedMs: 900, slides: 4, loop: true });
    expect(CAROUSELS.achievements).toMatchObject({ autoplayMs: 2000, slides: 3, loop: false });
    expect(CAROUSELS.projects).toMatchObject({ autoplayMs: 2000, slides: 4, loop: true });
    expect(CAROUSELS.gallery).toMatchObject({ autoplayMs: 2000, slides: 4 });
    expect(CAROUSELS.testimonials).toMatchObject({ autoplayMs: 2000, slides: 3 });
    expect(CAROUSELS.sponsors).toMatchObject({ autoplayMs: 2000, slides: 8 });
    expect(CAROUSELS.notifications.autoplayMs).toBeNull();
  });

  it('narrows news to 3, 2, 1 at 1499, 1024, 992, 767 and 480 px', () => {
    const at = (width: number) => slidesAt(CAROUSELS.news, width);
    expect([1920, 1500, 1499, 1025, 1024, 993, 992, 768, 767, 481, 480, 320].map(at)).toEqual([
      4, 4, 3, 3, 3, 3, 2, 2, 2, 2, 1, 1,
    ]);
  });

  it('narrows sponsors to 7, 5, 3, 1 logos', () => {
    const at = (width: number) => slidesAt(CAROUSELS.sponsors, width);
    expect([1600, 1499, 1024, 767, 480].map(at)).toEqual([8, 7, 5, 3, 1]);
  });

  it('shows one card across on a phone in every carousel of cards', () => {
    for (const config of Object.values(CAROUSELS)) expect(slidesAt(config, 375), config.id).toBe(1);
  });
});

/** The flex-basis a CSS rule gives `.{className} > .carousel__slide`, with its media query. */
function ruleFor(className: string): { basis: number; media: number | null; at: number } | null {
  const selector = new RegExp(
    `\\.${className}\\s*>\\s*\\.carousel__slide\\s*\\{\\s*flex-basis:\\s*([\\d.]+)%`,
  );
  const match = selector.exec(CSS);
  if (!match) return null;
  const before = CSS.slice(0, match.index);
  const lastMedia = [...before.matchAll(/@media \(max-width: (\d+)px\)/g)].at(-1);
  // Inside that media block only if no closing brace of the block came in between.
  const inMedia =
    lastMedia && !/\n\}\n/.test(before.slice(lastMedia.index)) ? Number(lastMedia[1]) : null;
  return { basis: Number(match[1]), media: inMedia, at: match.index };
}

describe('slide width classes (Carousel.css)', () => {
  for (const config of Object.values(CAROUSELS) as CarouselConfig[]) {
    it(`has a rule of the right width, breakpoint and order for ${config.id}`, () => {
      const [base, ...narrower] = slideClassNames(config);
      const baseRule = ruleFor(base!);
      expect(baseRule, base).not.toBeNull();
      expect(baseRule!.media).toBeNull();
      expect(baseRule!.basis).toBeCloseTo(100 / config.slides, 3);

      let previous = baseRule!.at;
      breakpointsWidestFirst(config).forEach((bp, index) => {
        const name = narrower[index]!;
        expect(name).toBe(`slides-${bp.maxWidth}-${bp.slides}`);
        const rule = ruleFor(name);
        expect(rule, name).not.toBeNull();
        expect(rule!.media, name).toBe(bp.maxWidth);
        expect(rule!.basis, name).toBeCloseTo(100 / bp.slides, 3);
        // Narrower breakpoints must come later in the file to win.
        expect(rule!.at, name).toBeGreaterThan(previous);
        previous = rule!.at;
      });
    });
  }
});

describe('slideImageSizes', () => {
  it('lists the narrowest breakpoint first and caps at the column width', () => {
    expect(slideImageSizes(CAROUSELS.news, 1200)).toBe(
      '(max-width: 480px) 100vw, (max-width: 767px) 50vw, (max-width: 992px) 50vw, ' +
        '(max-width: 1024px) 34vw, (max-width: 1499px) 34vw, 300px',
    );
    expect(slideImageSizes(CAROUSELS.hero, 1200)).toBe('1200px');
  });
});

/** embla's scroll body (embla-carousel 8, ScrollBody.seek) stepped at 60 Hz with friction 0.68. */
function settleMs(duration: number, distance: number, within: number): number {
  let location = 0;
  let velocity = 0;
  let steps = 0;
  while (Math.abs(distance - location) > within) {
    velocity += (distance - location) / duration;
    velocity *= 0.68;
    location += velocity;
    steps += 1;
  }
  return (steps * 1000) / 60;
}

describe('emblaDuration', () => {
  it('makes a one-slide move take about SPEC 900 ms', () => {
    const duration = emblaDuration(900);
    expect(duration).toBe(30);
    // A card-wide move (300 px) is within 3 px of its end after roughly 0.9 s.
    expect(settleMs(duration, 300, 3)).toBeGreaterThan(900 * 0.85);
    expect(settleMs(duration, 300, 3)).toBeLessThan(900 * 1.15);
  });

  it('never gives 0 (which would make every move a jump)', () => {
    expect(emblaDuration(1)).toBe(1);
  });
});
