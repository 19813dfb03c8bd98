/**
 * The home page as built, against the demo API: every SPEC block from the snapshot with
 * JavaScript off, the page with the API down, axe with the popup open and closed, and no layout
 * shift while islands hydrate and fresh data arrives.
 * The islands' behaviour is in home-islands.test.ts; its JavaScript budget (with every other
 * page's) in budgets.test.ts and performance-budgets.json.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { SITE } from '~/config/site';
import * as v from 'valibot';
import { HighlightSchema, NotificationSchema } from '~/schemas';
import { latestHighlights } from '../../src/lib/items';
import { HIGHLIGHTS_MAX, SPONSOR_COUNT } from '~/lib/constants';
import { axeViolations } from './support/axe';
import {
  DESKTOP,
  PHONE,
  launchBrowser,
  onPage,
  openPage,
  type TestBrowser,
} from './support/browser';
import { TEST_DATA } from './support/config';
import { STATES } from '~/lib/content/schemas';

/** The states of the volunteer block's maps: every state of the work but Kerala (flood relief only). */
const MAPPED_STATES = STATES.filter((state) => state !== 'Kerala');
import { demoApi } from './support/demoApi';

const site = inject('siteUrl');
const api = demoApi(inject('apiUrl'));
let chrome: TestBrowser;

/** The header and footer are every page's frame, checked on every route by frame.test.ts. */
const FRAME = ['header.site-header', 'footer'];

const snapshotFile = (name: string): unknown[] =>
  JSON.parse(readFileSync(join(TEST_DATA, 'snapshot', `${name}.json`), 'utf8')) as unknown[];
const snapshotHighlights = latestHighlights(
  snapshotFile('highlights').map((raw) => v.parse(HighlightSchema, raw)),
).map((h) => h.title);
const snapshotNotices = snapshotFile('notifications').map((raw) =>
  v.parse(NotificationSchema, raw),
);

beforeAll(async () => {
  chrome = await launchBrowser();
});
afterAll(async () => {
  await chrome?.close();
});
afterEach(async () => {
  await api.reset();
});

