/**
 * The XSS matrix's site (tests/e2e/xss.test.ts): the demo data plus, in every text field of every
 * API collection, hostile text; a snapshot of it and a full build of a copy of the project, with
 * canary secrets in the build's environment that must not leak and a public token that may; and
 * the checks of the built files (the DOM audit of every page, scripts/check-dist.ts). Apart from
 * the test file so that the build and its file checks can be made ahead of time in another
 * process (./prebuilt.ts) while other browser tests run.
 */
import * as fs from 'node:fs';
import { join } from 'node:path';
import { startDemoApi } from '../../../demo/demo-api';
import { runSnapshot } from '../../../scripts/snapshot';
import { checkDist, type Finding } from '../../../scripts/check-dist';
import { freePort } from '../../../scripts/lib/pagesDev';
import {
  buildCopy,
  copyProject,
  publishToTestStore,
  testStoreEnv,
} from '../../../tools/lib/testBuild';
import { listFiles } from '~/integrations/builtFiles';
import { PUBLICATION_CATEGORIES } from '~/schemas';
import { PAYLOADS } from '../../fixtures/xssPayloads';
import { ROOT } from './config';
import { parseHtml } from './html';

export const BAD_URL = `javascript:alert('xss-url')`;
/** Looks like a JWT, so the credential scan would flag it were it not the configured public token. */
export const PUBLIC_TOKEN =
  'eyJhbGciOiJIUzI1NiJ9.eyJzaXRlIjoiUE9SRiJ9.cHVibGljLXRva2VuLWZvci10ZXN0cw';
/** Secrets in the build's environment (as CI has them) that must never reach the output. */
export const CANARIES = {
  API_TOKEN: 'canary-private-api-token-7f3a9c2e51',
  GITHUB_TOKEN: 'ghp_canaryCANARYcanaryCANARYcanary123456',
};

const FIXTURES = join(ROOT, 'demo', 'fixtures', 'data');

