/**
 * `npm test`: every check and test.
 *   1. the test build (`.cache/test-dist`, islands pointed at the test demo API). First, because
 *      it fills Astro's cache of optimised pictures (`node_modules/.astro/assets`), which the
 *      builds inside the tests copy (the nightly test's two builds optimised every picture again
 *      on a fresh clone without it); and never beside the check, which writes the same `.astro/`.
 *   2. `npm run check` (astro check, ESLint, Prettier) and, beside it, the unit tests (vitest
 *      project "unit", a worker per core): the check is mostly one process on one core while most
 *      unit files wait on child processes, servers and timers, so together they take little more
 *      than the longer of the two. The check's output is shown when both are done.
 *   3. browser tests against that build and the demo API, one file at a time: vitest project
 *      "e2e" (files that only read the demo API), then "e2e-serial" (files that change it)
 * `npm test -- --skip-check` leaves out the check of step 2 while iterating locally; CI runs
 * everything.
 */
import { buildTestSite } from './lib/testBuild';
import { run } from '../scripts/lib/run';

const skipCheck = process.argv.includes('--skip-check');
const started = Date.now();
const step = (name: string) =>
  console.log(`\n=== ${name} (${((Date.now() - started) / 1000).toFixed(0)} s) ===`);

try {
  step('test build');
  await buildTestSite();
  step(skipCheck ? 'unit tests' : 'unit tests, and beside them check: types, lint, format');
  // The unit tests on as many workers as cores (vitest.config.ts): check and unit tests
  // 205 -> 170 s in a fresh-clone run.
  const [checked, unit] = await Promise.allSettled([
    skipCheck ? Promise.resolve('') : run('npm', ['run', 'check'], { quiet: true }),
    run('npx', ['vitest', 'run', '--project', 'unit']),
  ]);
  if (!skipCheck) {
    step(`check ${checked.status === 'fulfilled' ? 'passed' : 'FAILED'}; its output`);
    console.log((checked.status === 'fulfilled' ? checked.value : checked.reason.message).trim());
  }
  if (checked.status === 'rejected') throw new Error('npm run check failed (its output is above)');
  if (unit.status === 'rejected') throw unit.reason;
  step('browser tests');
  await run('npx', ['vitest', 'run', '--project', 'e2e', '--project', 'e2e-serial']);
  step('all tests passed');
} catch (error) {
  console.error(`\n${(error as Error).message.split('\n')[0]}`);
  process.exit(1);
}
