/**
 * The standalone carousels (the home page's top slider, projects and sponsors: no island, embla's
 * core driven by src/features/carousel/standalone.ts) on markup this test makes: the server's own
 * `Carousel` view (`standalone`) rendered here for none, one, few and many slides, looping or not,
 * autoplaying or not, with pictures that wait in `<noscript>`; served from a fixture origin with
 * the carousel's real stylesheets and the script bundled with esbuild. The home page itself (its
 * standalone carousels not hydrated, moving) is checked in home-islands.test.ts.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { buildSync } from 'esbuild';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Carousel } from '~/features/carousel/Carousel';
import { Picture } from '~/lib/island';
import type { CarouselConfig, CarouselLabels } from '~/features/carousel/model';
import { axeViolations } from './support/axe';
import {
  DESKTOP,
  PHONE,
  onPage,
  openPage,
  untilStill,
  useBrowser,
  useTabs,
  withoutResizeObserver,
} from './support/browser';
import { ROOT } from './support/config';

const ORIGIN = 'http://carousel.test';
const chrome = useBrowser();
const tabs = useTabs(chrome);

const LABELS: CarouselLabels = {
  previous: 'Previous card',
  next: 'Next card',
  pause: 'Pause card slides',
  play: 'Play card slides',
  slideOf: '{n} of {count}',
};

/** Four across on a desktop, one on a phone; autoplay fast enough for a test to watch. */
function config(overrides: Partial<CarouselConfig> = {}): CarouselConfig {
  return {
    id: 'cards',
    slides: 4,
    breakpoints: [{ maxWidth: 480, slides: 1 }],
    autoplayMs: 400,
    speedMs: null,
    loop: true,
    ...overrides,
  };
}

const STYLES = ['src/features/carousel/Carousel.css', 'src/features/home/slides.css']
  .map((file) => readFileSync(join(ROOT, file), 'utf8'))
  .join('\n');

/** The page script with embla and the engine, bundled as the build bundles it. */
const SCRIPT = buildSync({
  entryPoints: [join(ROOT, 'src/features/carousel/standalone.ts')],
  bundle: true,
  format: 'esm',
  write: false,
  alias: { '~': join(ROOT, 'src') },
}).outputFiles[0]!.text;

/** A card per slide: its title, and a picture of its own when `pictures` (fetched from ORIGIN). */
function cards(count: number, pictures: boolean) {
  return Array.from({ length: count }, (_, index) => ({
    key: `card-${index}`,
    node: createElement(
      'article',
      { className: 'home-card' },
      pictures &&
        createElement(
          'div',
          { className: 'home-card__media' },
          createElement(Picture, {
            picture: {
              src: `/pictures/card-${index}.svg`,
              srcset: '',
              sizes: '',
              width: 400,
              height: 300,
              alt: `Picture ${index + 1}`,
            },
          }),
        ),
      createElement('h3', { className: 'home-card__title' }, `Card ${index + 1}`),
    ),
  }));
}

interface Fixture {
  count: number;
  config?: Partial<CarouselConfig>;
  pictures?: boolean;
  /** Room above the carousel, so that it starts off screen. */
  spaceAbove?: number;
}

