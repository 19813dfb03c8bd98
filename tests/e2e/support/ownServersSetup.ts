/**
 * The set-up of the browser-test files with servers of their own (vitest project "e2e-own"): the
 * test build they compare with, served statically on a host of this process's own (`siteUrl`: its
 * files, which nothing changes; no demo API, whose state the other process's files change), and
 * the test media store their builds' pictures come from (which `npm test` serves itself while
 * this project runs in a process of its own beside the others).
 */
import type { TestProject } from 'vitest/node';
import { startPagesDev } from '../../../scripts/lib/pagesDev';
import { ensureTestBuild, useTestMedia } from './globalSetup';
import { TEST_DIST } from './config';

export default async function setup(project: TestProject) {
  await ensureTestBuild();
  const releaseMedia = await useTestMedia();
  const site = await startPagesDev({ dir: TEST_DIST });
  project.provide('siteUrl', site.url);
  return async () => {
    await site.close();
    await releaseMedia();
  };
}
