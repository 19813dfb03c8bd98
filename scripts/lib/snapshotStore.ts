/**
 * The snapshot folder as one unit, so no crash, kill or full disk mixes two runs, and the durable
 * writes it is made of (the image cache uses them too). A commit writes and flushes
 * `.NAME.staging`, renames it `.NAME.ready` (the commit point), moves `NAME` to `.NAME.old`,
 * `ready` to `NAME`, and deletes `old`. Readers (src/lib/data/snapshot.ts too) take the first of
 * `NAME`, `ready`, `old` holding a manifest.json: a complete snapshot at any moment. The next
 * run's `recoverSnapshotDir` finishes or undoes an interrupted commit.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { cp, mkdir, open, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import * as v from 'valibot';
import { ManifestSchema, type SnapshotManifest } from '../../src/lib/data/manifest';
import type { Checkpoint } from './checkpoints';
import type { RawSnapshot } from '../../src/lib/data/snapshot';
import { lockPathFor } from './snapshotLock';

export interface SnapshotLayout {
  dir: string;
  staging: string;
  ready: string;
  old: string;
  lock: string;
}

export function snapshotLayout(dir: string): SnapshotLayout {
  const absolute = resolve(dir);
  const parent = dirname(absolute);
  const name = basename(absolute);
  return {
    dir: absolute,
    staging: join(parent, `.${name}.staging`),
    ready: join(parent, `.${name}.ready`),
    old: join(parent, `.${name}.old`),
    lock: lockPathFor(absolute),
  };
}

/** The folder a reader should use now: the first of `dir`, `ready`, `old` with a manifest. */
export function visibleSnapshotDir(layout: SnapshotLayout): string {
  for (const candidate of [layout.dir, layout.ready, layout.old]) {
    if (existsSync(join(candidate, 'manifest.json'))) return candidate;
  }
  return layout.dir;
}

export type SnapshotEntry =
  { name: string; data: string | Uint8Array } | { name: string; copyFrom: string };

/** Finishes or rolls back an interrupted commit (holding the lock); returns what it did. */
export async function recoverSnapshotDir(layout: SnapshotLayout): Promise<string[]> {
  const done: string[] = [];
  const parent = dirname(layout.dir);
  if (existsSync(layout.staging)) {
    await rm(layout.staging, { recursive: true, force: true });
    done.push(`removed ${layout.staging}, the unfinished work of an interrupted run`);
  }
  if (existsSync(layout.ready)) {
    const problems = checkSnapshotFiles(layout.ready);
    if (problems.length > 0) {
      // Only a disk fault or a hand edit gets here: ready is flushed before it gets its name.
      await rm(layout.ready, { recursive: true, force: true });
      done.push(`discarded ${layout.ready}, which is damaged: ${problems.join('; ')}`);
    } else {
      await swapIn(layout);
      done.push(`finished the commit of an interrupted run: its complete snapshot is now in place`);
    }
  }
  if (existsSync(layout.old)) {
    if (existsSync(layout.dir)) {
      await rm(layout.old, { recursive: true, force: true });
      done.push(`removed ${layout.old}, the previous snapshot an interrupted run had set aside`);
    } else {
      await rename(layout.old, layout.dir);
      await syncDirectory(parent);
      done.push(`put back the previous snapshot from ${layout.old}`);
    }
  }
  return done;
}

/** A commit failed after its commit point: the new snapshot is complete in `.NAME.ready`. */
export class CommitUnfinishedError extends Error {
  override readonly name = 'CommitUnfinishedError';
}

/**
 * Replaces the snapshot folder with `entries` (manifest last) as one unit. A failure before the
 * commit point changes nothing; after it, throws `CommitUnfinishedError`.
 */
export async function commitSnapshotDir(
  layout: SnapshotLayout,
  entries: readonly SnapshotEntry[],
  checkpoint: Checkpoint = () => undefined,
): Promise<void> {
  const parent = dirname(layout.dir);
  await mkdir(parent, { recursive: true });
  await rm(layout.staging, { recursive: true, force: true });
  await mkdir(layout.staging);
  try {
    for (const entry of entries) {
      const target = join(layout.staging, entry.name);
      if ('copyFrom' in entry) {
        if (statSync(entry.copyFrom).isDirectory()) {
          await cp(entry.copyFrom, target, { recursive: true, preserveTimestamps: true });
        } else {
          await writeDurable(target, await readFile(entry.copyFrom));
        }
      } else {
        await writeDurable(target, entry.data, () => checkpoint('stage:file-partial'));
      }
      await checkpoint('stage:file-written');
    }
    await syncDirectory(layout.staging);
    await checkpoint('stage:complete');
    await rename(layout.staging, layout.ready);
  } catch (error) {
    await rm(layout.staging, { recursive: true, force: true }).catch(() => undefined);
    throw error;
  }
  await syncDirectory(parent);

  try {
    await checkpoint('commit:ready');
    await swapIn(layout, checkpoint);
  } catch (error) {
    throw new CommitUnfinishedError(
      `the new snapshot is complete, but moving it into place failed (${(error as Error).message}). ` +
        `The build already reads it from ${visibleSnapshotDir(layout)}; the next run puts it in place.`,
      { cause: error },
    );
  }
}

