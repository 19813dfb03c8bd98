/**
 * The snapshot on disk. Its folder is one unit, so no crash, kill or full disk mixes two runs: a
 * commit writes and flushes `.NAME.staging`, renames it `.NAME.ready` (the commit point), moves
 * `NAME` to `.NAME.old`, `ready` to `NAME`, and deletes `old`. Readers (src/lib/data/index.ts too)
 * take the first of `NAME`, `ready`, `old` holding a manifest.json: a complete snapshot at any
 * moment. The next run's `recoverSnapshotDir` finishes or undoes an interrupted commit.
 *
 * Its image cache: pictures pages show, downloaded once into src/data/image-cache/ and listed in
 * index.json (API path -> file, size). Uploads are treated as immutable, so a cached path is
 * reused. Two steps around the commit (add before, finish and prune after) keep every picture of
 * whichever snapshot a reader sees; a failed download leaves pages on the live URL. The document
 * cache (publications' first files, notifications' attachments, served at `/files/<name>`) is the
 * same code with `describeDocument` and its own size limits.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, open, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import pLimit from 'p-limit';
import sharp, { type Metadata } from 'sharp';
import * as v from 'valibot';
import { z } from 'zod';
import { ManifestSchema, type SnapshotManifest } from '../../src/lib/data/manifest';
import type { RawSnapshot } from '../../src/lib/data';
import type { Checkpoint } from './checkpoints';
import { lockPathFor } from './snapshotLock';

export type SnapshotLayout = ReturnType<typeof snapshotLayout>;

export function snapshotLayout(dir: string) {
  const absolute = resolve(dir);
  const parent = dirname(absolute);
  const name = basename(absolute);
  return {
    dir: absolute,
    staging: join(parent, `.${name}.staging`),
    ready: join(parent, `.${name}.ready`),
    old: join(parent, `.${name}.old`),
    lock: lockPathFor(absolute),
  };
}

/** The folder a reader should use now: the first of `dir`, `ready`, `old` with a manifest. */
export function visibleSnapshotDir(layout: SnapshotLayout): string {
  for (const candidate of [layout.dir, layout.ready, layout.old]) {
    if (existsSync(join(candidate, 'manifest.json'))) return candidate;
  }
  return layout.dir;
}

export type SnapshotEntry =
  { name: string; data: string | Uint8Array } | { name: string; copyFrom: string };

/** Finishes or rolls back an interrupted commit (holding the lock); returns what it did. */
export async function recoverSnapshotDir(layout: SnapshotLayout): Promise<string[]> {
  const done: string[] = [];
  const parent = dirname(layout.dir);
  if (existsSync(layout.staging)) {
    await rm(layout.staging, { recursive: true, force: true });
    done.push(`removed ${layout.staging}, the unfinished work of an interrupted run`);
  }
  if (existsSync(layout.ready)) {
    const problems = checkSnapshotFiles(layout.ready);
    if (problems.length > 0) {
      // Only a disk fault or a hand edit gets here: ready is flushed before it gets its name.
      await rm(layout.ready, { recursive: true, force: true });
      done.push(`discarded ${layout.ready}, which is damaged: ${problems.join('; ')}`);
    } else {
      await swapIn(layout);
      done.push(`finished the commit of an interrupted run: its complete snapshot is now in place`);
    }
  }
  if (existsSync(layout.old)) {
    if (existsSync(layout.dir)) {
      await rm(layout.old, { recursive: true, force: true });
      done.push(`removed ${layout.old}, the previous snapshot an interrupted run had set aside`);
    } else {
      await rename(layout.old, layout.dir);
      await syncDirectory(parent);
      done.push(`put back the previous snapshot from ${layout.old}`);
    }
  }
  return done;
}

/** A commit failed after its commit point: the new snapshot is complete in `.NAME.ready`. */
export class CommitUnfinishedError extends Error {
  override readonly name = 'CommitUnfinishedError';
}

