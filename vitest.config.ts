import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const alias = { '~': fileURLToPath(new URL('./src', import.meta.url)) };

/**
 * Browser test files that change the shared demo API (collections, faults) or read what it
 * recorded (visits, form posts): they run one at a time, after the others. A new file that calls
 * `demoApi(inject('apiUrl'))` belongs here.
 */
export const E2E_CHANGING_THE_API = [
  'tests/e2e/album.test.ts',
  'tests/e2e/forms.test.ts',
  'tests/e2e/hindi.test.ts',
  'tests/e2e/home.test.ts',
  'tests/e2e/home-islands.test.ts',
  'tests/e2e/listings.test.ts',
  'tests/e2e/listings-galleries.test.ts',
  'tests/e2e/stories.test.ts',
];

/**
 * Browser test files that read results of tests/e2e/support/prebuilt.ts (builds and checks of
 * built files that `npm test` makes in a background process while the browser tests run): they
 * run last in their group, in the order the background process makes their results, so that
 * they seldom wait for it.
 */
export const E2E_PREBUILT_LAST = [
  'tests/e2e/security-output.test.ts',
  'tests/e2e/validators.test.ts',
  'tests/e2e/data-shapes.test.ts',
  'tests/e2e/forms-unconfigured.test.ts',
  'tests/e2e/xss.test.ts',
];

/**
 * Browser test files that talk only to servers of their own (pages they make and serve, builds
 * of their own data made by tests/e2e/support/prebuilt.ts, each with its API and host) and to
 * what nothing changes: the test build's files (`siteUrl`, served by ./support/ownServersSetup.ts,
 * never the shared demo API) and the test media store. `npm test` runs them in a vitest process
 * of its own beside the other browser tests, so the run's two browser chains end about together
 * (the other chain, one file at a time, was the run's longest: docs/testing.md). A project's
 * files cannot do that in one process: vitest runs the projects of one group on one pool of
 * workers.
 */
export const E2E_OWN_SERVERS = [
  // Files that need no background build: `npm test` runs them first, from the start (it waits
  // for its first background build meanwhile).
  'tests/e2e/admin.test.ts',
  'tests/e2e/seo.test.ts',
  'tests/e2e/browser-flags.test.ts',
  'tests/e2e/replay-warm.test.ts',
  'tests/e2e/standalone-carousel.test.ts',
  // Then, once the first background build is made, the files that read those builds.
  'tests/e2e/forms-unconfigured.test.ts',
  'tests/e2e/data-shapes.test.ts',
  'tests/e2e/xss.test.ts',
];

/** Vitest's order (longest first, as last time), with E2E_PREBUILT_LAST moved to the end. */
class PrebuiltLastSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) =>
      E2E_PREBUILT_LAST.findIndex((path) => file.moduleId.endsWith(path));
    return [
      ...sorted.filter((file) => rank(file) < 0),
      ...sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b)),
    ];
  }
}

/** What both browser-test groups share. */
const E2E_SHARED = {
  globalSetup: ['tests/e2e/support/globalSetup.ts'],
  // One file at a time: on two cores the browser tests are CPU-bound, and two files at once
  // (maxWorkers: 2) took as long in all (1,237 s against 1,222 s) while timing out polls and
  // console reads under the doubled load.
  fileParallelism: false,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // A poll that gives up after vitest's default second fails on a busy machine.
  expect: { poll: { timeout: 5_000 } },
};

export default defineConfig({
  resolve: { alias },
  test: {
    // As many workers as cores (vitest's default leaves one out: a single worker on two cores).
    // Most unit files wait on child processes, servers and timers; the browser tests run one file
    // at a time whatever this says (fileParallelism below).
    maxWorkers: '100%',
    sequence: { sequencer: PrebuiltLastSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          // npm test runs them beside the browser tests: a file that starts servers and child
          // processes took over 5 s (and its hook over 10 s) when the two cores were busy.
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      // The browser tests, in two groups that share one demo API and one test build
      // (tests/e2e/support/globalSetup.ts): first the files that only read the demo API (they
      // could share a machine's cores), then the files that change what the demo API serves or
      // read what it recorded, so fault injection in one file never leaks into another.
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: [...E2E_CHANGING_THE_API, ...E2E_OWN_SERVERS],
          ...E2E_SHARED,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-own',
          include: E2E_OWN_SERVERS,
          ...E2E_SHARED,
          globalSetup: ['tests/e2e/support/ownServersSetup.ts'],
          // Last when one process runs all three projects (`npm run test:e2e`).
          sequence: { groupOrder: 3 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-serial',
          include: E2E_CHANGING_THE_API,
          ...E2E_SHARED,
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
