/**
 * Nothing is lost when the content API is down (issues 21 and 53): the test build publishes the
 * API's pictures and documents to its media store (tools/lib/localStore.ts), so with every API call
 * refused each picture of `/`, `/News`, `/PhotoGallery`, an album and its lightbox, and each kept
 * View Report file of the publication pages, comes from the store, in the type it says. Links to
 * files the snapshot did not keep (over the cap, or none yet) may only point at the API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './support/browser';
import { TEST_DATA, TEST_MEDIA_BASE } from './support/config';
import { eventually } from './support/listing';
import { getAlbums } from './support/testData';

const site = inject('siteUrl');
const apiUrl = inject('apiUrl');
const chrome = useBrowser();

/** The document cache the test build was made with: API path -> its hash. */
const kept = new Map(
  Object.entries(
    (
      JSON.parse(readFileSync(join(TEST_DATA, 'document-cache/index.json'), 'utf8')) as {
        images: Record<string, { file: string; hash: string }>;
      }
    ).images,
  ),
);

/** An API-down browser tab, and every request it makes. */
async function apiDown() {
  const opened = await openPage(chrome.browser);
  await opened.context.route(/\/api\//, (route) => route.abort('connectionrefused'));
  const requested: string[] = [];
  opened.page.on('request', (request) => requested.push(request.url()));
  return { ...opened, requested };
}

/** Every picture URL the page names (src, srcset, the lightbox's links), each loaded once. */
async function picturesOf(page: Page): Promise<string[]> {
  const urls = await page.evaluate(() => {
    const found: string[] = [];
    for (const el of document.querySelectorAll('img, source')) {
      const src = el.getAttribute('src');
      if (src) found.push(src);
      for (const part of (el.getAttribute('srcset') ?? '').split(',')) {
        const url = part.trim().split(/\s+/)[0];
        if (url) found.push(url);
      }
    }
    for (const link of document.querySelectorAll('a[data-pswp-width]')) {
      found.push(link.getAttribute('href') ?? '');
    }
    return found;
  });
  return [...new Set(urls.map((url) => new URL(url, page.url()).href))];
}

describe('with the API down, pictures and documents come from the media store', () => {
  it('serves every picture of the home page, the news, the gallery and an album', async () => {
    const { page, context, requested } = await apiDown();
    const album = getAlbums().find((a) => a.attachments.length >= 2)!;
    const fromStore = new Set<string>();
    for (const path of ['/', '/News', '/PhotoGallery', `/Album/${album.id}`]) {
      await page.goto(site + path, { waitUntil: 'load' });
      for (const url of await picturesOf(page)) {
        // The site's own art comes with the deploy; every picture of the API from the store.
        expect(url.startsWith(`${site}/`) || url.startsWith(`${TEST_MEDIA_BASE}/v1/`), url).toBe(
          true,
        );
        if (url.startsWith(TEST_MEDIA_BASE)) fromStore.add(url);
      }
    }
    expect(fromStore.size).toBeGreaterThan(20);
    for (const url of fromStore) {
      const answer = await page.request.get(url);
      expect(answer.status(), url).toBe(200);
      expect(answer.headers()['content-type'], url).toMatch(/^image\/(webp|jpeg|png|avif)$/);
      expect(answer.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    }

    // The lightbox opens the large picture from the store, and it shows.
    await page.locator('.album-grid__link').first().click();
    const shown = page.locator('.pswp__item[aria-hidden="false"] img.pswp__img').first();
    await eventually(() =>
      shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    expect(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(
      new RegExp(`^${TEST_MEDIA_BASE}/v1/`),
    );
    expect(requested.filter((url) => url.includes('/api/image/'))).toEqual([]);
    await context.close();
  });

  it('opens every kept View Report file of the four publication pages from the store', async () => {
    const { page, context } = await apiDown();
    const keptHashes = new Set([...kept.values()].map((entry) => entry.hash.slice(7, 39)));
    const stored = new Set<string>();
    for (const path of ['/NewsLetter', '/AnnualReport', '/PressCorner', '/Circular']) {
      await page.goto(site + path);
      const links = await page.getByRole('link', { name: /^View Report/ }).evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href') ?? '',
          target: a.getAttribute('target'),
        })),
      );
      for (const link of links) {
        expect(link.target, `${path} ${link.href}`).toBe('_blank');
        const name = new RegExp(`^${TEST_MEDIA_BASE}/d/([0-9a-f]{32})/[\\w.-]+$`).exec(link.href);
        if (name) {
          expect(keptHashes.has(name[1]!), link.href).toBe(true);
          stored.add(link.href);
          continue;
        }
        // A link to the API only for a file the snapshot did not keep.
        const prefix = `${apiUrl}/api/image/`;
        expect(link.href.startsWith(prefix), `${path}: ${link.href}`).toBe(true);
        expect(kept.has(decodeURIComponent(link.href.slice(prefix.length))), link.href).toBe(false);
      }
    }
    expect(stored.size).toBeGreaterThan(0);
    for (const href of stored) {
      const answer = await page.request.get(href);
      expect(answer.status(), href).toBe(200);
      if (href.endsWith('.pdf')) {
        expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
        expect((await answer.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
    // A click opens the store's copy in a new tab, with the API still down.
    await page.goto(`${site}/AnnualReport`);
    // (The tab's answer, not its address: a browser without a PDF viewer, such as Chromium's
    // headless shell, downloads the file and leaves the address blank.)
    const first = page.getByRole('link', { name: /^View Report/ }).first();
    const href = (await first.getAttribute('href'))!;
    expect(href.startsWith(`${TEST_MEDIA_BASE}/d/`), href).toBe(true);
    const [tab, answer] = await Promise.all([
      context.waitForEvent('page'),
      context.waitForEvent('response', (response) => response.url() === href),
      first.click(),
    ]);
    expect(answer.frame().page()).toBe(tab);
    expect(answer.status()).toBe(200);
    if (href.endsWith('.pdf'))
      expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
    await context.close();
  });
});
