/**
 * The data-shape matrix (issue 12): the site built from the demo data in the shapes a young
 * foundation's CMS really holds (demo/lib/dataShapes.ts: every collection empty, one item each,
 * a few, and odd items: fields missing, strings for lists, very long titles and words, duplicate
 * ids), and every route of each build visited in Chromium at 390 px and then 1366 px with the live
 * API answering
 *   (a) the same shape, (b) the full demo data, (c) nothing (down), (d) garbage (HTML pages,
 *   truncated JSON, JSON of the wrong shape, pictures that are not pictures);
 * (a) on every build, the others where the shape makes a difference (`MODES`).
 * The full demo data itself ("many") is the main test build, which the other files cover.
 *
 * On every visit: no uncaught page error, no island that stopped working (the boundary's console
 * warning), no console error besides refused loads, no CSP violation, no island blank that had
 * content in the built HTML, no section whose heading stands alone, no horizontal scroll at 390 px,
 * and on the home page the four project links (static content) present.
 *
 * Kept cheap: one build per shape (the image caches are reused, see ./support/siteVariant.ts), one
 * browser, three pages at a time, the API modes (b)-(d) only on routes that called the API in (a),
 * and pages without islands visited only where their HTML differs from the main build's.
 * The islands call a made-up origin baked into each build; `context.route` answers it per mode.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from 'playwright-core';
import { startPagesDev, type RunningServer } from '../../scripts/lib/pagesDev';
import { startDemoApi, type DemoApi } from '../../demo/demo-api';
import { DATA_SHAPES } from '../../demo/lib/dataShapes';
import { eventsInWindow } from '~/features/feeds/calendar';
import { CALENDAR_PAST_MONTHS } from '~/lib/constants';
import { FEEDS } from '~/lib/routes';
import { byNewestFirst } from '../../src/lib/items';
import { htmlToText } from '~/lib/plainText';
import { launchBrowser, walkInTurns, type TestBrowser, type Walker } from './support/browser';
import { hydrateEveryIsland } from './support/csp';
import { TEST_API_ORIGIN, TEST_DIST } from './support/config';
import { prebuilt } from './support/prebuilt';
import { SHAPES_API, builtHtml, islandsShowing, type ShapeSite } from './support/shapeSite';
import { serveVariant, type SiteVariant } from './support/siteVariant';

/** The origin the islands of the variant builds call; never resolved, always routed. */
const FAKE_API = SHAPES_API;
const PHONE_WIDTH = { width: 390, height: 844 };
const DESKTOP_WIDTH = { width: 1366, height: 900 };
/** Pages visited at once. */
const CONCURRENCY = 3;
const PROJECT_LINKS = [
  '/OutreachCenters',
  '/SkillDevelopmentCenters',
  '/HealthcareCenters',
  '/CampsAndTrainings',
];

/** `PORF_TEST_SHAPES=empty,few` runs only those shapes (while working on one); CI runs all. */
/** The shapes of the matrix ("many", the demo data itself, is the main test build). */
type MatrixShape = (typeof DATA_SHAPES)[number];

const SHAPES = DATA_SHAPES.filter(
  (shape) =>
    !process.env.PORF_TEST_SHAPES || process.env.PORF_TEST_SHAPES.split(',').includes(shape),
);

type ApiMode = 'same' | 'full' | 'down' | 'garbage';

/**
 * The API modes a shape is visited with, besides (a). With the API down or answering garbage the
 * islands keep what was built, so what they show depends on whether the build had anything at
 * all: the "empty" build meets every mode, the "odd" build garbage (odd items kept, then junk
 * answered), and the "many" build the faults in the other files (island-faults, home, listings).
 * Growing from little to much is (b) on "empty" (nothing built) and "one" (a carousel built with
 * one slide that is given many); "few" lies between the two and is visited with (a) only.
 */
const MODES: Record<MatrixShape, ApiMode[]> = {
  empty: ['same', 'full', 'down', 'garbage'],
  one: ['same', 'full'],
  few: ['same'],
  odd: ['same', 'garbage'],
};

