/**
 * XSS matrix: hostile text in every text field of every API collection, through both paths it
 * can reach a visitor:
 * 1. the snapshot: a demo API serving the hostile items, `runSnapshot` into a copy of the project
 *    (the committed snapshot is never touched), and a full `astro build` of that copy;
 * 2. the live API: the same API, with more hostile items added after the build, which the islands
 *    fetch at runtime (news, highlights, notifications, an album newer than the snapshot).
 * Every built page (and albums by query) is then visited in Chromium with the `_headers` applied:
 * no dialog opens, no CSP violation is reported (the sanitiser, not the CSP, must stop the
 * payloads), and the DOM holds no handler attribute, dangerous URL, foreign frame or script.
 * The build is also checked as a file tree (scripts/check-dist.ts) with canary secrets in its
 * environment that must not leak, and a public token that may.
 *
 * Costs one extra full build (about a minute); the copy lives in `.cache/security-xss-*` while
 * the file runs.
 */
import * as fs from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi, type DemoApi } from '../../demo/demo-api';
import { runSnapshot } from '../../scripts/snapshot';
import { buildCopy, copyProject } from '../../tools/lib/testBuild';
import { checkDist } from '../../scripts/check-dist';
import { startPagesDev, type RunningServer } from '../../scripts/lib/pagesDev';
import { listFiles } from '../../src/integrations/builtFiles';
import { ROOT } from './support/config';
import { demoApi } from './support/demoApi';
import {
  launchBrowser,
  openPage,
  walkInTurns,
  type TestBrowser,
  type Walker,
} from './support/browser';
import { pathOfFile, scrollThrough } from './support/csp';
import { PAYLOADS } from '../fixtures/xssPayloads';

const LIVE_PAYLOAD = `<img src=x onerror="alert('xss-live')"><script>alert('xss-live2')</script>`;
const BAD_URL = `javascript:alert('xss-url')`;
/** Looks like a JWT, so the credential scan would flag it were it not the configured public token. */
const PUBLIC_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzaXRlIjoiUE9SRiJ9.cHVibGljLXRva2VuLWZvci10ZXN0cw';
/** Secrets in the build's environment (as CI has them) that must never reach the output. */
const CANARIES = {
  API_TOKEN: 'canary-private-api-token-7f3a9c2e51',
  GITHUB_TOKEN: 'ghp_canaryCANARYcanaryCANARYcanary123456',
};

// A folder of its own per run (two engineers may run the suite at once), inside the project so
// the copy resolves the project's node_modules; removed when the run ends.
fs.mkdirSync(join(ROOT, '.cache'), { recursive: true });
const WORK = fs.mkdtempSync(join(ROOT, '.cache', 'security-xss-'));
const COPY = join(WORK, 'site');
const DIST = join(WORK, 'dist');
const FIXTURES = join(ROOT, 'demo', 'fixtures', 'data');

