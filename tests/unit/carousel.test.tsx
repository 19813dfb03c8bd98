// @vitest-environment jsdom
/**
 * The home page's carousels. Their configuration (src/features/carousel/model.ts): SPEC section 9's
 * numbers, widths at each breakpoint, the CSS rules they need (src/features/carousel/Carousel.css),
 * the `sizes` of slide pictures, and embla's duration for SPEC's 900 ms. Then the carousel itself
 * (Carousel + useCarousel, with the real embla and its autoplay plugin)
 * for every carousel of the home page with 0 to 6 slides at every SPEC breakpoint, across resizes,
 * when a live refresh changes the number of slides, and under reduced motion.
 *
 * jsdom has no layout, so the test gives the elements the sizes the CSS gives them in a browser:
 * the viewport and track are as wide as the window, a slide `width / slidesAt(width)` wide
 * (src/features/carousel/model.ts, which Carousel.css follows), side by side. embla measures those,
 * as it does in Chromium. The browser tests (tests/e2e/data-shapes.test.ts) check the same rules
 * on real layouts.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { readFileSync } from 'node:fs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CAROUSELS,
  breakpointsWidestFirst,
  emblaDuration,
  slideClassNames,
  slideImageSizes,
  slidesAt,
  type CarouselConfig,
} from '~/features/carousel/model';
import { Carousel } from '~/features/carousel/Carousel';
import { Picture } from '~/lib/island';
import { LABELS } from './carousel-support';
import { mount, unmount } from './react-support';
import { renderToString } from 'react-dom/server';

/** Widths that sit on each side of every breakpoint of SPEC section 9, and a phone's. */
const WIDTHS = [1920, 1499, 1366, 1024, 992, 900, 767, 600, 480, 390];
const AUTOPLAYING = [
  'hero',
  'news',
  'achievements',
  'projects',
  'sponsors',
  'gallery',
  'testimonials',
] as const;

/** The window the fake layout follows. */
let windowWidth = 1366;
let reducedMotion = false;
const resizeObservers = new Set<FakeResizeObserver>();

class FakeResizeObserver {
  private readonly targets = new Set<Element>();
  constructor(private readonly callback: ResizeObserverCallback) {
    resizeObservers.add(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
    resizeObservers.delete(this);
  }
  /** Tells embla what a real ResizeObserver would after the window changed. */
  notify() {
    const entries = [...this.targets].map((target) => ({ target }) as ResizeObserverEntry);
    if (entries.length) this.callback(entries, this as unknown as ResizeObserver);
  }
}

class FakeIntersectionObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

/** Width a slide of this carousel has at the current window width. */
function slideWidth(element: Element): number {
  const id = element.closest('[data-carousel]')?.getAttribute('data-carousel');
  const config = (CAROUSELS as Record<string, CarouselConfig>)[id ?? ''];
  return config ? windowWidth / slidesAt(config, windowWidth) : windowWidth;
}

function layoutOf(element: HTMLElement): { left: number; width: number } {
  if (element.classList.contains('carousel__slide')) {
    const width = slideWidth(element);
    const index = [...(element.parentElement?.children ?? [])].indexOf(element);
    return { left: index * width, width };
  }
  if (
    element.classList.contains('carousel__viewport') ||
    element.classList.contains('carousel__track')
  ) {
    return { left: 0, width: windowWidth };
  }
  return { left: 0, width: 0 };
}

const saved = new Map<string, PropertyDescriptor | undefined>();
beforeAll(() => {
  const proto = HTMLElement.prototype;
  const fake: Record<string, (this: HTMLElement) => number> = {
    offsetWidth() {
      return layoutOf(this).width;
    },
    offsetLeft() {
      return layoutOf(this).left;
    },
    offsetHeight() {
      return 200;
    },
    offsetTop() {
      return 0;
    },
  };
  for (const [name, get] of Object.entries(fake)) {
    saved.set(name, Object.getOwnPropertyDescriptor(proto, name));
    Object.defineProperty(proto, name, { configurable: true, get });
  }
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('prefers-reduced-motion') ? reducedMotion : false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
  }));
});

afterAll(() => {
  for (const [name, descriptor] of saved) {
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
  }
  vi.unstubAllGlobals();
});

