/**
 * The snapshot's image cache: pictures are downloaded once, measured, and reused by later runs;
 * a file that changed on disk is fetched again; a failed or non-picture download is left out (pages
 * then use the live URL) without losing an earlier good copy; pictures no longer used are pruned.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addToImageCache,
  finishImageCache,
  readImageCacheIndex,
  type ImageCacheOptions,
} from '../../scripts/lib/snapshotStore';
import { renderDemoFile } from '../../demo/lib/demoImages';

let dir: string;
let downloads: string[];

/** Both of the snapshot's steps, with no snapshot to commit in between. */
async function updateImageCache(options: ImageCacheOptions) {
  const prepared = await addToImageCache(options);
  const pruned = await finishImageCache(prepared, {
    prune: options.prune ?? true,
    checkpoint: options.checkpoint,
  });
  return { ...prepared, pruned };
}

/** A downloader that serves demo pictures and records what it was asked for. */
async function download(path: string): Promise<Uint8Array> {
  downloads.push(path);
  if (path.includes('broken')) throw new Error('HTTP 503');
  if (path.includes('html')) return new TextEncoder().encode('<html>Service unavailable</html>');
  const file = await renderDemoFile(path);
  if (!file) throw new Error('HTTP 404');
  return file.body;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'porf-image-cache-'));
  downloads = [];
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const news = 'uploads/news/2026/health-camp.jpg';
const portrait = 'uploads/testimonials/sunita-devi.jpg';
const upright = 'uploads/gallery/2026/opening/03.jpg';

describe('updateImageCache', () => {
  it('downloads each picture once, records its size, and reuses it on the next run', async () => {
    const first = await updateImageCache({ dir, paths: [news, portrait, upright, news], download });
    expect(first).toMatchObject({ downloaded: 3, reused: 0, failed: [] });
    expect(downloads.sort()).toEqual([news, portrait, upright].sort());
    expect(first.index.images[news]).toMatchObject({ width: 1024, height: 683, format: 'jpeg' });
    expect(first.index.images[portrait]).toMatchObject({ width: 480, height: 480 });
    expect(first.index.images[upright]).toMatchObject({ width: 683, height: 1024 });
    expect(readImageCacheIndex(dir)).toEqual(first.index);

    downloads = [];
    const second = await updateImageCache({ dir, paths: [news, portrait, upright], download });
    expect(second).toMatchObject({ downloaded: 0, reused: 3, pruned: 0 });
    expect(downloads).toEqual([]);
    expect(second.index).toEqual(first.index);
  });

  it('downloads again when a cached file is missing or damaged, or when asked to refresh', async () => {
    const first = await updateImageCache({ dir, paths: [news, portrait], download });
    rmSync(join(dir, first.index.images[news]!.file));
    writeFileSync(join(dir, first.index.images[portrait]!.file), 'truncated');
    downloads = [];
    const second = await updateImageCache({ dir, paths: [news, portrait], download });
    expect(second).toMatchObject({ downloaded: 2, reused: 0 });

    downloads = [];
    const refreshed = await updateImageCache({ dir, paths: [news], download, refresh: true });
    expect(refreshed.downloaded).toBe(1);
    expect(downloads).toEqual([news]);
  });

  it('leaves out failed downloads and things that are not pictures, naming them', async () => {
    const failures: string[] = [];
    const result = await updateImageCache({
      dir,
      paths: [news, 'uploads/broken.jpg', 'uploads/html.jpg'],
      download,
      onFailure: (path, reason) => failures.push(`${path}: ${reason}`),
    });
    expect(Object.keys(result.index.images)).toEqual([news]);
    expect(failures.sort()).toEqual([
      'uploads/broken.jpg: HTTP 503',
      'uploads/html.jpg: not a picture sharp can read',
    ]);
  });

  it('keeps an earlier good copy when a refresh fails', async () => {
    const path = 'uploads/broken-later.jpg';
    let fail = false;
    const flaky = async (p: string) => {
      if (fail) throw new Error('HTTP 500');
      return (await renderDemoFile(p.replace('broken-later', 'fine')))!.body;
    };
    await updateImageCache({ dir, paths: [path], download: flaky });
    fail = true;
    const result = await updateImageCache({ dir, paths: [path], download: flaky, refresh: true });
    expect(result.failed).toHaveLength(1);
    expect(result.index.images[path]).toBeDefined();
  });

  it('prunes pictures no longer referenced, unless told not to', async () => {
    await updateImageCache({ dir, paths: [news, portrait], download });
    const kept = await updateImageCache({ dir, paths: [news], download, prune: false });
    expect(kept.pruned).toBe(0);
    expect(readdirSync(dir)).toHaveLength(3);
    const pruned = await updateImageCache({ dir, paths: [news], download });
    expect(pruned.pruned).toBe(1);
    expect(readdirSync(dir).sort()).toEqual([pruned.index.images[news]!.file, 'index.json'].sort());
  });
});
