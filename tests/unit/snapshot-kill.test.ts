/**
 * The atomic-write guarantee: killing `npm run snapshot` at any moment leaves either the old
 * snapshot or the new one, never a mix, and the pictures the visible snapshot shows are in the
 * image cache.
 *
 * - Every step: the command runs as its own process with `SNAPSHOT_FAILPOINTS=hold@STEP`
 *   (scripts/lib/checkpoints.ts), says when it holds there, and gets SIGKILL. Then: what a reader
 *   sees (the command's own reader and the build's `pickSnapshot`) parses, matches its manifest's
 *   hashes, and is entirely old (killed before the switch) or entirely new (after it); recovery
 *   keeps or completes it; the next run breaks the dead run's lock and ends clean.
 * - Random moments: the same checks after SIGKILL at random times of a slowed-down run.
 * - Every step again in this process, with an error thrown there (a full disk, a failed rename).
 *
 * The processes run scripts/snapshot.ts bundled once by esbuild (the same source, and the same
 * bundler tsx uses), so each of the two dozen starts takes well under a second instead of
 * transpiling the TypeScript again; tests/unit/snapshot-faults.test.ts runs the real `tsx` entry.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApi } from '../../demo/demo-api';
import { SNAPSHOT_STEPS, type SnapshotStep } from '../../scripts/lib/checkpoints';
import {
  checkSnapshotFiles,
  readImageCacheIndex,
  recoverSnapshotDir,
  snapshotLayout,
} from '../../scripts/lib/snapshotStore';
import { runSnapshot, type SnapshotOptions } from '../../scripts/snapshot';
import {
  classify,
  imageCacheProblems,
  leftovers,
  makeWorkspace,
  prepareBase,
  removeTemporaryFolders,
  readTree,
  ROOT,
  snapshotOptions,
  startChangedDemoApi,
  visibleSnapshot,
  type Workspace,
} from './snapshot-support';

let api: DemoApi & { dataDir: string };
/** The bundled command; inside the project so its packages resolve from node_modules. */
const BUNDLE_DIR = join(ROOT, '.cache', `snapshot-kill-${process.pid}`);
const BUNDLE = join(BUNDLE_DIR, 'snapshot.mjs');
let oldSnapshot: Map<string, Buffer>;
let newSnapshot: Map<string, Buffer>;
/** The image index a complete run against the changed content writes. */
let newIndex: string;

const FAST = ['--attempts=2', '--timeout-ms=15000', '--retry-delay-ms=5'];
const stepIndex = (step: SnapshotStep) => SNAPSHOT_STEPS.indexOf(step);
const COMMIT_POINT = stepIndex('commit:ready');

const options = (workspace: Workspace, extra: Partial<SnapshotOptions> = {}) =>
  snapshotOptions(api.url, workspace, extra);

beforeAll(async () => {
  mkdirSync(BUNDLE_DIR, { recursive: true });
  await build({
    entryPoints: [join(ROOT, 'scripts/snapshot.ts')],
    outfile: BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node22',
    packages: 'external',
    logLevel: 'warning',
  });
  api = await startChangedDemoApi();
  await prepareBase();
  const reference = makeWorkspace(api.url);
  oldSnapshot = reference.initial;
  const result = await runSnapshot(options(reference));
  expect(result.ok, JSON.stringify(result)).toBe(true);
  // The changed content downloads one picture and stops using one: both phases have work to do.
  expect(result.images).toMatchObject({ downloaded: 1, pruned: 1, failed: [] });
  newSnapshot = readTree(reference.snapshotDir);
  newIndex = readFileSync(join(reference.imageCacheDir, 'index.json'), 'utf8');
  rmSync(reference.data, { recursive: true, force: true });
}, 60_000);

afterAll(async () => {
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
  await api.close();
  rmSync(api.dataDir, { recursive: true, force: true });
  removeTemporaryFolders();
});

