/**
 * The snapshot manifest (`src/data/snapshot/manifest.json`), written by `npm run snapshot` and read
 * by the data layer (`getSnapshotInfo()`). Build time only.
 */
import * as v from 'valibot';
import { COLLECTIONS, type Collection } from '~/lib/api/calls';

/** The collections a snapshot holds, one JSON file each (`news.json` ...): the API's lists and the visit count. */
export const SNAPSHOT_COLLECTIONS = [
  ...(Object.keys(COLLECTIONS) as Collection[]),
  'visitor',
] as const;

/** One of `SNAPSHOT_COLLECTIONS`. */
export type SnapshotCollection = (typeof SNAPSHOT_COLLECTIONS)[number];

/** A count: a whole number, never negative. */
const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

/** What the manifest records about one collection file. */
export const CollectionInfoSchema = v.object({
  /** Items in the file (for `visitor`, 1). */
  count,
  /** Items the API sent that failed validation and were left out. */
  dropped: count,
  /** `sha256-<hex>` of the file's bytes, so a reviewer sees which files really changed. */
  hash: v.string(),
  /** When this collection was fetched (ISO 8601); differs from `fetchedAt` after a `--partial` run. */
  fetchedAt: v.string(),
  /** The API path it came from, e.g. `/api/news/all/PORF`. */
  path: v.string(),
});

/** Metadata of the committed snapshot. */
export const ManifestSchema = v.object({
  /** Manifest format version; bump when the snapshot layout changes. */
  version: v.literal(1),
  /** When the snapshot was taken (ISO 8601), the latest of the collections' fetch times. */
  fetchedAt: v.string(),
  /** Origin of the API it came from. */
  source: v.string(),
  /** Site code it was fetched for. */
  siteCode: v.string(),
  /** Per collection file, the ones the snapshot has. */
  collections: v.record(v.picklist(SNAPSHOT_COLLECTIONS), CollectionInfoSchema),
  /**
   * The counts of the previous good snapshots of the same `source`, newest first (a few): the
   * shrink guard compares a new count with the largest of these, so a slow erosion is caught.
   * Absent on an API's first snapshot.
   */
  history: v.optional(
    v.array(v.object({ fetchedAt: v.string(), counts: v.record(v.string(), count) })),
  ),
});

/** Parsed `manifest.json`. */
export type SnapshotManifest = v.InferOutput<typeof ManifestSchema>;
/** One collection's entry in the manifest. */
export type CollectionInfo = v.InferOutput<typeof CollectionInfoSchema>;
