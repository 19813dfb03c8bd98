/**
 * Validators nobody here wrote, over the test build:
 * - the W3C Nu Html Checker (npm `vnu-jar`, run with Java): no error on any page of the build,
 *   English and Hindi, listings, albums, the 404 page and search;
 * - HTML_CodeSniffer at WCAG 2 AA, the engine pa11y runs (`@pa11y/html_codesniffer`), in Chromium
 *   on the pages people use most: no error.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, inject, it } from 'vitest';
import { useBrowser } from './support/browser';
import { prebuilt } from './support/prebuilt';
import { getEvents, getNews } from './support/testData';
import { storyPath } from '~/lib/routes';
import { htmlToText } from '~/lib/plainText';

const require = createRequire(import.meta.url);
const site = inject('siteUrl');
const chrome = useBrowser();

describe('the W3C Nu Html Checker', () => {
  it('finds no error on any page of the build', async () => {
    // `java -jar vnu.jar --errors-only --format json` over every HTML file of the test build, run
    // ahead of time while other files ran (./support/prebuilt.ts), or here when this file runs
    // alone.
    const result = await prebuilt('vnu');
    expect(result.pages).toBeGreaterThan(20);
    expect(result.error, 'java is needed (Debian: default-jre-headless)').toBeUndefined();
    const errors = result.messages
      .filter((m) => m.type === 'error' || m.type === 'non-document-error')
      .map(
        (m) =>
          `${(m.url ?? '').replace(/^file:.*?test-dist[^/]*\//, '')}:${m.lastLine ?? '?'} ${m.message} ${m.extract ?? ''}`,
      );
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('HTML_CodeSniffer (pa11y’s engine), WCAG 2 AA', () => {
  const source = readFileSync(require.resolve('@pa11y/html_codesniffer/build/HTMLCS.js'), 'utf8');
  // A story of each language: the Nu checker above reads every story page of the build.
  const news = getNews().find((item) => item.images.length > 0)!;
  const event = getEvents().find((item) => item.venue)!;
  const stories = [
    storyPath('news', { key: `id:${news.id}`, title: htmlToText(news.title) }),
    storyPath('events', { key: `id:${event.id}`, title: htmlToText(event.title) }, 'hi'),
  ];
  for (const path of ['/', '/News', '/PhotoGallery', '/GuestBook', '/Donate', '/hi', ...stories]) {
    it(`finds no error on ${path}`, async () => {
      // The sniffer is injected as a script: the test page lets it past the site's CSP.
      const context = await chrome.browser.newContext({ bypassCSP: true });
      try {
        const page = await context.newPage();
        await page.goto(site + path, { waitUntil: 'load' });
        await page.addScriptTag({ content: source });
        const errors = await page.evaluate(
          () =>
            new Promise<string[]>((resolve) => {
              const htmlcs = (window as unknown as { HTMLCS: HtmlCs }).HTMLCS;
              htmlcs.process('WCAG2AA', document, () =>
                resolve(
                  htmlcs
                    .getMessages()
                    .filter((m) => m.type === 1)
                    .map((m) => `${m.code}: ${m.msg} ${m.element?.outerHTML?.slice(0, 120) ?? ''}`),
                ),
              );
            }),
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

/** What the page script uses of HTML_CodeSniffer. */
interface HtmlCs {
  process(standard: string, content: Document, done: () => void): void;
  getMessages(): { type: number; code: string; msg: string; element?: Element }[];
}
