/**
 * The home page's islands in Chromium against the demo API: the notification popup (once per
 * session, never with zero notices, focus in and back), the visitor counter (one visit per
 * session, Indian grouping, hidden on failure), the 'Latest' scroller (at most 10 newest
 * highlights, the 'new' badge at the edges of its 15 days with a fixed clock, its motion) and the
 * carousels (buttons, keyboard, autoplay and its pauses).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatIndianNumber } from '~/lib/items';
import {
  DESKTOP,
  PHONE,
  onPage,
  openPage,
  untilStill,
  useBrowser,
  useTabs,
} from './support/browser';
import { ROOT } from './support/config';
import { demoApi, resetAfterEach } from './support/demoApi';

const site = inject('siteUrl');
const api = demoApi(inject('apiUrl'));
const chrome = useBrowser();
/** Pages of their own for the tests (each a new browser session), in one shared context. */
const tabs = useTabs(chrome);
resetAfterEach(api);

/** Resolves when the page has made (and received the answer to) a request whose path matches. */
function answered(page: Page, path: RegExp, method = 'GET') {
  return page.waitForResponse(
    (response) =>
      path.test(new URL(response.url()).pathname) && response.request().method() === method,
    { timeout: 15_000 },
  );
}

/** Waits until the page's idle work is done: islands hydrated, refreshes answered. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

describe('notification popup', () => {
  it('opens once per browser session, moves focus in and back, and closes with Escape', async () => {
    // A slower answer leaves time to put focus somewhere first.
    await api.fault({ path: '/api/notification', delayMs: 1500, times: 1 });
    // A context of its own (not `tabs`): the page clock it installs stays with the context.
    await onPage(openPage(chrome.browser, { viewport: DESKTOP }), async ({ page, pageErrors }) => {
      await page.goto(site + '/', { waitUntil: 'load' });
      const home = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' });
      await home.focus();
      const dialog = page.getByRole('dialog', { name: 'Notifications' });
      await dialog.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      expect(
        await dialog.evaluate((el: HTMLDialogElement) => el.open && el.matches(':modal')),
      ).toBe(true);
      // The demo API's two notices, as a carousel.
      expect(await dialog.locator('.popup-notice__title').allInnerTexts()).toHaveLength(2);
      await dialog.getByRole('button', { name: 'Next notification' }).click();

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => home.evaluate((el) => el === document.activeElement)).toBe(true);

      // A reload in the same session: no popup, the notices are not even asked for, and the
      // popup's code is not loaded (client:settled with a key, src/integrations/settledDirective.ts).
      const asked: string[] = [];
      const popupCode: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/notification')) asked.push(request.url());
        if (/\/NotificationPopup\.[\w-]+\.js$/.test(request.url())) popupCode.push(request.url());
      });
      // The page's clock from the reload on: past every limit client:settled waits for (3 s).
      await page.clock.install();
      await page.reload({ waitUntil: 'load' });
      await settle(page);
      await page.clock.runFor(4000);
      expect(await page.locator('dialog').count()).toBe(0);
      expect(asked).toEqual([]);
      expect(popupCode).toEqual([]);
      // The island is still on the page, as built: only its code stayed away.
      expect(
        await page
          .locator('astro-island[client="settled"][component-url*="NotificationPopup"]')
          .count(),
      ).toBe(1);
      expect(pageErrors).toEqual([]);
    });
  });

  it('closes with its close button and opens again in a new session', async () => {
    for (const round of [1, 2]) {
      await onPage(tabs.open({ viewport: PHONE }), async ({ page }) => {
        await page.goto(site + '/', { waitUntil: 'load' });
        const dialog = page.getByRole('dialog', { name: 'Notifications' });
        await dialog.waitFor({ state: 'visible', timeout: 15_000 });
        await dialog.getByRole('button', { name: 'Close notifications' }).click();
        await dialog.waitFor({ state: 'hidden' });
        await expect
          .poll(() => page.locator('dialog').count(), { message: `round ${round}` })
          .toBe(0);
      });
    }
  });

  it('does not open when the API has no notification, though the snapshot has some', async () => {
    await api.setCollection('notifications', []);
    await onPage(tabs.open(), async ({ page, pageErrors }) => {
      const answer = answered(page, /^\/api\/notification\//);
      await page.goto(site + '/', { waitUntil: 'load' });
      expect((await answer).status()).toBe(200);
      await settle(page);
      expect(await page.locator('dialog').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  });

  it('shows what the API has now: a notice published after the build', async () => {
    await api.setCollection('notifications', [
      {
        _id: 'fresh-notice-1',
        title: 'Fresh notice <b>from the API</b>',
        desc: '<p>Doors open at <em>9am</em>.</p><script>window.hacked = true</script>',
        url: 'javascript:alert(1)',
        urlTitle: 'Never a link',
        attachments: ['uploads/notices/timetable.pdf'],
      },
    ]);
    await onPage(tabs.open(), async ({ page }) => {
      await page.goto(site + '/', { waitUntil: 'load' });
      const dialog = page.getByRole('dialog', { name: 'Notifications' });
      await dialog.waitFor({ state: 'visible', timeout: 15_000 });
      // One notice: no previous/next buttons.
      expect(await dialog.getByRole('button', { name: 'Next notification' }).count()).toBe(0);
      // CMS markup is read as text, as every page reads titles (no <b> made of it); the unsafe
      // link is dropped; the attachment opens in a new tab.
      expect(await dialog.locator('.popup-notice__title').innerText()).toBe(
        'Fresh notice from the API',
      );
      expect(await dialog.locator('.popup-notice__title b').count()).toBe(0);
      expect(await dialog.locator('.popup-notice__text').innerText()).toBe('Doors open at 9am.');
      expect(await page.evaluate(() => 'hacked' in window)).toBe(false);
      expect(await dialog.getByRole('link', { name: /Never a link/ }).count()).toBe(0);
      const attachment = dialog.getByRole('link', { name: /Open the attachment/ });
      expect(await attachment.getAttribute('href')).toMatch(
        /^http:\/\/127\.0\.0\.1:\d+\/api\/image\/uploads\/notices\/timetable\.pdf$/,
      );
      expect(await attachment.getAttribute('rel')).toBe('noopener noreferrer');
    });
  });
});

describe('visitor counter', () => {
  const counter = (page: Page) => page.locator('.visitor-counter');
  /** The demo API's count before any visit is recorded. */
  const base = (
    JSON.parse(readFileSync(join(ROOT, 'demo/fixtures/data/visitor.json'), 'utf8')) as {
      visitor: number;
    }
  ).visitor;

  it('records one visit per session and shows the count with Indian grouping', async () => {
    await onPage(tabs.open(), async (first) => {
      await first.page.goto(site + '/', { waitUntil: 'load' });
      await expect
        .poll(() => counter(first.page).innerText(), { timeout: 15_000 })
        .toContain(formatIndianNumber(base + 1));
      let records = await api.records();
      expect(records.visits.map((visit) => visit.body)).toEqual([{ schoolcode: 'PORF' }]);

      // Reload in the same session: the count is read again, no second visit is posted.
      await first.page.reload({ waitUntil: 'load' });
      await expect
        .poll(() => counter(first.page).innerText(), { timeout: 15_000 })
        .toContain(formatIndianNumber(base + 1));
      await settle(first.page);
      records = await api.records();
      expect(records.visits).toHaveLength(1);
    });

    // A new session is a new visit.
    await onPage(tabs.open(), async (second) => {
      await second.page.goto(site + '/', { waitUntil: 'load' });
      await expect
        .poll(() => counter(second.page).innerText(), { timeout: 15_000 })
        .toContain(formatIndianNumber(base + 2));
      expect((await api.records()).visits).toHaveLength(2);
    });
  });

  it('groups large counts the Indian way (12,34,567)', async () => {
    await api.fault({
      path: '/api/visitor/PORF',
      method: 'GET',
      status: 200,
      body: JSON.stringify({ data: [{ visitor: 1234567 }] }),
    });
    await onPage(tabs.open(), async ({ page }) => {
      await page.goto(site + '/', { waitUntil: 'load' });
      await expect
        .poll(() => counter(page).innerText(), { timeout: 15_000 })
        .toBe('Visitors to this site: 12,34,567');
    });
  });

  it('hides itself when the count cannot be read (never a 0)', async () => {
    await api.fault({ path: '/api/visitor/PORF', method: 'GET', status: 500 });
    await onPage(tabs.open(), async ({ page, pageErrors }) => {
      const answer = answered(page, /^\/api\/visitor\/PORF$/);
      await page.goto(site + '/', { waitUntil: 'load' });
      expect((await answer).status()).toBe(500);
      await settle(page);
      expect(await counter(page).innerText()).toBe('');
      expect(await counter(page).evaluate((el) => el.getBoundingClientRect().height)).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  });

  it('hides itself and reads no count when the visit cannot be recorded', async () => {
    await api.fault({ path: '/api/visitor', method: 'POST', status: 503 });
    await onPage(tabs.open(), async ({ page }) => {
      const reads: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'GET' && request.url().includes('/api/visitor/')) {
          reads.push(request.url());
        }
      });
      const answer = answered(page, /^\/api\/visitor$/, 'POST');
      await page.goto(site + '/', { waitUntil: 'load' });
      expect((await answer).status()).toBe(503);
      await settle(page);
      expect(await counter(page).innerText()).toBe('');
      expect(reads).toEqual([]);
      expect((await api.records()).visits).toEqual([]);
    });
  });
});

