/**
 * `npm run nightly` as CI runs it on two nights (issue 21), each in a fresh copy of the project
 * (what a checkout of the same commit holds: the committed snapshot, whatever it is):
 * - night 1: the API serves data of this test's own (not the committed snapshot's): the site is
 *   built from it, checked, and the data kept under `.cache/last-good/`;
 * - night 2: a fresh copy with only `.cache/` carried over, the API answering 500 to everything:
 *   exit 0, the same data published, and a warning (a `::warning` annotation under GitHub Actions);
 * - a fresh copy with no `.cache/` and the API failing: the committed data came from another API,
 *   so nothing is published (exit 1), never another API's content as the foundation's.
 */
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
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
import { testBuildEnv } from '../../tools/lib/testBuild';
import { demoApi } from '../e2e/support/demoApi';

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
  // Astro's cache of optimised pictures, as the workflow restores it: only new pictures are made.
  const assets = join(ROOT, 'node_modules', '.astro', 'assets');
  if (existsSync(assets)) {
    cpSync(assets, join(copy, 'node_modules', '.astro', 'assets'), { recursive: true });
  }
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
  }
}

const page = (root: string, name: string) => readFileSync(join(root, 'dist', name), 'utf8');

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
    const env = { API_BASE_URL: api.url, PUBLIC_API_BASE_URL: api.url };
    const first = checkout('night-1');
    const one = await night(first, env);
    expect(one.result, one.text).toMatchObject({ code: 0, built: 'fresh' });
    expect(page(first, 'News.html')).toContain('Night-one news 3: a story no snapshot had');
    expect(existsSync(join(first, '.cache/last-good/snapshot/manifest.json'))).toBe(true);
    const fetchedAt = one.result.fetchedAt!;

    // Night 2: a fresh checkout with only `.cache/` restored; the API answers 500 to everything.
    const second = checkout('night-2');
    cpSync(join(first, '.cache'), join(second, '.cache'), { recursive: true });
    await demoApi(api.url).fault({ path: '/api/', status: 500 });
    const summary = join(work, 'step-summary.md');
    writeFileSync(summary, '');
    const two = await night(second, {
      ...env,
      GITHUB_ACTIONS: 'true',
      GITHUB_STEP_SUMMARY: summary,
    });
    await demoApi(api.url).clearFaults();
    expect(two.result, two.text).toMatchObject({ code: 0, built: 'last-good', fetchedAt });
    expect(two.text).toContain(`Warning: the snapshot failed`);
    expect(two.text).toContain(`the site is built from the last good data fetched ${fetchedAt}`);
    expect(two.annotations).toMatch(/^::warning title=Nightly build::the snapshot failed/m);
    expect(readFileSync(summary, 'utf8')).toContain(fetchedAt);
    expect(page(second, 'News.html')).toContain('Night-one news 3: a story no snapshot had');
    expect(page(second, 'index.html')).toBe(page(first, 'index.html'));
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
  }, 120_000);
});
