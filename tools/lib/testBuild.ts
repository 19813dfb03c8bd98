/**
 * Builds the site the browser tests run against into `.cache/test-dist`, with the islands pointed at
 * the test demo API. Shared by `tools/test.ts` and the e2e global setup.
 */
import { TEST_API_ORIGIN, TEST_DIST, ROOT } from '../../tests/e2e/support/config';
import { run } from '../../scripts/lib/run';

/** Environment of the test build; tests may rebuild with overrides (e.g. no API configured). */
export function testBuildEnv(
  overrides: Record<string, string | undefined> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    // Inside vitest NODE_ENV is 'test', which would build React's development bundles: the
    // browser tests must run against the build we ship.
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