/**
 * Starts the command as its own process (plain node, no npm or tsx wrapper, so the pid that holds
 * the lock is the one killed) and SIGKILLs it when `killWhen` says so, given the output so far.
 */
function runAndKill(
  workspace: Workspace,
  env: Record<string, string>,
  killWhen: (output: string, kill: () => void) => void,
): Promise<{ killed: boolean; code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        BUNDLE,
        `--out=${workspace.snapshotDir}`,
        `--image-cache-dir=${workspace.imageCacheDir}`,
        ...FAST,
      ],
      { cwd: ROOT, env: { ...process.env, API_BASE_URL: api.url, ...env }, stdio: 'pipe' },
    );
    let output = '';
    let killed = false;
    const kill = () => {
      if (!killed) killed = child.kill('SIGKILL');
    };
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the command neither held nor ended in 60 s:\n${output}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      killWhen(output, kill);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ killed, code, output });
    });
  });
}

/**
 * The checks after an interruption. `visible` and `recovered` say which snapshot a reader must
 * see now and after recovery ('either' when the moment is random).
 */
async function checkAfterInterruption(
  workspace: Workspace,
  visible: 'old' | 'new' | 'either',
  recovered: 'old' | 'new' | 'either',
  context: string,
): Promise<void> {
  // 1. What a reader sees now: one complete, self-consistent snapshot, old or new.
  const seen = visibleSnapshot(workspace.snapshotDir);
  expect(checkSnapshotFiles(seen.folder), context).toEqual([]);
  const seenState = classify(seen.files, oldSnapshot, newSnapshot);
  if (visible === 'either') expect(['old', 'new'], context).toContain(seenState);
  else expect(seenState, context).toBe(visible);
  expect(imageCacheProblems(seen.files, workspace.imageCacheDir), context).toEqual([]);

  // 2. Recovery (what the next run does first) keeps or completes it, never mixes.
  await recoverSnapshotDir(snapshotLayout(workspace.snapshotDir));
  const after = readTree(workspace.snapshotDir);
  const afterState = classify(after, oldSnapshot, newSnapshot);
  if (recovered === 'either') expect(['old', 'new'], context).toContain(afterState);
  else expect(afterState, context).toBe(recovered);
  // A commit that reached its commit point is never undone: what readers saw stays.
  if (seenState === 'new') expect(afterState, context).toBe('new');
  expect(imageCacheProblems(after, workspace.imageCacheDir), context).toEqual([]);

  // 3. The next run takes over the dead run's lock and ends clean.
  const warnings: string[] = [];
  const next = await runSnapshot(options(workspace, { warn: (line) => warnings.push(line) }));
  expect(next.ok, `${context}\n${warnings.join('\n')}`).toBe(true);
  expect(classify(readTree(workspace.snapshotDir), oldSnapshot, newSnapshot), context).toBe('new');
  expect(leftovers(workspace), context).toEqual([]);
  expect(readFileSync(join(workspace.imageCacheDir, 'index.json'), 'utf8'), context).toBe(newIndex);
  const listed = Object.values(readImageCacheIndex(workspace.imageCacheDir).images).map(
    (entry) => entry.file,
  );
  expect(readdirSync(workspace.imageCacheDir).sort(), context).toEqual(
    [...listed, 'index.json'].sort(),
  );
}

/** Runs `tasks` at most `limit` at a time. */
async function pool<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  const queue = [...items];
  const problems: string[] = [];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        try {
          await task(item);
        } catch (error) {
          problems.push(`${String(item)}: ${(error as Error).message}`);
        }
      }
    }),
  );
  expect(problems).toEqual([]);
}