let container: HTMLDivElement;
let root: Root;
let consoleErrors: unknown[][];
let pageErrors: unknown[];
const onError = (event: ErrorEvent) => pageErrors.push(event.error);

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'Date'],
  });
  windowWidth = 1366;
  reducedMotion = false;
  consoleErrors = [];
  pageErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  window.addEventListener('error', onError);
  ({ container, root } = mount());
});

afterEach(() => {
  unmount({ container, root });
  window.removeEventListener('error', onError);
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function slides(count: number) {
  return Array.from({ length: count }, (_, index) => ({
    key: `s${index}`,
    node: <a href={`/item-${index}`}>Item {index + 1}</a>,
  }));
}

function render(config: CarouselConfig, count: number) {
  act(() =>
    root.render(<Carousel config={config} label="Test" labels={LABELS} slides={slides(count)} />),
  );
  // The motion preference, then embla, start in effects; autoplay sets its timer.
  act(() => void vi.advanceTimersByTime(50));
}

/** Changes the window width and lets embla notice, as a resize in a browser would. */
function resize(width: number) {
  windowWidth = width;
  act(() => {
    for (const observer of [...resizeObservers]) observer.notify();
  });
  act(() => void vi.advanceTimersByTime(50));
}

const pauseButton = () =>
  container.querySelector<HTMLButtonElement>('.carousel__button--pause') ?? undefined;
const arrows = () => [
  ...container.querySelectorAll<HTMLButtonElement>(
    '.carousel__button--prev, .carousel__button--next',
  ),
];
const controlsIdle = () =>
  container.querySelector('.carousel__controls')?.classList.contains('carousel__controls--idle');
/** The track stops announcing slides while they move by themselves. */
const playing = () =>
  container.querySelector('.carousel__track')?.getAttribute('aria-live') === 'off';
const transform = () =>
  container.querySelector<HTMLElement>('.carousel__track')?.style.transform ?? '';

/** What the rules say a carousel with `count` slides does at `width`. */
function expected(config: CarouselConfig, count: number, width: number) {
  const scrollable = count > slidesAt(config, width);
  return { scrollable, autoplays: scrollable && config.autoplayMs !== null && !reducedMotion };
}

function expectState(config: CarouselConfig, count: number, width: number, where: string) {
  const { scrollable, autoplays } = expected(config, count, width);
  expect(container.querySelectorAll('.carousel__slide'), where).toHaveLength(count);
  if (count <= 1) {
    expect(container.querySelector('.carousel__controls'), where).toBeNull();
  } else {
    expect(controlsIdle(), where).toBe(!scrollable);
    for (const arrow of arrows()) {
      // With loop, both arrows work; without, "previous" waits for the first move.
      if (!scrollable) expect(arrow.disabled, where).toBe(true);
    }
    expect(
      arrows().some((arrow) => !arrow.disabled),
      where,
    ).toBe(scrollable);
    if (config.autoplayMs !== null) {
      expect(pauseButton()?.disabled, where).toBe(!autoplays);
      expect(pauseButton()?.classList.contains('carousel__button--idle'), where).toBe(!autoplays);
    }
  }
  expect(playing(), where).toBe(autoplays);
  expect(consoleErrors, where).toEqual([]);
  expect(pageErrors, where).toEqual([]);
}

describe.each(AUTOPLAYING)('the %s carousel', (id) => {
  const config: CarouselConfig = CAROUSELS[id];

  it.each([0, 1, 2, 3, 4, 5, 6])(
    'with %i slides: autoplays and offers its buttons only where there is something to scroll',
    (count) => {
      for (const width of WIDTHS) {
        windowWidth = width;
        render(config, count);
        const where = `${count} slides at ${width} px`;
        expectState(config, count, width, where);
        const before = transform();
        // A full autoplay interval: a carousel with something to scroll moves, others stay.
        act(() => void vi.advanceTimersByTime((config.autoplayMs ?? 0) + 1200));
        if (expected(config, count, width).autoplays) expect(transform(), where).not.toBe(before);
        else expect(transform(), where).toBe(before);
        expect(pageErrors, where).toEqual([]);
        act(() => root.render(<></>));
      }
    },
  );

  it('follows the window across every breakpoint and back', () => {
    for (const count of [1, 2, 3, 4, 6]) {
      windowWidth = WIDTHS[0]!;
      render(config, count);
      for (const width of [...WIDTHS, ...[...WIDTHS].reverse()]) {
        resize(width);
        expectState(config, count, width, `${count} slides, resized to ${width} px`);
      }
      act(() => root.render(<></>));
    }
  });

  it('takes a live refresh that brings or takes away slides (0 -> 12 -> 1 -> 3)', async () => {
    for (const width of [1366, 390]) {
      windowWidth = width;
      for (const count of [0, 12, 1, 3]) {
        // One carousel throughout; embla's MutationObserver (a microtask, hence async) sees the
        // slides change and re-measures.
        await act(async () =>
          root.render(
            <Carousel config={config} label="Test" labels={LABELS} slides={slides(count)} />,
          ),
        );
        await act(async () => void vi.advanceTimersByTime(50));
        expectState(config, count, width, `${count} slides after a refresh at ${width} px`);
      }
      act(() => root.render(<></>));
    }
  });

  it('never moves by itself for visitors who prefer reduced motion', () => {
    reducedMotion = true;
    for (const width of [1366, 390]) {
      windowWidth = width;
      render(config, 8);
      expectState(config, 8, width, `reduced motion at ${width} px`);
      const before = transform();
      act(() => void vi.advanceTimersByTime(10_000));
      expect(transform()).toBe(before);
      act(() => root.render(<></>));
    }
  });
});

const CSS = readFileSync(
  // jsdom's URL is not Node's: a path from the working directory (the project root).
  'src/features/carousel/Carousel.css',
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

describe('pictures of slides that have not come near', () => {
  const pictureSlides = (count: number) =>
    Array.from({ length: count }, (_, index) => ({
      key: `p${index}`,
      node: <Picture picture={{ src: `/p${index}.jpg`, width: 800, height: 500, alt: '' }} />,
    }));
  /** Per slide, the picture it shows, or null. */
  const pictures = () =>
    [...container.querySelectorAll('.carousel__slide')].map(
      (slide) => slide.querySelector('img')?.getAttribute('src') ?? null,
    );
  const show = (config: CarouselConfig, count: number) => {
    act(() =>
      root.render(
        <Carousel config={config} label="Test" labels={LABELS} slides={pictureSlides(count)} />,
      ),
    );
    act(() => void vi.advanceTimersByTime(50));
  };

  it('are left out in the browser: an empty <noscript> keeps what the server wrote there', () => {
    const html = renderToString(
      <Carousel config={CAROUSELS.hero} label="Test" labels={LABELS} slides={pictureSlides(3)} />,
    );
    // tests/unit/carousel-server.test.tsx shows what the server writes in them.
    expect(html.match(/<noscript><\/noscript>/g)).toHaveLength(2);
    expect(html).toContain('src="/p0.jpg"');
    expect(html).not.toContain('/p1.jpg');
  });

  it('load for the slide in view and the next one, and follow every move', () => {
    windowWidth = 390;
    reducedMotion = true;
    show(CAROUSELS.hero, 7);
    expect(pictures()).toEqual(['/p0.jpg', '/p1.jpg', null, null, null, null, null]);
    act(() => arrows()[1]!.click());
    act(() => void vi.advanceTimersByTime(50));
    expect(pictures().slice(0, 4)).toEqual(['/p0.jpg', '/p1.jpg', '/p2.jpg', null]);
    // Back from the first slide of a loop is the last one.
    act(() => arrows()[0]!.click());
    act(() => arrows()[0]!.click());
    act(() => void vi.advanceTimersByTime(50));
    expect(pictures()[6]).toBe('/p6.jpg');
    expect(pictures()[4]).toBeNull();
    expect(consoleErrors).toEqual([]);
  });

  it('load for every slide in view and as many again where several are across', () => {
    windowWidth = 1920;
    reducedMotion = true;
    show(CAROUSELS.news, 12);
    const across = slidesAt(CAROUSELS.news, 1920);
    expect(pictures().filter(Boolean)).toHaveLength(2 * across);
    expect(
      pictures()
        .slice(0, 2 * across)
        .every(Boolean),
    ).toBe(true);
  });

  it('all load where every slide is in view', () => {
    windowWidth = 1920;
    reducedMotion = true;
    show(CAROUSELS.news, 3);
    expect(pictures()).toEqual(['/p0.jpg', '/p1.jpg', '/p2.jpg']);
  });
});
