/**
 * Builds the site the browser tests run against into `.cache/test-dist`, with the islands pointed at
 * the test demo API. Shared by `tools/test.ts` and the e2e global setup.
 *
 * The build never reads the committed snapshot (`src/data/snapshot`, which the real API's data may
 * replace any night): the project is copied into TEST_SITE without it, a snapshot is taken there
 * from a demo API serving the demo's fixtures (the data the browser tests' own demo API serves),
 * and that copy is built. Tests that need the build's data read TEST_DATA.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_API_ORIGIN, TEST_DIST, TEST_SITE, ROOT } from '../../tests/e2e/support/config';
import { run } from '../../scripts/lib/run';
import { runSnapshot } from '../../scripts/snapshot';
import { startDemoApi } from '../../demo/demo-api';

/** Astro's cache of optimised pictures in a project (its cacheDir is <root>/node_modules/.astro). */
const pictureCache = (root: string) => join(root, 'node_modules', '.astro', 'assets');

/**
 * Copies what `astro build` needs into `copy`, without the committed snapshot, and with the
 * project's cache of optimised pictures, so that only pictures new in the copy are optimised.
 * Packages still resolve from the project's node_modules.
 */
export function copyProject(copy: string): void {
  mkdirSync(copy, { recursive: true });
  for (const entry of ['astro.config.mjs', 'tsconfig.json', 'public']) {
    cpSync(join(ROOT, entry), join(copy, entry), { recursive: true });
  }
  cpSync(join(ROOT, 'src'), join(copy, 'src'), {
    recursive: true,
    filter: (path) => !path.includes(join('src', 'data', 'snapshot')),
  });
  if (existsSync(pictureCache(ROOT))) {
    cpSync(pictureCache(ROOT), pictureCache(copy), { recursive: true });
  }
}

/** What vitest sets in its process's environment that a production build must not see. */
const VITEST_MARKS = new Set(['DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL', 'TEST', 'VITEST']);

/** Environment of the test build; tests may rebuild with overrides (e.g. no API configured). */
export function testBuildEnv(
  overrides: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  return {
    // Vitest marks its own process as a development run (DEV=1, PROD='', MODE=test, SSR=1,
    // NODE_ENV=test) and Vite reads these into `import.meta.env`: a build started inside a test
    // (the data-shape and XSS matrices) would render the development markup of Astro's <Image>.
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !VITEST_MARKS.has(name))),
    // The browser tests must run against the build we ship (NODE_ENV 'test' would also build
    // React's development bundles).
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
    PUBLIC_API_BASE_URL: TEST_API_ORIGIN,
    SITE_URL: 'https://porf.example.org',
    ...overrides,
  };
}

/**
 * Takes a snapshot of the API at `apiUrl` into the copy `copy` (made by `copyProject`), as the
 * nightly job would (forced: a copy's data may shrink to nothing on purpose); rejects, naming the
 * collections, when it fails. `warn` hears what the snapshot dropped.
 */
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

/** `astro build` of the copy `copy` into `outDir`, in the test build's environment. */
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
}

/**
 * Builds the test site (see the file comment) into `outDir`; resolves when done, rejects on a
 * failed snapshot or build.
 */
export async function buildTestSite(
  outDir: string = TEST_DIST,
  overrides: Record<string, string | undefined> = {},
): Promise<void> {
  rmSync(TEST_SITE, { recursive: true, force: true });
  copyProject(TEST_SITE);
  const apiData = mkdtempSync(join(tmpdir(), 'porf-test-snapshot-'));
  const api = await startDemoApi({ port: 0, dataDir: apiData, quiet: true });
  try {
    await snapshotInto(TEST_SITE, api.url);
  } finally {
    await api.close();
    rmSync(apiData, { recursive: true, force: true });
  }
  await buildCopy(TEST_SITE, outDir, overrides);
  // Pictures this build optimised stay for the project's next builds (the copies of the data-shape
  // and XSS matrices and the nightly test start from the project's cache).
  if (existsSync(pictureCache(TEST_SITE))) {
    cpSync(pictureCache(TEST_SITE), pictureCache(ROOT), { recursive: true });
  }
}