describe('SIGKILL at every step', () => {
  it(`leaves the old or the new snapshot, never a mix (${SNAPSHOT_STEPS.length} steps)`, async () => {
    await pool(SNAPSHOT_STEPS, 4, async (step) => {
      const workspace = makeWorkspace(api.url);
      const marker = `failpoint: holding at ${step}`;
      const run = await runAndKill(
        workspace,
        { SNAPSHOT_FAILPOINTS: `hold@${step}` },
        (o, kill) => {
          if (o.includes(marker)) kill();
        },
      );
      const context = `killed at ${step}\n${run.output}`;
      // The step was reached and the process died there (so the list of steps is all reached).
      expect(run.killed, context).toBe(true);
      expect(run.output, context).toContain(marker);
      // Readers use snapshot/ while it exists; from the moment it is moved aside, the new one.
      const visible = stepIndex(step) > COMMIT_POINT ? 'new' : 'old';
      const recovered = stepIndex(step) >= COMMIT_POINT ? 'new' : 'old';
      await checkAfterInterruption(workspace, visible, recovered, context);
      rmSync(workspace.data, { recursive: true, force: true });
    });
  }, 180_000);
});

describe('SIGKILL at random moments', () => {
  it('leaves the old or the new snapshot, never a mix', async () => {
    const seed = Date.now();
    let state = seed;
    // A small deterministic generator: a failure message names the seed to replay it.
    const random = () => (state = (state * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const delays = Array.from({ length: 6 }, () => Math.round(random() * 1200));
    await pool(delays, 3, async (delay) => {
      const workspace = makeWorkspace(api.url);
      let timer: NodeJS.Timeout | undefined;
      // Every step is slowed down by 20 ms; the clock starts when the run has its locks.
      const run = await runAndKill(workspace, { SNAPSHOT_FAILPOINTS: 'delay=20@*' }, (o, kill) => {
        if (!timer && o.includes('Snapshot of')) timer = setTimeout(kill, delay);
      });
      clearTimeout(timer);
      const context = `seed ${seed}, killed ${delay} ms after the start (killed: ${run.killed})\n${run.output}`;
      await checkAfterInterruption(workspace, 'either', 'either', context);
      rmSync(workspace.data, { recursive: true, force: true });
    });
  }, 120_000);
});

describe('an error at every step', () => {
  it('is reported, keeps the folder consistent, and the next run completes', async () => {
    await pool(SNAPSHOT_STEPS, 4, async (step) => {
      const workspace = makeWorkspace(api.url);
      const warnings: string[] = [];
      let thrown = false;
      const result = await runSnapshot(
        options(workspace, {
          warn: (line) => warnings.push(line),
          checkpoint: (at) => {
            if (at === step && !thrown) {
              thrown = true;
              throw new Error(`ENOSPC: no space left on device (simulated at ${at})`);
            }
          },
        }),
      );
      const context = `error at ${step}\n${warnings.join('\n')}`;
      expect(thrown, context).toBe(true);
      expect(result.ok, context).toBe(false);
      expect(warnings.join('\n'), context).toContain(`Snapshot failed: `);
      expect(result.problem, context).toContain('ENOSPC');
      if (stepIndex(step) < COMMIT_POINT) {
        expect(result.written, context).toBe(false);
        expect(result.problem, context).toMatch(/Nothing in .* changed\.$/);
      } else if (stepIndex(step) <= stepIndex('commit:old-removed')) {
        expect(result.problem, context).toMatch(/moving it into place failed/);
      } else {
        expect(result.problem, context).toMatch(/the new snapshot is in place, but/);
      }
      // The run let go of its lock and left nothing half done beside the folder, except a
      // committed snapshot waiting to be moved into place.
      expect(
        leftovers(workspace).filter(
          (name) => name !== '.snapshot.ready' && name !== '.snapshot.old',
        ),
        context,
      ).toEqual([]);
      const visible = stepIndex(step) > COMMIT_POINT ? 'new' : 'old';
      const recovered = stepIndex(step) >= COMMIT_POINT ? 'new' : 'old';
      await checkAfterInterruption(workspace, visible, recovered, context);
      rmSync(workspace.data, { recursive: true, force: true });
    });
  }, 120_000);
});