/** The folder's manifest, or undefined when it is missing or unreadable. */
export function readManifest(dir: string): SnapshotManifest | undefined {
  try {
    return v.parse(ManifestSchema, JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')));
  } catch {
    return undefined;
  }
}

/** Moves the complete `ready` folder into place, the current one aside first, then deletes it. */
async function swapIn(layout: SnapshotLayout, checkpoint: Checkpoint = () => undefined) {
  if (existsSync(layout.dir)) {
    await rm(layout.old, { recursive: true, force: true });
    await rename(layout.dir, layout.old);
    await checkpoint('commit:old-moved');
  }
  await rename(layout.ready, layout.dir);
  await syncDirectory(dirname(layout.dir));
  await checkpoint('commit:swapped');
  await rm(layout.old, { recursive: true, force: true });
  await checkpoint('commit:old-removed');
}

/** `sha256-<hex>`, as the manifest records it. */
export function contentHash(data: string | Uint8Array): string {
  return `sha256-${createHash('sha256').update(data).digest('hex')}`;
}

/** What is wrong with a snapshot folder (unreadable JSON, a file missing or off its hash). */
export function checkSnapshotFiles(dir: string): string[] {
  const problems: string[] = [];
  let manifest: SnapshotManifest | undefined;
  try {
    manifest = v.parse(
      ManifestSchema,
      JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8')),
    );
  } catch (error) {
    problems.push(`manifest.json is missing or unreadable (${(error as Error).message})`);
  }
  for (const name of readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'manifest.json')) {
    try {
      JSON.parse(readFileSync(join(dir, name), 'utf8'));
    } catch {
      problems.push(`${name} is not valid JSON`);
    }
  }
  for (const [name, info] of Object.entries(manifest?.collections ?? {})) {
    const file = join(dir, `${name}.json`);
    if (!existsSync(file)) problems.push(`${name}.json is missing`);
    else if (contentHash(readFileSync(file)) !== info.hash)
      problems.push(`${name}.json does not match the manifest's hash`);
  }
  return problems;
}

/** A snapshot folder as the build's reader gets it, for tools and tests. */
export function readSnapshotFolder(dir: string): RawSnapshot {
  return Object.fromEntries(
    readdirSync(dir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => [basename(name, '.json'), JSON.parse(readFileSync(join(dir, name), 'utf8'))]),
  ) as RawSnapshot;
}

/** A test hook called when the file is half written, so a kill test can stop the process there. */
type HalfWrittenHook = () => void | Promise<void>;

/**
 * Creates `path` (`wx`) and flushes it. A crash leaves a partial file: only write where that is
 * harmless (a temporary name, a staging folder discarded unless complete).
 */
async function writeDurable(
  path: string,
  data: string | Uint8Array,
  onHalfWritten?: HalfWrittenHook,
): Promise<void> {
  if (!onHalfWritten) return writeFile(path, data, { flag: 'wx', flush: true });
  const bytes = typeof data === 'string' ? Buffer.from(data) : data;
  const half = Math.floor(bytes.length / 2);
  const handle = await open(path, 'wx');
  try {
    await handle.write(bytes.subarray(0, half));
    await handle.sync();
    await onHalfWritten();
    await handle.write(bytes.subarray(half));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Replaces `path` atomically: a reader (or a crash) sees the old file or the new one, never half. */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  onHalfWritten?: HalfWrittenHook,
): Promise<void> {
  const temp = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeDurable(temp, data, onHalfWritten);
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncDirectory(dirname(path));
}

/** True for the temporary names `writeFileAtomic` uses, e.g. left by a crash. */
export function isTemporaryName(name: string): boolean {
  return /^\..+\.\d+\.[0-9a-f]{8}\.tmp$/.test(name);
}

/** Flushes a folder's entries so a rename survives a power cut; best effort (not on Windows). */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    await handle.sync().finally(() => handle.close());
  } catch {
    // Not supported on this platform.
  }
}
