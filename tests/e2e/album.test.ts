/**
 * Albums in Chromium against the test build and the demo API: `/SubGallery?id=` for an album of the
 * snapshot (sent on to its pre-rendered page) and for one only the API knows, an unknown id, no id,
 * a failing API; the pre-rendered page without JavaScript; the lightbox by keyboard; Go Back; axe.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { getAlbums } from './support/testData';
import { formatEnGb } from '~/lib/items';
import { DESKTOP, onPage, openPage, PHONE, useBrowser } from './support/browser';
import { axeAtWidths, axeViolations, SITE_FRAME } from './support/axe';
import { demoApi, resetAfterEach } from './support/demoApi';
import { eventually, NOW } from './support/listing';

const site = inject('siteUrl');
const apiUrl = inject('apiUrl');
const api = demoApi(apiUrl);
const chrome = useBrowser();
resetAfterEach(api);

const album = getAlbums().find((a) => a.attachments.length >= 3)!;

const LIVE_ALBUM = {
  _id: 'e2e-live-album-2',
  category: 'PhotoGallery',
  title: 'Album only the API knows',
  description:
    '<p>Four photos of the <strong>winter fair</strong>.</p><img src=x onerror=alert(1)>',
  date: '2026-11-18',
  attachments: [1, 2, 3, 4].map((n) => `uploads/gallery/2026/e2e-live-2/0${n}.jpg`),
};

/** Waits until PhotoSwipe is open and shows `caption`. */
async function lightboxShows(page: Page, caption: string) {
  await eventually(() => page.locator('.pswp').count()).toBe(1);
  await eventually(() => page.locator('.pswp__caption').innerText()).toBe(caption);
}

describe('an album of the snapshot', () => {
  it('/SubGallery?id= goes on to the pre-rendered page with title, date, count and photos', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      await page.goto(`${site}/SubGallery?id=${album.id}`);
      await page.waitForURL(`${site}/Album/${album.id}`);
      expect((await page.locator('h1').innerText()).trim()).toBe(album.title);
      const facts = page.locator('.album__facts');
      expect(await facts.innerText()).toContain(formatEnGb(new Date(album.sortDate)));
      expect(await facts.innerText()).toMatch(
        new RegExp(`Photos:?\\s*${album.attachments.length}`),
      );
      const links = page.locator('.album-grid__link');
      expect(await links.count()).toBe(album.attachments.length);
      expect(await links.first().locator('img').getAttribute('alt')).toBe(
        `Photo 1 of ${album.attachments.length}: ${album.title}`,
      );
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(new URL(canonical!).pathname).toBe(`/Album/${album.id}`);
      // Back skips the resolving page: it was replaced, not pushed.
      await page.getByRole('link', { name: /Go Back/ }).click();
      await page.waitForURL(`${site}/PhotoGallery`);
      expect(pageErrors).toEqual([]);
    });
  });

  it('is readable without JavaScript, each photo a link to its large picture', async () => {
    await onPage(openPage(chrome.browser, { javaScriptEnabled: false }), async ({ page }) => {
      const response = await page.goto(`${site}/Album/${album.id}`);
      expect(response?.status()).toBe(200);
      const links = page.locator('.album-grid__link');
      expect(await links.count()).toBe(album.attachments.length);
      for (const link of await links.all()) {
        const href = await link.getAttribute('href');
        const picture = await page.request.get(new URL(href!, site).href);
        expect(picture.status()).toBe(200);
        expect(picture.headers()['content-type']).toMatch(/^image\//);
      }
      expect(await page.getByRole('link', { name: /Go Back/ }).getAttribute('href')).toBe(
        '/PhotoGallery',
      );
    });
  });

  it('opens the lightbox from the keyboard, moves with the arrows and closes with Escape', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      await page.goto(`${site}/Album/${album.id}`, { waitUntil: 'networkidle' });
      const links = page.locator('.album-grid__link');
      const count = album.attachments.length;
      await links.first().focus();
      await page.keyboard.press('Enter');
      await lightboxShows(page, `Photo 1 of ${count}: ${album.title}`);
      await page.keyboard.press('ArrowRight');
      await lightboxShows(page, `Photo 2 of ${count}: ${album.title}`);
      await page.keyboard.press('Escape');
      await eventually(() => page.locator('.pswp').count()).toBe(0);
      // Focus returns to the thumbnail of the photo last shown.
      expect(await links.nth(1).evaluate((el) => el === document.activeElement)).toBe(true);

      // The close button works too.
      await page.keyboard.press('Enter');
      await lightboxShows(page, `Photo 2 of ${count}: ${album.title}`);
      await page.getByRole('button', { name: 'Close (Esc)' }).click();
      await eventually(() => page.locator('.pswp').count()).toBe(0);
      expect(pageErrors).toEqual([]);
    });
  });
});

