/**
 * The set-up of the browser-test files with servers of their own (vitest project "e2e-own"): the
 * test build they compare with, and the test media store their builds' pictures come from (which
 * `npm test` serves itself while this project runs in a process of its own beside the others).
 */
import { ensureTestBuild, useTestMedia } from './globalSetup';

export default async function setup() {
  await ensureTestBuild();
  return useTestMedia();
}