/** A raw highlight as the API sends it. */
function highlight(
  id: string,
  title: string,
  date: string,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { _id: id, category: 'Highlight', title, date, fromDate: date, new: 'false', ...extra };
}

/** The titles in the 'Latest' list (the copy that loops round is not counted). */
function latestTitles(page: Page): Promise<string[]> {
  return page
    .locator('[data-testid="latest-list"] > li .latest__link')
    .evaluateAll((links) => links.map((link) => link.textContent?.trim() ?? ''));
}

describe("'Latest' scroller", () => {
  it('shows at most 10 highlights, newest first, and only highlights', async () => {
    const items = Array.from({ length: 12 }, (_, i) =>
      highlight(
        `h-${i + 1}`,
        `Highlight number ${i + 1}`,
        `2099-01-${String(i + 1).padStart(2, '0')}`,
      ),
    );
    items.push(
      { ...highlight('n-1', 'A news item, not a highlight', '2099-02-01'), category: 'News' },
      { ...highlight('n-2', 'An award, not a highlight', '2099-02-02'), category: 'Achievements' },
    );
    await api.setCollection('highlights', items);
    await onPage(tabs.open(), async ({ page }) => {
      await page.goto(site + '/', { waitUntil: 'load' });
      await expect
        .poll(() => latestTitles(page), { timeout: 15_000 })
        .toEqual(Array.from({ length: 10 }, (_, i) => `Highlight number ${12 - i}`));
      expect(await page.locator('[data-testid="latest-list"] > li').count()).toBe(10);
    });
  });

  it("shows the 'new' badge from fromDate to 15 days after it (India's calendar), decided in the browser", async () => {
    await api.setCollection('highlights', [
      // Two controls, one of them new at each visit below: once its badge shows, the island knows
      // today, and the other badges are read (a missing badge is then a real "not new").
      highlight('c-2', 'Control from 10 March', '2099-03-10', { new: 'true' }),
      highlight('b-1', 'Flagged new on 1 March', '2099-03-01', { new: 'true' }),
      highlight('b-2', 'Flagged with a boolean', '2099-02-28', { new: true }),
      highlight('b-3', 'Not flagged', '2099-02-27', { new: 'false' }),
      highlight('b-4', 'Flagged but without fromDate', '2099-02-26', {
        new: 'true',
        fromDate: null,
      }),
      highlight('c-1', 'Control from 20 February', '2099-02-20', { new: 'true' }),
    ]);
    const badged = (now: string, control: string) =>
      onPage(openPage(chrome.browser, { now: new Date(now) }), async ({ page }) => {
        const read = () =>
          page
            .locator('[data-testid="latest-list"] > li')
            .evaluateAll((items) =>
              items
                .filter((item) => item.querySelector('.latest__new'))
                .map((item) => item.querySelector('.latest__link')?.textContent?.trim()),
            );
        await page.goto(site + '/', { waitUntil: 'load' });
        await expect.poll(read, { timeout: 15_000 }).toContain(control);
        return (await read()).filter((title) => title !== control);
      });
    const feb = 'Control from 20 February';
    const mar = 'Control from 10 March';
    // 00:10 on 1 March in India is still 28 February in UTC: India's date decides.
    expect(await badged('2099-03-01T00:10:00+05:30', feb)).toEqual(['Flagged new on 1 March']);
    expect(await badged('2099-02-28T23:50:00+05:30', feb)).toEqual([]);
    expect(await badged('2099-03-16T23:50:00+05:30', mar)).toEqual(['Flagged new on 1 March']);
    expect(await badged('2099-03-17T00:10:00+05:30', mar)).toEqual([]);
  });

  it('rises at 2 px per 30 ms, holds on hover, and stops at the top on focus or pause', async () => {
    await onPage(
      tabs.open({ viewport: DESKTOP, reducedMotion: 'no-preference' }),
      async ({ page }) => {
        await page.goto(site + '/', { waitUntil: 'load' });
        await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ timeout: 15_000 });
        await page.keyboard.press('Escape');
        await page.mouse.move(5, 5);
        const box = page.locator('.latest__box');
        const pause = page.getByRole('button', { name: 'Pause the latest updates' });
        await pause.waitFor({ state: 'visible' });
        // How far the list has risen: the track's translateY, plus any native scroll.
        const risen = () =>
          box.evaluate((el) => {
            const track = el.querySelector('.latest__track')!;
            const ty = new DOMMatrixReadOnly(getComputedStyle(track).transform).m42;
            return Math.round(el.scrollTop - ty);
          });
        const moved = async (ms: number) => {
          const start = await risen();
          const t0 = Date.now();
          await page.waitForTimeout(ms);
          const distance = (await risen()) - start;
          return { distance, limit: ((Date.now() - t0) / 30) * 2 + 2 };
        };
        // The copy that makes the loop seamless is there, hidden from assistive technology.
        expect(await box.locator('ul[aria-hidden="true"][inert]').count()).toBe(1);

        const free = await moved(1200);
        expect(free.distance).toBeGreaterThan(20);
        expect(free.distance).toBeLessThanOrEqual(free.limit);

        await box.hover();
        expect((await moved(700)).distance).toBe(0);
        await page.mouse.move(5, 5);
        expect((await moved(700)).distance).toBeGreaterThan(0);

        await box.locator('a').first().focus();
        expect(await risen()).toBe(0);
        expect((await moved(700)).distance).toBe(0);
        expect(await box.locator('ul[aria-hidden="true"]').count()).toBe(0);

        await pause.click();
        await page.locator('body').focus();
        await page.mouse.move(5, 5);
        expect(await page.getByRole('button', { name: 'Play the latest updates' }).count()).toBe(1);
        expect((await moved(700)).distance).toBe(0);
        await page.getByRole('button', { name: 'Play the latest updates' }).click();
        await page.mouse.move(5, 5);
        expect((await moved(700)).distance).toBeGreaterThan(0);
      },
    );
  });

  it('stays still for visitors who prefer reduced motion', async () => {
    await onPage(tabs.open({ reducedMotion: 'reduce' }), async ({ page }) => {
      await page.goto(site + '/', { waitUntil: 'load' });
      await settle(page);
      const box = page.locator('.latest__box');
      expect(
        await box.locator('.latest__track').evaluate((el) => getComputedStyle(el).animationName),
      ).toBe('none');
      expect(await page.locator('.latest__box ul').count()).toBe(1);
      expect(await page.locator('.latest__pause').isVisible()).toBe(false);
    });
  });
});

