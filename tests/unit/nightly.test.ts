/**
 * `npm run nightly` as CI runs it on two nights (issue 21), each in a fresh copy of the project
 * (what a checkout of the same commit holds: the committed snapshot, whatever it is):
 * - night 1: the API serves data of this test's own (not the committed snapshot's), one news item
 *   of it invalid: the site is built from the rest, checked, and the data kept under
 *   `.cache/last-good/`; `dist/status.json` says fresh, and the night's report names the item
 *   dropped;
 * - night 2: a fresh copy with only `.cache/` carried over, the API answering 500 to everything:
 *   exit 0, the same data published, and a warning (a `::warning` annotation under GitHub Actions);
 *   `dist/status.json` says last-good with the first night's fetch time, and the report (also a
 *   step output under GitHub Actions) says so;
 * - a fresh copy with no `.cache/` and the API failing: the committed data came from another API,
 *   so nothing is published (exit 1), never another API's content as the foundation's; the
 *   report says nothing was built, and why, without the API's address.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi, type DemoApi } from '../../demo/demo-api';
import { readFixtures, shapeFixtures, writeFixtures } from '../../demo/lib/dataShapes';
import { runNightly, type NightlyResult } from '../../scripts/nightly';
import { parseReport } from '../../scripts/lib/nightlyReport';
import { commitOf, type SiteStatus } from '../../src/lib/data/status';
import { copyPictures, sharePictures, testBuildEnv } from '../../tools/lib/testBuild';
import { demoApi } from '../e2e/support/demoApi';
import { mediaKeysIn } from '../../src/lib/data/media';
import { startLocalStore, type LocalStore } from '../../tools/lib/localStore';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
// Under the project, so the copies resolve packages (and tsconfig bases) from its node_modules.
mkdirSync(join(ROOT, '.cache'), { recursive: true });
const work = mkdtempSync(join(ROOT, '.cache', 'nightly-test-'));
let api: DemoApi;

/** A fresh copy of the project as a checkout has it (packages come from this project). */
function checkout(name: string): string {
  const copy = join(work, name);
  mkdirSync(copy, { recursive: true });
  for (const entry of ['astro.config.mjs', 'tsconfig.json', 'public', 'src']) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  // Astro's cache of optimised pictures, as the workflow restores it: only new pictures are made
  // (and what each night makes is handed on by night() to the next).
  copyPictures(copy);
  return copy;
}

/** One night in `root`; resolves with the result and everything it printed. */
async function night(root: string, env: Record<string, string>) {
  const lines: string[] = [];
  const annotations: string[] = [];
  const original = console.log;
  console.log = (line: string) => annotations.push(String(line));
  try {
    const result: NightlyResult = await runNightly({
      root,
      // The environment of a production build, not vitest's (tools/lib/testBuild.ts).
      env: testBuildEnv({ SITE_CODE: 'PORF', ...env }),
      log: (line) => lines.push(line),
      snapshotArgs: ['--attempts=1', '--files-deadline-ms=60000'],
    });
    return { result, text: lines.join('\n'), annotations: annotations.join('\n') };
  } finally {
    console.log = original;
    sharePictures(root);
  }
}

const page = (root: string, name: string) => readFileSync(join(root, 'dist', name), 'utf8');
const status = (root: string) => JSON.parse(page(root, 'status.json')) as SiteStatus;
const report = (root: string) =>
  parseReport(readFileSync(join(root, '.cache', 'nightly-report.json'), 'utf8'));
/** What a monitor reading status.json must never learn: the API's address, the test token. */
const TOKEN = 'night-test-token-5f1c0b8e';
function expectNoAddress(text: string) {
  expect(text).not.toContain(api.url);
  expect(text).not.toContain('127.0.0.1');
  expect(text).not.toContain(TOKEN);
}

