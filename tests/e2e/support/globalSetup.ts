/**
 * Starts what the browser tests run against: the demo API on TEST_API_PORT with a fresh data
 * directory, and the built test site served the way a static host serves it (`_headers` applied).
 * `scripts/test.ts` builds the site first; when the build is missing (running `npm run test:e2e`
 * alone), it is built here.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStaticServer } from '../../../scripts/serve-static';
import { startDemoApi } from '../../../scripts/demo-api';
import { buildTestSite } from '../../../scripts/lib/testBuild';
import { TEST_API_PORT, TEST_DIST } from './config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the statically served test build. */
    siteUrl: string;
    /** Origin of the demo API the build talks to. */
    apiUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(TEST_DIST, 'index.html'))) await buildTestSite();
  const dataDir = mkdtempSync(join(tmpdir(), 'porf-demo-api-'));
  const api = await startDemoApi({ port: TEST_API_PORT, dataDir, quiet: true });
  const site = await startStaticServer({ dir: TEST_DIST, port: 0 });
  project.provide('siteUrl', site.url);
  project.provide('apiUrl', api.url);
  return async () => {
    await site.close();
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
