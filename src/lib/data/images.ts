/**
 * The one picture module for pre-rendered pages: a picture the snapshot cached is resized by
 * astro:assets; any other keeps its live URL, so a missing picture never breaks the build.
 * Build-time only: islands get the attributes as props.
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import type { PictureData } from '~/lib/picture';
import { resolveImageUrl } from '~/lib/api/calls';
import { PUBLIC_API_BASE_URL } from '~/lib/env';
import { getSnapshotInfo } from './index';
import { documentKey, mediaBaseUrl, variantKey, type VariantFormat } from './media';

interface CacheEntry {
  file: string;
  width: number;
  height: number;
  format: string;
  hash: string;
}

/** Set: API pictures and documents are served by the media store, not the deploy. */
const MEDIA_BASE = mediaBaseUrl();

const cacheIndex =
  Object.values(
    import.meta.glob<{ images: Record<string, CacheEntry> }>('../../data/image-cache/index.json', {
      eager: true,
      import: 'default',
    }),
  )[0]?.images ?? {};

// API path -> file; src/integrations/documentFiles.ts publishes them at `/files/<name>`.
const documentIndex =
  Object.values(
    import.meta.glob<{ images: Record<string, { file: string; hash: string }> }>(
      '../../data/document-cache/index.json',
      { eager: true, import: 'default' },
    ),
  )[0]?.images ?? {};

const cachedFiles = import.meta.glob<ImageMetadata>(
  '../../data/image-cache/*.{jpg,jpeg,png,webp,avif,gif}',
  { import: 'default' },
);

export type ModernFormat = 'avif' | 'webp';

/** Sharp takes seconds per AVIF encode, and every browser the site supports reads WebP. */
export const DEFAULT_FORMATS: readonly ModernFormat[] = ['webp'];

export interface ImageOptions {
  /** Pixels; widths above the original are left out. */
  widths: number[];
  sizes: string;
  /** `''` for a decorative picture. */
  alt: string;
  /** `[]` for JPEG only. */
  formats?: readonly ModernFormat[];
}

/** The configured API, else the snapshot's source. */
export function liveApiBase(): string | undefined {
  return PUBLIC_API_BASE_URL ?? getSnapshotInfo().source ?? undefined;
}