describe('an album only the live API knows', () => {
  it('is fetched and shown like a pre-rendered one, its URL kept', async () => {
    await api.addItem('gallery', LIVE_ALBUM);
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      const head = page.waitForResponse(
        (r) => r.request().method() === 'HEAD' && r.url().endsWith(`/Album/${LIVE_ALBUM._id}`),
      );
      await page.goto(`${site}/SubGallery?id=${LIVE_ALBUM._id}`);
      expect((await head).status()).toBe(404);
      await eventually(() => page.locator('.album__title').innerText()).toBe(LIVE_ALBUM.title);
      expect(new URL(page.url()).search).toBe(`?id=${LIVE_ALBUM._id}`);
      expect(await page.title()).toMatch(new RegExp(`^${LIVE_ALBUM.title} \\|`));
      expect(await page.locator('.album__facts').innerText()).toContain('18/11/2026');
      // The browser never parses CMS HTML: the live description arrives as plain text, its
      // words kept, the script-carrying image (and every other element) gone.
      const description = page.locator('.album__description');
      expect(await description.innerText()).toBe('Four photos of the winter fair.');
      expect(await description.locator('img, strong').count()).toBe(0);
      const links = page.locator('.album-grid__link');
      expect(await links.count()).toBe(4);
      expect(await links.first().getAttribute('href')).toBe(
        `${apiUrl}/api/image/${LIVE_ALBUM.attachments[0]}`,
      );

      // The lightbox learns each picture's size from its loaded thumbnail, then opens by keyboard.
      await eventually(() => links.first().getAttribute('data-pswp-width')).toMatch(/^\d+$/);
      await links.first().focus();
      await page.keyboard.press('Enter');
      await lightboxShows(page, `Photo 1 of 4: ${LIVE_ALBUM.title}`);
      await page.keyboard.press('Escape');
      await eventually(() => page.locator('.pswp').count()).toBe(0);

      expect(await axeViolations(page, SITE_FRAME)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });
});

describe('when there is no album to show', () => {
  it('says the album was not found for an unknown id, with a way back', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      await page.goto(`${site}/SubGallery?id=no-such-album-42`);
      const alert = page.getByRole('alert');
      await eventually(() => alert.innerText()).toContain('Album not found.');
      expect(
        await alert.getByRole('link', { name: 'browse the Photo Gallery' }).getAttribute('href'),
      ).toBe('/PhotoGallery');
      expect(await page.getByRole('link', { name: /Go Back/ }).count()).toBe(1);
      expect(await axeViolations(page, SITE_FRAME)).toEqual([]);
      expect(pageErrors).toEqual([]);
    });
  });

  it('asks for an album when the link names none', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page }) => {
      await page.goto(`${site}/SubGallery`);
      await eventually(() => page.locator('.album-status').innerText()).toContain(
        'This link does not say which album to show.',
      );
      expect(await axeViolations(page, SITE_FRAME)).toEqual([]);
    });
  });

  it('says the album could not be loaded when the API fails, and retries', async () => {
    await api.addItem('gallery', LIVE_ALBUM);
    await api.fault({ path: '/api/subGallery', status: 500, times: 1 });
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page }) => {
      await page.goto(`${site}/SubGallery?id=${LIVE_ALBUM._id}`);
      const alert = page.getByRole('alert');
      await eventually(() => alert.innerText()).toContain('The album could not be loaded.');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await eventually(() => page.locator('.album__title').innerText()).toBe(LIVE_ALBUM.title);
    });
  });
});

describe('accessibility', () => {
  it('a pre-rendered album has no axe violation at phone and desktop width', async () => {
    await onPage(openPage(chrome.browser, { now: NOW, viewport: PHONE }), async ({ page }) => {
      await page.goto(`${site}/Album/${album.id}`, { waitUntil: 'networkidle' });
      expect(await axeAtWidths(page, [PHONE, DESKTOP], SITE_FRAME)).toEqual({});
    });
  });
});