/** The full demo data, from a demo API of this file's own: the shared one may be changing. */
let fullApi: DemoApi;
const fullApiData = mkdtempSync(join(tmpdir(), 'porf-shapes-full-'));
const chrome: { current?: TestBrowser } = {};

/** A shape's build with the demo API serving its data and the host's runtime serving the build. */
interface RunningShape {
  shapeBuild: ShapeSite;
  variant: SiteVariant;
  server: RunningServer;
}

/**
 * Every shape's build, API and server, started at the file's start: a server takes seconds to
 * start, mostly waiting, so they start together (each as soon as its build is there). The builds
 * (and their file checks) come from ./support/prebuilt.ts: made ahead of time while other files
 * ran, or here, one after the other, when this file runs alone.
 */
const running = new Map<MatrixShape, Promise<RunningShape>>();
const started: RunningShape[] = [];

beforeAll(async () => {
  let builds: Promise<unknown> = Promise.resolve();
  for (const shape of SHAPES) {
    const built = builds.then(() => prebuilt(`shape-${shape}`));
    builds = built.catch(() => undefined);
    const shapeRun = built.then(async (shapeBuild) => {
      const variant = await serveVariant(shapeBuild);
      const server = await startPagesDev({ dir: variant.dist }).catch(async (error: unknown) => {
        await variant.close();
        throw error;
      });
      const result = { shapeBuild, variant, server };
      started.push(result);
      return result;
    });
    // Awaited by the shape's own tests; a failure is theirs, not an unhandled rejection here.
    shapeRun.catch(() => undefined);
    running.set(shape, shapeRun);
  }
  fullApi = await startDemoApi({
    port: 0,
    dataDir: fullApiData,
    quiet: true,
  });
  chrome.current = await launchBrowser();
});
afterAll(async () => {
  await fullApi?.close();
  rmSync(fullApiData, { recursive: true, force: true });
  await Promise.allSettled(running.values());
  for (const { server, variant } of started) {
    await server.close();
    await variant.close();
  }
  await chrome.current?.close();
});

/** The components of the islands of a built page, by name, in page order. */
function islandComponents(html: string): string[] {
  return [...html.matchAll(/<astro-island[^>]*\scomponent-url="([^"]*)"/g)].map((match) =>
    match[1]!.replace(/^.*\/|\..*$/g, ''),
  );
}

/**
 * The HTML without what differs between any two builds (asset names, build times) and without
 * the CSP: its list of inline-script hashes is the whole site's, so it changes with any page's
 * data. That every page's own inline scripts are in its policy, checkDist says (the first test
 * of each shape).
 */
