/**
 * The media store (docs/publishing.md): an S3-compatible bucket (Cloudflare R2, or any other) that
 * serves the API's pictures and documents, so the page deploy stays small however the archive
 * grows. It also keeps the originals and the last good data, so a night never depends on the
 * Actions cache. Written through the S3 API with AWS's own client, so any S3-compatible store works.
 */
import { existsSync, statSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { listFiles } from '../../src/integrations/builtFiles';
import {
  ENCODINGS,
  PREFIXES,
  documentKey,
  mediaBaseUrl,
  mediaKeysIn,
  originalKey,
  parseVariantKey,
  shortHash,
} from '../../src/lib/data/media';
import { readImageCacheIndex, type ImageCacheEntry } from './snapshotStore';

/** Objects no page has named for this long are deleted: every published page is younger. */
export const GRACE_DAYS = 30;
const LEDGER = 'state/last-seen.json';
/** One object, so it changes at once: the snapshot's JSON and the caches' indexes. */
const LAST_GOOD = 'state/last-good.json';
/** What a night keeps as its last good data: the JSON, never the media files (the store has them). */
export const LAST_GOOD_FILES = /^(?:snapshot\/[\w-]+|(?:image|document)-cache\/index)\.json$/;

const typeOf = (key: string, ext = /\.(\w+)$/.exec(key)?.[1] ?? '') =>
  ext === 'pdf' ? 'application/pdf' : `image/${ext === 'jpg' ? 'jpeg' : ext}`;

const VARIABLES = {
  endpoint: 'MEDIA_S3_ENDPOINT',
  bucket: 'MEDIA_S3_BUCKET',
  accessKeyId: 'MEDIA_S3_ACCESS_KEY_ID',
  secretAccessKey: 'MEDIA_S3_SECRET_ACCESS_KEY',
} as const;
export type MediaStoreConfig = Record<keyof typeof VARIABLES | 'baseUrl' | 'region', string>;

/** Undefined without `MEDIA_BASE_URL`; throws, naming what is missing, when it is half set up. */
export function mediaStoreConfig(env: NodeJS.ProcessEnv): MediaStoreConfig | undefined {
  const baseUrl = mediaBaseUrl(env);
  if (!baseUrl) return undefined;
  const missing = Object.values(VARIABLES).filter((name) => !env[name]?.trim());
  if (missing.length > 0) {
    throw new Error(`MEDIA_BASE_URL is set but ${missing.join(', ')} not: see docs/publishing.md`);
  }
  const values = Object.entries(VARIABLES).map(([key, name]) => [key, env[name]!.trim()]);
  return { ...Object.fromEntries(values), baseUrl, region: env.MEDIA_S3_REGION?.trim() || 'auto' };
}

export class MediaStore {
  readonly client: S3Client;
  constructor(readonly config: MediaStoreConfig) {
    this.client = new S3Client({
      endpoint: config.endpoint,
      region: config.region,
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Checksums only where S3 requires them: not every S3-compatible store reads the new ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 4,
    });
  }

  async keys(prefix = ''): Promise<Set<string>> {
    const keys = new Set<string>();
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.config.bucket,
          Prefix: prefix,
          ContinuationToken: token,
        }),
      );
      for (const item of page.Contents ?? []) if (item.Key) keys.add(item.Key);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return keys;
  }

  /** Media are immutable; state files are read fresh every night. */
  async put(key: string, body: Buffer | string, state = false): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: state ? 'application/json' : typeOf(key),
        CacheControl: state ? 'no-store' : 'public, max-age=31536000, immutable',
      }),
    );
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.config.bucket, Key: key }),
      );
      return Buffer.from(await answer.Body!.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NotFound')
        return undefined;
      throw error;
    }
  }

  async remove(keys: readonly string[]): Promise<void> {
    for (let start = 0; start < keys.length; start += 1000) {
      const Objects = keys.slice(start, start + 1000).map((Key) => ({ Key }));
      await this.client.send(
        new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects } }),
      );
    }
  }
}

/** Whether the store already keeps a cache entry, so a night need not download it again. */
export function storedIn(keys: ReadonlySet<string>, kind: 'pictures' | 'documents') {
  return (entry: ImageCacheEntry) =>
    keys.has(kind === 'pictures' ? originalKey(entry) : documentKey(entry));
}

/** What a built file may name media in. */
const TEXT_FILE = /\.(?:html|json|xml|ics|txt)$/;

/** Every object the build in `dist` names. */
export async function namedMedia(dist: string, baseUrl: string): Promise<Set<string>> {
  const named = new Set<string>();
  for (const file of (await listFiles(dist)).filter((name) => TEXT_FILE.test(name))) {
    for (const key of mediaKeysIn(await readFile(join(dist, file), 'utf8'), baseUrl))
      named.add(key);
  }
  return named;
}

/**
 * Makes the store hold everything `dist` names (resizing from the cache, or from the stored
 * original), uploads the cache's new originals and documents, then deletes what no build has
 * named for `GRACE_DAYS`; says how many objects the pages name, what it uploaded and how many it
 * deleted. Throws, naming the objects, when a named one cannot be made.
 */
