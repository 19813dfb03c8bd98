/**
 * Durable, atomic file writes for the snapshot command.
 *
 * - `writeDurable`: writes a new file and flushes it to disk (used inside a staging folder, which
 *   is itself switched into place in one rename: see ./snapshotStore.ts);
 * - `stageFile` + `commit()`, `writeFileAtomic`: the new content goes to a temporary file in the
 *   same folder, is flushed, then renamed over the old file, so a reader (or a crash) sees either
 *   the old file or the new one, never half of each (the image cache index and pictures).
 *
 * Every writer takes an optional checkpoint, called when the file is half written: the kill tests
 * stop the process there to prove that a torn file is never seen by a reader.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** Called by a writer when its file is half written (a test hook; see ./checkpoints.ts). */
export type HalfWrittenHook = () => void | Promise<void>;

/** A file written to its temporary name, waiting to be moved into place with `commit()`. */
export interface StagedFile {
  /** Final path. */
  path: string;
  /** Temporary path next to it. */
  tempPath: string;
  /** Moves the file into place (an atomic rename on one file system) and flushes the folder. */
  commit(): Promise<void>;
  /** Removes the temporary file (when the run is abandoned). */
  discard(): Promise<void>;
}

/**
 * Creates `path` (which must not exist: `wx`), writes `data` and flushes it to disk. A crash leaves
 * a partial file, so only write where a partial file is harmless (a temporary name, a staging
 * folder that is discarded unless complete).
 */
export async function writeDurable(
  path: string,
  data: string | Uint8Array,
  onHalfWritten?: HalfWrittenHook,
): Promise<void> {
  const bytes = typeof data === 'string' ? Buffer.from(data) : Buffer.from(data);
  const handle = await open(path, 'wx');
  try {
    if (onHalfWritten) {
      // In two halves only when a test watches, so it can stop the process mid-file.
      const half = Math.floor(bytes.length / 2);
      await handle.write(bytes.subarray(0, half));
      await handle.sync();
      await onHalfWritten();
      await handle.write(bytes.subarray(half));
    } else {
      await handle.writeFile(bytes);
    }
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Writes `data` to a temporary file beside `path` and flushes it; nothing is replaced yet. */
export async function stageFile(
  path: string,
  data: string | Uint8Array,
  onHalfWritten?: HalfWrittenHook,
): Promise<StagedFile> {
  const tempPath = join(
    dirname(path),
    `.${basename(path)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  try {
    await writeDurable(tempPath, data, onHalfWritten);
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
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
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  onHalfWritten?: HalfWrittenHook,
): Promise<void> {
  const staged = await stageFile(path, data, onHalfWritten);
  try {
    await staged.commit();
  } catch (error) {
    await staged.discard();
    throw error;
  }
}

/** True for the temporary names `stageFile` uses (`.name.pid.hex.tmp`), e.g. left by a crash. */
export function isTemporaryName(name: string): boolean {
  return /^\..+\.\d+\.[0-9a-f]{8}\.tmp$/.test(name);
}

/**
 * Flushes a folder's entry list so a rename or a new file survives a power cut. Best effort: some
 * platforms (Windows) cannot open or fsync a folder, and the rename itself is atomic anyway.
 */
export async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Not supported here; see above.
  }
}
