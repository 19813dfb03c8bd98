/**
 * The committed snapshot as raw JSON, loaded at build time through Vite (no runtime file reads,
 * so `astro build` and vitest see the same files). Only src/lib/data uses this; pages call the
 * accessors in ./index.ts.
 */
import type { SnapshotCollection } from '~/schemas/manifest';

/** The snapshot files, unparsed: collection name -> JSON value, plus `manifest`. */
export type RawSnapshot = Partial<Record<SnapshotCollection | 'manifest', unknown>>;

const files = import.meta.glob<unknown>('../../data/snapshot/*.json', {
  eager: true,
  import: 'default',
});

/** The committed snapshot files by name (`news`, `manifest` ...). Missing files are absent. */
export const committedSnapshot: RawSnapshot = Object.fromEntries(
  Object.entries(files).map(([path, value]) => [path.replace(/^.*\/([^/]+)\.json$/, '$1'), value]),
);