/** The page: the server's markup of one standalone carousel, its styles and the script. */
function html({ count, config: overrides, pictures = false, spaceAbove = 0 }: Fixture): string {
  const markup = renderToString(
    createElement(Carousel, {
      standalone: true,
      config: config(overrides),
      label: 'Cards',
      labels: LABELS,
      slides: cards(count, pictures),
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Cards</title>
<style>*,*::before,*::after{box-sizing:border-box}body{margin:0;font:16px sans-serif}main{padding:0 16px}.round-button{width:44px;height:44px}
${STYLES}</style></head><body><main><h1>Cards</h1><div style="height:${spaceAbove}px"></div><h2>Our cards</h2>
${markup}<div style="height:1200px"></div></main><script type="module">${SCRIPT}</script></body></html>`;
}

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><rect width="400" height="300" fill="#3a7"/></svg>';

/**
 * Opens `fixture` from ORIGIN; returns the pictures the page asks for, in order (filled as it
 * asks). `open` waits for the load only; `serve` also for the script to take the carousel over.
 */
async function open(page: Page, fixture: Fixture): Promise<string[]> {
  const pictures: string[] = [];
  await page.route(`${ORIGIN}/**`, (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.startsWith('/pictures/')) {
      pictures.push(path);
      return route.fulfill({ contentType: 'image/svg+xml', body: SVG });
    }
    return route.fulfill({ contentType: 'text/html; charset=utf-8', body: html(fixture) });
  });
  await page.goto(`${ORIGIN}/`, { waitUntil: 'load' });
  return pictures;
}

async function serve(page: Page, fixture: Fixture): Promise<string[]> {
  const pictures = await open(page, fixture);
  await expect
    .poll(() => page.locator('[data-carousel="cards"]').getAttribute('class'))
    .toContain('carousel--ready');
  return pictures;
}

/** How far the row has moved, what the buttons say, what the track tells screen readers. */
function state(page: Page) {
  return page.locator('[data-carousel="cards"]').evaluate((root) => {
    const viewport = root.querySelector<HTMLElement>('.carousel__viewport')!;
    const start = viewport.getBoundingClientRect().left;
    const first = root.querySelector('.carousel__slide > *')?.getBoundingClientRect().left ?? start;
    const button = (name: string) =>
      root.querySelector<HTMLButtonElement>(`.carousel__button--${name}`);
    const pause = button('pause');
    return {
      left: Math.round(viewport.scrollLeft + start - first),
      prev: button('prev') ? !button('prev')!.disabled : null,
      next: button('next') ? !button('next')!.disabled : null,
      pause: pause && !pause.disabled && getComputedStyle(pause).visibility === 'visible',
      pauseLabel: pause?.getAttribute('aria-label') ?? null,
      controls: root.querySelector('.carousel__controls')
        ? getComputedStyle(root.querySelector('.carousel__controls')!).visibility
        : null,
      live: root.querySelector('.carousel__track')!.getAttribute('aria-live'),
    };
  });
}

/**
 * Left edge of the content of the slide labelled `label`, relative to the viewport: 0 when it is
 * the first in view (as home-islands.test.ts measures the islands' carousels).
 */
function slideOffset(page: Page, label: string): Promise<number> {
  return page.locator('[data-carousel="cards"]').evaluate((root, slideLabel) => {
    const viewport = root.querySelector('.carousel__viewport')!.getBoundingClientRect();
    const content = root.querySelector(`[aria-label="${slideLabel}"] > *`)!.getBoundingClientRect();
    return Math.round(content.left - viewport.left) + 0;
  }, label);
}

describe('standalone carousel: buttons and keys', () => {
  it('moves one slide per press on a phone, loops both ways, and takes the arrow keys', async () => {
    await onPage(tabs.open({ viewport: PHONE }), async ({ page, pageErrors }) => {
      await serve(page, { count: 12, config: { autoplayMs: null } });
      const region = page.getByRole('region', { name: 'Cards' });
      expect(await region.getAttribute('aria-roledescription')).toBe('carousel');
      expect(await state(page)).toMatchObject({ left: 0, prev: true, next: true, pause: null });

      await region.getByRole('button', { name: 'Next card' }).click();
      await expect.poll(() => slideOffset(page, '2 of 12')).toBe(0);
      await region.getByRole('button', { name: 'Next card' }).click();
      await expect.poll(() => slideOffset(page, '3 of 12')).toBe(0);
      await region.getByRole('button', { name: 'Previous card' }).click();
      await expect.poll(() => slideOffset(page, '2 of 12')).toBe(0);

      await region.locator('.carousel__viewport').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => slideOffset(page, '3 of 12')).toBe(0);
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => slideOffset(page, '1 of 12')).toBe(0);

      // From the first place back to the last, and on to the first again.
      await region.getByRole('button', { name: 'Previous card' }).focus();
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => slideOffset(page, '12 of 12')).toBe(0);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => slideOffset(page, '1 of 12')).toBe(0);
      // A slide's own link or text keeps its keys: only the row and the buttons move it.
      expect(pageErrors).toEqual([]);
    });
  });

  it('stops at both ends when it does not loop', async () => {
    await onPage(tabs.open({ viewport: PHONE }), async ({ page }) => {
      await serve(page, { count: 3, config: { autoplayMs: null, loop: false } });
      expect(await state(page)).toMatchObject({ left: 0, prev: false, next: true });
      const next = page.getByRole('button', { name: 'Next card' });
      await next.click();
      await expect.poll(async () => (await state(page)).prev).toBe(true);
      await next.click();
      await expect.poll(() => slideOffset(page, '3 of 3')).toBe(0);
      await expect.poll(async () => (await state(page)).next).toBe(false);
      // Pressing on at the end changes nothing.
      await page.keyboard.press('ArrowRight');
      await page.waitForTimeout(300);
      expect(await slideOffset(page, '3 of 3')).toBe(0);
    });
  });

  it('keeps its controls out of sight while every slide is in view, and shows them on a narrower window', async () => {
    await onPage(
      tabs.open({ viewport: DESKTOP, reducedMotion: 'no-preference' }),
      async ({ page, pageErrors }) => {
        await serve(page, { count: 4 });
        expect(await state(page)).toMatchObject({ controls: 'hidden', prev: false, next: false });
        expect((await state(page)).pause).toBe(false);
        await page.waitForTimeout(1000);
        expect((await state(page)).left).toBe(0);

        await page.setViewportSize(PHONE);
        await expect.poll(async () => (await state(page)).controls).toBe('visible');
        expect(await state(page)).toMatchObject({ prev: true, next: true, pause: true });
        expect(pageErrors).toEqual([]);
      },
    );
  });

  for (const count of [0, 1]) {
    it(`with ${count} slide(s): no buttons, nothing moves, no error`, async () => {
      await onPage(
        tabs.open({ viewport: PHONE, reducedMotion: 'no-preference' }),
        async ({ page, pageErrors }) => {
          await serve(page, { count });
          expect(await page.locator('[data-carousel="cards"] button').count()).toBe(0);
          expect(await page.locator('.carousel__slide').count()).toBe(count);
          await page.waitForTimeout(1000);
          expect(await state(page)).toMatchObject({ left: 0, live: 'polite' });
          expect(pageErrors).toEqual([]);
        },
      );
    });
  }
});

