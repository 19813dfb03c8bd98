/**
 * Shared helpers of the snapshot tests (tests/unit/snapshot-*.test.ts): temporary copies of the
 * committed snapshot and image cache, a demo API whose content differs from them in every
 * collection, and the checks "this folder is entirely the old snapshot or entirely the new one"
 * and "every picture the visible snapshot shows is in the image cache".
 *
 * No test ever writes under src/data: every run goes to a copy in the system's temp folder.
 */
import {
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDemoApi, type DemoApi } from '../../demo/demo-api';
import {
  readImageCacheIndex,
  snapshotLayout,
  visibleSnapshotDir,
} from '../../scripts/lib/snapshotStore';
import { COLLECTION_SPECS, runSnapshot, type SnapshotOptions } from '../../scripts/snapshot';
import { pickSnapshot, SNAPSHOT_FOLDERS } from '../../src/lib/data';
import { demoApi } from '../e2e/support/demoApi';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const COMMITTED_SNAPSHOT = join(ROOT, 'src/data/snapshot');
export const COMMITTED_IMAGES = join(ROOT, 'src/data/image-cache');

/** A picture only the changed demo content shows (downloaded by a run). */
export const NEW_PICTURE = 'uploads/news/2026/snapshot-test-new-picture.jpg';

/** Every file under `dir` (dot files included), by path relative to `dir`. */
export function readTree(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  if (!existsSync(dir)) return files;
  const walk = (folder: string) => {
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) walk(path);
      else files.set(relative(dir, path), readFileSync(path));
    }
  };
  walk(dir);
  return files;
}

/** Names of the differences between two trees, empty when byte-identical. */
export function treeDifferences(
  actual: Map<string, Buffer>,
  expected: Map<string, Buffer>,
): string[] {
  const differences: string[] = [];
  for (const [name, bytes] of expected) {
    const other = actual.get(name);
    if (!other) differences.push(`${name} missing`);
    else if (!other.equals(bytes)) differences.push(`${name} changed`);
  }
  for (const name of actual.keys()) if (!expected.has(name)) differences.push(`${name} added`);
  return differences;
}

/** A temporary folder holding copies of the base snapshot and its caches. */
export interface Workspace {
  /** The parent folder (`.snapshot.lock` and the staging folders appear here). */
  data: string;
  snapshotDir: string;
  imageCacheDir: string;
  /** The snapshot folder's files as the workspace started (the "old" snapshot). */
  initial: Map<string, Buffer>;
}

/** The snapshot every workspace starts from (see `prepareBase`). */
let base: { snapshotDir: string; imageCacheDir: string; documentCacheDir: string } | undefined;

/** Hard-links (or copies, across file systems) every file of `from` into a new folder `to`. */
function linkFiles(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  if (!existsSync(from)) return;
  for (const name of readdirSync(from)) {
    if (statSync(join(from, name)).isDirectory()) continue;
    try {
      linkSync(join(from, name), join(to, name));
    } catch {
      cpSync(join(from, name), join(to, name));
    }
  }
}

/**
 * Takes the base snapshot every workspace of this test file starts from: a snapshot of the demo
 * API serving its plain fixtures, never the committed snapshot (which the real API replaces). Its
 * picture cache starts from the committed one's files, so pictures the two share are not drawn
 * again; any others are downloaded. Call in `beforeAll`; later calls do nothing.
 */
export async function prepareBase(): Promise<void> {
  if (base) return;
  const data = mkdtempSync(join(tmpdir(), 'porf-snapshot-base-'));
  temporaryFolders.add(data);
  const api = await startDemoApi({ port: 0, dataDir: join(data, 'api'), quiet: true });
  try {
    const next = {
      snapshotDir: join(data, 'snapshot'),
      imageCacheDir: join(data, 'image-cache'),
      documentCacheDir: join(data, 'document-cache'),
    };
    linkFiles(COMMITTED_IMAGES, next.imageCacheDir);
    const result = await runSnapshot({
      baseUrl: api.url,
      siteCode: 'PORF',
      ...next,
      log: () => undefined,
      warn: () => undefined,
    });
    if (!result.ok || !result.written) {
      throw new Error(`the base snapshot failed: ${JSON.stringify(result.collections)}`);
    }
    base = next;
  } finally {
    await api.close();
  }
}

/**
 * Copies the base snapshot (`prepareBase`) into a new temporary folder as the earlier snapshot of
 * the API at `source`, and hard-links its pictures and documents beside it (fast, and safe: the
 * command never rewrites a file in place, it only renames new files over old names or deletes
 * them). When the temp folder is on another file system, the files are copied instead.
 */
