/**
 * Validators nobody here wrote, over the test build:
 * - the W3C Nu Html Checker (npm `vnu-jar`, run with Java): no error on any page of the build,
 *   English and Hindi, listings, albums, the 404 page and search;
 * - HTML_CodeSniffer at WCAG 2 AA, the engine pa11y runs (`@pa11y/html_codesniffer`), in Chromium
 *   on the pages people use most: no error.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { listFiles } from '../../src/integrations/builtFiles';
import { useBrowser } from './support/browser';
import { TEST_DIST } from './support/config';

const require = createRequire(import.meta.url);
const site = inject('siteUrl');
const chrome = useBrowser();

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

describe('the W3C Nu Html Checker', () => {
  it('finds no error on any page of the build', async () => {
    const pages = (await listFiles(TEST_DIST))
      .filter((file) => file.endsWith('.html'))
      .map((file) => join(TEST_DIST, file));
    expect(pages.length).toBeGreaterThan(20);
    // The package's main export is the jar's path (a String object).
    const jar = String(require('vnu-jar'));
    const run = spawnSync('java', ['-jar', jar, '--errors-only', '--format', 'json', ...pages], {
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(run.error, 'java is needed (Debian: default-jre-headless)').toBeUndefined();
    const { messages } = JSON.parse(run.stderr || run.stdout) as { messages: VnuMessage[] };
    const errors = messages
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
  for (const path of ['/', '/News', '/PhotoGallery', '/GuestBook', '/Donate', '/hi']) {
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
