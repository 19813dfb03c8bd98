/**
 * Where the browser tests find the site and the demo API. `scripts/test.ts` builds the test site
 * with PUBLIC_API_BASE_URL pointing at TEST_API_ORIGIN, so the two must agree: keep them here.
 */
import { fileURLToPath } from 'node:url';

/** Port of the demo API during tests (the one `npm start` uses is 8787, so both can run). */
export const TEST_API_PORT = 8788;
export const TEST_API_ORIGIN = `http://127.0.0.1:${TEST_API_PORT}`;
/** Build output the browser tests serve, apart from `dist` so `npm start` is never disturbed. */
export const TEST_DIST = fileURLToPath(new URL('../../../.cache/test-dist', import.meta.url));
/** Project root. */
export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