/**
 * Left edge of the content of the slide labelled `n of m`, relative to the carousel's viewport:
 * 0 for the slide in the first place.
 */
function slideOffset(page: Page, carousel: string, label: string): Promise<number> {
  return page.locator(`[data-carousel="${carousel}"]`).evaluate((root, slideLabel) => {
    const viewport = root.querySelector('.carousel__viewport')!.getBoundingClientRect();
    const content = root.querySelector(`[aria-label="${slideLabel}"] > *`)!.getBoundingClientRect();
    return Math.round(content.left - viewport.left) + 0; // + 0: never -0
  }, label);
}

/** `slideOffset` once a move under way has ended. */
function restingOffset(page: Page, carousel: string, label: string): Promise<number> {
  return untilStill(page, () => slideOffset(page, carousel, label));
}

async function readyCarousel(page: Page, id: string) {
  const root = page.locator(`[data-carousel="${id}"]`);
  await root.scrollIntoViewIfNeeded();
  await expect
    .poll(() => root.evaluate((el) => el.classList.contains('carousel--ready')), {
      timeout: 15_000,
    })
    .toBe(true);
  return root;
}

async function closePopup(page: Page) {
  await page.getByRole('dialog', { name: 'Notifications' }).waitFor({ timeout: 15_000 });
  await page.keyboard.press('Escape');
}

