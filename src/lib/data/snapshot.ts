/**
 * The committed snapshot as raw JSON, loaded at build time through Vite (no runtime file reads,
 * so `astro build` and vitest see the same files). Only src/lib/data uses this; pages call the
 * accessors in ./index.ts.
 *
 * `npm run snapshot` replaces the snapshot folder as a whole (scripts/lib/snapshotStore.ts): the
 * new snapshot is completed as `.snapshot.ready`, the old folder is moved aside as `.snapshot.old`,
 * and the new one is renamed into place. For the instant between those renames (or after a crash
 * there) `snapshot/` is absent, so this reader takes the first folder of `SNAPSHOT_FOLDERS` that
 * has a manifest: always one complete snapshot, old or new, never a mix of files.
 */
import type { SnapshotCollection } from '~/lib/data/manifest';

/** The snapshot files, unparsed: collection name -> JSON value, plus `manifest`. */
export type RawSnapshot = Partial<Record<SnapshotCollection | 'manifest', unknown>>;

/**
 * Folders under src/data that may hold the snapshot, most trusted first. Keep in step with
 * `snapshotLayout()` in scripts/lib/snapshotStore.ts (a unit test checks it).
 */
export const SNAPSHOT_FOLDERS = ['snapshot', '.snapshot.ready', '.snapshot.old'] as const;

// import.meta.glob needs literal patterns: the three folders of SNAPSHOT_FOLDERS. `exhaustive`
// lets it see folders whose names start with a dot: without it `astro build` (unlike vitest)
// silently skips `.snapshot.ready`, as a real build of a copy showed.
const files = import.meta.glob<unknown>(
  [
    '../../data/snapshot/*.json',
    '../../data/.snapshot.ready/*.json',
    '../../data/.snapshot.old/*.json',
  ],
  { eager: true, import: 'default', exhaustive: true },
);

/**
 * The snapshot in the first folder of `folders` that has a `manifest.json`, from globbed files
 * (`…/data/<folder>/<name>.json` -> value); the first folder's files when none has a manifest.
 */
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

/** The committed snapshot files by name (`news`, `manifest` ...). Missing files are absent. */
export const committedSnapshot: RawSnapshot = picked.snapshot;
