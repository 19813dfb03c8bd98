/**
 * The media store (issue 53) against a real S3-compatible server on 127.0.0.1 (s3rver): what a
 * build names is uploaded once, resized as its name says; a night with an empty cache makes
 * variants from the stored originals and downloads nothing again; what no build named for the
 * grace period goes; the last good data round-trips; a store that is down or half set up fails
 * loudly. Pictures and documents are made here, never the committed snapshot's.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GRACE_DAYS,
  lastGood,
  MediaStore,
  mediaStoreConfig,
  publishMedia,
  saveLastGood,
  storedIn,
} from '../../scripts/lib/mediaStore';
import {
  addToImageCache,
  describeDocument,
  readImageCacheIndex,
  type ImageCacheEntry,
} from '../../scripts/lib/snapshotStore';
import { documentKey, mediaKeysIn, originalKey, variantKey } from '../../src/lib/data/media';
import { startLocalStore, type LocalStore } from '../../tools/lib/localStore';

const work = mkdtempSync(join(tmpdir(), 'porf-media-'));
const data = join(work, 'data');
const dist = join(work, 'dist');
let local: LocalStore;
let store: MediaStore;

const PICTURES: Record<string, () => Promise<Buffer>> = {
  'uploads/news/well.jpg': () =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer(),
  'uploads/awards/logo.png': () =>
    sharp({ create: { width: 400, height: 300, channels: 4, background: '#f008' } })
      .png()
      .toBuffer(),
};
const PDF = Buffer.from('%PDF-1.4\n% a sample report\n%%EOF\n');
let entries: Record<string, ImageCacheEntry>;
let report: ImageCacheEntry;

/** A build's output naming `keys`, in a page and in a listing's data file. */
function build(keys: string[]) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, 'data'), { recursive: true });
  const [first, ...rest] = keys.map((key) => `${local.baseUrl}/${key}`);
  writeFileSync(join(dist, 'index.html'), `<img src="${first}" srcset="${rest.join(' 1x, ')} 2x">`);
  writeFileSync(join(dist, 'data', 'news.json'), JSON.stringify({ src: rest.at(-1) }));
}

const fetchObject = (key: string) => fetch(`${local.baseUrl}/${key}`);