describe('hydration after the first picture (client:settled)', () => {
  /** The directive's limit for a first picture that never arrives (settledDirectiveClient.ts). */
  const PICTURE_LIMIT_MS = 3000;

  /**
   * Opens `/` (of `origin`) with every picture held back until `release()`. Times come from the
   * page's own clock (resource timing, ms since navigation), so a slow machine cannot make them lie.
   */
  async function holdPictures(page: Page, origin = site) {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => /\.(avif|webp|jpe?g|png)$/.test(url.pathname),
      async (route) => {
        await released;
        await route.continue().catch(() => undefined);
      },
    );
    // The tabs share one cache: a picture from an earlier test must not slip past the hold.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.addInitScript(() => performance.setResourceTimingBufferSize(1000));
    await page.goto(origin + '/', { waitUntil: 'domcontentloaded' });
    const components = await page
      .locator('astro-island[client="settled"]')
      .evaluateAll((islands) => islands.map((island) => island.getAttribute('component-url')!));
    /** When the page asked for each island's code, by component path (absent: not yet). */
    const islandStarts = () =>
      page.evaluate(
        (paths) =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => paths.includes(new URL(entry.name).pathname))
            .map((entry) => entry.startTime),
        components,
      );
    const now = () => page.evaluate(() => performance.now());
    return { release, islandStarts, components, now };
  }

  async function hydrated(page: Page) {
    // Astro takes the `ssr` mark off an island once it has run.
    await expect
      .poll(() => page.locator('astro-island[client="settled"][ssr]').count(), {
        timeout: 15_000,
      })
      .toBe(0);
  }

  it("loads no island code before the first screen's picture has arrived, then hydrates", async () => {
    await onPage(tabs.open({ viewport: PHONE }), async ({ page, pageErrors }) => {
      const { release, islandStarts, components, now } = await holdPictures(page);
      // The scroller, the visitor counter and the popup.
      expect(components.length).toBe(3);
      await expect.poll(now, { timeout: 15_000 }).toBeGreaterThan(1_000);
      release();
      await expect.poll(async () => (await islandStarts()).length, { timeout: 15_000 }).toBe(3);
      await hydrated(page);
      const picture = await page.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
        const entry = performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming;
        return entry?.responseEnd;
      });
      expect(picture).toBeGreaterThan(1_000);
      // Each island waited for the picture, or (on a machine too slow to release it in time)
      // for the limit.
      for (const start of await islandStarts()) {
        expect(start >= picture! || start >= PICTURE_LIMIT_MS, `island code at ${start} ms`).toBe(
          true,
        );
      }
      expect(pageErrors).toEqual([]);
    });
  });

  it('hydrates after the limit when the picture never arrives', async () => {
    await onPage(tabs.open({ viewport: PHONE }), async ({ page }) => {
      const { islandStarts } = await holdPictures(page);
      await expect.poll(async () => (await islandStarts()).length, { timeout: 15_000 }).toBe(3);
      await hydrated(page);
      for (const start of await islandStarts()) {
        expect(start).toBeGreaterThanOrEqual(PICTURE_LIMIT_MS);
      }
    });
  });

  it('waits for the picture also when an island above it runs before the picture is parsed', async () => {
    // The home page as a slow link delivers it: everything before the picture (the popup's island
    // among it), then, a while later, the rest. A busy phone's parser stops there just the same.
    const host = createServer((request, response) => {
      void (async () => {
        const upstream = await fetch(site + request.url);
        const body = Buffer.from(await upstream.arrayBuffer());
        response.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'text/plain',
        });
        const cut = request.url === '/' ? body.indexOf('fetchPriority="high"') : -1;
        if (cut > 0) {
          response.write(body.subarray(0, body.lastIndexOf('<img', cut)));
          await sleep(1500);
        }
        response.end(body.subarray(cut > 0 ? body.lastIndexOf('<img', cut) : 0));
      })();
    });
    await new Promise<void>((listening) => host.listen(0, '127.0.0.1', listening));
    try {
      const origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
      await onPage(tabs.open({ viewport: PHONE }), async ({ page }) => {
        const { islandStarts, components } = await holdPictures(page, origin);
        expect(components[0]).toContain('NotificationPopup');
        await expect.poll(async () => (await islandStarts()).length, { timeout: 15_000 }).toBe(3);
        for (const start of await islandStarts()) {
          expect(start).toBeGreaterThanOrEqual(PICTURE_LIMIT_MS);
        }
      });
    } finally {
      host.closeAllConnections();
      await new Promise((closed) => host.close(closed));
    }
  });
});