/**
 * Replaces the snapshot folder with `entries` (manifest last) as one unit. A failure before the
 * commit point changes nothing; after it, throws `CommitUnfinishedError`.
 */
export async function commitSnapshotDir(
  layout: SnapshotLayout,
  entries: readonly SnapshotEntry[],
  checkpoint: Checkpoint = () => undefined,
): Promise<void> {
  const parent = dirname(layout.dir);
  await mkdir(parent, { recursive: true });
  await rm(layout.staging, { recursive: true, force: true });
  await mkdir(layout.staging);
  try {
    for (const entry of entries) {
      const target = join(layout.staging, entry.name);
      if ('copyFrom' in entry) {
        if (statSync(entry.copyFrom).isDirectory()) {
          await cp(entry.copyFrom, target, { recursive: true, preserveTimestamps: true });
        } else {
          await writeDurable(target, await readFile(entry.copyFrom));
        }
      } else {
        await writeDurable(target, entry.data, () => checkpoint('stage:file-partial'));
      }
      await checkpoint('stage:file-written');
    }
    await syncDirectory(layout.staging);
    await checkpoint('stage:complete');
    await rename(layout.staging, layout.ready);
  } catch (error) {
    await rm(layout.staging, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
  await syncDirectory(parent);

  try {
    await checkpoint('commit:ready');
    await swapIn(layout, checkpoint);
  } catch (error) {
    throw new CommitUnfinishedError(
      `the new snapshot is complete, but moving it into place failed (${(error as Error).message}). ` +
        `The build already reads it from ${visibleSnapshotDir(layout)}; the next run puts it in place.`,
      { cause: error },
    );
  }
}

const parseManifest = (dir: string): SnapshotManifest =>
  v.parse(ManifestSchema, JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));

/** The folder's manifest, or undefined when it is missing or unreadable. */
export function readManifest(dir: string): SnapshotManifest | undefined {
  try {
    return parseManifest(dir);
  } catch {
    return undefined;
  }
}

/** Moves the complete `ready` folder into place, the current one aside first, then deletes it. */
async function swapIn(layout: SnapshotLayout, checkpoint: Checkpoint = () => undefined) {
  if (existsSync(layout.dir)) {
    await rm(layout.old, { recursive: true, force: true });
    await rename(layout.dir, layout.old);
    await checkpoint('commit:old-moved');
  }
  await rename(layout.ready, layout.dir);
  await syncDirectory(dirname(layout.dir));
  await checkpoint('commit:swapped');
  await rm(layout.old, { recursive: true, force: true });
  await checkpoint('commit:old-removed');
}

/** `sha256-<hex>`, as the manifest records it. */
export function contentHash(data: string | Uint8Array): string {
  return `sha256-${createHash('sha256').update(data).digest('hex')}`;
}

/** What is wrong with a snapshot folder (unreadable JSON, a file missing or off its hash). */
export function checkSnapshotFiles(dir: string): string[] {
  const problems: string[] = [];
  let manifest: SnapshotManifest | undefined;
  try {
    manifest = parseManifest(dir);
  } catch (error) {
    problems.push(`manifest.json is missing or unreadable (${(error as Error).message})`);
  }
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'manifest.json')) {
    try {
      JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      problems.push(`${name} is not valid JSON`);
    }
  }
  for (const [name, info] of Object.entries(manifest?.collections ?? {})) {
    const file = join(dir, `${name}.json`);
    if (!existsSync(file)) problems.push(`${name}.json is missing`);
    else if (contentHash(readFileSync(file)) !== info.hash)
      problems.push(`${name}.json does not match the manifest's hash`);
  }
  return problems;
}

/** A snapshot folder as the build's reader gets it, for tools and tests. */
export function readSnapshotFolder(dir: string): RawSnapshot {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [basename(name, '.json'), JSON.parse(readFileSync(join(dir, name), 'utf8'))]),
  ) as RawSnapshot;
}

