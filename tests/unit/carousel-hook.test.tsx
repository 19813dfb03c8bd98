// @vitest-environment jsdom
/**
 * The home page's carousel (Carousel + useCarousel, with the real embla and its autoplay plugin)
 * for every carousel of the home page with 0 to 6 slides at every SPEC breakpoint, across resizes,
 * when a live refresh changes the number of slides, and under reduced motion.
 *
 * jsdom has no layout, so the test gives the elements the sizes the CSS gives them in a browser:
 * the viewport and track are as wide as the window, a slide `width / slidesAt(width)` wide
 * (src/lib/shared/carousel.ts, which Carousel.css follows), side by side. embla measures those,
 * as it does in Chromium. The browser tests (tests/e2e/data-shapes.test.ts) check the same rules
 * on real layouts.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAROUSELS, slidesAt, type CarouselConfig } from '~/lib/shared/carousel';
import { Carousel } from '~/islands/Carousel/Carousel';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean;
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

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

/** Button and slide names, as a page hands them over. */
const LABELS = {
  previous: 'Previous item',
  next: 'Next item',
  pause: 'Pause item slides',
  play: 'Play item slides',
  slideOf: '{n} of {count}',
};

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
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
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
  act(() => vi.advanceTimersByTime(50));
}

/** Changes the window width and lets embla notice, as a resize in a browser would. */
function resize(width: number) {
  windowWidth = width;
  act(() => {
    for (const observer of [...resizeObservers]) observer.notify();
  });
  act(() => vi.advanceTimersByTime(50));
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
        act(() => vi.advanceTimersByTime((config.autoplayMs ?? 0) + 1200));
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
        await act(async () => vi.advanceTimersByTime(50));
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
      act(() => vi.advanceTimersByTime(10_000));
      expect(transform()).toBe(before);
      act(() => root.render(<></>));
    }
  });
});
