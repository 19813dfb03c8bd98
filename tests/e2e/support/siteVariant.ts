/**
 * A copy of the site built from other data than the committed snapshot: a demo API serving the
 * given data files, a snapshot of it into a copy of the project (the committed snapshot is never
 * touched), and `astro build` of that copy. Used by the data-shape matrix and the XSS matrix.
 *
 * Builds stay quick: the copy starts with the project's image cache and Astro's cache of optimised
 * pictures, so only pictures the variant adds are optimised (a variant of the demo data builds in
 * about the time of a warm build of the site itself).
 *
 * The build (`buildVariantFiles`) and the API the tests then talk to (`serveVariant`) are apart,
 * so the build can be made ahead of time in another process (./prebuilt.ts): the API serving the
 * same data files later answers what the API the snapshot was taken from answered.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoApi, type DemoApi } from '../../../demo/demo-api';
import { writeFixtures, type Fixtures } from '../../../demo/lib/dataShapes';
import { buildCopy, copyProject, snapshotInto } from '../../../tools/lib/testBuild';

/** A built variant of the site (files only: nothing running). */
export interface VariantFiles {
  /** The variant's own folder (copy, build, data files); removed by `close`. */
  work: string;
  /** The build output. */
  dist: string;
  /** The snapshot the build was made from (JSON files as `npm run snapshot` writes them). */
  snapshotDir: string;
  /** The data files the demo API served (what the snapshot was taken from). */
  fixturesDir: string;
  /** What the snapshot command reported per collection (dropped items, warnings). */
  warnings: string[];
  /** Seconds the snapshot and the build took. */
  seconds: { snapshot: number; build: number };
}

/** A built variant of the site and the demo API serving its data. */
export interface SiteVariant extends VariantFiles {
  /** The demo API serving the variant's data (what the snapshot was taken from). */
  api: DemoApi;
  /** Stops the API and removes the copy. */
  close(): Promise<void>;
}

/** Options of `buildVariantFiles`. */
export interface VariantOptions {
  /** A folder of its own for this variant (created; removed by `close`). */
  work: string;
  /** The data the demo API serves and the snapshot is taken from. */
  fixtures: Fixtures;
  /** Origin the islands call (baked into the build as PUBLIC_API_BASE_URL). */
  apiOrigin: string;
  /** More environment for the build (e.g. canary secrets, a public token). */
  env?: Record<string, string>;
}

/** Builds the site from `options.fixtures`; see the file comment. */
export async function buildVariantFiles(options: VariantOptions): Promise<VariantFiles> {
  const { work } = options;
  const copy = join(work, 'site');
  const dist = join(work, 'dist');
  const fixturesDir = join(work, 'fixtures');
  const snapshotDir = join(copy, 'src', 'data', 'snapshot');
  writeFixtures(fixturesDir, options.fixtures);
  const api = await startDemoApi({
    port: 0,
    dataDir: join(work, 'api-data'),
    fixturesDir,
    quiet: true,
  });
  try {
    copyProject(copy);
    const warnings: string[] = [];
    let started = Date.now();
    // Shrinking to nothing is the point of some variants (the snapshot is forced).
    await snapshotInto(copy, api.url, (message) => warnings.push(message));
    const snapshotSeconds = (Date.now() - started) / 1000;
    started = Date.now();
    await buildCopy(copy, dist, { PUBLIC_API_BASE_URL: options.apiOrigin, ...options.env }, true);
    return {
      work,
      dist,
      snapshotDir,
      fixturesDir,
      warnings,
      seconds: { snapshot: snapshotSeconds, build: (Date.now() - started) / 1000 },
    };
  } finally {
    await api.close();
  }
}

/** Starts a demo API serving the variant's data files (as the one its snapshot came from). */
export async function serveVariant(files: VariantFiles): Promise<SiteVariant> {
  const api = await startDemoApi({
    port: 0,
    dataDir: join(files.work, 'api-data-served'),
    fixturesDir: files.fixturesDir,
    quiet: true,
  });
  return {
    ...files,
    api,
    close: async () => {
      await api.close();
      rmSync(files.work, { recursive: true, force: true });
    },
  };
}
