/**
 * Pictures for pre-rendered pages: `optimisedImage()` turns an API image path into responsive
 * `<img>`/`<picture>` attributes. When `npm run snapshot` cached the picture
 * (src/data/image-cache), astro:assets makes resized WebP (optionally AVIF) versions and a JPEG
 * fallback at build time, with width and height known; otherwise the live `{API}/api/image/{path}` URL is used
 * (width and height only if known), so a missing picture never breaks the build.
 *
 * Build-time only (astro:assets): islands get the returned attributes as props.
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import type { PictureData } from '~/lib/picture';
import { resolveImageUrl } from '~/lib/api/calls';
import { PUBLIC_API_BASE_URL } from '~/lib/env';
import { getSnapshotInfo } from './index';

interface CacheEntry {
  file: string;
  width: number;
  height: number;
}

const cacheIndex =
  Object.values(
    import.meta.glob<{ images: Record<string, CacheEntry> }>('../../data/image-cache/index.json', {
      eager: true,
      import: 'default',
    }),
  )[0]?.images ?? {};

/**
 * The document cache (src/data/document-cache: View Report files, notification attachments), API
 * path -> file name; src/integrations/documentFiles.ts publishes the files at `/files/<name>`.
 */
const documentIndex =
  Object.values(
    import.meta.glob<{ images: Record<string, { file: string }> }>(
      '../../data/document-cache/index.json',
      { eager: true, import: 'default' },
    ),
  )[0]?.images ?? {};

const cachedFiles = import.meta.glob<ImageMetadata>(
  '../../data/image-cache/*.{jpg,jpeg,png,webp,avif,gif}',
  { import: 'default' },
);

/** Modern formats offered before the fallback, best first. */
export type ModernFormat = 'avif' | 'webp';

/**
 * WebP only by default: sharp takes seconds per AVIF encode (about 8 minutes for the demo's 139
 * album photos at three widths, against under a minute for WebP), and WebP is understood by every
 * browser the site supports. Pass `formats: ['avif', 'webp']` for a few large pictures.
 */
export const DEFAULT_FORMATS: readonly ModernFormat[] = ['webp'];

/** Options of `optimisedImage`. */
export interface ImageOptions {
  /** Widths in pixels for the `srcset` (widths above the original are left out). */
  widths: number[];
  /** The `sizes` attribute: how wide the picture is shown, e.g. `(min-width: 768px) 33vw, 100vw`. */
  sizes: string;
  /** Alternative text; `''` for a decorative picture. */
  alt: string;
  /** Modern formats for `<source>` elements (default `DEFAULT_FORMATS`; `[]` for JPEG only). */
  formats?: readonly ModernFormat[];
  /** Encoder quality 1-100 (default: astro's per-format default). */
  quality?: number;
}

/** Attributes for an `<img>` (and `<source>`s inside a `<picture>`). */
export interface OptimisedImage {
  /** Fallback URL: a JPEG (or PNG/GIF as cached) at the largest width, or the live URL. */
  src: string;
  /** Fallback `srcset` (empty for a live URL). */
  srcset: string;
  sizes: string;
  alt: string;
  /** Intrinsic width of `src`, to reserve space; undefined only for an uncached live URL. */
  width: number | undefined;
  height: number | undefined;
  /** `<source type srcset>` entries, best format first (empty for a live URL). */
  sources: { type: string; srcset: string }[];
  /** False when the picture was not cached and `src` is the live API URL. */
  cached: boolean;
}

/** The origin live files are served from: the configured API, else the snapshot's source. */
export function liveApiBase(): string | undefined {
  return PUBLIC_API_BASE_URL ?? getSnapshotInfo().source ?? undefined;
}

/**
 * The URL of a stored file (a publication PDF, a picture): the site's own copy (`/files/<name>`)
 * when the snapshot kept one, else the live `{API}/api/image/{path}`; undefined when no API origin
 * is known at all (built with no API configured and no snapshot manifest).
 */