type Raw = Record<string, unknown>;
const read = (name: string) =>
  JSON.parse(fs.readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Raw[];

/** A fresh 24-hex id per collection and payload (albums are addressed by id). */
export const idFor = (collection: number, index: number) =>
  `a${collection.toString(16)}${index.toString(16).padStart(3, '0')}`.padEnd(24, 'e');

/** A hostile item's own fields, for payload `p` (the `n`th), over those of `template`. */
type HostileFields = (p: string, n: number, template: Raw) => Raw;

/**
 * The fixtures plus, per collection, one hostile item per payload with every text field set to it,
 * dated today so listings that start on the current year show them.
 */
export function hostileFixtures(dir: string): { albumIds: string[] } {
  fs.mkdirSync(dir, { recursive: true });
  const today = new Date().toISOString();
  const day = today.slice(0, 10);
  const dated = { date: today, fromDate: day, createdAt: today };
  const text = (p: string, n: number) => `XSS ${n + 1} ${p}`;
  const story = (p: string, n: number) => ({ ...dated, title: text(p, n), description: p });
  const write = (name: string, items: Raw[]) =>
    fs.writeFileSync(join(dir, `${name}.json`), JSON.stringify(items));
  /** One item per payload: `template`'s fields, an id of `collection`, then `fields`. */
  const hostile = (collection: number, template: Raw, fields: HostileFields) =>
    PAYLOADS.map((p, n) => ({ ...template, _id: idFor(collection, n), ...fields(p, n, template) }));
  /** The fixture `name` with hostile items made from its first one, after its own or `before`. */
  const extend = (
    name: string,
    collection: number,
    fields: HostileFields,
    { before = false } = {},
  ) => {
    const items = read(name);
    const added = hostile(collection, items[0]!, fields);
    write(name, before ? [...added, ...items] : [...items, ...added]);
  };

  extend('news', 1, (p, n, news) => ({
    ...story(p, n),
    url: BAD_URL,
    // A hostile file path too: it must stay a harmless URL.
    images: n === 0 ? [`uploads/x"><img src=x onerror=alert('xss-path')>.jpg`] : news.images,
  }));
  extend('events', 2, (p, n) => ({ ...story(p, n), time: p, venue: p, url: BAD_URL }));
  extend('highlights', 3, (p, n) => ({ ...story(p, n), new: 'true', url: BAD_URL }));
  extend('circulars', 11, story);
  extend('videos', 12, (p, n, videos) => ({
    ...story(p, n),
    videoUrl: n === 0 ? BAD_URL : videos.videoUrl,
  }));
  extend('testimonials', 13, (p, n) => ({ name: text(p, n), designation: p, description: p }));
  const notice = (p: string, n: number) => ({
    createdAt: today,
    title: text(p, n),
    desc: p,
    urlTitle: p,
    url: BAD_URL,
  });
  extend('notifications', 14, notice, { before: true });

  // Each gallery category's items are made from one of its own.
  const gallery = read('gallery');
  const template = (category: string) =>
    gallery.find((g) => g.category === category) ?? gallery[0]!;
  const categories = ['PhotoGallery', 'Achievements', ...PUBLICATION_CATEGORIES];
  write('gallery', [
    ...gallery,
    ...categories.flatMap((category, c) =>
      hostile(4 + c, template(category), (p, n) => ({ ...story(p, n), category })),
    ),
  ]);
  fs.cpSync(join(FIXTURES, 'visitor.json'), join(dir, 'visitor.json'));
  return { albumIds: PAYLOADS.map((_, n) => idFor(4 + categories.indexOf('PhotoGallery'), n)) };
}

/**
 * What a payload would need in a document: handler attributes, dangerous URLs, unsafe new-tab
 * links, plug-ins, `<base>`, refresh, `srcdoc` frames, a script that runs and names a payload, or
 * JSON-LD that no longer parses. Self-contained, so it runs both in Chromium (`page.evaluate`) and
 * on a jsdom document of a built file.
 */
export function auditDocument(doc?: Document): string[] {
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

/** The XSS build: where it is, the port its islands call, and what its file checks found. */
export interface XssSite {
  work: string;
  dist: string;
  /** The hostile data files (the demo API the tests start serves them). */
  fixturesDir: string;
  /** Port of the API origin baked into the build (the tests start the demo API on it). */
  apiPort: number;
  /** The albums of the PhotoGallery category, one per payload, in payload order. */
  albumIds: string[];
  /** Built HTML pages showing the second payload's item ("XSS 2"). */
  pagesShowingPayload: number;
  /** What `auditDocument` found in the built HTML, by file. */
  builtProblems: Record<string, string[]>;
  /** scripts/check-dist.ts over the build, with the canaries as forbidden values. */
  distFindings: Finding[];
  /** Whether some shipped script holds the public token (the forms send it). */
  tokenShipped: boolean;
}

/**
 * Builds the XSS matrix's site into `work` (see the file comment) and checks its files: each
 * page parsed once for the DOM audit; check-dist reads the build itself.
 */
export async function buildXssSite(work: string): Promise<XssSite> {
  const copy = join(work, 'site');
  const dist = join(work, 'dist');
  const fixturesDir = join(work, 'fixtures');
  const { albumIds } = hostileFixtures(fixturesDir);
  const apiPort = await freePort();
  const api = await startDemoApi({
    port: apiPort,
    dataDir: join(work, 'api-data-snapshot'),
    fixturesDir,
    quiet: true,
  });
  try {
    copyProject(copy);
    const snapshot = await runSnapshot({
      baseUrl: api.url,
      siteCode: 'PORF',
      snapshotDir: join(copy, 'src', 'data', 'snapshot'),
      imageCacheDir: join(copy, 'src', 'data', 'image-cache'),
      force: true,
      log: () => undefined,
      warn: () => undefined,
    });
    if (!snapshot.ok) {
      throw new Error(`The XSS snapshot failed: ${JSON.stringify(snapshot.collections)}`);
    }
    // With the test build's media store: its pictures are the demo's, already there but a few.
    await buildCopy(
      copy,
      dist,
      {
        ...CANARIES,
        PUBLIC_API_BASE_URL: api.url,
        PUBLIC_API_TOKEN: PUBLIC_TOKEN,
        ...testStoreEnv(),
      },
      true,
    );
    await publishToTestStore(dist, join(copy, 'src', 'data'));
  } finally {
    await api.close();
  }

  const files = await listFiles(dist);
  let pagesShowingPayload = 0;
  const builtProblems: Record<string, string[]> = {};
  for (const file of files.filter((f) => f.endsWith('.html'))) {
    const html = fs.readFileSync(join(dist, file), 'utf8');
    if (/XSS 2(?!\d)/.test(html)) pagesShowingPayload += 1;
    const found = auditDocument(parseHtml(html));
    if (found.length) builtProblems[file] = found;
  }
  const distFindings = await checkDist(dist, {
    apiBaseUrl: `http://127.0.0.1:${apiPort}`,
    publicToken: PUBLIC_TOKEN,
    forbidden: Object.values(CANARIES),
  });
  const tokenShipped = files
    .filter((f) => f.endsWith('.js'))
    .some((f) => fs.readFileSync(join(dist, f), 'utf8').includes(PUBLIC_TOKEN));
  return {
    work,
    dist,
    fixturesDir,
    apiPort,
    albumIds,
    pagesShowingPayload,
    builtProblems,
    distFindings,
    tokenShipped,
  };
}