beforeAll(async () => {
  local = await startLocalStore(join(work, 'store'));
  store = new MediaStore(mediaStoreConfig(local.env)!);
  const bytes = Object.fromEntries(
    await Promise.all(Object.entries(PICTURES).map(async ([path, make]) => [path, await make()])),
  );
  const pictures = await addToImageCache({
    dir: join(data, 'image-cache'),
    paths: Object.keys(PICTURES),
    download: async (path) => bytes[path],
  });
  entries = pictures.index.images;
  const documents = await addToImageCache({
    dir: join(data, 'document-cache'),
    paths: ['uploads/reports/annual-2025.pdf'],
    download: async () => PDF,
    describe: describeDocument,
  });
  report = Object.values(documents.index.images)[0]!;
});
afterAll(async () => {
  await local?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('publishing media to the store', () => {
  const well = () => entries['uploads/news/well.jpg']!;
  const logo = () => entries['uploads/awards/logo.png']!;

  it('uploads what the build names, resized as each name says, and the originals, once', async () => {
    const named = [
      variantKey({ hash: well().hash, width: 320, format: 'webp' }),
      variantKey({ hash: well().hash, width: 640, format: 'jpg' }),
      variantKey({ hash: well().hash, width: 1200, height: 630, format: 'jpg' }),
      variantKey({ hash: logo().hash, width: 400, format: 'png' }),
      documentKey(report),
    ];
    build(named);
    expect(mediaKeysIn(`<a href="${local.baseUrl}/${named[4]}">`, local.baseUrl)).toEqual([
      named[4],
    ]);

    const first = await publishMedia({ store, dist, dataDir: data });
    expect(first).toMatchObject({
      named: 5,
      uploaded: { originals: 2, variants: 4, documents: 1 },
      deleted: 0,
    });
    const sizes = [
      [named[0], 'image/webp', 320, 240],
      [named[1], 'image/jpeg', 640, 480],
      [named[2], 'image/jpeg', 1200, 630],
      [named[3], 'image/png', 400, 300],
    ] as const;
    for (const [key, type, width, height] of sizes) {
      const answer = await fetchObject(key!);
      expect(answer.status, key).toBe(200);
      expect(answer.headers.get('content-type')).toBe(type);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(Buffer.from(await answer.arrayBuffer())).metadata();
      expect([meta.width, meta.height], key).toEqual([width, height]);
    }
    const pdf = await fetchObject(documentKey(report));
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);
    expect((await fetchObject(originalKey(well()))).status).toBe(200);

    const again = await publishMedia({ store, dist, dataDir: data });
    expect(again.uploaded).toEqual({ originals: 0, variants: 0, documents: 0, bytes: 0 });
  });

  it('makes a new variant from the stored original when the cache lost the file', async () => {
    unlinkSync(join(data, 'image-cache', well().file));
    const wider = variantKey({ hash: well().hash, width: 800, format: 'webp' });
    build([wider, documentKey(report)]);
    const night = await publishMedia({ store, dist, dataDir: data });
    expect(night.uploaded).toMatchObject({ originals: 0, variants: 1, documents: 0 });
    const meta = await sharp(
      Buffer.from(await (await fetchObject(wider)).arrayBuffer()),
    ).metadata();
    expect(meta.width).toBe(800);

    // The snapshot counts a picture the store keeps as cached: nothing is downloaded again.
    const keys = await store.keys();
    const snapshot = await addToImageCache({
      dir: join(data, 'image-cache'),
      paths: Object.keys(PICTURES),
      download: async () => {
        throw new Error('downloaded again');
      },
      stored: storedIn(keys, 'pictures'),
    });
    expect(snapshot).toMatchObject({ reused: 2, downloaded: 0, failed: [] });
    expect(readImageCacheIndex(join(data, 'image-cache')).images).toEqual(entries);
  });

  it('fails, naming it, when a named file can be made from nothing', async () => {
    const unknown = variantKey({ hash: `sha256-${'ab'.repeat(32)}`, width: 320, format: 'webp' });
    build([variantKey({ hash: logo().hash, width: 400, format: 'png' }), unknown]);
    await expect(publishMedia({ store, dist, dataDir: data })).rejects.toThrow(
      new RegExp(`lacks 1 file\\(s\\) .*${unknown.replace('.', '\\.')}`),
    );
  });

  it(`deletes only what no build has named for ${GRACE_DAYS} days`, async () => {
    const kept = variantKey({ hash: logo().hash, width: 400, format: 'png' });
    build([kept]);
    const day = (days: number) => new Date(Date.now() + days * 86_400_000);
    // Everything was named today or earlier: nothing has aged out yet.
    expect(
      (await publishMedia({ store, dist, dataDir: data, now: day(GRACE_DAYS - 1) })).deleted,
    ).toBe(0);
    const before = await store.keys('v1/');
    // The variants of the well picture are no longer named; its original still is (the cache lists it).
    const late = await publishMedia({ store, dist, dataDir: data, now: day(GRACE_DAYS + 1) });
    const after = await store.keys('v1/');
    expect([...after]).toEqual([kept]);
    expect(late.deleted).toBe(before.size - 1);
    expect((await fetchObject(originalKey(well()))).status).toBe(200);
    expect((await fetchObject(documentKey(report))).status).toBe(200);
  });
});

describe('the last good data in the store', () => {
  it('round-trips the JSON, never the media files, the newest night winning', async () => {
    expect(await lastGood(store)).toBeUndefined();
    const source = join(work, 'good');
    mkdirSync(join(source, 'snapshot'), { recursive: true });
    mkdirSync(join(source, 'image-cache'), { recursive: true });
    for (const [n, fetchedAt] of ['2026-11-01T00:00:00Z', '2026-11-02T00:00:00Z'].entries()) {
      writeFileSync(join(source, 'snapshot', 'manifest.json'), JSON.stringify({ fetchedAt }));
      writeFileSync(join(source, 'snapshot', 'news.json'), JSON.stringify([{ n }]));
      writeFileSync(join(source, 'image-cache', 'index.json'), '{"version":1,"images":{}}');
      writeFileSync(join(source, 'image-cache', 'photo.jpg'), 'not data');
      await saveLastGood(store, source);
    }
    const kept = (await lastGood(store))!;
    expect(kept.fetchedAt).toBe('2026-11-02T00:00:00Z');
    const target = join(work, 'restored');
    await kept.write(target);
    const read = (path: string) => readFileSync(join(target, path), 'utf8');
    expect(JSON.parse(read('snapshot/news.json'))).toEqual([{ n: 1 }]);
    expect(read('image-cache/index.json')).toBe('{"version":1,"images":{}}');
    expect(existsSync(join(target, 'image-cache', 'photo.jpg'))).toBe(false);
  });
});

describe('a store that cannot be used', () => {
  it('names the variables a half set-up store lacks', () => {
    expect(() => mediaStoreConfig({ MEDIA_BASE_URL: 'https://media.example.org' })).toThrow(
      'MEDIA_BASE_URL is set but MEDIA_S3_ENDPOINT, MEDIA_S3_BUCKET, MEDIA_S3_ACCESS_KEY_ID, MEDIA_S3_SECRET_ACCESS_KEY not',
    );
    expect(mediaStoreConfig({})).toBeUndefined();
  });

  it('rejects when the store does not answer', async () => {
    const down = new MediaStore({
      ...mediaStoreConfig(local.env)!,
      endpoint: 'http://127.0.0.1:9', // nothing listens on the discard port
    });
    await expect(publishMedia({ store: down, dist, dataDir: data })).rejects.toThrow();
  });
});