/** A test hook called when the file is half written, so a kill test can stop the process there. */
type HalfWrittenHook = () => void | Promise<void>;

/**
 * Creates `path` (`wx`) and flushes it. A crash leaves a partial file: only write where that is
 * harmless (a temporary name, a staging folder discarded unless complete).
 */
async function writeDurable(
  path: string,
  data: string | Uint8Array,
  onHalfWritten?: HalfWrittenHook,
): Promise<void> {
  if (!onHalfWritten) return writeFile(path, data, { flag: 'wx', flush: true });
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const half = Math.floor(bytes.length / 2);
  const handle = await open(path, 'wx');
  try {
    await handle.write(bytes.subarray(0, half));
    await handle.sync();
    await onHalfWritten();
    await handle.write(bytes.subarray(half));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Replaces `path` atomically: a reader (or a crash) sees the old file or the new one, never half. */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  onHalfWritten?: HalfWrittenHook,
): Promise<void> {
  const temp = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeDurable(temp, data, onHalfWritten);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dirname(path));
}

/** True for the temporary names `writeFileAtomic` uses, e.g. left by a crash. */
export function isTemporaryName(name: string): boolean {
  return /^\..+\.\d+\.[0-9a-f]{8}\.tmp$/.test(name);
}

/** Flushes a folder's entries so a rename survives a power cut; best effort (not on Windows). */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    await handle.sync().finally(() => handle.close());
  } catch {
    // Not supported on this platform.
  }
}

// The image and document cache.

export const ImageCacheEntrySchema = z.object({
  file: z.string(),
  /** Pixels; documents have none. */
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
  /** sharp's format name (jpeg, png, webp, avif, gif), or `pdf` for a document. */
  format: z.string(),
  bytes: z.number().int().positive(),
  hash: z.string(),
});

export const ImageCacheIndexSchema = z.object({
  version: z.literal(1),
  images: z.record(z.string(), ImageCacheEntrySchema),
});

export type ImageCacheEntry = z.output<typeof ImageCacheEntrySchema>;
export type ImageCacheIndex = z.output<typeof ImageCacheIndexSchema>;

/** Formats the build can optimise; anything else (an HTML error page, an SVG) is refused. */
const RASTER_FORMATS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};
/** Larger files keep their live URL: a camera original is a mistake. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;
/** Larger documents keep the API's URL. */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
/** Largest total of kept documents: the repository and every deploy carry them. */
export const DOCUMENT_MAX_TOTAL_BYTES = 250 * 1024 * 1024;

export interface DescribedFile {
  extension: string;
  format: string;
  width?: number;
  height?: number;
}

export interface ImageCacheOptions {
  dir: string;
  paths: Iterable<string>;
  /** Throws on any failure; aborts with `signal` (the overall deadline). */
  download: (
    path: string,
    limits: { maxBytes: number; signal?: AbortSignal },
  ) => Promise<Uint8Array>;
  /** Throws for what the cache must not keep (default: a raster picture sharp reads). */
  describe?: (bytes: Buffer) => Promise<DescribedFile>;
  maxBytes?: number;
  /** Bytes, over all files the new index lists. */
  maxTotalBytes?: number;
  /** Past it, downloads stop and the rest are `skipped`. */
  deadline?: AbortSignal;
  concurrency?: number;
  refresh?: boolean;
  /** Entries the media store keeps count as cached without their file (docs/publishing.md). */
  stored?: ((entry: ImageCacheEntry) => boolean) | undefined;
  prune?: boolean;
  onFailure?: (path: string, reason: string) => void;
  checkpoint?: Checkpoint;
}

export interface ImageCacheResult {
  index: ImageCacheIndex;
  downloaded: number;
  reused: number;
  failed: { path: string; reason: string }[];
  /** Not downloaded before the deadline. */
  skipped: string[];
  pruned: number;
}

/** What `addToImageCache` did; hand it to `finishImageCache` after the commit. */
export type PreparedImageCache = Omit<ImageCacheResult, 'pruned'> & { dir: string };

