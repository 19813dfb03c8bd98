/**
 * Photo and video galleries, achievements and publications in Chromium against the test build and
 * the demo API: what the cards show and link to, items published after the build, and axe on every
 * listing page at phone and desktop width.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { getAchievements, getAlbums, getPublications, getVideos } from './support/testData';
import { resolveImageUrl } from '~/lib/api/calls';
import { MONTHS } from '~/lib/constants';
import { kolkataDateOf } from '../../src/lib/items';
import { applyState } from '~/features/listing/Listing';
import type { PublicationCategory } from '~/schemas';
import { DESKTOP, onPage, openPage, PHONE, useBrowser } from './support/browser';
import { TEST_DATA, TEST_MEDIA_BASE } from './support/config';
import { documentKey } from '~/lib/data/media';
import { axeAtWidths, SITE_FRAME } from './support/axe';
import { demoApi, resetAfterEach } from './support/demoApi';
import { eventually, listing, NOW, openListing } from './support/listing';
import pLimit from 'p-limit';

const site = inject('siteUrl');
const apiUrl = inject('apiUrl');
const api = demoApi(apiUrl);
const chrome = useBrowser();
resetAfterEach(api);

const thisYear = (year: number) => ({ year, month: null, search: '' });

describe('/PhotoGallery', () => {
  it('shows this year’s albums with day, month, title, photo count and View More', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      const gallery = await openListing(page, `${site}/PhotoGallery`);
      const albums = applyState(getAlbums(), thisYear(2026));
      await gallery.counted(`${albums.length} albums in 2026`);
      // Only a year dropdown (SPEC).
      expect(await gallery.month.count()).toBe(0);
      expect(await gallery.search.count()).toBe(0);
      for (const [i, album] of albums.entries()) {
        const card = gallery.cards.nth(i);
        const { day, month } = kolkataDateOf(album.sortDate);
        expect(await card.locator('.album-card__day').innerText()).toBe(String(day));
        expect((await card.locator('.album-card__month').innerText()).toLowerCase()).toBe(
          MONTHS[month - 1]!.toLowerCase(),
        );
        expect(await card.locator('h2').innerText()).toBe(album.title);
        expect(await card.locator('.album-card__count').innerText()).toBe(
          `${album.attachments.length} photos`,
        );
        const more = card.getByRole('link', { name: /^View More/ });
        expect(await more.textContent()).toBe(`View More: ${album.title}`);
        expect(await more.getAttribute('href')).toBe(
          `/SubGallery?id=${encodeURIComponent(album.id)}`,
        );
      }
      await gallery.year.selectOption('2024');
      await gallery.counted(`${applyState(getAlbums(), thisYear(2024)).length} albums in 2024`);
      expect(await gallery.shownTitles()).toEqual(
        applyState(getAlbums(), thisYear(2024)).map((a) => a.title),
      );
      expect(pageErrors).toEqual([]);
    });
  });

  it('adds an album published after the build, and its View More opens it', async () => {
    await api.addItem('gallery', {
      _id: 'e2e-live-album-1',
      category: 'PhotoGallery',
      title: 'Album published after the build',
      description: 'Three photos of a winter fair.',
      date: '2026-11-20',
      attachments: [
        'uploads/gallery/2026/e2e-live/01.jpg',
        'uploads/gallery/2026/e2e-live/02.jpg',
        'uploads/gallery/2026/e2e-live/03.jpg',
      ],
    });
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      const gallery = await openListing(page, `${site}/PhotoGallery`);
      const count = applyState(getAlbums(), thisYear(2026)).length + 1;
      await gallery.counted(`${count} albums in 2026`);
      const first = gallery.cards.first();
      expect(await first.locator('h2').innerText()).toBe('Album published after the build');
      expect(await first.locator('.album-card__count').innerText()).toBe('3 photos');
      await first.getByRole('link', { name: /^View More/ }).click();
      await page.waitForURL(`${site}/SubGallery?id=e2e-live-album-1`);
      await eventually(() => page.locator('.album__title').innerText()).toBe(
        'Album published after the build',
      );
      expect(await page.locator('.album-grid__link').count()).toBe(3);
      expect(pageErrors).toEqual([]);
    });
  });
});

describe('/VideoGallery', () => {
  it('links every card to its video in a new tab, without access to this page', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page }) => {
      const videos = await openListing(page, `${site}/VideoGallery`);
      await videos.year.selectOption('all');
      await videos.counted(`${getVideos().length} videos in all years`);
      expect(await videos.month.count()).toBe(0);
      const links = page.locator('.listing__item a.video-card__link');
      expect(await links.count()).toBe(getVideos().length);
      for (const [i, video] of getVideos().entries()) {
        const link = links.nth(i);
        expect(await link.getAttribute('href')).toBe(video.videoUrl);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual([
          'noopener',
          'noreferrer',
        ]);
        // The thumbnail is the video's first attachment.
        const thumbnail = page.locator('.listing__item').nth(i).locator('img');
        expect(await thumbnail.count()).toBe(video.attachments.length > 0 ? 1 : 0);
      }
    });
  });
});

describe('/Achievements', () => {
  it('shows every award picture, and a placeholder for an award without one', async () => {
    await api.addItem('gallery', {
      _id: 'e2e-live-award-1',
      category: 'Achievements',
      title: 'Award published after the build',
      date: '2026-11-21',
      attachments: [],
    });
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      await page.goto(`${site}/Achievements`);
      const awards = page.locator('.award-grid > li');
      await eventually(() => awards.count()).toBe(getAchievements().length + 1);
      const first = awards.first();
      expect(await first.locator('figcaption').innerText()).toBe('Award published after the build');
      expect(await first.locator('svg.award-placeholder').count()).toBe(1);
      const pictures = page.locator('.award-grid a.album-grid__link');
      expect(await pictures.count()).toBe(getAchievements().length);
      expect(await pictures.first().locator('img').getAttribute('alt')).toBe(
        getAchievements()[0]!.title,
      );
      expect(pageErrors).toEqual([]);
    });
  });
});

/** The snapshot's document cache: API path -> the site's copy (the test site's document cache). */
const keptDocuments = (
  JSON.parse(readFileSync(join(TEST_DATA, 'document-cache/index.json'), 'utf8')) as {
    images: Record<string, { file: string; hash: string }>;
  }
).images;

