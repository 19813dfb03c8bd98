/**
 * Where the browser tests find the site and the demo API. `tools/test.ts` builds the test site
 * with PUBLIC_API_BASE_URL pointing at TEST_API_ORIGIN, so the two must agree: keep them here.
 * PORF_TEST_API_PORT and PORF_TEST_DIST move both, so two test runs can share a machine.
 */
import { existsSync } from 'node:fs';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

/** Project root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Port of the demo API during tests (the one `npm start` uses is 8787, so both can run). */
export const TEST_API_PORT = Number(process.env.PORF_TEST_API_PORT ?? 8788);
export const TEST_API_ORIGIN = `http://127.0.0.1:${TEST_API_PORT}`;
/**
 * The local media store (s3rver) the test build publishes its pictures and documents to, as a
 * site with a store configured does (docs/publishing.md); its objects stay beside the build.
 */
export const TEST_MEDIA_PORT = Number(process.env.PORF_TEST_MEDIA_PORT ?? TEST_API_PORT + 1000);
/** Where the test build's pages load API pictures and documents from (tools/lib/localStore.ts). */
export const TEST_MEDIA_BASE = `http://127.0.0.1:${TEST_MEDIA_PORT}/media`;
/** Build output the browser tests serve, apart from `dist` so `npm start` is never disturbed. */
export const TEST_DIST = resolve(ROOT, process.env.PORF_TEST_DIST ?? '.cache/test-dist');
/**
 * The copy of the project the test site is built from, with a snapshot of its own taken from the
 * demo API (tools/lib/testBuild.ts): the browser tests never depend on the committed snapshot.
 */
export const TEST_SITE = `${TEST_DIST}-site`;
/** The objects of the test build's media store. */
export const TEST_MEDIA = `${TEST_DIST}-media`;
/** The test site's data: `snapshot/`, `image-cache/`, `document-cache/` as the snapshot wrote them. */
export const TEST_DATA = join(TEST_SITE, 'src', 'data');
/**
 * Written into the folder of tests/e2e/support/prebuilt.ts's results (PORF_PREBUILT_DIR) when its
 * background process has ended, however it ended: a test still waiting then stops waiting.
 */
export const PREBUILT_ENDED = 'ended';

/** Where the background process writes job `name`'s result in its folder `dir`. */
export const prebuiltResult = (dir: string, name: string) => join(dir, `${name}.json`);

/**
 * Waits for job `name`'s result in `dir`: true once it is there, false when the background process
 * ended without it; throws after `timeoutMs`.
 */
export async function untilPrebuilt(dir: string, name: string, timeoutMs = Infinity) {
  const until = Date.now() + timeoutMs;
  while (!existsSync(prebuiltResult(dir, name))) {
    if (existsSync(join(dir, PREBUILT_ENDED))) return existsSync(prebuiltResult(dir, name));
    if (Date.now() > until) {
      throw new Error(`No result of "${name}" in ${dir} after ${timeoutMs / 1000} s`);
    }
    await setTimeout(250);
  }
  return true;
}
