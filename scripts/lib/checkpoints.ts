/**
 * Named points in a snapshot run, in the order a successful run passes them, and the test hooks
 * that can stop, slow down or fail a run at one of them.
 *
 * The snapshot's promise is that killing it at ANY moment leaves the old snapshot or the new one,
 * never a mix. The kill tests (tests/unit/snapshot-kill.test.ts) prove it by running the command
 * with `SNAPSHOT_FAILPOINTS=hold@<step>`, waiting until it says it holds there, sending SIGKILL,
 * and checking what a reader sees, for every step below.
 *
 * `SNAPSHOT_FAILPOINTS` is for tests only: a comma-separated list of
 * - `hold@STEP`: print `failpoint: holding at STEP` on stderr and wait forever (to be killed);
 * - `fail@STEP`: throw an error there, as a full disk or a failed rename would;
 * - `delay=MS@STEP` (STEP may be `*`): sleep MS milliseconds there.
 * Each applies the first time its step is reached (`delay` every time).
 */

/** Every checkpoint of a run, in order. */
export const SNAPSHOT_STEPS = [
  /** The locks are held; nothing read yet. */
  'locked',
  /** Any interrupted earlier run was finished or rolled back. */
  'recovered',
  /** Every collection fetched and checked; nothing written. */
  'fetched',
  /** A new picture was written into the image cache (after each one). */
  'images:file-written',
  /** The image index (old and new pictures) is half written under its temporary name. */
  'images:index-partial',
  /** The image index lists the old and the new pictures. */
  'images:index-written',
  /** A file in the staging folder is half written. */
  'stage:file-partial',
  /** A file in the staging folder is complete (after each one). */
  'stage:file-written',
  /** The staging folder holds the whole new snapshot, flushed. */
  'stage:complete',
  /** The staging folder was renamed `.NAME.ready`: the commit point. */
  'commit:ready',
  /** The old snapshot folder was renamed `.NAME.old`; the folder itself is briefly absent. */
  'commit:old-moved',
  /** `.NAME.ready` was renamed into place. */
  'commit:swapped',
  /** The old snapshot folder was deleted. */
  'commit:old-removed',
  /** The image index is half written again, now listing only what the new snapshot uses. */
  'images:final-index-partial',
  /** The image index lists only what the new snapshot uses. */
  'images:final-index-written',
  /** A picture no longer used was deleted (after each one). */
  'images:pruning',
  /** Everything written; the locks are about to be released. */
  'done',
] as const;

/** One of `SNAPSHOT_STEPS`. */
export type SnapshotStep = (typeof SNAPSHOT_STEPS)[number];

/** Called by the run at every step; may wait, or throw to make the run fail there. */
export type Checkpoint = (step: SnapshotStep) => void | Promise<void>;

/** Environment variable holding the test failpoints. */
export const FAILPOINTS_ENV = 'SNAPSHOT_FAILPOINTS';

interface Failpoint {
  action: 'hold' | 'fail' | 'delay';
  step: SnapshotStep | '*';
  delayMs: number;
  used: boolean;
}

/** Parses a `SNAPSHOT_FAILPOINTS` value; throws with a readable message when it is wrong. */
export function parseFailpoints(value: string): Failpoint[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const match = /^(hold|fail|delay=(\d+))@([a-z:*-]+)$/.exec(part);
      const step = match?.[3];
      const known = step === '*' || (SNAPSHOT_STEPS as readonly string[]).includes(step ?? '');
      if (!match || !known || (step === '*' && !match[2])) {
        throw new Error(
          `${FAILPOINTS_ENV}: cannot read "${part}" (expected hold@STEP, fail@STEP or delay=MS@STEP|*; ` +
            `steps: ${SNAPSHOT_STEPS.join(', ')})`,
        );
      }
      return {
        action: match[2] ? 'delay' : (match[1] as 'hold' | 'fail'),
        step: step as SnapshotStep | '*',
        delayMs: Number(match[2] ?? 0),
        used: false,
      };
    });
}

/**
 * The checkpoint for a `SNAPSHOT_FAILPOINTS` value, or undefined when it is empty (the normal
 * case: then the run does no extra work at all).
 */
export function checkpointFromFailpoints(
  value: string | undefined,
  say: (line: string) => void = (line) => process.stderr.write(`${line}\n`),
): Checkpoint | undefined {
  if (!value?.trim()) return undefined;
  const failpoints = parseFailpoints(value);
  return async (step) => {
    for (const point of failpoints) {
      if (point.step !== step && point.step !== '*') continue;
      if (point.action === 'delay') {
        await new Promise((resolve) => setTimeout(resolve, point.delayMs));
        continue;
      }
      if (point.used) continue;
      point.used = true;
      if (point.action === 'fail') throw new Error(`failpoint: failing at ${step}`);
      say(`failpoint: holding at ${step}`);
      // A pending timer keeps the process alive until it is killed.
      await new Promise(() => setInterval(() => undefined, 60_000));
    }
  };
}