describe('home page with JavaScript off', () => {
  it('shows every block of SPEC section 2 from the snapshot, in order', async () => {
    await onPage(openPage(chrome.browser, { javaScriptEnabled: false }), async ({ page }) => {
      const response = await page.goto(site + '/');
      expect(response?.status()).toBe(200);
      const main = page.locator('main');

      expect(await main.locator('h1').allInnerTexts()).toEqual([SITE.name]);

      const competition = main.getByRole('link', { name: /Click Here to Join the Competition/ });
      expect(await competition.getAttribute('href')).toBe(SITE.competitionFormUrl);
      expect(await competition.getAttribute('target')).toBe('_blank');
      expect(await competition.getAttribute('rel')).toBe('noopener noreferrer');

      const heroSlides = main.locator('[data-carousel="hero"] .carousel__slide');
      expect(await heroSlides.count()).toBe(8);
      const heroImages = main.locator('[data-carousel="hero"] img');
      expect(await heroImages.first().getAttribute('loading')).toBe('eager');
      expect(await heroImages.first().getAttribute('fetchpriority')).toBe('high');
      for (const loading of (
        await heroImages.evaluateAll((imgs) => imgs.map((img) => img.getAttribute('loading')))
      ).slice(1)) {
        expect(loading).toBe('lazy');
      }

      const latest = main.locator('[data-testid="latest-list"] > li');
      expect(await latest.count()).toBe(Math.min(HIGHLIGHTS_MAX, snapshotHighlights.length));
      expect(await latestTitles(page)).toEqual(snapshotHighlights.slice(0, HIGHLIGHTS_MAX));
      expect(
        await main.getByRole('link', { name: 'View all highlights' }).getAttribute('href'),
      ).toBe('/Highlights');

      const about = main.locator('section[aria-labelledby="about-heading"]');
      expect(await about.locator('h3').allInnerTexts()).toEqual([
        'Our aim',
        'Our goal',
        'Our vision',
        'Our mission',
      ]);

      const volunteer = main.locator('section[aria-labelledby="volunteer-heading"]');
      expect(await volunteer.locator('.home-volunteer__name').allInnerTexts()).toEqual(
        MAPPED_STATES,
      );
      expect(
        await volunteer.getByRole('link', { name: 'Become a volunteer' }).getAttribute('href'),
      ).toBe('/Volunteer');
      expect(await volunteer.locator('a[href="/Fellowship"]').count()).toBe(1);

      const blocks = await main
        .locator('[data-block]')
        .evaluateAll((nodes) => nodes.map((node) => (node as HTMLElement).dataset.block));
      expect(blocks).toEqual([
        'news',
        'achievements',
        'projects',
        'sponsors',
        'gallery',
        'testimonials',
      ]);

      const viewAll = async (block: string) =>
        main.locator(`[data-block="${block}"] .home-block__all`).getAttribute('href');
      expect(await viewAll('news')).toBe('/News');
      expect(await viewAll('achievements')).toBe('/Achievements');
      expect(await viewAll('gallery')).toBe('/PhotoGallery');

      const slides = (id: string) => main.locator(`[data-carousel="${id}"] .carousel__slide`);
      expect(await slides('news').count()).toBe(10);
      expect(await slides('achievements').count()).toBeGreaterThan(0);
      expect(await slides('gallery').count()).toBeGreaterThan(0);
      expect(await slides('testimonials').count()).toBeGreaterThan(0);
      expect(await slides('sponsors').count()).toBe(SPONSOR_COUNT);
      expect(
        await main
          .locator('[data-carousel="projects"] .home-card__title a')
          .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      ).toEqual([
        '/OutreachCenters',
        '/SkillDevelopmentCenters',
        '/HealthcareCenters',
        '/CampsAndTrainings',
      ]);

      // Every slide says where it is, and the buttons have names (disabled until JavaScript runs).
      expect(await slides('news').first().getAttribute('aria-label')).toBe('1 of 10');
      const news = main.getByRole('region', { name: 'News and events' });
      expect(await news.getAttribute('aria-roledescription')).toBe('carousel');
      expect(await news.getByRole('button', { name: 'Next news' }).isDisabled()).toBe(true);

      // No popup and no counter without JavaScript.
      expect(await page.locator('dialog').count()).toBe(0);
      expect((await main.locator('.visitor-counter').innerText()).trim()).toBe('');

      // The rows scroll natively and can be scrolled from the keyboard.
      const sponsors = main.locator('[data-carousel="sponsors"] .carousel__viewport');
      const firstLogo = sponsors.locator('.carousel__slide').first();
      const before = (await firstLogo.boundingBox())!.x;
      await sponsors.focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => (await firstLogo.boundingBox())!.x).toBeLessThan(before);
    });
  });
});

describe('home page with the API down', () => {
  it('still shows the snapshot, opens the popup with the saved notices and lets no error escape', async () => {
    await api.fault({ path: '/api', status: 503 });
    await onPage(
      openPage(chrome.browser, { viewport: PHONE }),
      async ({ page, pageErrors, consoleErrors }) => {
        await page.goto(site + '/', { waitUntil: 'load' });
        const dialog = page.getByRole('dialog', { name: 'Notifications' });
        await dialog.waitFor({ state: 'visible', timeout: 15_000 });
        expect(await dialog.locator('.popup-notice__title').allInnerTexts()).toEqual(
          snapshotNotices.map((n) => n.title),
        );
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'hidden' });

        await scrollThrough(page);
        await page.waitForLoadState('networkidle');
        expect(await latestTitles(page)).toEqual(snapshotHighlights.slice(0, HIGHLIGHTS_MAX));
        expect(await page.locator('[data-carousel="news"] .carousel__slide').count()).toBe(10);
        expect(await page.locator('[data-carousel="news"]').getAttribute('class')).toContain(
          'carousel--ready',
        );
        expect((await page.locator('.visitor-counter').innerText()).trim()).toBe('');
        expect(pageErrors).toEqual([]);
        // The browser reports each refused request itself; nothing else may be logged as an error.
        expect(consoleErrors.filter((m) => !/Failed to load resource/.test(m))).toEqual([]);
      },
    );
  });
});