/** How the pause button's two icons (pause, play) are displayed. */
function icons(page: Page): Promise<string[]> {
  return page
    .locator('.carousel__button--pause svg')
    .evaluateAll((svgs) => svgs.map((svg) => getComputedStyle(svg).display));
}

/** Where the row rests once a move under way has ended. */
function settled(page: Page): Promise<number> {
  return untilStill(page, async () => (await state(page)).left);
}

/** Focus and pointer leave the carousel; the page does not scroll. */
async function leave(page: Page) {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.mouse.move(1, 1);
}

describe('standalone carousel: autoplay', () => {
  it('waits until it is on screen, moves on its own, holds for hover and focus, and stops for good with pause', async () => {
    await onPage(
      tabs.open({ viewport: PHONE, reducedMotion: 'no-preference' }),
      async ({ page, pageErrors }) => {
        await open(page, { count: 30, spaceAbove: 2000 });
        // Off screen: not even started (it starts as it nears the screen), so nothing moves.
        await page.waitForTimeout(1200);
        const root = page.locator('[data-carousel="cards"]');
        expect(await root.getAttribute('class')).not.toContain('carousel--ready');
        expect((await state(page)).left).toBe(0);

        await root.scrollIntoViewIfNeeded();
        await expect.poll(() => root.getAttribute('class')).toContain('carousel--ready');
        await page.mouse.move(1, 1);
        await expect
          .poll(async () => (await state(page)).left, { timeout: 3000 })
          .toBeGreaterThan(0);
        // Moving on its own: screen readers are not told of every move.
        expect(await state(page)).toMatchObject({ live: 'off', pause: true });
        expect(await icons(page)).toEqual(['inline', 'none']);

        await root.hover();
        const hovered = await settled(page);
        await page.waitForTimeout(1200);
        expect((await state(page)).left).toBe(hovered);
        expect((await state(page)).live).toBe('polite');

        await root.locator('.carousel__viewport').focus();
        await page.mouse.move(1, 1);
        expect(await root.evaluate((el) => el.getBoundingClientRect().top >= 0)).toBe(true);
        const focused = await settled(page);
        await page.waitForTimeout(1200);
        expect((await state(page)).left).toBe(focused);

        await page.getByRole('button', { name: 'Pause card slides' }).click();
        await leave(page);
        const play = page.getByRole('button', { name: 'Play card slides' });
        expect(await play.count()).toBe(1);
        expect(await icons(page)).toEqual(['none', 'inline']);
        const paused = await settled(page);
        await page.waitForTimeout(1500);
        expect((await state(page)).left).toBe(paused);
        // Still on screen: it is the pause that holds it.
        expect(
          await root.evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight),
        ).toBe(true);

        await play.click();
        await leave(page);
        await expect.poll(async () => (await state(page)).left, { timeout: 3000 }).not.toBe(paused);
        expect((await state(page)).pauseLabel).toBe('Pause card slides');
        expect(pageErrors).toEqual([]);
      },
    );
  });

  it('does not autoplay for visitors who prefer reduced motion, and the buttons jump', async () => {
    await onPage(tabs.open({ viewport: PHONE, reducedMotion: 'reduce' }), async ({ page }) => {
      await serve(page, { count: 8 });
      expect((await state(page)).pause).toBe(false);
      await page.waitForTimeout(1200);
      expect((await state(page)).left).toBe(0);
      await page.getByRole('button', { name: 'Next card' }).click();
      // No smooth scroll to wait for: the next frame shows the second slide in place.
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await slideOffset(page, '2 of 8')).toBe(0);
    });
  });
});

