/**
 * `npm test`: every check and test.
 *   1. the test build (`.cache/test-dist`, islands pointed at the test demo API), with
 *      `npm run check` (astro check, ESLint, Prettier) beside it at low priority. First, because
 *      it fills Astro's cache of optimised pictures (`node_modules/.astro/assets`), which the
 *      builds inside the tests copy (the nightly test's two builds optimised every picture again
 *      on a fresh clone without it). It builds a copy of the project (`.cache/test-dist-site`,
 *      its own `.astro/` and cache), so the check, which writes the project's, does not meet it.
 *   2. then, side by side, while the check goes on:
 *      - the browser tests against that build and the demo API, one file at a time: vitest
 *        project "e2e" (files that only read the demo API), then "e2e-serial" (files that change
 *        it);
 *      - in a vitest process of its own, project "e2e-own": the browser-test files that make and
 *        serve pages of their own (first those that need no background build, then those that
 *        wait for theirs), beside the others;
 *      - the unit tests (vitest project "unit", a worker per core);
 *      - at low priority, the builds and file checks some browser-test files read
 *        (tests/e2e/support/prebuilt.ts: the data-shape and XSS builds, a build without an API,
 *        the HTML checker), in a background process that writes each result as it is done;
 *        those files run last in their group and wait for their result.
 *      The two cores are busy throughout (docs/testing.md); the low priority keeps the check and
 *      the builds from slowing the browser tests, the longest chain of the run.
 *      The check's and the unit tests' output is shown when each is done.
 * `npm test -- --skip-check` leaves out the check while iterating locally; CI runs everything.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import type { JobName } from '../tests/e2e/support/prebuilt';
import { join } from 'node:path';
import { buildTestSite } from './lib/testBuild';
import { run } from '../scripts/lib/run';
import { startLocalStore, type LocalStore } from './lib/localStore';
import {
  PREBUILT_ENDED,
  ROOT,
  TEST_MEDIA,
  TEST_MEDIA_PORT,
  untilPrebuilt,
} from '../tests/e2e/support/config';
import { E2E_OWN_SERVERS, E2E_PREBUILT_LAST } from '../vitest.config';

const skipCheck = process.argv.includes('--skip-check');
const started = Date.now();
const seconds = () => ((Date.now() - started) / 1000).toFixed(0);
const step = (name: string) => console.log(`\n=== ${name} (${seconds()} s) ===`);

const settle = (promise: Promise<string>) =>
  promise.then(
    (value): PromiseSettledResult<string> => ({ status: 'fulfilled', value }),
    (reason: Error): PromiseSettledResult<string> => ({ status: 'rejected', reason }),
  );

/** What a settled command printed (its error's message holds the output of a failed one). */
const outputOf = (outcome: PromiseSettledResult<string>) =>
  outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message;

/** Lower CPU priority (nice 10) for work that may wait while the browser tests run. */
const lowPriority = (command: string, args: string[]): [string, string[]] => [
  'nice',
  ['-n', '10', command, ...args],
];

/**
 * Starts tests/e2e/support/prebuilt.ts in the background, writing into `dir`; its output is kept
 * and shown at the end. `stop()` ends it if it is still running.
 */
function startPrebuilt(dir: string) {
  const [command, args] = lowPriority(process.execPath, [
    '--import',
    'tsx',
    'tests/e2e/support/prebuilt.ts',
    dir,
  ]);
  const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const done = new Promise<number | null>((resolve) => {
    child.on('exit', (code) => resolve(code));
    child.on('error', () => resolve(-1));
  }).then((code) => {
    // Tells a test still waiting for a result that none will come.
    writeFileSync(join(dir, PREBUILT_ENDED), String(code));
    return code;
  });
  return {
    done,
    output: () => output,
    stop: () => {
      if (child.exitCode === null) child.kill('SIGTERM');
    },
  };
}

/**
 * The e2e-own files in two vitest runs, one after the other: those that need no background build,
 * then (once the first build is made) those that do. Resolves with both outputs; rejects, with
 * both outputs, when either failed.
 */
