/**
 * Work some browser-test files need before their first visit that reads only files: the extra
 * builds (the data-shape matrix's four shapes, the XSS matrix's hostile build, a build without an
 * API) with the checks of their built files, and the checks of the main test build's files (the
 * W3C Nu Html Checker, scripts/check-dist.ts).
 *
 * `npm test` (tools/test.ts) runs this module as a command in a background process at low
 * priority while the browser tests start: the builds then use processor time the browser tests
 * leave idle (they drive one page at a time) instead of making them wait. Each job writes its
 * result into PORF_PREBUILT_DIR; a test file calls `prebuilt(name)`, which waits for that result.
 * Without PORF_PREBUILT_DIR (a test file run alone, `npm run test:e2e`) the test file does the
 * job itself, with the same function: the same build, the same checks, only earlier or later.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, renameSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { checkDist } from '../../../scripts/check-dist';
import { runMain } from '../../../scripts/lib/run';
import { listFiles } from '~/integrations/builtFiles';
import { ROOT, TEST_API_ORIGIN, TEST_DIST, prebuiltResult, untilPrebuilt } from './config';
import { shapeSite } from './shapeSite';
import { buildVariantFiles } from './siteVariant';
import { shapeFixtures } from '../../../demo/lib/dataShapes';
import { buildXssSite } from './xssSite';

/** A build without PUBLIC_API_BASE_URL, from the "empty" data shape (`noApiSite`). */
export interface NoApiSite {
  work: string;
  dist: string;
}

/** One message of the W3C Nu Html Checker. */
export interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/** The checker's messages over every page of the test build, or why it could not run. */
export interface VnuResult {
  pages: number;
  error?: string;
  messages: VnuMessage[];
}

const cacheDir = (prefix: string) => {
  mkdirSync(join(ROOT, '.cache'), { recursive: true });
  return mkdtempSync(join(ROOT, '.cache', prefix));
};

/**
 * The site built without an API (PUBLIC_API_BASE_URL empty), from the "empty" data shape: the
 * forms it is for are the same on any data, and the smallest data builds fastest (a build of the
 * test build's data cost about twice the CPU).
 */
async function noApiSite(): Promise<NoApiSite> {
  const work = cacheDir('test-dist-no-api-');
  const { dist } = await buildVariantFiles({
    work,
    fixtures: shapeFixtures('empty'),
    apiOrigin: '',
  });
  return { work, dist };
}

/** The W3C Nu Html Checker (npm `vnu-jar`, run with Java) over every page of the test build. */
async function vnu(): Promise<VnuResult> {
  const pages = (await listFiles(TEST_DIST))
    .filter((file) => file.endsWith('.html'))
    .map((file) => join(TEST_DIST, file));
  // The package's main export is the jar's path (a String object).
  const jar = String(createRequire(import.meta.url)('vnu-jar'));
  // Not spawnSync: the checker runs beside the builds (runJobs) and must not stop their process.
  // The client compiler only, a bigger stack (the checker's schema recurses deeply) and one GC
  // thread: 18 s of CPU for the test build's 255 pages instead of 41 s, the same messages.
  const jvm = ['-Xss16m', '-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
  const java = spawn('java', [...jvm, '-jar', jar, '--errors-only', '--format', 'json', ...pages]);
  let stdout = '';
  let stderr = '';
  java.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  java.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const error = await new Promise<Error | undefined>((done) => {
    java.on('error', done);
    java.on('close', () => done(undefined));
  });
  if (error) return { pages: pages.length, error: String(error), messages: [] };
  const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
  return { pages: pages.length, messages };
}

/** Every job, by name, in the order the background process does them. */
export const JOBS = {
  vnu,
  'check-dist-main': () =>
    checkDist(TEST_DIST, {
      apiBaseUrl: TEST_API_ORIGIN,
      publicToken: process.env.PUBLIC_API_TOKEN,
    }),
  // The data-shape matrix first: its file is the longest of those that wait for these builds.
  'shape-empty': () => shapeSite('empty'),
  'shape-one': () => shapeSite('one'),
  'shape-few': () => shapeSite('few'),
  'shape-odd': () => shapeSite('odd'),
  'no-api': noApiSite,
  xss: () => buildXssSite(cacheDir('security-xss-')),
} satisfies Record<string, () => Promise<unknown>>;

export type JobName = keyof typeof JOBS;
type Result<N extends JobName> = Awaited<ReturnType<(typeof JOBS)[N]>>;

/** Where the background process puts its results, when `npm test` started one. */
const PREBUILT_DIR = process.env.PORF_PREBUILT_DIR;

/**
 * The result of job `name`: from the background process when `npm test` started one (waiting
 * for it, at most `timeoutMs`), else done here and now.
 */
export async function prebuilt<N extends JobName>(
  name: N,
  timeoutMs = 600_000,
): Promise<Result<N>> {
  if (!PREBUILT_DIR) return (await JOBS[name]()) as Result<N>;
  if (!(await untilPrebuilt(PREBUILT_DIR, name, timeoutMs))) {
    throw new Error(`The background process ended without a result of "${name}"`);
  }
  const file = prebuiltResult(PREBUILT_DIR, name);
  const outcome = JSON.parse(readFileSync(file, 'utf8')) as
    { ok: true; value: Result<N> } | { ok: false; error: string };
  if (!outcome.ok) throw new Error(`The background job "${name}" failed: ${outcome.error}`);
  return outcome.value;
}

/** The checks of the main test build's files: a lane of their own, beside the builds. */
const CHECKS: JobName[] = ['vnu', 'check-dist-main'];

/**
 * Runs the jobs in two lanes at once, each in turn, writing each result (or its error) into `dir`
 * as it is done: the checks of the main build beside the builds, which were kept waiting behind
 * them (CI at 1599 s: the last build's result came after 1,300 s, and a test waited for it).
 */
export async function runJobs(dir: string, names: JobName[] = Object.keys(JOBS) as JobName[]) {
  mkdirSync(dir, { recursive: true });
  await Promise.all([
    runLane(
      dir,
      names.filter((name) => CHECKS.includes(name)),
    ),
    runLane(
      dir,
      names.filter((name) => !CHECKS.includes(name)),
    ),
  ]);
}

async function runLane(dir: string, names: JobName[]) {
  for (const name of names) {
    const started = Date.now();
    let outcome: { ok: true; value: unknown } | { ok: false; error: string };
    try {
      outcome = { ok: true, value: await JOBS[name]() };
    } catch (error) {
      outcome = { ok: false, error: (error as Error).stack ?? String(error) };
    }
    // Written whole, then renamed: a reader never sees half a file.
    const file = prebuiltResult(dir, name);
    writeFileSync(`${file}.part`, JSON.stringify(outcome));
    renameSync(`${file}.part`, file);
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    console.log(`[prebuilt] ${name} ${outcome.ok ? 'done' : 'FAILED'} in ${seconds} s`);
  }
}

// `node --import tsx tests/e2e/support/prebuilt.ts DIR`: every job, results into DIR.
await runMain(import.meta.url, async () => {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: prebuilt.ts RESULT_DIR');
  await runJobs(dir);
});