export function makeWorkspace(source: string, prefix = 'porf-snapshot-test-'): Workspace {
  if (!base) throw new Error('call prepareBase() in beforeAll before makeWorkspace()');
  // The temporary folder is the parent itself, so removing `data` leaves nothing behind.
  const data = mkdtempSync(join(tmpdir(), prefix));
  temporaryFolders.add(data);
  const snapshotDir = join(data, 'snapshot');
  const imageCacheDir = join(data, 'image-cache');
  cpSync(base.snapshotDir, snapshotDir, { recursive: true });
  linkFiles(base.imageCacheDir, imageCacheDir);
  linkFiles(base.documentCacheDir, join(data, 'document-cache'));
  // The earlier snapshot of the same API the test runs against (the manifest is not hashed).
  const manifestPath = join(snapshotDir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { source: string };
  manifest.source = source;
  writeFileSync(manifestPath, `${JSON.stringify(manifest, null, 2)}\n`);
  return { data, snapshotDir, imageCacheDir, initial: readTree(snapshotDir) };
}

/** A quiet run from the API at `baseUrl` into `workspace`, with quick retries. */
export function snapshotOptions(
  baseUrl: string,
  workspace: Workspace,
  extra: Partial<SnapshotOptions> = {},
): SnapshotOptions {
  return {
    baseUrl,
    siteCode: 'PORF',
    snapshotDir: workspace.snapshotDir,
    imageCacheDir: workspace.imageCacheDir,
    transport: { attempts: 2, attemptTimeoutMs: 15_000, baseDelayMs: 5 },
    log: () => undefined,
    warn: () => undefined,
    ...extra,
  };
}

/**
 * A cheap fingerprint of a folder: name -> inode, size and modification time of each file. Any
 * file written, replaced, added or removed changes it.
 */
export function folderStamp(dir: string): Map<string, string> {
  return new Map(
    readdirSync(dir)
      .sort()
      .map((name) => {
        const stat = statSync(join(dir, name));
        return [name, `${stat.ino}:${stat.size}:${stat.mtimeMs}`];
      }),
  );
}

const temporaryFolders = new Set<string>();

/**
 * Removes every workspace and demo API data folder made so far, also those of cases that failed
 * before their own clean-up (call it in `afterAll`).
 */
export function removeTemporaryFolders(): void {
  for (const folder of temporaryFolders) rmSync(folder, { recursive: true, force: true });
  temporaryFolders.clear();
}

/**
 * Starts a demo API whose content differs from the base snapshot (the plain fixtures) in every collection: one
 * item added to each list (the news item with a picture not cached yet), the first testimonial
 * removed (its picture is then no longer used), and one more visit.
 */
export async function startChangedDemoApi(): Promise<DemoApi & { dataDir: string }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'porf-snapshot-test-api-'));
  temporaryFolders.add(dataDir);
  const api = await startDemoApi({ port: 0, dataDir, quiet: true });
  const control = demoApi(api.url);
  const base = { schoolcode: 'PORF', date: '2026-11-20T00:00:00.000Z', fromDate: '2026-11-20' };
  let n = 0;
  const id = () => `5e1ec7ed00000000000000${String((n += 1)).padStart(2, '0')}`;
  await control.addItem('news', {
    ...base,
    _id: id(),
    title: 'Snapshot test: news with a new picture',
    description: 'Added by the snapshot tests.',
    images: [NEW_PICTURE],
  });
  await control.addItem('events', {
    ...base,
    _id: id(),
    title: 'Snapshot test: an event',
    venue: 'Test hall',
  });
  await control.addItem('highlights', {
    ...base,
    _id: id(),
    category: 'Highlight',
    title: 'Snapshot test: a highlight',
    new: 'true',
  });
  await control.addItem('gallery', {
    ...base,
    _id: id(),
    category: 'Newsletter',
    title: 'Snapshot test: a newsletter',
    attachments: ['uploads/publications/newsletter/snapshot-test.pdf'],
  });
  await control.addItem('circulars', {
    ...base,
    _id: id(),
    category: 'Circular',
    title: 'Snapshot test: a circular',
    attachments: ['uploads/publications/circular/snapshot-test.pdf'],
  });
  await control.addItem('videos', {
    ...base,
    _id: id(),
    title: 'Snapshot test: a video',
    videoUrl: 'https://www.youtube.com/watch?v=snapshottest',
    attachments: [],
  });
  await control.addItem('notifications', {
    ...base,
    _id: id(),
    title: 'Snapshot test: a notification',
    desc: 'Added by the snapshot tests.',
    image: [],
    attachments: [],
  });
  const testimonials = JSON.parse(
    readFileSync(join(ROOT, 'demo/fixtures/data/testimonials.json'), 'utf8'),
  ) as Record<string, unknown>[];
  await control.setCollection('testimonials', testimonials.slice(1));
  const visit = await fetch(`${api.url}/api/visitor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ schoolcode: 'PORF' }),
  });
  if (!visit.ok) throw new Error(`could not record a visit: HTTP ${visit.status}`);
  return { ...api, dataDir };
}

/**
 * The snapshot a reader sees in `snapshotDir`: the folder the command's own reader picks, checked
 * against the build's reader (`pickSnapshot` over the same folders), with its files.
 */
export function visibleSnapshot(snapshotDir: string): {
  folder: string;
  files: Map<string, Buffer>;
} {
  const layout = snapshotLayout(snapshotDir);
  const folder = visibleSnapshotDir(layout);
  // What import.meta.glob would hand the build's reader: every JSON file of the three folders.
  const globbed: Record<string, unknown> = {};
  for (const [name, path] of [
    [SNAPSHOT_FOLDERS[0], layout.dir],
    [SNAPSHOT_FOLDERS[1], layout.ready],
    [SNAPSHOT_FOLDERS[2], layout.old],
  ] as const) {
    if (!existsSync(path)) continue;
    for (const file of readdirSync(path).filter((f) => f.endsWith('.json'))) {
      globbed[`/x/data/${name}/${file}`] = file;
    }
  }
  const buildFolder = pickSnapshot(globbed).folder;
  const expectedBuildFolder =
    folder === layout.dir
      ? SNAPSHOT_FOLDERS[0]
      : folder === layout.ready
        ? SNAPSHOT_FOLDERS[1]
        : SNAPSHOT_FOLDERS[2];
  if (buildFolder !== expectedBuildFolder) {
    throw new Error(`the build would read ${buildFolder}, the command ${folder}`);
  }
  return { folder, files: readTree(folder) };
}

/**
 * The manifest without what legitimately differs between two runs of the same data: the fetch
 * times, the API origin (each test's demo API listens on its own port), and the counts of earlier
 * runs (`history`, one entry longer after each good run).
 */
export function manifestWithoutTimes(bytes: Buffer | undefined): unknown {
  if (!bytes) return undefined;
  const manifest = JSON.parse(bytes.toString('utf8')) as {
    fetchedAt?: string;
    source?: string;
    history?: unknown;
    collections: Record<string, { fetchedAt?: string }>;
  };
  delete manifest.fetchedAt;
  delete manifest.source;
  delete manifest.history;
  for (const info of Object.values(manifest.collections)) delete info.fetchedAt;
  return manifest;
}

/**
 * 'old' when `files` are byte for byte the old snapshot; 'new' when they are the new one (fetch
 * times and API origin in the manifest aside); otherwise 'mixed', with what differs.
 */
export function classify(
  files: Map<string, Buffer>,
  old: Map<string, Buffer>,
  fresh: Map<string, Buffer>,
): 'old' | 'new' | `mixed: ${string}` {
  if (treeDifferences(files, old).length === 0) return 'old';
  const withoutManifest = (tree: Map<string, Buffer>) =>
    new Map([...tree].filter(([name]) => name !== 'manifest.json'));
  const differences = treeDifferences(withoutManifest(files), withoutManifest(fresh));
  if (
    differences.length === 0 &&
    JSON.stringify(manifestWithoutTimes(files.get('manifest.json'))) ===
      JSON.stringify(manifestWithoutTimes(fresh.get('manifest.json')))
  ) {
    return 'new';
  }
  return `mixed: ${[...differences, ...treeDifferences(withoutManifest(files), withoutManifest(old)).map((d) => `vs old: ${d}`)].join(', ')}`;
}

/**
 * Problems of the image cache as seen with the snapshot `files`: an index entry whose file is
 * missing or of the wrong size, or a picture the snapshot shows that the index does not list
 * (except `allowedMissing`, e.g. downloads a test made fail).
 */
export function imageCacheProblems(
  files: Map<string, Buffer>,
  imageCacheDir: string,
  allowedMissing: readonly string[] = [],
): string[] {
  const problems: string[] = [];
  const index = readImageCacheIndex(imageCacheDir);
  if (Object.keys(index.images).length === 0)
    problems.push('the image index is empty or unreadable');
  for (const [path, entry] of Object.entries(index.images)) {
    const file = join(imageCacheDir, entry.file);
    if (!existsSync(file)) problems.push(`${path}: ${entry.file} is missing`);
    else if (statSync(file).size !== entry.bytes)
      problems.push(`${path}: ${entry.file} has the wrong size`);
  }
  for (const spec of COLLECTION_SPECS) {
    const bytes = files.get(`${spec.name}.json`);
    if (!bytes) continue;
    const items = JSON.parse(bytes.toString('utf8')) as unknown;
    if (!Array.isArray(items)) continue;
    for (const path of spec.images(items as never[])) {
      if (!index.images[path] && !allowedMissing.includes(path))
        problems.push(`${spec.name} shows ${path}, which the image index does not list`);
    }
  }
  return problems;
}

/** Names in a folder other than the snapshot and image cache themselves (locks, staging ...). */
export function leftovers(workspace: Workspace): string[] {
  return readdirSync(workspace.data)
    .filter((name) => !['snapshot', 'image-cache', 'document-cache'].includes(name))
    .sort();
}
