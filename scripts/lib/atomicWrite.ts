/**
 * Atomic file writes for the snapshot: the new content goes to a temporary file in the same folder,
 * is flushed to disk, and then renamed over the old file, so a reader (or a crash) sees either the
 * old file or the new one, never half of each.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A file written to its temporary name, waiting to be moved into place with `commit()`. */
export interface StagedFile {
  /** Final path. */
  path: string;
  /** Temporary path next to it. */
  tempPath: string;
  /** Moves the file into place (an atomic rename on one file system). */
  commit(): Promise<void>;
  /** Removes the temporary file (when the run is abandoned). */
  discard(): Promise<void>;
}

/** Writes `data` to a temporary file beside `path` and flushes it; nothing is replaced yet. */
export async function stageFile(path: string, data: string | Uint8Array): Promise<StagedFile> {
  const tempPath = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const handle = await open(tempPath, 'w');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  return {
    path,
    tempPath,
    commit: async () => {
      await rename(tempPath, path);
      await syncDirectory(dirname(path));
    },
    discard: () => rm(tempPath, { force: true }),
  };
}

/** `stageFile` then `commit`: replaces one file atomically. */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const staged = await stageFile(path, data);
  try {
    await staged.commit();
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** Flushes a folder's entry list so a rename survives a power cut (best effort: not on Windows). */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some platforms cannot open or fsync a directory; the rename itself is still atomic.
  }
}