describe('standalone carousel: a browser without ResizeObserver', () => {
  it('says it stopped, throws nothing at the page, and the row still scrolls', async () => {
    await onPage(tabs.open({ viewport: PHONE }), async ({ page, pageErrors }) => {
      await withoutResizeObserver(page);
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await open(page, { count: 5 });
      await expect
        .poll(() => warnings)
        .toContain(
          'The cards carousel stopped working; the page keeps the content it was built with.',
        );
      expect(pageErrors).toEqual([]);
      expect(await page.locator('.carousel--ready').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Next card' }).isDisabled()).toBe(true);
      await page.locator('.carousel__viewport').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => slideOffset(page, '1 of 5')).toBeLessThan(0);
    });
  });
});

describe('standalone carousel: pictures and accessibility', () => {
  it('fetches a picture only when its slide comes near, and passes axe', async () => {
    await onPage(tabs.open({ viewport: PHONE }), async ({ page, pageErrors }) => {
      const fetched = await serve(page, { count: 6, pictures: true, config: { autoplayMs: null } });
      await page.locator('[data-carousel="cards"]').scrollIntoViewIfNeeded();
      await page.waitForLoadState('networkidle');
      // In view and next in line: the first two; the others wait in <noscript>.
      expect([...fetched].sort()).toEqual(['/pictures/card-0.svg', '/pictures/card-1.svg']);
      expect(await page.locator('.carousel__slide noscript').count()).toBe(4);

      await page.getByRole('button', { name: 'Next card' }).click();
      await expect.poll(() => fetched.includes('/pictures/card-2.svg')).toBe(true);
      expect(fetched).not.toContain('/pictures/card-4.svg');
      expect(await axeViolations(page)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });

  it('shows every picture and scrolls natively with JavaScript off', async () => {
    await onPage(
      openPage(chrome.browser, { viewport: PHONE, javaScriptEnabled: false }),
      async ({ page }) => {
        await open(page, { count: 3, pictures: true });
        // Every slide's picture is laid out (the browser may still wait to fetch lazy ones).
        expect(
          await page
            .locator('.carousel__slide img')
            .evaluateAll((imgs) => imgs.map((img) => img.getBoundingClientRect().height > 0)),
        ).toEqual([true, true, true]);
        await page.locator('.carousel__viewport').focus();
        await page.keyboard.press('ArrowRight');
        await expect.poll(() => slideOffset(page, '1 of 3')).toBeLessThan(0);
      },
    );
  });
});
