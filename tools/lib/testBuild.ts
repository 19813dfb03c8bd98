/**
 * Builds the site the browser tests run against into `.cache/test-dist`, islands pointed at the
 * test demo API. It never reads the committed snapshot (real data may replace it any night): a
 * copy of the project takes its snapshot from a demo API and is built. Tests read TEST_DATA.
 */
import {
  copyFileSync,
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { TEST_API_ORIGIN, TEST_DIST, TEST_SITE, ROOT } from '../../tests/e2e/support/config';
import { TEST_MEDIA, TEST_MEDIA_BASE } from '../../tests/e2e/support/config';
import { MediaStore, mediaStoreConfig, publishMedia } from '../../scripts/lib/mediaStore';
import { run } from '../../scripts/lib/run';
import { runSnapshot } from '../../scripts/snapshot';
import { startDemoApi } from '../../demo/demo-api';
import { startLocalStore } from './localStore';

/**
 * Left out of the test build's copy, so that one Hindi page shows its English text as it would
 * for want of its twin: tests/e2e/hindi.test.ts checks it marked, explained and named by the build.
 */
export const UNTRANSLATED_IN_TESTS = join('src', 'content', 'pages', 'post-flood-activities.hi.md');

/** Astro's cacheDir is <root>/node_modules/.astro. */
const pictureCache = (root: string) => join(root, 'node_modules', '.astro', 'assets');

/**
 * Hands the pictures a copy's build optimised on to the project's cache, where the next copies
 * start from: each picture is then encoded once per test run, not once per build (on a fresh
 * clone the builds of the data shapes, the nightly test and the editor test each encoded the same
 * demo pictures again: about 80 s a build). Each file lands by rename, whole, because other
 * processes (the unit tests, the background builds) copy the folder meanwhile.
 */
export function sharePictures(root: string): void {
  const from = pictureCache(root);
  const to = pictureCache(ROOT);
  if (from === to || !existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  const have = new Set(readdirSync(to));
  for (const name of readdirSync(from)) {
    if (have.has(name) || name.startsWith('.')) continue;
    const part = join(to, `.${name}.${process.pid}.part`);
    copyFileSync(join(from, name), part);
    renameSync(part, join(to, name));
  }
}

/** Without the committed snapshot; with the optimised-picture cache, so only new ones are made. */
export function copyProject(copy: string): void {
  mkdirSync(copy, { recursive: true });
  for (const entry of ['astro.config.mjs', 'tsconfig.json', 'public']) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  cpSync(join(ROOT, 'src'), join(copy, 'src'), {
    recursive: true,
    filter: (path) => !path.includes(join('src', 'data', 'snapshot')),
  });
  copyPictures(copy);
}

/** The project's cache of optimised pictures into a copy (without pictures still landing). */
export function copyPictures(copy: string): void {
  if (!existsSync(pictureCache(ROOT))) return;
  cpSync(pictureCache(ROOT), pictureCache(copy), {
    recursive: true,
    filter: (path) => !basename(path).startsWith('.'),
  });
}

/** What vitest sets in its process's environment that a production build must not see. */
const VITEST_MARKS = new Set(['DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL', 'TEST', 'VITEST']);

/** Tests may rebuild with overrides (no API configured, say). */
export function testBuildEnv(
  overrides: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  return {
    // Vitest marks its process as a development run and Vite reads that into `import.meta.env`:
    // a build started inside a test would render the development markup of Astro's <Image>.
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !VITEST_MARKS.has(name))),
    // NODE_ENV 'test' would build React's development bundles.
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
    PUBLIC_API_BASE_URL: TEST_API_ORIGIN,
    SITE_URL: 'https://porf.example.org',
    ...overrides,
  };
}

/** What a build needs to name the test media store's objects (nothing is uploaded by it). */
export function testStoreEnv(): Record<string, string> {
  return { MEDIA_BASE_URL: TEST_MEDIA_BASE };
}

/**
 * Uploads what a store-configured test build names and the test store lacks, through a store
 * process of its own over the same folder (the one the browser tests use may be serving).
 */
export async function publishToTestStore(dist: string, dataDir: string): Promise<void> {
  const publisher = await startLocalStore(TEST_MEDIA);
  try {
    const config = { ...mediaStoreConfig(publisher.env)!, baseUrl: TEST_MEDIA_BASE };
    await publishMedia({ store: new MediaStore(config), dist, dataDir });
  } finally {
    await publisher.close();
  }
}

/** Forced: a copy's data may shrink to nothing on purpose. `warn` hears what was dropped. */
export async function snapshotInto(
  copy: string,
  apiUrl: string,
  warn: (message: string) => void = () => undefined,
): Promise<void> {
  const data = join(copy, 'src', 'data');
  const snapshot = await runSnapshot({
    baseUrl: apiUrl,
    siteCode: 'PORF',
    snapshotDir: join(data, 'snapshot'),
    imageCacheDir: join(data, 'image-cache'),
    force: true,
    log: () => undefined,
    warn,
  });
  if (!snapshot.ok) {
    throw new Error(`The snapshot of ${copy} failed: ${JSON.stringify(snapshot.collections)}`);
  }
}

export async function buildCopy(
  copy: string,
  outDir: string,
  overrides: Record<string, string | undefined> = {},
  quiet = false,
): Promise<void> {
  await run('npx', ['astro', 'build', '--root', copy, '--outDir', outDir], {
    cwd: ROOT,
    quiet,
    env: testBuildEnv(overrides),
  });
  sharePictures(copy);
}

export async function buildTestSite(
  outDir: string = TEST_DIST,
  overrides: Record<string, string | undefined> = {},
): Promise<void> {
  rmSync(TEST_SITE, { recursive: true, force: true });
  copyProject(TEST_SITE);
  rmSync(join(TEST_SITE, UNTRANSLATED_IN_TESTS));
  const apiData = mkdtempSync(join(tmpdir(), 'porf-test-snapshot-'));
  const api = await startDemoApi({ port: 0, dataDir: apiData, quiet: true });
  try {
    await snapshotInto(TEST_SITE, api.url);
  } finally {
    await api.close();
    rmSync(apiData, { recursive: true, force: true });
  }
  // With a media store, as a busy site publishes: the browser tests see pictures served by it.
  rmSync(TEST_MEDIA, { recursive: true, force: true });
  await buildCopy(TEST_SITE, outDir, { ...testStoreEnv(), ...overrides });
  await publishToTestStore(outDir, join(TEST_SITE, 'src', 'data'));
}