beforeAll(async () => {
  // Data of this test's own: the demo's "few" shape with news nobody committed.
  const data = shapeFixtures('few', new Date('2026-11-20T00:00:00Z'), readFixtures());
  data.news = [1, 2, 3].map((n) => ({
    _id: `0f0f0f0f0f0f0f0f0f0f0f0${n}`,
    title: `Night-one news ${n}: a story no snapshot had`,
    description: `Fetched on the first night, item ${n}.`,
    date: `2026-11-1${n}T00:00:00.000Z`,
    images: [],
    attachments: [],
    schoolcode: 'PORF',
  })) as never;
  // One item the schema refuses: the night publishes the rest and reports it dropped.
  (data.news as unknown[]).push({
    _id: '0f0f0f0f0f0f0f0f0f0f0f09',
    title: 'A story with no date',
    description: 'Dropped.',
    date: 'TBD',
    images: [],
    attachments: [],
    schoolcode: 'PORF',
  });
  writeFixtures(join(work, 'fixtures'), data);
  api = await startDemoApi({
    port: 0,
    dataDir: join(work, 'api-data'),
    fixturesDir: join(work, 'fixtures'),
    quiet: true,
  });
});
afterAll(async () => {
  await api?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('npm run nightly on two nights', () => {
  it('night 1 builds from new data; night 2, API down, publishes the same data with a warning', async () => {
    const env = { API_BASE_URL: api.url, PUBLIC_API_BASE_URL: api.url, PUBLIC_API_TOKEN: TOKEN };
    const first = checkout('night-1');
    const before = Date.now();
    const one = await night(first, env);
    expect(one.result, one.text).toMatchObject({ code: 0, built: 'fresh', dropped: { news: 1 } });
    expect(page(first, 'News.html')).toContain('Night-one news 3: a story no snapshot had');
    expect(page(first, 'News.html')).not.toContain('A story with no date');
    expect(existsSync(join(first, '.cache/last-good/snapshot/manifest.json'))).toBe(true);
    const fetchedAt = one.result.fetchedAt!;
    const whole = (iso: string) => new Date(iso).toISOString().replace(/\.\d{3}Z$/, 'Z');

    // What a monitor sees after a fresh night, and what the maintainers' step reads.
    const fresh = status(first);
    expect(fresh).toMatchObject({
      data: 'fresh',
      dataFetchedAt: whole(fetchedAt),
      items: { news: 3, events: expect.any(Number) },
      warnings: one.result.warnings.length,
    });
    expect(one.result.warnings).toEqual([
      expect.stringMatching(/1 news item\(s\) failed validation/),
    ]);
    expect(Date.parse(fresh.builtAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    // The commit being built: this checkout's (the copies are folders inside it).
    expect(fresh.commit).toBe(commitOf(process.env, ROOT));
    expect(Object.keys(fresh).sort()).toEqual(
      ['builtAt', 'commit', 'data', 'dataFetchedAt', 'items', 'warnings'].sort(),
    );
    expectNoAddress(page(first, 'status.json'));
    expect(report(first)).toMatchObject({
      built: 'fresh',
      dataFetchedAt: fetchedAt,
      dropped: { news: 1 },
      problem: null,
    });

    // Night 2: a fresh checkout with only `.cache/` restored; the API answers 500 to everything.
    const second = checkout('night-2');
    cpSync(join(first, '.cache'), join(second, '.cache'), { recursive: true });
    await demoApi(api.url).fault({ path: '/api/', status: 500 });
    const summary = join(work, 'step-summary.md');
    const outputs = join(work, 'step-outputs');
    writeFileSync(summary, '');
    writeFileSync(outputs, '');
    const two = await night(second, {
      ...env,
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summary,
      GITHUB_OUTPUT: outputs,
    });
    await demoApi(api.url).clearFaults();
    expect(two.result, two.text).toMatchObject({ code: 0, built: 'last-good', fetchedAt });
    expect(two.text).toContain(`Warning: the snapshot failed`);
    expect(two.text).toContain(`the site is built from the last good data fetched ${fetchedAt}`);
    expect(two.annotations).toMatch(/^::warning title=Nightly build::the snapshot failed/m);
    expect(readFileSync(summary, 'utf8')).toContain(fetchedAt);
    expect(page(second, 'News.html')).toContain('Night-one news 3: a story no snapshot had');
    expect(page(second, 'index.html')).toBe(page(first, 'index.html'));

    // The monitor sees old data; the step output carries the report to the maintainers' job.
    const stale = status(second);
    expect(stale).toMatchObject({
      data: 'last-good',
      dataFetchedAt: whole(fetchedAt),
      items: fresh.items,
      warnings: two.result.warnings.length,
    });
    expect(stale.warnings).toBeGreaterThan(0);
    expect(Date.parse(stale.builtAt)).toBeGreaterThanOrEqual(Date.parse(fresh.builtAt));
    expectNoAddress(page(second, 'status.json'));
    const output = readFileSync(outputs, 'utf8');
    expect(output).toMatch(/^report=\{.*\}\n$/);
    expect(parseReport(output.slice('report='.length))).toEqual(report(second));
    expect(report(second)).toMatchObject({
      built: 'last-good',
      dataFetchedAt: fetchedAt,
      dropped: {},
      warnings: [expect.stringContaining('the snapshot failed')],
    });
  }, 600_000);

  it('never publishes the committed data of another API when the configured API fails', async () => {
    const fresh = checkout('no-cache');
    await demoApi(api.url).fault({ path: '/api/', status: 500 });
    const run = await night(fresh, { API_BASE_URL: api.url, PUBLIC_API_BASE_URL: api.url });
    await demoApi(api.url).clearFaults();
    expect(run.result, run.text).toMatchObject({ code: 1, built: 'none' });
    expect(run.text).toMatch(
      /Not published: the snapshot failed .*, and the only stored data is data from \S+, not from http:\/\/127\.0\.0\.1/,
    );
    expect(existsSync(join(fresh, 'dist'))).toBe(false);
    const failed = report(fresh);
    expect(failed).toMatchObject({ built: 'none', dataFetchedAt: null });
    expect(failed?.problem).toMatch(/^the snapshot failed .*the only stored data is data from /);
    expect(failed?.problem).toContain('not from API_BASE_URL');
    // The committed data's source (the demo's address) may be named; the configured API's not.
    expect(JSON.stringify(failed)).not.toContain(api.url);
  }, 120_000);
});

describe('npm run nightly with a media store (issue 53)', () => {
  let store: LocalStore;
  beforeAll(async () => {
    store = await startLocalStore(join(work, 'media-store'));
  });
  afterAll(async () => {
    await store?.close();
  });

  it('keeps pictures and the last good data in the store: a night with a cold cache loses nothing', async () => {
    const env = { API_BASE_URL: api.url, PUBLIC_API_BASE_URL: api.url, ...store.env };
    // Night 1: the pages name the store's files, and the store holds every one of them.
    const first = checkout('store-1');
    const one = await night(first, env);
    expect(one.result, one.text).toMatchObject({ code: 0, built: 'fresh' });
    expect(one.text).toMatch(
      /Media store: \d+ files named by the pages; uploaded [1-9]\d* resized/,
    );
    const named = new Set(
      ['index.html', 'PhotoGallery.html', 'AnnualReport.html'].flatMap((file) =>
        mediaKeysIn(page(first, file), store.baseUrl),
      ),
    );
    expect([...named].some((key) => key.startsWith('d/'))).toBe(true);
    expect(named.size).toBeGreaterThan(5);
    for (const key of named) expect((await fetch(`${store.baseUrl}/${key}`)).status, key).toBe(200);
    expect(existsSync(join(first, 'dist', 'files'))).toBe(false);
    // The Actions cache keeps the JSON only: the pictures are in the store.
    expect(readdirSync(join(first, '.cache/last-good/image-cache'))).toEqual(['index.json']);

    // Night 2: no Actions cache at all (evicted), the API down: the store's last good data, with
    // every picture there, nothing uploaded again. (That a cold cache downloads nothing the store
    // keeps when the API is up: media-store.test.ts.)
    const keys = (root: string, file: string) => mediaKeysIn(page(root, file), store.baseUrl);
    const second = checkout('store-2');
    await demoApi(api.url).fault({ path: '/api/', status: 500 });
    const two = await night(second, env);
    await demoApi(api.url).clearFaults();
    expect(two.result, two.text).toMatchObject({ code: 0, built: 'last-good' });
    expect(two.text).toContain('Taking the last good data from the media store');
    expect(keys(second, 'AnnualReport.html')).toEqual(keys(first, 'AnnualReport.html'));
    expect(keys(second, 'index.html')).toEqual(keys(first, 'index.html'));
    expect(two.text).toMatch(/uploaded 0 resized pictures, 0 originals, 0 documents/);
  }, 600_000);

  it('publishes nothing when the store cannot be reached, and says the site keeps its pictures', async () => {
    const root = checkout('store-down');
    const down = { ...store.env, MEDIA_S3_ENDPOINT: 'http://127.0.0.1:9' };
    const run = await night(root, { API_BASE_URL: api.url, ...down });
    expect(run.result).toMatchObject({ code: 1, built: 'none' });
    expect(run.result.problem).toMatch(/^the media store cannot be used .*keeps its pictures$/);
    expect(existsSync(join(root, 'dist'))).toBe(false);
    expect(report(root)?.problem).toBe(run.result.problem);
  }, 120_000);
});