type Raw = Record<string, unknown>;
const read = (name: string) =>
  JSON.parse(fs.readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Raw[];

/** A fresh 24-hex id per collection and payload (albums are addressed by id). */
const idFor = (collection: number, index: number) =>
  `a${collection.toString(16)}${index.toString(16).padStart(3, '0')}`.padEnd(24, 'e');

/**
 * The fixtures plus, per collection, one hostile item per payload with every text field set to it,
 * dated today so listings that start on the current year show them.
 */
function hostileFixtures(dir: string): { albumIds: string[] } {
  fs.mkdirSync(dir, { recursive: true });
  const today = new Date().toISOString();
  const day = today.slice(0, 10);
  const dated = { date: today, fromDate: day, createdAt: today };
  const text = (p: string, n: number) => `XSS ${n + 1} ${p}`;
  const write = (name: string, items: Raw[]) =>
    fs.writeFileSync(join(dir, `${name}.json`), JSON.stringify(items));

  const news = read('news');
  write('news', [
    ...news,
    ...PAYLOADS.map((p, i) => ({
      ...news[0],
      _id: idFor(1, i),
      ...dated,
      title: text(p, i),
      description: p,
      url: BAD_URL,
      // A hostile file path too: it must stay a harmless URL.
      images: i === 0 ? [`uploads/x"><img src=x onerror=alert('xss-path')>.jpg`] : news[0]!.images,
    })),
  ]);
  const events = read('events');
  write('events', [
    ...events,
    ...PAYLOADS.map((p, i) => ({
      ...events[0],
      _id: idFor(2, i),
      ...dated,
      title: text(p, i),
      description: p,
      time: p,
      venue: p,
      url: BAD_URL,
    })),
  ]);
  const highlights = read('highlights');
  write('highlights', [
    ...highlights,
    ...PAYLOADS.map((p, i) => ({
      ...highlights[0],
      _id: idFor(3, i),
      ...dated,
      new: 'true',
      title: text(p, i),
      description: p,
      url: BAD_URL,
    })),
  ]);
  const gallery = read('gallery');
  const template = (category: string) => gallery.find((g) => g.category === category) ?? gallery[0];
  const categories = [
    'PhotoGallery',
    'Achievements',
    'Newsletter',
    'AnnualReport',
    'Presscorner',
    'Circular',
  ];
  const albumIds: string[] = [];
  write('gallery', [
    ...gallery,
    ...categories.flatMap((category, c) =>
      PAYLOADS.map((p, i) => {
        const id = idFor(4 + c, i);
        if (category === 'PhotoGallery') albumIds.push(id);
        return {
          ...template(category),
          _id: id,
          ...dated,
          category,
          title: text(p, i),
          description: p,
        };
      }),
    ),
  ]);
  const circulars = read('circulars');
  write('circulars', [
    ...circulars,
    ...PAYLOADS.map((p, i) => ({
      ...circulars[0],
      _id: idFor(11, i),
      ...dated,
      title: text(p, i),
      description: p,
    })),
  ]);
  const videos = read('videos');
  write('videos', [
    ...videos,
    ...PAYLOADS.map((p, i) => ({
      ...videos[0],
      _id: idFor(12, i),
      ...dated,
      title: text(p, i),
      description: p,
      videoUrl: i === 0 ? BAD_URL : videos[0]!.videoUrl,
    })),
  ]);
  const testimonials = read('testimonials');
  write('testimonials', [
    ...testimonials,
    ...PAYLOADS.map((p, i) => ({
      ...testimonials[0],
      _id: idFor(13, i),
      name: text(p, i),
      designation: p,
      description: p,
    })),
  ]);
  const notifications = read('notifications');
  write('notifications', [
    ...PAYLOADS.map((p, i) => ({
      ...notifications[0],
      _id: idFor(14, i),
      createdAt: today,
      title: text(p, i),
      desc: p,
      urlTitle: p,
      url: BAD_URL,
    })),
    ...notifications,
  ]);
  fs.cpSync(join(FIXTURES, 'visitor.json'), join(dir, 'visitor.json'));
  return { albumIds };
}

let api: DemoApi;
let server: RunningServer;
let chrome: TestBrowser;
let albumIds: string[] = [];
const LIVE_ALBUM_ID = idFor(15, 0);

beforeAll(async () => {
  ({ albumIds } = hostileFixtures(join(WORK, 'fixtures')));
  api = await startDemoApi({
    port: 0,
    dataDir: join(WORK, 'api-data'),
    fixturesDir: join(WORK, 'fixtures'),
    quiet: true,
  });
  copyProject(COPY);

  const snapshot = await runSnapshot({
    baseUrl: api.url,
    siteCode: 'PORF',
    snapshotDir: join(COPY, 'src', 'data', 'snapshot'),
    imageCacheDir: join(COPY, 'src', 'data', 'image-cache'),
    force: true,
    log: () => undefined,
    warn: () => undefined,
  });
  expect(snapshot.ok, JSON.stringify(snapshot.collections)).toBe(true);

  await buildCopy(
    COPY,
    DIST,
    { ...CANARIES, PUBLIC_API_BASE_URL: api.url, PUBLIC_API_TOKEN: PUBLIC_TOKEN },
    true,
  );

  // Newer than the snapshot: only the islands' live refresh can show these.
  const live = demoApi(api.url);
  const now = new Date().toISOString();
  const liveItem = {
    title: `Live ${LIVE_PAYLOAD}`,
    description: LIVE_PAYLOAD,
    date: now,
    fromDate: now.slice(0, 10),
    schoolcode: 'PORF',
  };
  await live.addItem('news', { ...liveItem, _id: idFor(15, 1), images: [] });
  await live.addItem('events', { ...liveItem, _id: idFor(15, 2), venue: LIVE_PAYLOAD });
  await live.addItem('highlights', {
    ...liveItem,
    _id: idFor(15, 3),
    category: 'Highlight',
    new: 'true',
    url: BAD_URL,
  });
  await live.addItem('notifications', {
    title: `Live ${LIVE_PAYLOAD}`,
    desc: LIVE_PAYLOAD,
    urlTitle: LIVE_PAYLOAD,
    url: BAD_URL,
    image: [],
    createdAt: now,
    _id: idFor(15, 4),
  });
  await live.addItem('gallery', {
    ...liveItem,
    _id: LIVE_ALBUM_ID,
    category: 'PhotoGallery',
    attachments: ['uploads/gallery/live/photo-1.jpg', 'uploads/gallery/live/photo-2.jpg'],
  });

  server = await startPagesDev({ dir: DIST });
  chrome = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await chrome?.close();
  await server?.close();
  await api?.close();
  fs.rmSync(WORK, { recursive: true, force: true });
});

/** What a visit found: dialogs, CSP violations and dangerous things left in the DOM. */
interface VisitReport {
  dialogs: string[];
  violations: string[];
  dom: string[];
  pageErrors: string[];
  /** Islands that stopped on hostile content (their boundary's warning in the console). */
  stopped: string[];
}

/**
 * What a payload would need in a document: handler attributes, dangerous URLs, unsafe new-tab
 * links, plug-ins, `<base>`, refresh, `srcdoc` frames, a script that runs and names a payload, or
 * JSON-LD that no longer parses. Self-contained, so it runs both in Chromium (`page.evaluate`) and
 * on a jsdom document of a built file.
 */
function auditDocument(doc?: Document): string[] {
  const root = doc ?? document;
  const found: string[] = [];
  const bad = /^\s*(?:javascript|vbscript|data\s*:\s*text\/html)/i;
  const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'data', 'srcdoc'];
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      const name = attr.name.toLowerCase();
      if (name.startsWith('on')) found.push(`<${el.localName} ${name}>`);
      if (urlAttributes.includes(name) && bad.test(attr.value)) {
        found.push(`<${el.localName} ${name}="${attr.value.slice(0, 40)}">`);
      }
    }
    // A link that looks site-relative but leads to another host (`/\\host`, `//host`).
    const raw = el.localName === 'a' ? el.getAttribute('href') : null;
    if (raw !== null && !/^\s*https?:/i.test(raw)) {
      const base = doc ? 'https://site.invalid/' : location.href;
      try {
        const resolved = new URL(raw, base);
        if (/^https?:$/.test(resolved.protocol) && resolved.origin !== new URL(base).origin) {
          found.push(`<a href="${raw.slice(0, 40)}"> leaves the site`);
        }
      } catch {
        // Not a URL at all: nothing to follow.
      }
    }
    if (el.localName === 'a' && el.getAttribute('target') === '_blank') {
      const rel = (el.getAttribute('rel') ?? '').split(/\s+/);
      if (!rel.includes('noopener') || !rel.includes('noreferrer')) {
        found.push(`<a target=_blank rel="${rel.join(' ')}">`);
      }
    }
  }
  for (const el of root.querySelectorAll(
    'object, embed, base, meta[http-equiv="refresh" i], iframe[srcdoc]',
  )) {
    found.push(`<${el.localName}>`);
  }
  for (const script of root.querySelectorAll('script')) {
    const type = (script.getAttribute('type') ?? '').toLowerCase();
    const text = script.textContent ?? '';
    if (type === 'application/ld+json') {
      try {
        JSON.parse(text);
      } catch {
        found.push(`JSON-LD that does not parse: ${text.slice(0, 40)}`);
      }
    } else if ((type === '' || type === 'module') && /xss-/.test(text)) {
      found.push(`<script>${text.slice(0, 40)}`);
    }
  }
  return found;
}

