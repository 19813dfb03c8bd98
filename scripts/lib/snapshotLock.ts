/**
 * A lock file that keeps two snapshot runs from writing the same folders at once. A stale lock is
 * broken only when provably dead (same host, no such pid); a lock from another host is respected.
 * `assertHeld` before the commit keeps a lock broken by mistake from mixing two runs' files.
 * The lock's folder is not flushed: only live processes need to see it, and none survive a power cut.
 */
import { randomBytes } from 'node:crypto';
import { link, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { hostname } from 'node:os';
import { basename, dirname, join } from 'node:path';
import * as v from 'valibot';

/** `token` is random per acquisition: it tells two holders with the same pid apart. */
const HolderSchema = v.object({
  pid: v.number(),
  host: v.string(),
  token: v.string(),
  startedAt: v.string(),
});
type LockHolder = v.InferOutput<typeof HolderSchema>;

export interface Lock {
  path: string;
  holder: LockHolder;
  /** Throws `LockLostError` unless the lock is still this run's. */
  assertHeld(): Promise<void>;
  release(): Promise<void>;
}

export class LockBusyError extends Error {
  override readonly name = 'LockBusyError';
  constructor(path: string, reason: string) {
    super(
      `${reason}. Wait for it to finish; if you are sure no snapshot run is active, delete ${path}.`,
    );
  }
}

/** Someone deleted or replaced this run's lock. */
export class LockLostError extends Error {
  override readonly name = 'LockLostError';
}

/** An unreadable lock file younger than this is taken as being written. */
const UNREADABLE_GRACE_MS = 60_000;

export function lockPathFor(dir: string): string {
  return join(dirname(dir), `.${basename(dir)}.lock`);
}

/** Takes the lock, removing a stale one; throws `LockBusyError` when another run holds it. */
export async function acquireLock(
  path: string,
  options: { onStale?: (holder: LockHolder | undefined) => void } = {},
): Promise<Lock> {
  const holder: LockHolder = {
    pid: process.pid,
    host: hostname(),
    token: randomBytes(12).toString('hex'),
    startedAt: new Date().toISOString(),
  };
  // A few tries: after removing a stale lock, or when the holder let go while we looked.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if (await createExclusive(path, `${JSON.stringify(holder)}\n`)) {
      await removeLeftovers(path);
      return heldLock(path, holder);
    }
    const current = await readHolder(path);
    if (current === 'missing') continue;
    const busy = await busyReason(path, current);
    if (busy) throw new LockBusyError(path, busy);
    if (await breakStaleLock(path, current)) options.onStale?.(current ?? undefined);
  }
  throw new LockBusyError(path, 'another snapshot run took the lock at the same moment');
}

function heldLock(path: string, holder: LockHolder): Lock {
  const isMine = async () => {
    const current = await readHolder(path);
    return current !== 'missing' && current?.token === holder.token;
  };
  return {
    path,
    holder,
    async assertHeld() {
      if (!(await isMine())) {
        throw new LockLostError(
          `the lock ${path} was removed or taken by another run while this one worked; nothing more is written`,
        );
      }
    },
    async release() {
      if (await isMine()) await rm(path, { force: true });
    },
  };
}

/**
 * Deletes temporary files left by runs killed while taking or breaking this lock, only those of
 * processes that are gone: a live run may be about to use its own.
 */
async function removeLeftovers(path: string): Promise<void> {
  const prefix = `${basename(path)}.`;
  const pattern = /^(?:stale\.)?(\d+)\.[0-9a-f]{8}(?:\.tmp)?$/;
  const names = await readdir(dirname(path)).catch(() => []);
  for (const name of names) {
    const pid = name.startsWith(prefix) ? pattern.exec(name.slice(prefix.length))?.[1] : undefined;
    if (pid && !isAlive(Number(pid))) await rm(join(dirname(path), name), { force: true });
  }
}

/** Creates `path` whole (temp file + hard link); false when it already exists. */
async function createExclusive(path: string, content: string): Promise<boolean> {
  const temp = `${path}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(temp, content, { flag: 'wx', flush: true });
    await link(temp, path).catch(async (error: NodeJS.ErrnoException) => {
      if (!['EPERM', 'ENOTSUP', 'ENOSYS'].includes(error.code ?? '')) throw error;
      // A file system without hard links: create it exclusively instead (a reader may then
      // briefly see it empty, which `busyReason` treats as being written).
      await writeFile(path, content, { flag: 'wx', flush: true });
    });
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await rm(temp, { force: true });
  }
}

/** Null when unreadable. */
async function readHolder(path: string): Promise<LockHolder | null | 'missing'> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return 'missing';
    throw error;
  }
  try {
    return v.parse(HolderSchema, JSON.parse(text));
  } catch {
    return null;
  }
}

/** Why the lock at `path` must be respected, or undefined when it is stale. */
async function busyReason(path: string, holder: LockHolder | null): Promise<string | undefined> {
  if (!holder) {
    const age = await stat(path).then(
      (s) => Date.now() - s.mtimeMs,
      () => Infinity,
    );
    return age < UNREADABLE_GRACE_MS
      ? `another snapshot run is creating the lock ${path}`
      : undefined;
  }
  const who = `another snapshot run (pid ${holder.pid} on ${holder.host}, started ${holder.startedAt})`;
  if (holder.host !== hostname()) {
    return `${who} holds the lock; it runs elsewhere, so it cannot be checked`;
  }
  return isAlive(holder.pid) ? `${who} is still running` : undefined;
}

/** EPERM: it exists but belongs to someone else. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Renames the stale lock aside, then checks that what moved is it: if another run replaced it
 * meanwhile, that lock is put back. True when a stale lock was removed.
 */
async function breakStaleLock(path: string, seen: LockHolder | null): Promise<boolean> {
  const aside = `${path}.stale.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await rename(path, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
    throw error;
  }
  const moved = await readHolder(aside).catch(() => null);
  const same = seen === null ? moved === null : moved !== 'missing' && moved?.token === seen.token;
  if (!same) {
    // A live run's lock: put it back (the link fails if yet another run created one since).
    await link(aside, path).catch(() => undefined);
  }
  await rm(aside, { force: true });
  return same;
}
