/**
 * Names of the media store's objects (docs/publishing.md): content-addressed, so a name always
 * means the same bytes and is cached for a year. The build writes these names into pages;
 * `scripts/lib/mediaStore.ts` reads them back out of the build and makes what the store lacks.
 * Build and Node only.
 */

/** Where pages load pictures and documents from when a store is configured, without a slash. */
export function mediaBaseUrl(env: Record<string, string | undefined> = process.env) {
  return env.MEDIA_BASE_URL?.trim().replace(/\/+$/, '') || undefined;
}

/** Sharp's settings per format, as astro:assets encodes; new settings need a new variants prefix. */
export const ENCODINGS = {
  webp: { quality: 80 },
  jpg: { quality: 80 },
  png: {},
  avif: { quality: 50, effort: 2 },
};
export type VariantFormat = keyof typeof ENCODINGS;

/**
 * Resized pictures (`v1/<h>/<hash>-<width>[x<height>].<format>`), originals, documents. `<h>`,
 * the hash's first two digits, spreads a decade's 150,000 objects over 256 folders, which keeps
 * listing them quick on stores that keep objects as files (s3rver in the tests and the bench).
 */
export const PREFIXES = { variants: 'v1/', originals: 'o/', documents: 'd/' } as const;

/** The first 32 hex digits of a cache entry's `sha256-<hex>`. */
export const shortHash = (hash: string) => hash.replace(/^sha256-/, '').slice(0, 32);

export interface Variant {
  hash: string;
  width: number;
  /** Cropped to cover `width` x `height` when set. */
  height?: number | undefined;
  format: VariantFormat;
}

const sharded = (hash: string) => `${shortHash(hash).slice(0, 2)}/${shortHash(hash)}`;

export const variantKey = ({ hash, width, height, format }: Variant) =>
  `${PREFIXES.variants}${sharded(hash)}-${width}${height ? `x${height}` : ''}.${format}`;

export const originalKey = (entry: { hash: string; file: string }) =>
  `${PREFIXES.originals}${sharded(entry.hash)}${/\.[a-z0-9]+$/i.exec(entry.file)?.[0] ?? ''}`;

/** A document keeps its readable name, so a saved report is `annual-report-….pdf`. */
export const documentKey = (entry: { hash: string; file: string }) =>
  `${PREFIXES.documents}${shortHash(entry.hash)}/${entry.file}`;

const VARIANT_NAME = /^v1\/[0-9a-f]{2}\/([0-9a-f]{32})-(\d+)(?:x(\d+))?\.(webp|jpg|png|avif)$/;

/** What a variant's name says, or undefined for any other name. */
export function parseVariantKey(key: string): Variant | undefined {
  const match = VARIANT_NAME.exec(key);
  if (!match) return undefined;
  const [, hash, width, height, format] = match;
  return {
    hash: hash!,
    width: Number(width),
    height: height ? Number(height) : undefined,
    format: format as VariantFormat,
  };
}

/** Every object name a built file points at (HTML, island props, listing data files). */
export function mediaKeysIn(text: string, baseUrl: string): string[] {
  const escaped = baseUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`${escaped}/((?:v1|d)/[\\w.-]+/[\\w.-]+)`, 'g');
  return [...text.matchAll(pattern)].map((match) => match[1]!);
}
