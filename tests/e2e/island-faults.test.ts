/**
 * Errors stay inside their island and never take content away (issue 12), with the real islands
 * of the test build in Chromium:
 * - every island of every page that has islands throws while it hydrates (the test hands each one
 *   props it cannot use, as a broken live answer or a library bug would): the page keeps exactly
 *   the text and links the server rendered, each failure is reported by one console warning naming
 *   the island, and nothing reaches the page as an uncaught error;
 * - a browser without some API (ResizeObserver and <dialog> that throw, a history that refuses):
 *   the carousels, the 'Latest' list, the popup and a listing stop, their content stays;
 * - a form whose sending part throws keeps the form as built and says where to write instead.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DESKTOP,
  onPage,
  openPage,
  PHONE,
  useBrowser,
  withoutResizeObserver,
} from './support/browser';
import { hydrateEveryIsland } from './support/csp';
import { TEST_DIST } from './support/config';

const site = inject('siteUrl');
const chrome = useBrowser();

/**
 * Every page with islands that take props (the album pages have none; the forms take none, their
 * failure is the last test's).
 */
const PAGES = [
  '/',
  '/News',
  '/NewsEvents',
  '/Highlights',
  '/PhotoGallery',
  '/Achievements',
  '/VideoGallery',
  '/AnnualReport',
];

const fileOf = (path: string) => join(TEST_DIST, path === '/' ? 'index.html' : `${path}.html`);
const normalise = (text: string) => text.replace(/\s+/g, ' ').trim();

interface IslandView {
  component: string;
  /** Whether the island is handed props (an island without any has nothing to break). */
  hasProps: boolean;
  text: string;
  links: string[];
}

/** What an island shows: its text and the targets of its links, in order. */
function viewOf(island: Element): Omit<IslandView, 'hasProps'> {
  return {
    component: (island.getAttribute('component-url') ?? '').replace(/^.*\/|\..*$/g, ''),
    text: normalise(island.textContent ?? ''),
    links: [...island.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
  };
}

/** The islands of a built page, as the server rendered them. */
function serverIslands(html: string): IslandView[] {
  const { document } = new JSDOM(html).window;
  return [...document.querySelectorAll('astro-island')].map((island) => ({
    ...viewOf(island),
    // Breakable: it takes props, and has content to keep (the popup and the visitor counter
    // render nothing on the server).
    hasProps:
      Object.keys(propsOf(island.getAttribute('props') ?? '{}')).some(
        (key) => !key.startsWith('data-astro-cid'),
      ) &&
      (normalise(island.textContent ?? '').length > 0 || island.querySelector('img') !== null),
  }));
}

function propsOf(json: string): Record<string, unknown> {
  return JSON.parse(json) as Record<string, unknown>;
}

/**
 * The page's HTML with every island's props replaced by values it cannot use (each prop an empty
 * object: no list to map, no text to show). The server's HTML is left as built.
 */
function withPoisonedProps(html: string): string {
  return html.replace(/(<astro-island\b[^>]*?\sprops=")([^"]*)(")/g, (_all, start, value, end) => {
    const props = propsOf(value.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    for (const key of Object.keys(props)) {
      if (!key.startsWith('data-astro-cid')) props[key] = [0, {}];
    }
    return `${start}${JSON.stringify(props).replaceAll('&', '&amp;').replaceAll('"', '&quot;')}${end}`;
  });
}

/** Scrolls every island into view until all have hydrated (or failed). */
async function hydrateAll(page: Page): Promise<void> {
  expect(await hydrateEveryIsland(page), 'every island hydrated').toBe(true);
}

/** The islands as the page shows them now. */
function pageIslands(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('astro-island')].map((island) => {
      // With JavaScript on, a <noscript> (a later slide's picture) holds its markup as text that
      // is never shown: the text a reader sees leaves it out.
      const seen = island.cloneNode(true) as Element;
      seen.querySelectorAll('noscript').forEach((element) => element.remove());
      return {
        component: (island.getAttribute('component-url') ?? '').replace(/^.*\/|\..*$/g, ''),
        text: (seen.textContent ?? '').replace(/\s+/g, ' ').trim(),
        links: [...island.querySelectorAll('a[href]')].map((a) => a.getAttribute('href')!),
      };
    }),
  );
}

/** Console warnings of islands that stopped. */
function watchStops(page: Page): string[] {
  const stops: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' && /stopped working/.test(message.text())) {
      stops.push(message.text());
    }
  });
  return stops;
}