describe('accessibility (axe, WCAG 2.1 AA)', () => {
  it('finds no violation in the server-rendered page, before any island runs', async () => {
    await onPage(openPage(chrome.browser, { viewport: PHONE }), async ({ page }) => {
      // The islands' scripts never arrive: what a visitor sees until they do.
      await page.route(/\/_astro\/.*\.js$/, (route) => route.abort());
      await page.goto(site + '/', { waitUntil: 'load' });
      expect(await page.locator('astro-island[ssr]').count()).toBeGreaterThan(0);
      expect(await axeViolations(page, FRAME)).toEqual([]);
    });
  });

  for (const viewport of [PHONE, DESKTOP]) {
    it(`finds no violation at ${viewport.width} px, popup open or closed`, async () => {
      await onPage(openPage(chrome.browser, { viewport }), async ({ page }) => {
        await page.goto(site + '/', { waitUntil: 'load' });
        const dialog = page.getByRole('dialog', { name: 'Notifications' });
        await dialog.waitFor({ state: 'visible', timeout: 15_000 });
        expect(await axeViolations(page, FRAME)).toEqual([]);
        await dialog.getByRole('button', { name: 'Close notifications' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await scrollThrough(page);
        await expect.poll(() => page.locator('astro-island[ssr]').count()).toBe(0);
        expect(await axeViolations(page, FRAME)).toEqual([]);
      });
    });
  }
});

describe('accessibility while the Latest list moves', () => {
  it('finds no violation with motion allowed and no popup in front', async () => {
    await api.setCollection('notifications', []);
    await onPage(
      openPage(chrome.browser, { viewport: PHONE, reducedMotion: 'no-preference' }),
      async ({ page }) => {
        await page.goto(site + '/', { waitUntil: 'load' });
        await page.locator('.latest__box--moving').waitFor({ timeout: 15_000 });
        // Let some lines rise out of the box: clipped lines must not count as visible text.
        await page.waitForTimeout(2500);
        expect(await axeViolations(page, FRAME)).toEqual([]);
      },
    );
  });
});

describe('layout stability', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    it(`shifts nothing at ${viewport.width} px while islands hydrate and fresh data arrives`, async () => {
      // Fresh data that differs from the snapshot: a new news item and a new highlight.
      await api.addItem('news', {
        _id: 'cls-news-1',
        title: 'Fresh news for the layout test',
        description: 'Added after the build.',
        date: '2099-01-02T00:00:00.000Z',
        images: 'uploads/news/fresh.jpg',
      });
      await api.addItem('highlights', {
        _id: 'cls-highlight-1',
        category: 'Highlight',
        title: 'Fresh highlight for the layout test',
        date: '2099-01-02',
        fromDate: '2099-01-02',
        new: 'true',
      });
      await onPage(openPage(chrome.browser, { viewport }), async ({ page }) => {
        await page.addInitScript(() => {
          const shifts: number[] = [];
          (window as unknown as { __shifts: number[] }).__shifts = shifts;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              hadRecentInput: boolean;
            })[]) {
              if (!entry.hadRecentInput) shifts.push(entry.value);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await page.goto(site + '/', { waitUntil: 'load' });
        const dialog = page.getByRole('dialog', { name: 'Notifications' });
        await dialog.waitFor({ state: 'visible', timeout: 15_000 });
        await expect
          .poll(() => page.locator('[data-testid="latest-list"] .latest__link').first().innerText())
          .toBe('Fresh highlight for the layout test');
        await page.keyboard.press('Escape');
        const news = page.locator('[data-carousel="news"]');
        await news.scrollIntoViewIfNeeded();
        await expect
          .poll(() => news.locator('.home-card__title').first().innerText(), { timeout: 15_000 })
          .toBe('Fresh news for the layout test');
        const total = await page.evaluate(() =>
          (window as unknown as { __shifts: number[] }).__shifts.reduce((a, b) => a + b, 0),
        );
        expect(total).toBeLessThan(0.05);
      });
    });
  }
});

