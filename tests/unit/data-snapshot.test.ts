/**
 * `npm run snapshot` end to end against the demo API, in temporary folders: a second run of the
 * same data writes the same files and reuses every cached picture and document, and in the basic
 * failure cases the previous snapshot is left untouched. (Never compared with the committed
 * snapshot, which the real API replaces.)
 * (The full fault matrix lives in the snapshot hardening tests.)
 */
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startDemoApi, type DemoApi } from '../../demo/demo-api';
import { checkSnapshotFiles } from '../../scripts/lib/snapshotStore';
import { COLLECTION_SPECS, runSnapshot, type SnapshotOptions } from '../../scripts/snapshot';
import { demoApi } from '../e2e/support/demoApi';

const COMMITTED_IMAGES = fileURLToPath(new URL('../../src/data/image-cache/', import.meta.url));

let api: DemoApi;
let apiData: string;
let warmImages: string;
let work: string;
let options: SnapshotOptions;
const lines: string[] = [];

beforeAll(async () => {
  apiData = mkdtempSync(join(tmpdir(), 'porf-snapshot-api-'));
  api = await startDemoApi({ port: 0, dataDir: apiData, quiet: true });
  // A picture cache that holds the demo's pictures, whatever the committed one holds (the real
  // API's, once it replaces the demo): the tests below then never wait for pictures to be drawn.
  warmImages = join(apiData, 'warm-images');
  cpSync(COMMITTED_IMAGES, warmImages, { recursive: true });
  await runSnapshot({
    baseUrl: api.url,
    siteCode: 'PORF',
    snapshotDir: join(apiData, 'warm-snapshot'),
    imageCacheDir: warmImages,
    log: () => undefined,
    warn: () => undefined,
  });
}, 120_000);
afterAll(async () => {
  await api.close();
  rmSync(apiData, { recursive: true, force: true });
});
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'porf-snapshot-'));
  // Start from the demo's pictures so no run downloads them again.
  cpSync(warmImages, join(work, 'images'), { recursive: true });
  lines.length = 0;
  options = {
    baseUrl: api.url,
    siteCode: 'PORF',
    snapshotDir: join(work, 'snapshot'),
    imageCacheDir: join(work, 'images'),
    transport: { attempts: 2, attemptTimeoutMs: 2000, deadlineMs: 5000, baseDelayMs: 10 },
    log: (line) => lines.push(line),
    warn: (line) => lines.push(line),
  };
});
afterEach(async () => {
  await demoApi(api.url).reset();
  rmSync(work, { recursive: true, force: true });
});

const read = (dir: string, name: string) => readFileSync(join(dir, name), 'utf8');
const snapshotFiles = (dir: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort();

describe('runSnapshot', () => {
  it('is stable: a second run of the same data writes the same files and reuses every file', async () => {
    const first = await runSnapshot(options);
    expect(first.written).toBe(true);
    const files = snapshotFiles(options.snapshotDir);
    expect(files).toEqual(
      [...COLLECTION_SPECS.map((spec) => `${spec.name}.json`), 'manifest.json'].sort(),
    );
    const before = new Map(files.map((name) => [name, read(options.snapshotDir, name)]));
    const images = read(options.imageCacheDir, 'index.json');
    const documents = read(join(work, 'document-cache'), 'index.json');

    const second = await runSnapshot(options);
    expect(second.written).toBe(true);
    for (const name of files.filter((n) => n !== 'manifest.json')) {
      expect(read(options.snapshotDir, name), name).toBe(before.get(name));
    }
    // The manifest describes the files beside it and remembers the first run's counts.
    expect(checkSnapshotFiles(options.snapshotDir)).toEqual([]);
    const manifest = JSON.parse(read(options.snapshotDir, 'manifest.json'));
    const firstManifest = JSON.parse(before.get('manifest.json')!);
    expect(manifest.collections).toEqual(
      Object.fromEntries(
        Object.entries(firstManifest.collections as Record<string, object>).map(([name, info]) => [
          name,
          { ...info, fetchedAt: expect.any(String) },
        ]),
      ),
    );
    expect(manifest.history[0].counts.news).toBe(firstManifest.collections.news.count);
    expect(read(options.imageCacheDir, 'index.json')).toBe(images);
    expect(read(join(work, 'document-cache'), 'index.json')).toBe(documents);
    expect(second.images).toMatchObject({ downloaded: 0, pruned: 0, failed: [], skipped: [] });
    expect(second.documents).toMatchObject({ downloaded: 0, pruned: 0, failed: [], skipped: [] });
    expect(second.images!.reused).toBe(first.images!.downloaded + first.images!.reused);
    expect(second.documents!.reused).toBeGreaterThan(0);
  });

  it('names each dropped item and prints a line per collection and a summary', async () => {
    await runSnapshot(options);
    expect(lines.filter((line) => /^ {2}✓ /.test(line))).toHaveLength(9);
    expect(lines).toContainEqual(
      expect.stringMatching(/dropped news\[41\] "Staff picnic" id \w+: date: not a date/),
    );
    expect(lines).toContainEqual(expect.stringMatching(/\nSummary: 9 of 9 collections healthy/));
  });

  it('writes nothing when one collection fails, and says which and why', async () => {
    expect((await runSnapshot(options)).ok).toBe(true);
    const before = Object.fromEntries(
      snapshotFiles(options.snapshotDir).map((n) => [n, read(options.snapshotDir, n)]),
    );
    await demoApi(api.url).fault({ path: '/api/events/All', body: '<html>Maintenance</html>' });
    await demoApi(api.url).addItem('news', { title: 'Would change news.json', date: '2026-11-22' });

    const result = await runSnapshot(options);
    expect(result).toMatchObject({ ok: false, written: false });
    expect(result.collections.find((c) => c.name === 'events')).toMatchObject({
      status: 'failed',
      reason: expect.stringMatching(/invalid-json/),
    });
    expect(lines).toContainEqual(expect.stringMatching(/Nothing written: events failed/));
    for (const [name, text] of Object.entries(before))
      expect(read(options.snapshotDir, name), name).toBe(text);
  });

  it('with --partial, updates the healthy collections and keeps the failed one', async () => {
    await runSnapshot(options);
    const eventsBefore = read(options.snapshotDir, 'events.json');
    await demoApi(api.url).fault({ path: '/api/events/All', status: 503 });
    await demoApi(api.url).addItem('news', { title: 'Late news', date: '2026-11-22' });
    const result = await runSnapshot({ ...options, partial: true });
    expect(result).toMatchObject({ ok: false, written: true });
    expect(read(options.snapshotDir, 'events.json')).toBe(eventsBefore);
    expect(read(options.snapshotDir, 'news.json')).toContain('Late news');
  });

  it('refuses a collection that shrinks by more than half unless forced', async () => {
    await runSnapshot(options);
    await demoApi(api.url).setCollection('videos', []);
    const refused = await runSnapshot(options);
    expect(refused.collections.find((c) => c.name === 'videos')).toMatchObject({
      status: 'refused',
    });
    expect(JSON.parse(read(options.snapshotDir, 'videos.json'))).toHaveLength(10);

    const forced = await runSnapshot({ ...options, force: true });
    expect(forced.ok).toBe(true);
    expect(JSON.parse(read(options.snapshotDir, 'videos.json'))).toEqual([]);
  });

  it('lets notifications drop to none: pop-ups come and go', async () => {
    await runSnapshot(options);
    await demoApi(api.url).setCollection('notifications', []);
    expect((await runSnapshot(options)).ok).toBe(true);
    expect(JSON.parse(read(options.snapshotDir, 'notifications.json'))).toEqual([]);
  });
});
