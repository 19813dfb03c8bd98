/** The snapshot's `manifest.json`, written by `npm run snapshot`. Build time only. */
import * as v from 'valibot';
import { COLLECTIONS, type Collection } from '~/lib/api/calls';

/** One JSON file each (`news.json` ...). */
export const SNAPSHOT_COLLECTIONS = [
  ...(Object.keys(COLLECTIONS) as Collection[]),
  'visitor',
] as const;

export type SnapshotCollection = (typeof SNAPSHOT_COLLECTIONS)[number];

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0));

const CollectionInfoSchema = v.object({
  count,
  /** Items that failed validation and were left out. */
  dropped: count,
  /** `sha256-<hex>`, so a reviewer sees which files really changed. */
  hash: v.string(),
  /** ISO 8601; differs from the manifest's after a `--partial` run. */
  fetchedAt: v.string(),
  /** E.g. `/api/news/all/PORF`. */
  path: v.string(),
});

export const ManifestSchema = v.object({
  /** Bump when the snapshot layout changes. */
  version: v.literal(1),
  /** ISO 8601, the latest of the collections' fetch times. */
  fetchedAt: v.string(),
  source: v.string(),
  siteCode: v.string(),
  collections: v.record(v.picklist(SNAPSHOT_COLLECTIONS), CollectionInfoSchema),
  /** Counts of earlier good snapshots of this `source`, newest first: the shrink guard's. */
  history: v.optional(
    v.array(v.object({ fetchedAt: v.string(), counts: v.record(v.string(), count) })),
  ),
});

export type SnapshotManifest = v.InferOutput<typeof ManifestSchema>;
