/**
 * `npm run test:content`: the content checks, which stand in for every test on a push that changed
 * editable content only (tools/content-only.ts, docs/publishing.md):
 *   - the content files' tests (`CONTENT_TESTS`: schemas, the Hindi twins' rule, the editor's
 *     fields, the trust pages' figures) and Prettier over src/content, beside
 *   - a build of the site from the committed snapshot into `.cache/content-dist` and
 *     scripts/check-dist.ts over it.
 * The two halves run side by side: the tests mostly wait while the build works.
 */
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkDist } from '../scripts/check-dist';
import { run } from '../scripts/lib/run';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The unit test files that check src/content (tests/unit/content-only.test.ts keeps it whole). */
export const CONTENT_TESTS = [
  'tests/unit/content.test.ts',
  'tests/unit/editor-parity.test.ts',
  'tests/unit/hindi-twins.test.ts',
  'tests/unit/trust-content.test.ts',
];

/** Where the content checks build the site. */
export const CONTENT_DIST = join(ROOT, '.cache', 'content-dist');

async function buildAndCheck(): Promise<void> {
  rmSync(CONTENT_DIST, { recursive: true, force: true });
  await run('npx', ['astro', 'build', '--outDir', CONTENT_DIST], {
    cwd: ROOT,
    quiet: true,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  const findings = await checkDist(CONTENT_DIST, {
    apiBaseUrl: process.env.PUBLIC_API_BASE_URL,
    publicToken: process.env.PUBLIC_API_TOKEN,
  });
  for (const f of findings.slice(0, 20)) console.log(`${f.file}: [${f.rule}] ${f.detail}`);
  if (findings.length > 0) throw new Error(`check-dist found ${findings.length} problem(s)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`;
  const results = await Promise.allSettled([
    run('npx', ['vitest', 'run', '--project', 'unit', ...CONTENT_TESTS], { cwd: ROOT }).then(() =>
      run('npx', ['prettier', '--check', 'src/content'], { cwd: ROOT }),
    ),
    buildAndCheck(),
  ]);
  const [tests, build] = results;
  console.log(
    `\nContent checks (${seconds()}): tests and Prettier ${tests.status === 'fulfilled' ? 'passed' : 'FAILED'}, ` +
      `build and check-dist ${build.status === 'fulfilled' ? 'passed' : 'FAILED'}.`,
  );
  const failed = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
  for (const failure of failed) {
    console.error(String(failure.reason?.message ?? failure.reason).slice(-4000));
  }
  process.exitCode = failed.length > 0 ? 1 : 0;
}
