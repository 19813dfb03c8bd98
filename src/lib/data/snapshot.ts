/**
 * The committed snapshot as raw JSON, loaded through Vite so `astro build` and vitest see the same
 * files. Between the renames of a snapshot commit (or after a crash there) `snapshot/` is absent:
 * the first folder with a manifest is one complete snapshot, old or new (see snapshotStore.ts).
 */
import type { SnapshotCollection } from '~/lib/data/manifest';

/** Collection name -> unparsed JSON, plus `manifest`. */
export type RawSnapshot = Partial<Record<SnapshotCollection | 'manifest', unknown>>;

/** Most trusted first; in step with `snapshotLayout()` (a unit test checks it). */
export const SNAPSHOT_FOLDERS = ['snapshot', '.snapshot.ready', '.snapshot.old'] as const;

// Literal patterns, as import.meta.glob needs. Without `exhaustive`, `astro build` (unlike vitest)
// silently skips folders whose names start with a dot.
const files = import.meta.glob<unknown>(
  [
    '../../data/snapshot/*.json',
    '../../data/.snapshot.ready/*.json',
    '../../data/.snapshot.old/*.json',
  ],
  { eager: true, import: 'default', exhaustive: true },
);

/** The first folder with a `manifest.json`, else the first folder. */
export function pickSnapshot(
  globbed: Record<string, unknown>,
  folders: readonly string[] = SNAPSHOT_FOLDERS,
): { folder: string; snapshot: RawSnapshot } {
  const byFolder = new Map<string, RawSnapshot>(folders.map((folder) => [folder, {}]));
  for (const [path, value] of Object.entries(globbed)) {
    const match = /\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const snapshot = match ? byFolder.get(match[1]!) : undefined;
    if (snapshot) snapshot[match![2] as keyof RawSnapshot] = value;
  }
  const folder = folders.find((name) => byFolder.get(name)?.manifest !== undefined) ?? folders[0]!;
  return { folder, snapshot: byFolder.get(folder) ?? {} };
}

const picked = pickSnapshot(files);
if (picked.folder !== SNAPSHOT_FOLDERS[0]) {
  console.warn(
    `src/data/snapshot is missing or incomplete: an interrupted \`npm run snapshot\` left a complete snapshot in ` +
      `src/data/${picked.folder}, which this build uses. The next \`npm run snapshot\` puts it in place.`,
  );
}

export const committedSnapshot: RawSnapshot = picked.snapshot;
