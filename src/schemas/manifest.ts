/**
 * The snapshot manifest (`src/data/snapshot/manifest.json`), written by `npm run snapshot` and read
 * by the data layer (`getSnapshotInfo()`).
 */
import { z } from 'zod';

/** The collections a snapshot holds, one JSON file each (`news.json` ...). */
export const SNAPSHOT_COLLECTIONS = [
  'news',
  'events',
  'highlights',
  'gallery',
  'circulars',
  'videos',
  'testimonials',
  'notifications',
  'visitor',
] as const;

/** One of `SNAPSHOT_COLLECTIONS`. */
export type SnapshotCollection = (typeof SNAPSHOT_COLLECTIONS)[number];

/** What the manifest records about one collection file. */
export const CollectionInfoSchema = z.object({
  /** Items in the file (for `visitor`, 1). */
  count: z.number().int().nonnegative(),
  /** Items the API sent that failed validation and were left out. */
  dropped: z.number().int().nonnegative(),
  /** `sha256-<hex>` of the file's bytes, so a reviewer sees which files really changed. */
  hash: z.string(),
  /** When this collection was fetched (ISO 8601); differs from `fetchedAt` after a `--partial` run. */
  fetchedAt: z.string(),
  /** The API path it came from, e.g. `/api/news/all/PORF`. */
  path: z.string(),
});

/** Metadata of the committed snapshot. */
export const ManifestSchema = z.object({
  /** Manifest format version; bump when the snapshot layout changes. */
  version: z.literal(1),
  /** When the snapshot was taken (ISO 8601), the latest of the collections' fetch times. */
  fetchedAt: z.string(),
  /** Origin of the API it came from. */
  source: z.string(),
  /** Site code it was fetched for. */
  siteCode: z.string(),
  collections: z.partialRecord(z.enum(SNAPSHOT_COLLECTIONS), CollectionInfoSchema),
});

/** Parsed `manifest.json`. */
export type SnapshotManifest = z.output<typeof ManifestSchema>;
/** One collection's entry in the manifest. */
export type CollectionInfo = z.output<typeof CollectionInfoSchema>;
