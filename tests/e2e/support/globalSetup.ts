/**
 * Starts what the browser tests run against: the demo API on TEST_API_PORT with a fresh data
 * directory, and the built test site served by Cloudflare Pages' own local runtime
 * (`wrangler pages dev`: `_headers`, `_redirects` and the 404 page as in production),
 * once for both browser-test projects.
 * `tools/test.ts` builds the site first; when the build or its data is missing (running
 * `npm run test:e2e` alone), it is built here.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startPagesDev } from '../../../scripts/lib/pagesDev';
import { startDemoApi } from '../../../demo/demo-api';
import { buildTestSite } from '../../../tools/lib/testBuild';
import { startLocalStore, type LocalStore } from '../../../tools/lib/localStore';
import { TEST_API_PORT, TEST_DATA, TEST_DIST, TEST_MEDIA, TEST_MEDIA_PORT } from './config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Origin of the statically served test build. */
    siteUrl: string;
    /** Origin of the demo API the build talks to. */
    apiUrl: string;
  }
}

interface Servers {
  siteUrl: string;
  apiUrl: string;
  users: number;
  close(): Promise<void>;
}

/**
 * Both browser-test projects (vitest.config.ts) run this setup; they share one demo API (its port
 * is baked into the test build) and one static server, started by the first and closed by the last.
 */
const shared = globalThis as typeof globalThis & {
  porfTestServers?: Promise<Servers>;
  porfTestMedia?: { store: Promise<LocalStore>; users: number };
};

/** Builds the test site when the build, its data or its media store's folder is missing. */
export async function ensureTestBuild(): Promise<void> {
  // The build and the data it was made from (tests compare pages with TEST_DATA) go together.
  const built = [join(TEST_DIST, 'index.html'), join(TEST_DATA, 'snapshot', 'manifest.json')];
  if (!built.every((file) => existsSync(file)) || !existsSync(TEST_MEDIA)) await buildTestSite();
}

/**
 * Serves the test media store on TEST_MEDIA_PORT once per process, for every project that asks;
 * resolves with the function that lets it go. Not at all when `npm test` serves it for both of its
 * browser-test processes (PORF_TEST_MEDIA_UP).
 */
export async function useTestMedia(): Promise<() => Promise<void>> {
  if (process.env.PORF_TEST_MEDIA_UP) return async () => undefined;
  const media = (shared.porfTestMedia ??= {
    store: startLocalStore(TEST_MEDIA, TEST_MEDIA_PORT),
    users: 0,
  });
  media.users += 1;
  await media.store;
  return async () => {
    media.users -= 1;
    if (media.users > 0) return;
    shared.porfTestMedia = undefined;
    await (await media.store).close();
  };
}

async function startServers(): Promise<Servers> {
  await ensureTestBuild();
  const dataDir = mkdtempSync(join(tmpdir(), 'porf-demo-api-'));
  const api = await startDemoApi({ port: TEST_API_PORT, dataDir, quiet: true });
  const releaseMedia = await useTestMedia();
  const site = await startPagesDev({ dir: TEST_DIST });
  return {
    siteUrl: site.url,
    apiUrl: api.url,
    users: 0,
    close: async () => {
      await site.close();
      await releaseMedia();
      await api.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export default async function setup(project: TestProject) {
  shared.porfTestServers ??= startServers();
  const servers = await shared.porfTestServers;
  servers.users += 1;
  project.provide('siteUrl', servers.siteUrl);
  project.provide('apiUrl', servers.apiUrl);
  return async () => {
    servers.users -= 1;
    if (servers.users === 0) {
      shared.porfTestServers = undefined;
      await servers.close();
    }
  };
}
