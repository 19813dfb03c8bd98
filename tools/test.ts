/**
 * `npm test`: every check and test, in the order that fails fastest.
 *   1. `npm run check` (astro check, ESLint, Prettier)
 *   2. unit tests (vitest project "unit")
 *   3. the test build (`.cache/test-dist`, islands pointed at the test demo API)
 *   4. browser tests against that build and the demo API, one file at a time: vitest project
 *      "e2e" (files that only read the demo API), then "e2e-serial" (files that change it)
 * `npm test -- --skip-check` leaves out step 1 while iterating locally; CI runs everything.
 */
import { buildTestSite } from './lib/testBuild';
import { run } from '../scripts/lib/run';

const skipCheck = process.argv.includes('--skip-check');
const started = Date.now();
const step = (name: string) =>
  console.log(`\n=== ${name} (${((Date.now() - started) / 1000).toFixed(0)} s) ===`);

try {
  if (!skipCheck) {
    step('check: types, lint, format');
    await run('npm', ['run', 'check']);
  }
  step('unit tests');
  await run('npx', ['vitest', 'run', '--project', 'unit']);
  step('test build');
  await buildTestSite();
  step('browser tests');
  await run('npx', ['vitest', 'run', '--project', 'e2e', '--project', 'e2e-serial']);
  step('all tests passed');
} catch (error) {
  console.error(`\n${(error as Error).message.split('\n')[0]}`);
  process.exit(1);
}
