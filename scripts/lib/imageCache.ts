/**
 * The image cache of the snapshot: the pictures pre-rendered pages show (album photos, news and
 * event pictures, award pictures, video thumbnails, testimonial photos, notification images) are
 * downloaded once into `src/data/image-cache/`, measured with sharp, and listed in `index.json`
 * (API path -> file, width, height). The build optimises them from there (src/lib/data/images.ts:
 * responsive sizes, modern formats, width/height known).
 *
 * Later runs reuse what is cached: an API path already in the index, whose file is present with the
 * recorded size, is not downloaded again (uploads are treated as immutable: a changed picture gets a
 * new path in a CMS; `refresh` forces a new download). A failed download leaves the path out of
 * the cache, and pages fall back to the live image URL: never a broken build.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import sharp, { type Metadata } from 'sharp';
import { z } from 'zod';
import { writeFileAtomic } from './atomicWrite';

/** One cached picture. */
export const ImageCacheEntrySchema = z.object({
  /** File name inside the cache folder. */
  file: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** sharp's format name: jpeg, png, webp, avif, gif. */
  format: z.string(),
  bytes: z.number().int().positive(),
  /** `sha256-<hex>` of the file. */
  hash: z.string(),
});

/** `index.json` of the cache. */
export const ImageCacheIndexSchema = z.object({
  version: z.literal(1),
  /** API path (as stored in the items, e.g. `uploads/news/2026/x.jpg`) -> cached file. */
  images: z.record(z.string(), ImageCacheEntrySchema),
});

export type ImageCacheEntry = z.output<typeof ImageCacheEntrySchema>;
export type ImageCacheIndex = z.output<typeof ImageCacheIndexSchema>;

/** Formats the build can optimise; anything else (an HTML error page, an SVG, a PDF) is refused. */
const RASTER_FORMATS: Record<string, string> = {
  jpeg: 'jpg',
  png: 'png',
  webp: 'webp',
  avif: 'avif',
  gif: 'gif',
};
/** Larger files are not cached (the live URL is used): a 30 MB camera original is a mistake. */
export const MAX_IMAGE_BYTES = 15 * 1024 * 1024;

/** Options of `updateImageCache`. */
export interface ImageCacheOptions {
  /** Cache folder (`src/data/image-cache`). */
  dir: string;
  /** Every API path the snapshot's pages show, in any order (duplicates are fine). */
  paths: Iterable<string>;
  /** Downloads one path's bytes; throws on any failure (the transport retries). */
  download: (path: string) => Promise<Uint8Array>;
  /** Parallel downloads (default 6). */
  concurrency?: number;
  /** Download even what is cached. */
  refresh?: boolean;
  /** Remove cached files no path refers to any more (default true). */
  prune?: boolean;
  /** Told about each failed download. */
  onFailure?: (path: string, reason: string) => void;
}

/** What `updateImageCache` did. */
export interface ImageCacheResult {
  index: ImageCacheIndex;
  downloaded: number;
  reused: number;
  failed: { path: string; reason: string }[];
  pruned: number;
}

/** Reads the cache index; a missing or unreadable index is an empty cache. */
export function readImageCacheIndex(dir: string): ImageCacheIndex {
  try {
    return ImageCacheIndexSchema.parse(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')));
  } catch {
    return { version: 1, images: {} };
  }
}

/** Brings the cache up to date for `paths` and writes its index atomically. */
export async function updateImageCache(options: ImageCacheOptions): Promise<ImageCacheResult> {
  mkdirSync(options.dir, { recursive: true });
  const previous = readImageCacheIndex(options.dir);
  const wanted = [...new Set(options.paths)].sort();
  const images: Record<string, ImageCacheEntry> = {};
  const failed: ImageCacheResult['failed'] = [];
  let downloaded = 0;
  let reused = 0;

  const todo: string[] = [];
  for (const path of wanted) {
    const entry = previous.images[path];
    if (!options.refresh && entry && isIntact(options.dir, entry)) {
      images[path] = entry;
      reused += 1;
    } else {
      todo.push(path);
    }
  }

  let next = 0;
  const worker = async () => {
    while (next < todo.length) {
      const path = todo[next++]!;
      try {
        images[path] = await fetchOne(options.dir, path, options.download);
        downloaded += 1;
      } catch (error) {
        const reason = (error as Error).message;
        failed.push({ path, reason });
        options.onFailure?.(path, reason);
        // An earlier good copy beats nothing when a re-download (refresh) fails.
        const entry = previous.images[path];
        if (entry && isIntact(options.dir, entry)) images[path] = entry;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 6) }, worker));

  const index: ImageCacheIndex = {
    version: 1,
    images: Object.fromEntries(Object.entries(images).sort(([a], [b]) => a.localeCompare(b))),
  };
  await writeFileAtomic(join(options.dir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);

  let pruned = 0;
  if (options.prune ?? true) {
    const keep = new Set(['index.json', ...Object.values(index.images).map((entry) => entry.file)]);
    for (const name of await readdir(options.dir)) {
      if (keep.has(name)) continue;
      await rm(join(options.dir, name), { force: true });
      pruned += 1;
    }
  }
  return { index, downloaded, reused, failed, pruned };
}

function isIntact(dir: string, entry: ImageCacheEntry): boolean {
  const file = join(dir, entry.file);
  return existsSync(file) && statSync(file).size === entry.bytes;
}

async function fetchOne(
  dir: string,
  path: string,
  download: (path: string) => Promise<Uint8Array>,
): Promise<ImageCacheEntry> {
  const bytes = Buffer.from(await download(path));
  if (bytes.length === 0) throw new Error('empty file');
  if (bytes.length > MAX_IMAGE_BYTES) throw new Error(`larger than ${MAX_IMAGE_BYTES} bytes`);
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
  const hash = createHash('sha256').update(bytes).digest('hex');
  const file = `${fileStem(path)}-${createHash('sha1').update(path).digest('hex').slice(0, 10)}.${extension}`;
  await writeFileAtomic(join(dir, file), bytes);
  return {
    file,
    width: rotated ? metadata.height : metadata.width,
    height: rotated ? metadata.width : metadata.height,
    format: metadata.format!,
    bytes: bytes.length,
    hash: `sha256-${hash}`,
  };
}

/** A readable, safe file name stem from an API path: `uploads/gallery/2024/x/03.jpg` -> `x-03`. */
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
