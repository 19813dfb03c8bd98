/**
 * View Report outlives the API (issue 21): with every API call refused, each 'View Report' link on
 * the four publication pages whose file the snapshot kept (the test site's document cache, whatever the
 * snapshot holds) points at the site's own copy under /files/, opens in a new tab, and the site
 * serves it as the PDF (or picture) it is. Links to files the snapshot did not keep (over the cap,
 * or none yet) may only point at the API.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openPage, useBrowser } from './support/browser';
import { TEST_DATA } from './support/config';

const site = inject('siteUrl');
const apiUrl = inject('apiUrl');
const chrome = useBrowser();

/** The document cache the test build was made with: API path -> file name. */
const kept = new Map(
  Object.entries(
    (
      JSON.parse(readFileSync(join(TEST_DATA, 'document-cache/index.json'), 'utf8')) as {
        images: Record<string, { file: string }>;
      }
    ).images,
  ).map(([path, entry]) => [path, `/files/${entry.file}`]),
);

const PAGES = ['/NewsLetter', '/AnnualReport', '/PressCorner', '/Circular'];

describe('View Report with the API down', () => {
  it('opens the site’s own copy of every kept file on the four publication pages', async () => {
    const { page, context } = await openPage(chrome.browser);
    await context.route(/\/api\//, (route) => route.abort('connectionrefused'));
    const siteCopies = new Set<string>();
    for (const path of PAGES) {
      await page.goto(site + path);
      const links = await page.getByRole('link', { name: /^View Report/ }).evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href') ?? '',
          target: a.getAttribute('target'),
        })),
      );
      for (const link of links) {
        expect(link.target, `${path} ${link.href}`).toBe('_blank');
        if (link.href.startsWith('/files/')) {
          siteCopies.add(link.href);
          continue;
        }
        // A link to the API only for a file the snapshot did not keep.
        const prefix = `${apiUrl}/api/image/`;
        expect(link.href.startsWith(prefix), `${path}: ${link.href}`).toBe(true);
        expect(kept.has(decodeURIComponent(link.href.slice(prefix.length))), link.href).toBe(false);
      }
    }
    // Every site copy linked is one the snapshot kept, and is served as the file it is.
    const keptUrls = new Set(kept.values());
    for (const href of siteCopies) {
      expect(keptUrls.has(href), href).toBe(true);
      const answer = await page.request.get(site + href);
      expect(answer.status(), href).toBe(200);
      const body = await answer.body();
      if (href.endsWith('.pdf')) {
        expect(answer.headers()['content-type']).toMatch(/^application\/pdf/);
        expect(body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      }
    }
    // A click opens the copy in a new tab, from the site, with the API still down.
    await page.goto(site + PAGES[0]);
    const first = page.getByRole('link', { name: /^View Report/ }).first();
    if ((await first.getAttribute('href'))?.startsWith('/files/')) {
      const [tab] = await Promise.all([context.waitForEvent('page'), first.click()]);
      await tab.waitForLoadState('domcontentloaded').catch(() => undefined);
      expect(new URL(tab.url()).pathname).toMatch(/^\/files\//);
      await tab.close();
    }
    await context.close();
  });
});