export async function publishMedia(options: {
  store: MediaStore;
  dist: string;
  dataDir: string;
  now?: Date;
  concurrency?: number;
}) {
  const { store, dist, dataDir } = options;
  const today = (options.now ?? new Date()).toISOString().slice(0, 10);
  const limit = pLimit(options.concurrency ?? 8);
  const present = await store.keys();
  const named = await namedMedia(dist, store.config.baseUrl);

  const local = (dir: string, entry: ImageCacheEntry) => {
    const file = join(dir, entry.file);
    return existsSync(file) && statSync(file).size === entry.bytes ? file : undefined;
  };
  const pictures = Object.values(readImageCacheIndex(join(dataDir, 'image-cache')).images);
  const documents = Object.values(readImageCacheIndex(join(dataDir, 'document-cache')).images);
  const byHash = new Map(pictures.map((entry) => [shortHash(entry.hash), entry]));
  const uploaded = { originals: 0, variants: 0, documents: 0, bytes: 0 };
  const upload = async (key: string, body: Buffer, kind: keyof typeof uploaded) => {
    await store.put(key, body);
    present.add(key);
    uploaded[kind] += 1;
    uploaded.bytes += body.length;
  };

  const kept = [
    ...pictures.map((entry) => ({ key: originalKey(entry), entry, kind: 'originals' as const })),
    ...documents.map((entry) => ({ key: documentKey(entry), entry, kind: 'documents' as const })),
  ];
  const cacheDir = { originals: 'image-cache', documents: 'document-cache' };
  await Promise.all(
    kept.map(({ key, entry, kind }) =>
      limit(async () => {
        const file = present.has(key) ? undefined : local(join(dataDir, cacheDir[kind]), entry);
        if (file) await upload(key, await readFile(file), kind);
      }),
    ),
  );

  const missing: string[] = [];
  await Promise.all(
    [...named].map((key) =>
      limit(async () => {
        if (present.has(key)) return;
        const variant = parseVariantKey(key);
        const entry = variant && byHash.get(variant.hash);
        const file = entry && local(join(dataDir, 'image-cache'), entry);
        const original = file
          ? await readFile(file)
          : entry && (await store.get(originalKey(entry)));
        if (!variant || !original) return void missing.push(key);
        await upload(key, await encode(original, variant), 'variants');
      }),
    ),
  );
  if (missing.length > 0) {
    throw new Error(
      `the media store lacks ${missing.length} file(s) the pages name and nothing to make them ` +
        `from: ${missing.slice(0, 5).join(', ')}`,
    );
  }

  // Every object the pages or the data still name is seen today; the rest ages out.
  const seen: Record<string, string> = JSON.parse(
    (await store.get(LEDGER))?.toString('utf8') ?? '{}',
  );
  for (const key of [...named, ...kept.map((item) => item.key)]) seen[key] = today;
  const cutoff = new Date(Date.parse(today) - GRACE_DAYS * 86_400_000).toISOString().slice(0, 10);
  const media = [...present].filter((key) =>
    Object.values(PREFIXES).some((prefix) => key.startsWith(prefix)),
  );
  const old = media.filter((key) => (seen[key] ??= today) < cutoff);
  await store.remove(old);
  const ledger = Object.fromEntries(
    media.filter((key) => seen[key]! >= cutoff).map((key) => [key, seen[key]]),
  );
  await store.put(LEDGER, JSON.stringify(ledger), true);
  return { named: named.size, uploaded, deleted: old.length };
}

/** As astro:assets resizes: turned upright, then scaled (or cropped to cover a fixed box). */
function encode(
  original: Buffer,
  variant: ReturnType<typeof parseVariantKey> & {},
): Promise<Buffer> {
  const { width, height, format } = variant;
  return sharp(original)
    .rotate()
    .resize({ width, height, fit: height ? 'cover' : 'inside' })
    .toFormat(format === 'jpg' ? 'jpeg' : format, ENCODINGS[format])
    .toBuffer();
}

/** Keeps the data a site was built from (JSON only) as the store's last good data. */
export async function saveLastGood(store: MediaStore, dataDir: string): Promise<void> {
  const names = (await listFiles(dataDir)).filter((file) => LAST_GOOD_FILES.test(file));
  const files = Object.fromEntries(
    await Promise.all(
      names.map(async (name) => [name, await readFile(join(dataDir, name), 'utf8')]),
    ),
  );
  const { fetchedAt } = JSON.parse(files['snapshot/manifest.json']);
  await store.put(LAST_GOOD, JSON.stringify({ fetchedAt, files }), true);
}

/** The store's last good data (`fetchedAt`, and a `write` into a data folder), if it has any. */
export async function lastGood(store: MediaStore) {
  const kept = await store.get(LAST_GOOD);
  if (!kept) return undefined;
  const { fetchedAt, files } = JSON.parse(kept.toString('utf8')) as {
    fetchedAt: string;
    files: Record<string, string>;
  };
  const write = async (dir: string) => {
    for (const [name, text] of Object.entries(files)) {
      await mkdir(dirname(join(dir, name)), { recursive: true });
      await writeFile(join(dir, name), text);
    }
  };
  return { fetchedAt, write };
}