/**
 * Opens `path` with JavaScript on (in a walker: one page for many visits), scrolls so every island
 * hydrates, opens a lightbox if any.
 */
async function visit(walker: Walker, path: string): Promise<VisitReport> {
  const { page } = walker;
  await walker.visit(server.url + path, { waitUntil: 'networkidle' });
  // `/SubGallery?id=` sends an album of the build on to its own page once its island runs,
  // which may be after the first load settles: wait for that page before looking at anything.
  const albumId = /^\/SubGallery\?id=(.+)$/.exec(path)?.[1];
  if (albumId && fs.existsSync(join(DIST, 'Album', `${albumId}.html`))) {
    await page.waitForURL(`**/Album/${albumId}`, { waitUntil: 'networkidle' });
  }
  await scrollThrough(page);
  await page.waitForLoadState('networkidle');
  // A lightbox shows titles and captions too: open the first photo when the page has one.
  const photo = page.locator('main a[data-pswp-width], main [data-lightbox] a').first();
  if ((await photo.count()) && (await photo.isVisible())) {
    await photo.click();
    await page.waitForTimeout(600);
  }
  await page.waitForTimeout(300);
  return {
    dialogs: [...walker.dialogs],
    violations: await walker.cspViolations(),
    // Serialised into the page and called with no argument, so it audits `document`.
    dom: await page.evaluate(auditDocument as () => string[]),
    pageErrors: walker.pageErrors.map((e) => e.message),
    stopped: walker.consoleMessages
      .filter(({ text }) => /stopped working/.test(text))
      .map(({ text }) => text.slice(0, 300)),
  };
}

