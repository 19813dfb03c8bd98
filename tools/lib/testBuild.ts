/**
 * Builds the site the browser tests run against into `.cache/test-dist`, with the islands pointed at
 * the test demo API. Shared by `tools/test.ts` and the e2e global setup.
 */
import { TEST_API_ORIGIN, TEST_DIST, ROOT } from '../../tests/e2e/support/config';
import { run } from '../../scripts/lib/run';

/** What vitest sets in its process's environment that a production build must not see. */
const VITEST_MARKS = new Set(['DEV', 'PROD', 'MODE', 'SSR', 'BASE_URL', 'TEST', 'VITEST']);

/** Environment of the test build; tests may rebuild with overrides (e.g. no API configured). */
export function testBuildEnv(
  overrides: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  return {
    // Vitest marks its own process as a development run (DEV=1, PROD='', MODE=test, SSR=1,
    // NODE_ENV=test) and Vite reads these into `import.meta.env`: a build started inside a test
    // (the data-shape and XSS matrices) would render the development markup of Astro's <Image>.
    ...Object.fromEntries(Object.entries(process.env).filter(([name]) => !VITEST_MARKS.has(name))),
    // The browser tests must run against the build we ship (NODE_ENV 'test' would also build
    // React's development bundles).
    NODE_ENV: 'production',
    ASTRO_TELEMETRY_DISABLED: '1',
    PUBLIC_API_BASE_URL: TEST_API_ORIGIN,
    SITE_URL: 'https://porf.example.org',
    ...overrides,
  };
}

/** Runs `astro build --outDir <dir>`; resolves when done, rejects on a failed build. */
export async function buildTestSite(
  outDir: string = TEST_DIST,
  overrides: Record<string, string | undefined> = {},
): Promise<void> {
  await run('npx', ['astro', 'build', '--outDir', outDir], {
    cwd: ROOT,
    env: testBuildEnv(overrides),
  });
}