const comparable = (html: string) =>
  html
    .replace(/<meta http-equiv="content-security-policy"[^>]*>/, 'CSP')
    .replaceAll(FAKE_API, 'API')
    .replaceAll(TEST_API_ORIGIN, 'API')
    .replace(/\/_astro\/[^"' )]+/g, '/_astro/*')
    .replace(/\d{4}-\d\d-\d\dT[\d:.]+Z/g, 'T');

let garbageCount = 0;
/** A garbage answer: each call the next kind, so every page meets several. */
function garbage(url: URL): Parameters<Route['fulfill']>[0] {
  const cors = { 'access-control-allow-origin': '*' };
  if (url.pathname.startsWith('/api/image/')) {
    return { status: 200, headers: cors, contentType: 'image/jpeg', body: 'not a picture' };
  }
  const kinds = [
    { contentType: 'text/html', body: '<!doctype html><title>502</title><h1>Bad gateway</h1>' },
    { contentType: 'application/json', body: '{"data":[{"_id":"x1","title":"Cut off' },
    { contentType: 'application/json', body: '{"data":{"title":42,"attachments":{"a":1}}}' },
    {
      contentType: 'application/json',
      body: JSON.stringify({
        data: [
          null,
          7,
          'text',
          { _id: {}, title: ['a'], date: 'never', attachments: 5, images: [null] },
          { title: 'No id or date', description: { html: '<b>x</b>' } },
        ],
      }),
    },
    { contentType: 'application/json', body: '"just a string"' },
    { contentType: 'application/json', body: '' },
  ];
  const kind = kinds[garbageCount++ % kinds.length]!;
  return { status: 200, headers: cors, ...kind };
}

/** Answers the baked API origin as `mode` says. */
function apiHandler(mode: ApiMode, sameApi: string) {
  return async (route: Route) => {
    const request = route.request();
    const url = new URL(request.url());
    if (request.method() === 'OPTIONS') {
      await route.fulfill({
        status: 204,
        headers: {
          'access-control-allow-origin': '*',
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': '*',
        },
      });
      return;
    }
    if (mode === 'down') {
      await route.abort('connectionrefused');
      return;
    }
    if (mode === 'garbage') {
      await route.fulfill(garbage(url));
      return;
    }
    const origin = mode === 'same' ? sameApi : fullApi.url;
    try {
      const response = await route.fetch({ url: `${origin}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    } catch {
      // The page went away while the answer was on its way.
      await route.abort().catch(() => undefined);
    }
  };
}

interface VisitResult {
  findings: string[];
  /** The API paths the page called (none: the API mode cannot change it). */
  apiCalls: string[];
}

/** The API calls of the visit under way on a walker, and whether any is still unanswered. */
interface ApiRecord {
  calls: Set<string>;
  pending: number;
  /** When the last call was answered. */
  lastAnswer: number;
}
const apiRecords = new WeakMap<Walker, ApiRecord>();

/** Routes a walker's calls to the baked API origin as `mode` says, recording them per visit. */
function answerApi(mode: ApiMode, variant: SiteVariant) {
  return async (walker: Walker) => {
    await walker.context.route(`${FAKE_API}/**`, async (route) => {
      // An answer that arrives after its page is gone counts for the visit that asked.
      const record = apiRecords.get(walker)!;
      record.calls.add(new URL(route.request().url()).pathname);
      record.pending += 1;
      try {
        await apiHandler(mode, variant.api.url)(route);
      } finally {
        record.pending -= 1;
        record.lastAnswer = Date.now();
      }
    });
  };
}

/** Visits `path` at 390 px, then 1366 px, and says what is wrong there. */
async function visit(
  walker: Walker,
  siteUrl: string,
  path: string,
  mode: ApiMode,
  serverIslands: boolean[],
): Promise<VisitResult> {
  const findings: string[] = [];
  const note = (what: string) => findings.push(`${path} [api ${mode}] ${what}`);
  const record: ApiRecord = { calls: new Set(), pending: 0, lastAnswer: Date.now() };
  apiRecords.set(walker, record);
  const { page } = walker;
  await walker.visit(siteUrl + path, {
    viewport: PHONE_WIDTH,
    // Motion allowed on the home page, where the carousels autoplay (and once threw with too few
    // slides); elsewhere nothing moves by itself, and pages settle sooner.
    reducedMotion: path === '/' ? 'no-preference' : 'reduce',
  });
  // Hydrate every island (client:visible ones too) and let the live refresh arrive.
  const hydrated = await hydrateEveryIsland(page);
  if (!hydrated) note('islands still waiting to hydrate after 10 s');
  // Hydrated islands ask the API once the page is idle (useLive's afterIdle, at most 3 s):
  // wait for the page's own idle moment, which comes after theirs (idle callbacks run in the
  // order they were asked for), then a quiet 300 ms means nobody will ask. Counting the quiet
  // from hydration instead lost /PhotoGallery's call once on a busy machine; and one idle moment
  // lost /News's call under two browser files at once: the island asks for its idle moment in an
  // effect, which may run after this asks, so this waits for the idle moment after the next.
  // (Pictures may still load; they don't matter here.)
  await page.evaluate(async () => {
    const idle = () =>
      new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 }));
    await idle();
    await idle();
  });
  record.lastAnswer = Math.max(record.lastAnswer, Date.now());
  const settleBy = Date.now() + 5_000;
  while ((record.pending > 0 || Date.now() - record.lastAnswer < 300) && Date.now() < settleBy) {
    await page.waitForTimeout(50);
  }
  await page.evaluate(() => window.scrollTo(0, 0));

  const check = async (width: number) => {
    const islands = await page.evaluate(islandsShowing as () => boolean[]);
    const found = await page.evaluate(() => {
      // A section of the main content whose only content is its heading.
      const orphans = [...document.querySelectorAll('main section')]
        .filter((section) => section.querySelector('h2'))
        .filter((section) => {
          const clone = section.cloneNode(true) as HTMLElement;
          clone.querySelectorAll('h1, h2, h3, template').forEach((h) => h.remove());
          const text = (clone.textContent ?? '').trim();
          return text.length === 0 && !clone.querySelector('img, svg, picture, iframe, video');
        })
        .map((section) => section.querySelector('h2')?.textContent?.trim() ?? '?');
      const projectLinks = [
        ...document.querySelectorAll<HTMLAnchorElement>('[data-block="projects"] a[href]'),
      ].map((a) => a.getAttribute('href'));
      return {
        orphans,
        projectLinks,
        overflow: document.documentElement.scrollWidth - window.innerWidth,
      };
    });
    islands.forEach((hasContent, index) => {
      if (serverIslands[index] && !hasContent) note(`@${width}: island ${index + 1} is blank`);
    });
    for (const heading of found.orphans) note(`@${width}: heading "${heading}" stands alone`);
    if (path === '/') {
      for (const link of PROJECT_LINKS) {
        if (!found.projectLinks.includes(link)) note(`@${width}: no project link ${link}`);
      }
    }
    if (width < 1000 && found.overflow > 0) {
      note(`@${width}: scrolls sideways by ${found.overflow} px`);
    }
  };

  await check(PHONE_WIDTH.width);
  await page.setViewportSize(DESKTOP_WIDTH);
  // Carousels re-measure on resize; give them a frame or two.
  await page.waitForTimeout(200);
  await check(DESKTOP_WIDTH.width);
  for (const violation of await walker.cspViolations()) note(`CSP violation: ${violation}`);
  for (const error of walker.pageErrors) note(`uncaught: ${error.message}`);
  for (const { type, text } of walker.consoleMessages) {
    if (type === 'warning' && /stopped working/.test(text)) note(`island: ${text}`);
    if (type === 'error' && !/^Failed to load resource/.test(text)) {
      note(`console error: ${text.slice(0, 200)}`);
    }
  }
  return { findings: [...new Set(findings)], apiCalls: [...record.calls].sort() };
}

describe.each(SHAPES)('the site built from the "%s" shape', (shape: MatrixShape) => {
  let shapeBuild: ShapeSite;
  let variant: SiteVariant;
  let server: RunningServer;
  let pages: string[];
  const serverIslands = new Map<string, boolean[]>();
  /**
   * Pages that called the API in mode (a), one per kind: modes (b)-(d) visit only these. Pages
   * with the same islands making the same API calls (the gallery listings, which differ only by
   * the category they pick from one answer) meet each API mode alike, so one of them stands for
   * all; mode (a) visits every one.
   */
  const apiPages = new Map<string, string>();

  beforeAll(async () => {
    ({ shapeBuild, variant, server } = await running.get(shape)!);
    // Read from the built files with the build (./support/shapeSite.ts).
    pages = shapeBuild.pages;
    for (const path of pages) serverIslands.set(path, shapeBuild.islands[path] ?? []);
  }, 300_000);

  it('keeps every output rule in every built file (CSP hashes, links, no secrets)', async () => {
    // scripts/check-dist.ts over variant.dist with { apiBaseUrl: FAKE_API } (./support/shapeSite.ts).
    expect(shapeBuild.distFindings).toEqual([]);
  });

  it('keeps the API’s pictures and documents in the deploy, as a site without a media store', () => {
    for (const path of shapeBuild.pages) {
      const html = builtHtml(variant.dist, path) ?? '';
      expect(html, path).not.toMatch(/\/v1\/[0-9a-f]{2}\/[0-9a-f]{32}-\d+\.|\/d\/[0-9a-f]{32}\//);
      for (const [, file] of html.matchAll(/href="\/files\/([^"]+)"/g)) {
        expect(existsSync(join(variant.dist, 'files', file!)), `${path}: /files/${file}`).toBe(
          true,
        );
      }
    }
  });

  it('lists exactly its snapshot in the RSS feeds and the calendar (an added event shows in both)', async () => {
    type Item = { id?: string; title: string; sortDate: string };
    const snapshot = (name: string): Item[] =>
      JSON.parse(readFileSync(join(variant.snapshotDir, `${name}.json`), 'utf8'));
    const built = (path: string) => readFileSync(join(variant.dist, path), 'utf8');
    const titles = (items: Item[]) => items.map((item) => htmlToText(item.title));

    const events = snapshot('events');
    const stories = [...snapshot('news'), ...snapshot('highlights')].sort(byNewestFirst);
    const eventFeed = await new Parser().parseString(built(FEEDS.events.path));
    const newsFeed = await new Parser().parseString(built(FEEDS.news.path));
    expect(eventFeed.items.map((item) => item.title)).toEqual(titles(events.slice(0, 50)));
    expect(newsFeed.items.map((item) => item.title)).toEqual(titles(stories.slice(0, 50)));

    const { fetchedAt } = JSON.parse(
      readFileSync(join(variant.snapshotDir, 'manifest.json'), 'utf8'),
    );
    const inWindow = eventsInWindow(events, new Date(fetchedAt), CALENDAR_PAST_MONTHS);
    const calendar = new ICAL.Component(ICAL.parse(built(FEEDS.calendar.path)));
    expect(
      calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('summary')),
    ).toEqual(titles(inWindow));
    // Every shape but "empty" has an event of this year: the calendar is never empty by accident.
    expect(inWindow.length > 0).toBe(shape !== 'empty');
  });

  for (const mode of MODES[shape]) {
    it(`shows every page whole with the API answering ${mode === 'same' ? 'the same shape' : mode === 'full' ? 'the full demo data' : mode}`, async () => {
      const browser = chrome.current!.browser;
      const targets =
        mode === 'same'
          ? pages.filter((path) => {
              // Pages without islands, the same as in the main build, are covered there.
              const html = builtHtml(variant.dist, path);
              const main = builtHtml(TEST_DIST, path);
              const hasIslands = (serverIslands.get(path) ?? []).length > 0;
              return hasIslands || !html || !main || comparable(html) !== comparable(main);
            })
          : [...apiPages.values()];
      expect(targets.length, 'pages to visit').toBeGreaterThan(0);
      // Three pages at a time, each walker going on to the next page when done (one page per
      // walker: a new page per visit costs Chromium about a second more).
      const results = await walkInTurns(
        browser,
        targets,
        (walker, path) => visit(walker, server.url, path, mode, serverIslands.get(path) ?? []),
        { concurrency: CONCURRENCY, prepare: answerApi(mode, variant) },
      );
      if (mode === 'same') {
        results.forEach((result, index) => {
          const path = targets[index]!;
          if (result.apiCalls.length === 0) return;
          const kind = [
            ...islandComponents(builtHtml(variant.dist, path) ?? ''),
            ...result.apiCalls,
          ];
          if (!apiPages.has(kind.join(' '))) apiPages.set(kind.join(' '), path);
        });
        // The home page and the listings call the API in every shape. (Two pages that make the
        // same calls with the same islands are one kind above, so ask the visits themselves.)
        const calling = targets.filter((_, index) => results[index]!.apiCalls.length > 0);
        expect(calling).toEqual(
          expect.arrayContaining(['/', '/News', '/Highlights', '/PhotoGallery']),
        );
      }
      expect(results.flatMap((result) => result.findings)).toEqual([]);
    }, 240_000);
  }
});