describe('hostile content from the snapshot and the live API', () => {
  it('the DOM audit does find a handler, a javascript: link and an unsafe new tab', async () => {
    const { page, context } = await openPage(chrome.browser);
    try {
      await page.goto(`${server.url}/AboutNgo`, { waitUntil: 'load' });
      await page.evaluate(() => {
        const link = document.createElement('a');
        link.href = 'javascript:void 0';
        link.target = '_blank';
        link.setAttribute('onclick', 'void 0');
        document.body.append(link);
      });
      expect((await page.evaluate(auditDocument as () => string[])).sort()).toEqual([
        '<a href="javascript:void 0">',
        '<a onclick>',
        '<a target=_blank rel="">',
      ]);
    } finally {
      await context.close();
    }
  });

  it('reaches the build: hostile titles are on the pages (as harmless text)', async () => {
    const files = (await listFiles(DIST)).filter((f) => f.endsWith('.html'));
    let shown = 0;
    const problems: Record<string, string[]> = {};
    for (const file of files) {
      const html = fs.readFileSync(join(DIST, file), 'utf8');
      if (/XSS 2(?!\d)/.test(html)) shown += 1;
      const found = auditDocument(new JSDOM(html).window.document);
      if (found.length) problems[file] = found;
    }
    // If nothing hostile were rendered, the checks would prove nothing.
    expect(shown, 'pages showing hostile items').toBeGreaterThan(5);
    expect(problems).toEqual({});
  });

  it('leaves a build that keeps every output rule, with no secret but the public token', async () => {
    const findings = await checkDist(DIST, {
      apiBaseUrl: api.url,
      publicToken: PUBLIC_TOKEN,
      forbidden: Object.values(CANARIES),
    });
    expect(findings).toEqual([]);
    const files = await listFiles(DIST);
    const shipped = files
      .filter((f) => f.endsWith('.js'))
      .some((f) => fs.readFileSync(join(DIST, f), 'utf8').includes(PUBLIC_TOKEN));
    // The forms send the public token: it is there, and allowed.
    expect(shipped).toBe(true);
  });

  it('runs no payload and triggers no CSP violation on any page that shows CMS text by script', async () => {
    // Pages whose scripts put CMS text into the page: islands (with hostile live answers too)
    // and the lightbox of galleries and albums. The others run no code that renders CMS text,
    // and the test above audits the HTML of every page.
    const files = (await listFiles(DIST)).filter(
      (f) =>
        f.endsWith('.html') &&
        /<astro-island|data-pswp-width|data-lightbox/.test(fs.readFileSync(join(DIST, f), 'utf8')),
    );
    expect(files.length, 'pages to visit').toBeGreaterThan(20);
    // Album pages are one template: visited are the albums whose titles hold the payloads that
    // break out of an element, an attribute, <noscript> or a link (the test above audits the
    // HTML of every album). Hindi pages run the same islands on the same data with other words:
    // the Hindi home page, with the most islands, stands for them.
    const albums = new Set(
      [0, 1, 2, 3, 13, 14, 20, 21].map((payload) => `/Album/${albumIds[payload]}`),
    );
    const paths = files
      .map(pathOfFile)
      .filter((path) => (path.startsWith('/Album/') ? albums.has(path) : !path.startsWith('/hi/')));
    expect(paths.filter((path) => albums.has(path))).toHaveLength(albums.size);
    if (fs.existsSync(join(DIST, 'SubGallery.html'))) {
      paths.push(`/SubGallery?id=${albumIds[0]}`, `/SubGallery?id=${albumIds[6]}`);
      paths.push(`/SubGallery?id=${LIVE_ALBUM_ID}`);
    }
    const problems: Record<string, Partial<VisitReport>> = {};
    // Three pages at a time, each walker going on to the next page when done: the visits wait
    // mostly on timers.
    await walkInTurns(chrome.browser, paths, async (walker, path) => {
      const report = await visit(walker, path);
      const bad = Object.fromEntries(
        Object.entries(report).filter(([, list]) => (list as string[]).length > 0),
      );
      if (Object.keys(bad).length) problems[path] = bad;
    });
    expect(problems).toEqual({});
  }, 600_000);
});