/** The site's own copy of a stored file when the snapshot kept one, else the live URL. */
export function fileUrl(path: string): string | undefined {
  const kept = documentIndex[path];
  if (kept) return MEDIA_BASE ? `${MEDIA_BASE}/${documentKey(kept)}` : `/files/${kept.file}`;
  if (/^https?:\/\//i.test(path)) return path;
  const base = liveApiBase();
  return base ? resolveImageUrl(base, path) : undefined;
}

export function cachedSize(path: string): { width: number; height: number } | undefined {
  const entry = cacheIndex[path];
  return entry ? { width: entry.width, height: entry.height } : undefined;
}

/** Widths of `wanted` the original can give, smallest first (the original's own if none). */
function fittingWidths(wanted: readonly number[], original: number): number[] {
  const fitting = [...new Set(wanted)].filter((w) => w <= original).sort((a, b) => a - b);
  return fitting.length > 0 ? fitting : [original];
}

/** The same `<picture>` as astro:assets makes, its files named in the media store. */
function storedImage(entry: CacheEntry, options: ImageOptions, base: string) {
  const widths = fittingWidths(options.widths, entry.width);
  const largest = widths.at(-1)!;
  const fallback: VariantFormat = ['png', 'gif'].includes(entry.format) ? 'png' : 'jpg';
  const url = (width: number, format: VariantFormat) =>
    `${base}/${variantKey({ hash: entry.hash, width, format })}`;
  const srcset = (format: VariantFormat) => widths.map((w) => `${url(w, format)} ${w}w`).join(', ');
  return {
    src: url(largest, fallback),
    sizes: options.sizes,
    alt: options.alt,
    width: largest,
    height: Math.round((largest * entry.height) / entry.width),
    sources: (options.formats ?? DEFAULT_FORMATS).map((format) => ({
      type: `image/${format}`,
      srcset: srcset(format),
    })),
    cached: true,
  };
}

/**
 * `src` is a JPEG (or PNG as cached) at the largest width, or the live URL: one file, as every
 * browser that reads `srcset` reads WebP and a fallback in several widths would be files no device
 * picks. `width` and `height` reserve space; undefined only for an uncached live URL.
 */
export async function optimisedImage(path: string, options: ImageOptions) {
  const entry = cacheIndex[path];
  if (entry && MEDIA_BASE) return storedImage(entry, options, MEDIA_BASE);
  const loader = entry ? cachedFiles[`../../data/image-cache/${entry.file}`] : undefined;
  if (!entry || !loader) {
    return {
      src: fileUrl(path) ?? '',
      sizes: options.sizes,
      alt: options.alt,
      width: entry?.width,
      height: entry?.height,
      sources: [],
      cached: false,
    };
  }
  const metadata = await loader();
  const widths = fittingWidths(options.widths, metadata.width);
  const largest = widths.at(-1)!;
  const fallbackFormat =
    metadata.format === 'png' || metadata.format === 'gif' ? metadata.format : 'jpg';
  const fallback = await getImage({ src: metadata, width: largest, format: fallbackFormat });
  const sources = await Promise.all(
    (options.formats ?? DEFAULT_FORMATS).map(async (format) => {
      const image = await getImage({
        src: metadata,
        widths,
        width: largest,
        sizes: options.sizes,
        format,
      });
      return { type: `image/${format}`, srcset: image.srcSet.attribute };
    }),
  );
  return {
    src: fallback.src,
    sizes: options.sizes,
    alt: options.alt,
    width: largest,
    height: Math.round((largest * metadata.height) / metadata.width),
    sources,
    cached: true,
  };
}

/**
 * Widths stop at what the widest box shows on a dense screen; AVIF only for the top slider, whose
 * first picture is the home page's largest paint.
 */
export const PICTURE_PRESETS = {
  /** Cards of the listings and the home carousels: 260-400 px wide. */
  card: { widths: [320, 640], formats: ['webp'] },
  thumb: { widths: [360, 720], formats: ['webp'] },
  large: { widths: [800, 1200, 1600], formats: ['webp'] },
  hero: { widths: [480, 768, 1024, 1600], formats: ['avif'] },
  notice: { widths: [320, 544, 800], formats: ['webp'] },
  avatar: { widths: [112, 168], formats: ['webp'] },
} as const satisfies Record<string, { widths: number[]; formats: readonly ModernFormat[] }>;

export type PicturePreset = keyof typeof PICTURE_PRESETS;

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

/** Link previews (Open Graph, Twitter): cropped to 1.91:1 at 1200 px, JPEG, which every crawler reads. */
export const SHARE_PRESET = { width: 1200, height: 630, fit: 'cover', format: 'jpg' } as const;

/**
 * A page's share picture from a content image or an API picture (in the deploy or the media
 * store): cropped to the preset; else the live URL.
 */
export async function sharePicture(
  source: ImageMetadata | string,
): Promise<{ src: string; width?: number; height?: number } | undefined> {
  const entry = typeof source === 'string' ? cacheIndex[source] : undefined;
  const { width, height, format } = SHARE_PRESET;
  if (entry && MEDIA_BASE) {
    return {
      src: `${MEDIA_BASE}/${variantKey({ hash: entry.hash, width, height, format })}`,
      width,
      height,
    };
  }
  const loader = entry && cachedFiles[`../../data/image-cache/${entry.file}`];
  const image = typeof source === 'string' ? await loader?.() : source;
  if (!image) {
    const live = fileUrl(source as string);
    return live ? { src: live } : undefined;
  }
  const { src } = await getImage({ src: image, ...SHARE_PRESET });
  return { src, width, height };
}