export function readImageCacheIndex(dir: string): ImageCacheIndex {
  try {
    return ImageCacheIndexSchema.parse(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')));
  } catch {
    return { version: 1, images: {} };
  }
}

/**
 * Step 1, before the commit: downloads what is missing under new names and writes an index of the
 * intact old pictures plus the new ones. Deletes and overwrites nothing the old index uses.
 */
export async function addToImageCache(options: ImageCacheOptions): Promise<PreparedImageCache> {
  const checkpoint = options.checkpoint ?? (() => undefined);
  mkdirSync(options.dir, { recursive: true });
  const previous = readImageCacheIndex(options.dir);
  // What the snapshot in place may show until the commit (a damaged file shows nothing).
  const intact = Object.fromEntries(
    Object.entries(previous.images).filter(
      ([, entry]) => isIntact(options.dir, entry) || options.stored?.(entry),
    ),
  );
  const inUse = new Set(Object.values(intact).map((entry) => entry.file));
  const images: Record<string, ImageCacheEntry> = {};
  const failed: ImageCacheResult['failed'] = [];
  const skipped: string[] = [];
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  const maxTotalBytes = options.maxTotalBytes ?? Number.POSITIVE_INFINITY;
  const overTotal = `over the total limit of ${maxTotalBytes} bytes`;
  let downloaded = 0;
  let reused = 0;
  let totalBytes = 0;

  const todo: string[] = [];
  for (const path of [...new Set(options.paths)].sort()) {
    const entry = intact[path];
    if (options.refresh || !entry) {
      todo.push(path);
    } else if (totalBytes + entry.bytes > maxTotalBytes) {
      failed.push({ path, reason: overTotal });
      options.onFailure?.(path, overTotal);
    } else {
      images[path] = entry;
      totalBytes += entry.bytes;
      reused += 1;
    }
  }

  const limit = pLimit(Math.max(1, options.concurrency ?? 6));
  const fetchOne = async (path: string) => {
    if (options.deadline?.aborted) return void skipped.push(path);
    let written = false;
    try {
      const bytes = Buffer.from(
        await options.download(path, {
          maxBytes,
          ...(options.deadline && { signal: options.deadline }),
        }),
      );
      if (bytes.length > maxBytes) throw new Error(`larger than ${maxBytes} bytes`);
      if (totalBytes + bytes.length > maxTotalBytes) throw new Error(overTotal);
      totalBytes += bytes.length;
      images[path] = await keepOne(options, path, bytes, inUse, previous.images[path]?.file);
      downloaded += 1;
      written = true;
    } catch (error) {
      if (options.deadline?.aborted) {
        skipped.push(path);
      } else {
        failed.push({ path, reason: (error as Error).message });
        options.onFailure?.(path, (error as Error).message);
      }
      // An earlier good copy beats nothing when a re-download (refresh) fails.
      if (intact[path]) images[path] = intact[path];
    }
    // Outside the try: a test failing the run here must not pass for a failed download.
    if (written) await checkpoint('images:file-written');
  };
  await Promise.all(todo.map((path) => limit(() => fetchOne(path))));

  // Old and new together: the snapshot in place until the commit still finds its pictures.
  await writeIndex(options.dir, { ...intact, ...images }, () => checkpoint('images:index-partial'));
  await checkpoint('images:index-written');
  return { dir: options.dir, index: sortedIndex(images), downloaded, reused, failed, skipped };
}

/** Step 2, after the commit: writes the new index, then prunes; returns how many it deleted. */
export async function finishImageCache(
  prepared: PreparedImageCache,
  options: { prune: boolean; checkpoint?: Checkpoint | undefined },
): Promise<number> {
  const checkpoint = options.checkpoint ?? (() => undefined);
  await writeIndex(prepared.dir, prepared.index.images, () =>
    checkpoint('images:final-index-partial'),
  );
  await checkpoint('images:final-index-written');
  let pruned = 0;
  if (options.prune) {
    const keep = new Set([
      'index.json',
      ...Object.values(prepared.index.images).map((entry) => entry.file),
    ]);
    for (const name of await readdir(prepared.dir)) {
      if (keep.has(name)) continue;
      await rm(join(prepared.dir, name), { recursive: true, force: true });
      if (!isTemporaryName(name)) pruned += 1;
      await checkpoint('images:pruning');
    }
  }
  return pruned;
}

function sortedIndex(images: Record<string, ImageCacheEntry>): ImageCacheIndex {
  return {
    version: 1,
    images: Object.fromEntries(Object.entries(images).sort(([a], [b]) => a.localeCompare(b))),
  };
}

async function writeIndex(
  dir: string,
  images: Record<string, ImageCacheEntry>,
  onHalfWritten: () => void | Promise<void>,
): Promise<void> {
  await writeFileAtomic(
    join(dir, 'index.json'),
    `${JSON.stringify(sortedIndex(images), null, 2)}\n`,
    onHalfWritten,
  );
}

function isIntact(dir: string, entry: ImageCacheEntry): boolean {
  const file = join(dir, entry.file);
  return existsSync(file) && statSync(file).size === entry.bytes;
}

export async function describePicture(bytes: Buffer): Promise<DescribedFile> {
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes).metadata();
  } catch {
    throw new Error('not a picture sharp can read');
  }
  const extension = metadata.format ? RASTER_FORMATS[metadata.format] : undefined;
  if (!extension || !metadata.width || !metadata.height) {
    throw new Error(
      `not a raster picture the build can optimise (${metadata.format ?? 'unknown'})`,
    );
  }
  // EXIF-rotated photos: the page needs the size as displayed.
  const rotated = (metadata.orientation ?? 1) >= 5;
  return {
    extension,
    format: metadata.format!,
    width: rotated ? metadata.height : metadata.width,
    height: rotated ? metadata.width : metadata.height,
  };
}