describe('an island that throws while it hydrates', () => {
  it.each(PAGES)('keeps what the server rendered on %s', async (path) => {
    const built = readFileSync(fileOf(path), 'utf8');
    const expected = serverIslands(built);
    const breakable = expected.filter((island) => island.hasProps);
    expect(breakable.length, 'islands on the page').toBeGreaterThan(0);

    await onPage(
      openPage(chrome.browser, { viewport: PHONE }),
      async ({ page, context, pageErrors }) => {
        await page.route(site + path, (route) =>
          route.fulfill({ contentType: 'text/html', body: withPoisonedProps(built) }),
        );
        // The live refresh would change what the islands show; the API stays out of this test.
        await context.route(/\/api\//, (route) => route.abort('connectionrefused'));
        const stops = watchStops(page);
        await page.goto(site + path, { waitUntil: 'load' });
        await hydrateAll(page);

        // Each island with props stopped (it shows its kept HTML), once, and said so.
        const running = () =>
          page.evaluate(() =>
            [...document.querySelectorAll('astro-island')]
              .filter((island) => !island.firstElementChild?.matches('div.island'))
              .map((island) =>
                (island.getAttribute('component-url') ?? '').replace(/^.*\/|\..*$/g, ''),
              ),
          );
        const expectedRunning = expected
          .filter((island) => !island.hasProps)
          .map((i) => i.component);
        await expect.poll(running).toEqual(expectedRunning);
        expect(stops).toHaveLength(breakable.length);
        // One message per island: islands of one component (the home carousels) whose props are
        // broken cannot name their block, so they share their component's message.
        expect(new Set(stops).size, stops.join('\n')).toBe(
          new Set(breakable.map((island) => island.component)).size,
        );
        // ... and kept its text and links exactly as built.
        expect(await pageIslands(page)).toEqual(
          expected.map(({ component, text, links }) => ({ component, text, links })),
        );
        expect(pageErrors).toEqual([]);
      },
    );
  });
});

describe('a browser without some API', () => {
  it('keeps the home page whole when ResizeObserver and <dialog> throw', async () => {
    const built = readFileSync(fileOf('/'), 'utf8');
    const expected = serverIslands(built);
    await onPage(
      openPage(chrome.browser, { viewport: DESKTOP, reducedMotion: 'no-preference' }),
      async ({ page, context, pageErrors }) => {
        await withoutResizeObserver(page);
        await page.addInitScript(() => {
          HTMLDialogElement.prototype.showModal = () => {
            throw new DOMException('showModal is not supported here', 'NotSupportedError');
          };
        });
        await context.route(/\/api\//, (route) => route.abort('connectionrefused'));
        const stops = watchStops(page);
        await page.goto(site + '/', { waitUntil: 'load' });
        await hydrateAll(page);

        // The carousels (embla measures with ResizeObserver, and so does the script of the projects
        // and sponsors), the 'Latest' list and the popup. Their warnings reach the test a little
        // after hydration (later still on a busy machine).
        // (Polled as the list, so that a failure shows which warnings came.)
        await expect
          .poll(() => [...stops], { timeout: 15_000 })
          .toSatisfy((list: string[]) => list.length >= 9);
        for (const name of ['notification popup', 'news carousel', 'projects', 'sponsors']) {
          expect(stops.join('\n')).toMatch(name);
        }
        const shown = await pageIslands(page);
        for (const [index, island] of expected.entries()) {
          // The visitor counter renders nothing on the server and shows the count it reads.
          if (island.component === 'VisitorCounter') continue;
          expect(shown[index], island.component).toEqual({
            component: island.component,
            text: island.text,
            links: island.links,
          });
        }
        // The static project cards are links that work.
        await page.locator('[data-block="projects"] a[href="/HealthcareCenters"]').first().click();
        await page.waitForURL(/\/HealthcareCenters$/);
        expect(pageErrors).toEqual([]);
      },
    );
  });

  it('keeps the news listing when the history refuses to change', async () => {
    await onPage(
      openPage(chrome.browser, { viewport: DESKTOP }),
      async ({ page, context, pageErrors }) => {
        await page.addInitScript(() => {
          const refuse = () => {
            throw new DOMException('history is locked', 'SecurityError');
          };
          history.pushState = refuse;
          history.replaceState = refuse;
        });
        await context.route(/\/api\//, (route) => route.abort('connectionrefused'));
        const stops = watchStops(page);
        await page.goto(site + '/News', { waitUntil: 'load' });
        await hydrateAll(page);
        const before = await pageIslands(page);
        const year = page.getByLabel('Year');
        const years = await year
          .locator('option')
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
        expect(years.length).toBeGreaterThan(2);
        await year.selectOption(years.at(-1)!);
        await expect.poll(() => stops.length).toBe(1);
        // Stopped: what was shown before the click is still there.
        const after = await pageIslands(page);
        expect(after[0]!.text).toBe(before[0]!.text);
        expect(pageErrors).toEqual([]);
      },
    );
  });
});

describe('a form whose sending part throws', () => {
  it('keeps the form as built and says where to write instead', async () => {
    await onPage(
      openPage(chrome.browser, { viewport: PHONE }),
      async ({ page, context, pageErrors }) => {
        await page.addInitScript(() => {
          Object.defineProperty(Navigator.prototype, 'onLine', {
            get() {
              throw new Error('onLine is broken');
            },
          });
        });
        const posts: string[] = [];
        await context.route(/\/api\//, (route) => {
          posts.push(route.request().url());
          return route.abort('connectionrefused');
        });
        const stops = watchStops(page);
        await page.goto(site + '/GuestBook', { waitUntil: 'load' });
        await hydrateAll(page);
        await page.getByLabel('Your name').fill('Asha Devi');
        await page.getByLabel('Profession').fill('Teacher');
        await page.getByLabel('How do you know us?').selectOption({ index: 1 });
        await page.getByLabel('Message').fill('Thank you for the health camp.');
        // The send fails (the API is down); reading whether the browser is online then throws.
        await page.getByRole('button', { name: 'Sign the guest book' }).click();
        await expect.poll(() => stops.length).toBe(1);
        const note = page.getByRole('alert').filter({ hasText: 'stopped working' });
        await expect.poll(() => note.count()).toBe(1);
        expect(await note.locator('a[href^="mailto:"]').count()).toBe(1);
        // The form is still there, as built (its button disabled: it cannot send).
        expect(await page.getByRole('button', { name: 'Sign the guest book' }).isDisabled()).toBe(
          true,
        );
        expect(posts).toHaveLength(1);
        expect(pageErrors).toEqual([]);
      },
    );
  });
});
