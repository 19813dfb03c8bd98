/**
 * Durable, atomic file writes for the snapshot: the new content is flushed under a temporary name
 * and renamed into place, so a reader (or a crash) sees the old file or the new one, never half of
 * each. The half-written hook lets the kill tests stop the process mid-file.
 */
import { randomBytes } from 'node:crypto';
import { open, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';

/** A test hook called when the file is half written. */
export type HalfWrittenHook = () => void | Promise<void>;

export interface StagedFile {
  path: string;
  tempPath: string;
  /** An atomic rename on one file system, then a flush of the folder. */
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * Creates `path` (`wx`) and flushes it. A crash leaves a partial file: only write where that is
 * harmless (a temporary name, a staging folder discarded unless complete).
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

/** True for the temporary names `stageFile` uses, e.g. left by a crash. */
export function isTemporaryName(name: string): boolean {
  return /^\..+\.\d+\.[0-9a-f]{8}\.tmp$/.test(name);
}

/**
 * Flushes a folder's entries so a rename survives a power cut. Best effort: Windows cannot fsync
 * a folder, and the rename itself is atomic anyway.
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
    // Not supported on this platform.
  }
}
