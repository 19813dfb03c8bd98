/**
 * Named points of a snapshot run, and test hooks to stop, slow or fail it at one: the kill tests
 * prove that a SIGKILL at any step leaves the old snapshot or the new one, never a mix.
 * `SNAPSHOT_FAILPOINTS` (tests only): comma-separated `hold@STEP`, `fail@STEP`, `delay=MS@STEP|*`.
 */

export const SNAPSHOT_STEPS = [
  'locked',
  'recovered',
  /** Every collection fetched and checked; nothing written. */
  'fetched',
  'images:file-written',
  'images:index-partial',
  /** The image index lists the old and the new pictures. */
  'images:index-written',
  'stage:file-partial',
  'stage:file-written',
  'stage:complete',
  /** The staging folder was renamed `.NAME.ready`: the commit point. */
  'commit:ready',
  /** The old snapshot folder was renamed `.NAME.old`; the folder itself is briefly absent. */
  'commit:old-moved',
  'commit:swapped',
  'commit:old-removed',
  'images:final-index-partial',
  /** The image index lists only what the new snapshot uses. */
  'images:final-index-written',
  'images:pruning',
  'done',
] as const;

export type SnapshotStep = (typeof SNAPSHOT_STEPS)[number];

/** May wait, or throw to make the run fail there. */
export type Checkpoint = (step: SnapshotStep) => void | Promise<void>;

export const FAILPOINTS_ENV = 'SNAPSHOT_FAILPOINTS';

interface Failpoint {
  action: 'hold' | 'fail' | 'delay';
  step: SnapshotStep | '*';
  delayMs: number;
  used: boolean;
}

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

/** Undefined when the value is empty: then the run does no extra work. */
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