describe('carousels', () => {
  it('move with the previous/next buttons and with the arrow keys', async () => {
    await onPage(tabs.open({ viewport: DESKTOP }), async ({ page, pageErrors }) => {
      await page.goto(site + '/', { waitUntil: 'load' });
      await closePopup(page);
      const news = await readyCarousel(page, 'news');
      const region = page.getByRole('region', { name: 'News and events' });
      expect(await region.getAttribute('aria-roledescription')).toBe('carousel');
      expect(await slideOffset(page, 'news', '1 of 10')).toBe(0);

      await region.getByRole('button', { name: 'Next news' }).click();
      await expect.poll(() => slideOffset(page, 'news', '2 of 10')).toBe(0);
      await region.getByRole('button', { name: 'Previous news' }).click();
      await expect.poll(() => slideOffset(page, 'news', '1 of 10')).toBe(0);

      await news.locator('.carousel__viewport').focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => slideOffset(page, 'news', '3 of 10')).toBe(0);
      await page.keyboard.press('ArrowLeft');
      await expect.poll(() => slideOffset(page, 'news', '2 of 10')).toBe(0);
      expect(await news.getAttribute('class')).toContain('carousel--ready');

      // Achievements do not loop: at the start there is nothing before.
      const awards = await readyCarousel(page, 'achievements');
      expect(await awards.getByRole('button', { name: 'Previous achievement' }).isDisabled()).toBe(
        true,
      );
      await awards.getByRole('button', { name: 'Next achievement' }).click();
      await expect
        .poll(() => awards.getByRole('button', { name: 'Previous achievement' }).isDisabled())
        .toBe(false);

      // The top slider, projects and sponsors are not islands (standalone.ts, tested on its own
      // in standalone-carousel.test.ts), and move all the same.
      for (const id of ['hero', 'projects', 'sponsors']) {
        expect(await page.locator(`astro-island [data-carousel="${id}"]`).count()).toBe(0);
      }
      const sponsors = await readyCarousel(page, 'sponsors');
      const logos = await sponsors.locator('.carousel__slide').count();
      expect(logos, 'more sponsors than a desktop row shows').toBeGreaterThan(8);
      await sponsors.locator('.carousel__button--next').click();
      await expect.poll(() => slideOffset(page, 'sponsors', `2 of ${logos}`)).toBe(0);
      await sponsors.locator('.carousel__viewport').focus();
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => slideOffset(page, 'sponsors', `3 of ${logos}`)).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  });

  it('autoplay moves on its own, holds on hover and stops for good with the pause button', async () => {
    await onPage(
      openPage(chrome.browser, { viewport: DESKTOP, reducedMotion: 'no-preference' }),
      async ({ page }) => {
        // The page's clock (timers and frames, in a context of its own) runs in real time, and
        // jumps where the test waits out an autoplay delay that must not move anything.
        await page.clock.install();
        await page.goto(site + '/', { waitUntil: 'load' });
        await closePopup(page);
        const news = await readyCarousel(page, 'news');
        await page.mouse.move(5, 5);
        // NEWS_AUTOPLAY_MS is 3000: the first slide leaves its place within a few seconds.
        await expect
          .poll(() => slideOffset(page, 'news', '1 of 10'), { timeout: 8000 })
          .not.toBe(0);

        await news.hover();
        const held = await restingOffset(page, 'news', '1 of 10');
        await page.clock.runFor(3600);
        expect(await slideOffset(page, 'news', '1 of 10')).toBe(held);

        // Keyboard focus anywhere in the carousel holds it too.
        await news.locator('.carousel__viewport').focus();
        await page.mouse.move(5, 5);
        const focused = await restingOffset(page, 'news', '1 of 10');
        await page.clock.runFor(3600);
        expect(await slideOffset(page, 'news', '1 of 10')).toBe(focused);

        await news.getByRole('button', { name: 'Pause news slides' }).click();
        await page.mouse.move(5, 5);
        expect(await news.getByRole('button', { name: 'Play news slides' }).count()).toBe(1);
        const paused = await restingOffset(page, 'news', '1 of 10');
        await page.clock.runFor(3600);
        expect(await slideOffset(page, 'news', '1 of 10')).toBe(paused);
      },
    );
  });

  it("fetches a slide's picture only when the slide comes near, and shows every one without JavaScript", async () => {
    // Without JavaScript: every slide of the top slider shows its picture (written in <noscript>).
    const off = openPage(chrome.browser, { viewport: PHONE, javaScriptEnabled: false });
    const later = await onPage(off, async ({ page }) => {
      await page.goto(site + '/', { waitUntil: 'load' });
      const slides = page.locator('[data-carousel="hero"] .carousel__slide');
      const count = await slides.count();
      expect(count, 'slides of the top slider').toBeGreaterThanOrEqual(3);
      const pictures = await slides.evaluateAll((nodes) =>
        nodes.map((slide) => {
          const img = slide.querySelector('img');
          const box = img?.getBoundingClientRect();
          return { src: img?.getAttribute('src') ?? '', height: box?.height ?? 0 };
        }),
      );
      for (const picture of pictures) {
        expect(picture.src).not.toBe('');
        expect(picture.height).toBeGreaterThan(100);
      }
      // Pictures of the third slide on: not near at first with JavaScript.
      return pictures.slice(2).map((picture) => new URL(picture.src, site).pathname);
    });

    await onPage(openPage(chrome.browser, { viewport: PHONE }), async ({ page, pageErrors }) => {
      // Any size or format of a picture: the file name before Astro's hash.
      const stem = (path: string) => path.replace(/^.*\//, '').replace(/\..*$/, '');
      const laterStems = new Set(later.map(stem));
      const fetched: string[] = [];
      page.on('request', (request) => {
        const path = new URL(request.url()).pathname;
        if (laterStems.has(stem(path))) fetched.push(path);
      });
      await page.goto(site + '/', { waitUntil: 'load' });
      await closePopup(page);
      const hero = await readyCarousel(page, 'hero');
      await settle(page);
      expect(fetched, 'pictures of slides not yet near').toEqual([]);
      const loaded = () =>
        hero.locator('.carousel__slide').evaluateAll((nodes) =>
          nodes.map((slide) => {
            const img = slide.querySelector('img');
            return Boolean(img?.complete && img.naturalWidth > 0);
          }),
        );
      // The first slide and the next one are there.
      expect((await loaded()).slice(0, 2)).toEqual([true, true]);
      // One move on: the third slide is next in line, so its picture arrives before it is shown.
      await hero.locator('.carousel__button--next').click();
      await expect.poll(async () => (await loaded())[2]).toBe(true);
      expect(fetched.length).toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
    });
  });

  it('does not autoplay for visitors who prefer reduced motion', async () => {
    const motion = { viewport: DESKTOP, reducedMotion: 'reduce' } as const;
    await onPage(openPage(chrome.browser, motion), async ({ page }) => {
      await page.clock.install();
      await page.goto(site + '/', { waitUntil: 'load' });
      await closePopup(page);
      const news = await readyCarousel(page, 'news');
      await page.mouse.move(5, 5);
      expect(await news.locator('.carousel__button--pause').isVisible()).toBe(false);
      await page.clock.runFor(3600);
      expect(await slideOffset(page, 'news', '1 of 10')).toBe(0);
    });
  });
});

describe('CMS text with HTML entities', () => {
  it('reads the same on /, /News and /Highlights after the live refresh: no "&amp;" shown', async () => {
    const title = 'Health &amp; Hygiene camp';
    await api.addItem('news', {
      _id: 'e2e-entity-news',
      title,
      description: '<p>Soap &amp; water for 200 children</p>',
      date: '2026-11-26',
    });
    await api.addItem('highlights', {
      _id: 'e2e-entity-highlight',
      category: 'Highlight',
      title,
      date: '2026-11-26',
    });
    await onPage(tabs.open({ viewport: DESKTOP }), async ({ page, pageErrors }) => {
      const shown = (path: string) =>
        expect
          .poll(() => page.getByText('Health & Hygiene camp', { exact: true }).count(), {
            timeout: 15_000,
            message: path,
          })
          .toBeGreaterThan(0);
      await page.goto(site + '/', { waitUntil: 'load' });
      await closePopup(page);
      // The 'Latest' scroller (idle) and the news carousel (when it comes into view).
      await shown('/ (Latest)');
      await readyCarousel(page, 'news');
      await expect
        .poll(() =>
          page.locator('[data-carousel="news"]').getByText('Health & Hygiene camp').count(),
        )
        .toBeGreaterThan(0);
      expect(await page.getByText('&amp;').count(), '/').toBe(0);
      for (const path of ['/News', '/Highlights']) {
        await page.goto(site + path, { waitUntil: 'load' });
        await shown(path);
        expect(await page.getByText('&amp;').count(), path).toBe(0);
      }
      // The description too, on the page that shows it.
      await page.goto(site + '/News', { waitUntil: 'load' });
      await expect
        .poll(() => page.getByText('Soap & water for 200 children').count())
        .toBeGreaterThan(0);
      expect(pageErrors).toEqual([]);
    });
  });
});