async function runOwnServerFiles(dir: string): Promise<string> {
  const files = (needBuilds: boolean) =>
    E2E_OWN_SERVERS.filter((file) => E2E_PREBUILT_LAST.includes(file) === needBuilds);
  const vitest = (list: string[]) =>
    settle(run('npx', ['vitest', 'run', '--project', 'e2e-own', ...list], { quiet: true }));
  const first = await vitest(files(false));
  await untilPrebuilt(dir, 'shape-empty' satisfies JobName);
  const second = await vitest(files(true));
  const output = `${outputOf(first)}\n${outputOf(second)}`;
  if (first.status === 'rejected' || second.status === 'rejected') throw new Error(output);
  return output;
}

mkdirSync(join(ROOT, '.cache'), { recursive: true });
const prebuiltDir = mkdtempSync(join(ROOT, '.cache', 'prebuilt-'));
let prebuilt: ReturnType<typeof startPrebuilt> | undefined;
let media: LocalStore | undefined;

try {
  const report = (name: string) => (outcome: PromiseSettledResult<string>) => {
    step(`${name} ${outcome.status === 'fulfilled' ? 'passed' : 'FAILED'}; its output`);
    console.log(outputOf(outcome).trim());
    return outcome;
  };
  // The check from the start, beside the test build (which uses one core and a copy of the
  // project of its own): at low priority, it takes what the build leaves idle.
  const checking = skipCheck
    ? Promise.resolve<PromiseSettledResult<string>>({ status: 'fulfilled', value: '' })
    : settle(run(...lowPriority('npm', ['run', 'check']), { quiet: true })).then(report('check'));
  step(`test build${skipCheck ? '' : ', and beside it the check (types, lint, format)'}`);
  await buildTestSite();
  step(`browser tests, and beside them the unit tests and the browser tests' extra builds`);
  process.env.PORF_PREBUILT_DIR = prebuiltDir;
  prebuilt = startPrebuilt(prebuiltDir);
  // Both browser-test processes read the test media store: served here, for as long as either runs.
  media = await startLocalStore(TEST_MEDIA, TEST_MEDIA_PORT);
  process.env.PORF_TEST_MEDIA_UP = '1';
  const [checked, unit, browser, ownServers] = await Promise.all([
    checking,
    settle(run('npx', ['vitest', 'run', '--project', 'unit'], { quiet: true })).then(
      report('unit tests'),
    ),
    settle(run('npx', ['vitest', 'run', '--project', 'e2e', '--project', 'e2e-serial'])),
    // The browser-test files with servers of their own (vitest.config.ts, E2E_OWN_SERVERS): in a
    // process of their own, so they run while the others do: those that read no background build
    // at once, the others from when their first build is made.
    settle(runOwnServerFiles(prebuiltDir)).then(report('browser tests with servers of their own')),
  ]);
  prebuilt.stop();
  const prebuiltCode = await prebuilt.done;
  step(`browser tests' extra builds ${prebuiltCode === 0 ? 'done' : `ended (${prebuiltCode})`}`);
  console.log(prebuilt.output().trim());
  const failed = [
    checked.status === 'rejected' && 'npm run check',
    unit.status === 'rejected' && 'the unit tests',
    browser.status === 'rejected' && 'the browser tests',
    ownServers.status === 'rejected' && 'the browser tests with servers of their own',
  ].filter(Boolean);
  if (failed.length) throw new Error(`Failed: ${failed.join(', ')} (output above)`);
  step('all tests passed');
} catch (error) {
  prebuilt?.stop();
  console.error(`\n${(error as Error).message.split('\n')[0]}`);
  process.exitCode = 1;
} finally {
  await media?.close();
  // Builds a test did not get to (it failed first, or the run was cut short) are removed too.
  for (const file of readdirSync(prebuiltDir).filter((name) => name.endsWith('.json'))) {
    try {
      const work = (
        JSON.parse(readFileSync(join(prebuiltDir, file), 'utf8')) as {
          value?: { work?: unknown };
        }
      ).value?.work;
      if (typeof work === 'string') rmSync(work, { recursive: true, force: true });
    } catch {
      // Not a result (half written when the process ended): nothing to remove.
    }
  }
  rmSync(prebuiltDir, { recursive: true, force: true });
}