describe('carousel buttons painted before they have all arrived', () => {
  it('keep the first button where it ends up', async () => {
    await onPage(
      openPage(chrome.browser, { viewport: PHONE, javaScriptEnabled: false }),
      async ({ page }) => {
        await page.goto(site + '/');
        for (const viewport of [PHONE, DESKTOP]) {
          await page.setViewportSize(viewport);
          const firstButtons = () =>
            page.locator('.carousel__controls').evaluateAll((all) =>
              all.map((controls) => {
                // Where it is in its carousel (blocks below may still be laid out meanwhile).
                const root = controls.closest('[data-carousel]')!;
                const box = controls.firstElementChild!.getBoundingClientRect();
                const at = root.getBoundingClientRect();
                return `${root.getAttribute('data-carousel')} ${box.x - at.x},${box.y - at.y}`;
              }),
            );
          const whole = await firstButtons();
          expect(whole.length).toBeGreaterThan(0);
          // As if the parser had reached only each carousel's first button.
          const removed = await page.locator('.carousel__controls').evaluateAll((all) =>
            all.reduce((count, controls) => {
              const later = [...controls.children].slice(1);
              for (const button of later) button.remove();
              return count + later.length;
            }, 0),
          );
          expect(removed).toBeGreaterThan(0);
          expect(await firstButtons(), `${viewport.width} px`).toEqual(whole);
          await page.reload();
        }
      },
    );
  });
});

describe('blocks below the first screens', () => {
  it('are laid out only when the visitor comes near, and are then whole', async () => {
    await onPage(openPage(chrome.browser, { viewport: PHONE }), async ({ page }) => {
      await page.goto(site + '/', { waitUntil: 'load' });
      await page.keyboard.press('Escape');
      const sections = page.locator('main > section');
      /** Where each block of the page's main starts, and whether its content is rendered. */
      const blocks = () =>
        sections.evaluateAll((all) =>
          all.map((section, index) => ({
            index,
            top: Math.round(section.getBoundingClientRect().top + window.scrollY),
            rendered: section.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
          })),
        );
      const atLoad = await blocks();
      // Three phone screens down and further, nothing is laid out yet; the first screen is.
      const far = atLoad.filter((block) => block.top > 3 * PHONE.height);
      expect(far.length, JSON.stringify(atLoad)).toBeGreaterThanOrEqual(5);
      expect(far.filter((block) => block.rendered)).toEqual([]);

      // Scrolled to, each block is laid out and shows its heading.
      for (const { index } of far) {
        const section = sections.nth(index);
        await section.scrollIntoViewIfNeeded();
        await expect
          .poll(() =>
            section.evaluate((s) =>
              s.firstElementChild!.checkVisibility({ contentVisibilityAuto: true }),
            ),
          )
          .toBe(true);
        expect(await section.locator('h2').first().isVisible()).toBe(true);
      }
    });
  });

  it('are reached by a link to them before they were ever shown, clear of the header', async () => {
    await onPage(openPage(chrome.browser, { viewport: PHONE }), async ({ page }) => {
      await page.goto(site + '/#gallery-heading', { waitUntil: 'load' });
      const heading = page.locator('#gallery-heading');
      const header = (await page.locator('header.site-header').boundingBox())!;
      await expect
        .poll(async () => (await heading.boundingBox())?.y ?? -1)
        .toBeGreaterThanOrEqual(header.y + header.height);
      expect((await heading.boundingBox())!.y).toBeLessThan(PHONE.height / 2);
    });
  });

  it('are reached by keyboard focus before they were ever shown, clear of the header', async () => {
    await onPage(openPage(chrome.browser, { viewport: PHONE }), async ({ page }) => {
      await page.goto(site + '/', { waitUntil: 'load' });
      // The popup opens on a first visit and holds focus (modal) until it is closed.
      await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ timeout: 15_000 });
      await page.keyboard.press('Escape');
      const viewAll = page.locator('[data-block="gallery"] .home-block__all');
      const rendered = () =>
        viewAll.evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
      expect(await rendered()).toBe(false);
      await viewAll.focus();
      expect(await viewAll.evaluate((link) => link === document.activeElement)).toBe(true);
      expect(await rendered()).toBe(true);
      const header = (await page.locator('header.site-header').boundingBox())!;
      const box = (await viewAll.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    });
  });
});

/** Titles in the 'Latest' list, without the words only screen readers hear. */
async function latestTitles(page: import('playwright-core').Page): Promise<string[]> {
  return page.locator('[data-testid="latest-list"] > li .latest__link').evaluateAll((links) =>
    links.map((link) => {
      const copy = link.cloneNode(true) as Element;
      copy.querySelectorAll('.visually-hidden').forEach((hidden) => hidden.remove());
      return copy.textContent?.trim() ?? '';
    }),
  );
}

/** Scrolls down the page in steps so `client:visible` islands hydrate and lazy pictures load. */
async function scrollThrough(page: import('playwright-core').Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