/** A PDF (by its `%PDF-` signature) or a picture sharp reads. */
export async function describeDocument(bytes: Buffer): Promise<DescribedFile> {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') {
    return { extension: 'pdf', format: 'pdf' };
  }
  return describePicture(bytes).catch(() => {
    throw new Error('neither a PDF nor a picture');
  });
}

async function keepOne(
  { dir, describe = describePicture }: ImageCacheOptions,
  path: string,
  bytes: Buffer,
  inUse: ReadonlySet<string>,
  currentFile: string | undefined,
): Promise<ImageCacheEntry> {
  if (bytes.length === 0) throw new Error('empty file');
  const { extension, format, width, height } = await describe(bytes);
  const hash = createHash('sha256').update(bytes).digest('hex');
  const stem = `${fileStem(path)}-${createHash('sha1').update(path).digest('hex').slice(0, 10)}`;
  let file = `${stem}.${extension}`;
  if (currentFile && sameBytes(join(dir, currentFile), bytes)) {
    file = currentFile;
  } else {
    // Changed bytes must not replace a file the snapshot in place still uses.
    if (inUse.has(file) && !sameBytes(join(dir, file), bytes)) {
      file = `${stem}-${hash.slice(0, 8)}.${extension}`;
    }
    await writeFileAtomic(join(dir, file), bytes);
  }
  return {
    file,
    ...(width !== undefined && { width }),
    ...(height !== undefined && { height }),
    format,
    bytes: bytes.length,
    hash: `sha256-${hash}`,
  };
}

function sameBytes(file: string, bytes: Buffer): boolean {
  try {
    return readFileSync(file).equals(bytes);
  } catch {
    return false;
  }
}

function fileStem(path: string): string {
  const parts = path
    .replace(/\.[^./]+$/, '')
    .split('/')
    .filter(Boolean);
  return (
    parts
      .slice(-2)
      .join('-')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'image'
  );
}