describe('publications', () => {
  const pages: [string, PublicationCategory][] = [
    ['/NewsLetter', 'Newsletter'],
    ['/AnnualReport', 'AnnualReport'],
    ['/PressCorner', 'Presscorner'],
    ['/Circular', 'Circular'],
  ];
  for (const [path, category] of pages) {
    it(`${path} links each report to its first file in a new tab (noopener)`, async () => {
      await onPage(openPage(chrome.browser, { now: NOW }), async ({ page }) => {
        await page.goto(`${site}${path}`);
        const items = getPublications(category);
        const cards = page.locator('.publication-card');
        if (items.length === 0) {
          // A snapshot without any: the placeholder card, no link.
          await eventually(() => cards.count()).toBe(1);
          expect(await page.getByRole('link', { name: /^View Report/ }).count()).toBe(0);
          return;
        }
        await eventually(() => cards.count()).toBe(items.length);
        for (const [i, item] of items.entries()) {
          const card = cards.nth(i);
          expect(await card.locator('h2').innerText()).toBe(item.title);
          const link = card.getByRole('link', { name: /^View Report/ });
          if (item.attachments.length === 0) {
            expect(await link.count()).toBe(0);
            continue;
          }
          expect(await link.textContent()).toBe(`View Report: ${item.title} (opens in a new tab)`);
          // The media store's copy when the snapshot kept one (it outlives the API), else the API's.
          const kept = keptDocuments[item.attachments[0]!];
          expect(await link.getAttribute('href')).toBe(
            kept
              ? `${TEST_MEDIA_BASE}/${documentKey(kept)}`
              : resolveImageUrl(apiUrl, item.attachments[0]!),
          );
          expect(await link.getAttribute('target')).toBe('_blank');
          expect((await link.getAttribute('rel'))?.split(' ').sort()).toEqual([
            'noopener',
            'noreferrer',
          ]);
        }
      });
    });
  }

  it('adds a circular published after the build (from /api/circular/all)', async () => {
    await api.addItem('circulars', {
      _id: 'e2e-live-circular-1',
      title: 'Circular published after the build',
      date: '2026-11-21',
      attachments: ['uploads/publications/circular/e2e-live.pdf'],
    });
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page }) => {
      await page.goto(`${site}/Circular`);
      const cards = page.locator('.publication-card');
      await eventually(() => cards.count()).toBe(getPublications('Circular').length + 1);
      expect(await cards.first().locator('h2').innerText()).toBe(
        'Circular published after the build',
      );
    });
  });
});

describe.concurrent('accessibility', () => {
  // Two pages at a time: two of Chromium's renderers at work (frame.test.ts's useWalkerPool).
  const twoAtOnce = pLimit(2);
  const paths = [
    '/News',
    '/News?year=all&month=Dec',
    '/News?year=2025&q=zzzz-no-match',
    '/NewsEvents',
    '/Highlights',
    '/PhotoGallery',
    '/VideoGallery',
    '/Achievements',
    '/NewsLetter',
    '/AnnualReport',
    '/PressCorner',
    '/Circular',
  ];
  for (const path of paths) {
    it(`${path} has no axe violation at phone and desktop width`, ({ expect }) =>
      twoAtOnce(() =>
        onPage(openPage(chrome.browser, { now: NOW, viewport: PHONE }), async ({ page }) => {
          await page.goto(`${site}${path}`, { waitUntil: 'networkidle' });
          // Filtered listings are checked as the island leaves them, not as the build did.
          if (await page.locator('.listing').count()) await listing(page).hydrated();
          // The header and footer are checked on every route by frame.test.ts. One load, then
          // the page laid out again at desktop width.
          expect(await axeAtWidths(page, [PHONE, DESKTOP], SITE_FRAME)).toEqual({});
        }),
      ));
  }
});