export function fileUrl(path: string): string | undefined {
  const kept = documentIndex[path];
  if (kept) return `/files/${kept.file}`;
  if (/^https?:\/\//i.test(path)) return path;
  const base = liveApiBase();
  return base ? resolveImageUrl(base, path) : undefined;
}

/** Width and height of a cached picture, when known. */
export function cachedSize(path: string): { width: number; height: number } | undefined {
  const entry = cacheIndex[path];
  return entry ? { width: entry.width, height: entry.height } : undefined;
}

/**
 * Responsive, optimised picture attributes for an API image path (see the file comment). Use the
 * result in a `<picture>`: one `<source>` per `sources` entry, then `<img src srcset sizes width
 * height alt loading="lazy" decoding="async">`.
 */
export async function optimisedImage(path: string, options: ImageOptions): Promise<OptimisedImage> {
  const entry = cacheIndex[path];
  const loader = entry ? cachedFiles[`../../data/image-cache/${entry.file}`] : undefined;
  if (!entry || !loader) {
    return {
      src: fileUrl(path) ?? '',
      srcset: '',
      sizes: options.sizes,
      alt: options.alt,
      width: entry?.width,
      height: entry?.height,
      sources: [],
      cached: false,
    };
  }
  const metadata = await loader();
  const fitting = [...new Set(options.widths)]
    .filter((w) => w <= metadata.width)
    .sort((a, b) => a - b);
  const widths = fitting.length > 0 ? fitting : [metadata.width];
  const largest = widths[widths.length - 1]!;
  const fallbackFormat =
    metadata.format === 'png' || metadata.format === 'gif' ? metadata.format : 'jpg';
  const common = {
    src: metadata,
    widths,
    width: largest,
    sizes: options.sizes,
    quality: options.quality,
  };

  const fallback = await getImage({ ...common, format: fallbackFormat });
  const sources = await Promise.all(
    (options.formats ?? DEFAULT_FORMATS).map(async (format) => {
      const image = await getImage({ ...common, format });
      return { type: `image/${format}`, srcset: image.srcSet.attribute };
    }),
  );
  return {
    src: fallback.src,
    srcset: fallback.srcSet.attribute,
    sizes: options.sizes,
    alt: options.alt,
    width: largest,
    height: Math.round((largest * metadata.height) / metadata.width),
    sources,
    cached: true,
  };
}

/**
 * The sizes pictures are made in, by use. Widths stop at what the widest box shows on a dense
 * screen; AVIF only for the top slider, whose first picture is the home page's largest paint.
 */
export const PICTURE_PRESETS = {
  /** Cards of the listings and the home page's carousels: 260-400 px wide. */
  card: { widths: [320, 640], formats: ['webp'] },
  /** Thumbnails of photo grids. */
  thumb: { widths: [360, 720], formats: ['webp'] },
  /** The large picture a lightbox opens. */
  large: { widths: [800, 1200, 1600], formats: ['webp'] },
  /** The home page's top slider. */
  hero: { widths: [480, 768, 1024, 1600], formats: ['avif'] },
  /** The notification popup's picture. */
  notice: { widths: [320, 544, 800], formats: ['webp'] },
  /** A face beside a testimonial. */
  avatar: { widths: [112, 168], formats: ['webp'] },
} as const satisfies Record<string, { widths: number[]; formats: readonly ModernFormat[] }>;

/** One of `PICTURE_PRESETS`. */
export type PicturePreset = keyof typeof PICTURE_PRESETS;

/**
 * An API picture as a page shows it: optimised in the preset's widths when the snapshot cached it,
 * else the live URL; undefined without a path or any known API. With modern sources the fallback
 * needs no `srcset`: every browser that reads `srcset` reads WebP.
 */
export async function apiPicture(
  path: string | undefined,
  preset: PicturePreset,
  sizes: string,
): Promise<PictureData | undefined> {
  if (!path) return undefined;
  const { widths, formats } = PICTURE_PRESETS[preset];
  const image = await optimisedImage(path, { widths: [...widths], sizes, alt: '', formats });
  if (!image.src) return undefined;
  return {
    src: image.src,
    sizes,
    width: image.width,
    height: image.height,
    ...(image.sources.length ? { sources: image.sources } : {}),
    path,
  };
}

/** A picture of src/assets (the content files'), in the preset's widths and formats. */
export async function contentPicture(
  image: ImageMetadata,
  preset: PicturePreset,
  sizes: string,
  alt: string,
): Promise<PictureData> {
  const { formats } = PICTURE_PRESETS[preset];
  const widths: number[] = PICTURE_PRESETS[preset].widths.filter((w) => w <= image.width);
  if (widths.length === 0) widths.push(image.width);
  const largest = Math.max(...widths);
  const fallbackWidth = widths[Math.floor((widths.length - 1) / 2)]!;
  const [fallback, ...modern] = await Promise.all([
    getImage({ src: image, width: fallbackWidth, format: image.format === 'png' ? 'png' : 'jpg' }),
    ...formats.map((format) => getImage({ src: image, widths, width: largest, sizes, format })),
  ]);
  return {
    src: fallback!.src,
    sizes,
    width: largest,
    height: Math.round((largest * image.height) / image.width),
    alt,
    sources: modern.map((result, index) => ({
      type: `image/${formats[index]}`,
      srcset: result.srcSet.attribute,
    })),
  };
}
