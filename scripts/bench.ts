/**
 * `npm run bench`: how the build and the listing pages scale with the archive.
 *
 * For each scale (default 0.5 and 1; 1 = 10,000 news, 3,000 highlights, 500 albums of 30 photos,
 * see scripts/generate-synthetic-data.ts) it writes a synthetic snapshot into a temporary copy of
 * the project (never into src/data), builds it, and measures:
 *   - build time and peak memory (resident set of the build process);
 *   - gzip size of /News and /PhotoGallery as pre-rendered;
 *   - the largest data file a listing loads (`/data/{kind}/{year}.json`, gzip).
 * It checks the bars of issue 5 (/News under 60 kB gzip, no listing data file over 150 kB gzip,
 * build time growing no worse than linearly between the two largest scales), prints a table, writes
 * reports/bench-listings.json and reports/bench-listings.md, and exits 1 when a bar is missed.
 *
 *   npm run bench                       # scales 0.5 and 1
 *   npm run bench -- --scales 0.25,1    # other scales
 *   npm run bench -- --keep             # keep the temporary copies (their path is printed)
 *
 * Built in small functions so other measurements (incremental rebuilds ...) can be added beside.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { scaled, writeSyntheticSnapshot, type SyntheticOptions } from './generate-synthetic-data';

/** Project root. */
export const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The bars of issue 5. */
export const BARS = {
  /** /News as pre-rendered, gzip. */
  newsHtmlGzipBytes: 60 * 1024,
  /** Any listing data file, gzip. */
  dataFileGzipBytes: 150 * 1024,
  /**
   * Build time may grow at most in proportion to the item count: time ratio / item ratio between
   * the two largest scales must not exceed 1 (plus 10% for noise on a shared machine).
   */
  timeGrowthPerItemGrowth: 1.1,
} as const;

/** What one build measured. */
export interface ScaleResult {
  scale: number;
  items: { news: number; highlights: number; albums: number; photos: number; total: number };
  buildSeconds: number;
  /** Peak resident memory of the build in MB, or null where it cannot be measured. */
  peakMemoryMb: number | null;
  pages: number;
  newsHtmlGzipBytes: number;
  photoGalleryHtmlGzipBytes: number;
  largestDataFile: { path: string; gzipBytes: number; bytes: number };
  dataFiles: number;
}

/** Everything `npm run bench` found. */
export interface BenchReport {
  kind: 'listings-scale';
  ranAt: string;
  node: string;
  bars: typeof BARS;
  results: ScaleResult[];
  /** Between the two largest scales: build-time ratio, item ratio, and their quotient. */
  growth: { timeRatio: number; itemRatio: number; perItem: number } | null;
  checks: { name: string; pass: boolean; detail: string }[];
}

/** Entries of the project copied into a benchmark copy (everything a build reads). */
const PROJECT_ENTRIES = ['astro.config.mjs', 'tsconfig.json', 'package.json', 'src', 'public'];

/**
 * A temporary copy of the project whose snapshot is `options`' synthetic one. node_modules is a
 * folder of links to the real packages, so the copy's build caches (node_modules/.astro, .vite)
 * stay its own and never touch the working tree's.
 */
export async function prepareProject(options: SyntheticOptions): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'porf-bench-'));
  for (const entry of PROJECT_ENTRIES) {
    await cp(join(ROOT, entry), join(dir, entry), {
      recursive: true,
      // Only the committed snapshot's folder is replaced; work-in-progress folders are left out.
      filter: (source) =>
        !/[/\\]src[/\\]data[/\\](snapshot|\.snapshot\.[a-z]+)([/\\]|$)/.test(source),
    });
  }
  await writeSyntheticSnapshot(join(dir, 'src/data/snapshot'), options);
  await mkdir(join(dir, 'node_modules'));
  for (const name of await readdir(join(ROOT, 'node_modules'))) {
    if (name === '.astro' || name === '.vite' || name === '.cache') continue;
    await symlink(join(ROOT, 'node_modules', name), join(dir, 'node_modules', name));
  }
  // A copy of the working tree's optimised-image cache, as a nightly rebuild has: the pictures of
  // the text pages would otherwise be encoded again and hide how the listings scale.
  const assets = join(ROOT, 'node_modules/.astro/assets');
  if (existsSync(assets)) {
    await cp(assets, join(dir, 'node_modules/.astro/assets'), { recursive: true });
  }
  return dir;
}

/** Runs `astro build` in `projectDir`; resolves with wall time and peak memory of the build. */
export async function timeBuild(
  projectDir: string,
): Promise<{ seconds: number; peakMemoryMb: number | null }> {
  const astro = join(projectDir, 'node_modules/astro/bin/astro.mjs');
  const timeTool = '/usr/bin/time';
  const useTime = existsSync(timeTool);
  const memoryFile = join(projectDir, '.bench-memory');
  const [command, args] = useTime
    ? [timeTool, ['-f', '%M', '-o', memoryFile, process.execPath, astro, 'build']]
    : [process.execPath, [astro, 'build']];
  const started = performance.now();
  await new Promise<void>((done, fail) => {
    const child = spawn(command, args, {
      cwd: projectDir,
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => {
      errors = (errors + chunk.toString()).slice(-4000);
    });
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`astro build failed (${code}):\n${errors}`)),
    );
  });
  const seconds = (performance.now() - started) / 1000;
  let peakMemoryMb: number | null = null;
  if (useTime) {
    // GNU time writes the largest resident set of the process and its children, in kB.
    const kilobytes = Number((await readFile(memoryFile, 'utf8')).trim().split('\n').pop());
    if (Number.isFinite(kilobytes)) peakMemoryMb = Math.round(kilobytes / 1024);
  }
  return { seconds, peakMemoryMb };
}

async function gzipSize(file: string): Promise<{ bytes: number; gzipBytes: number }> {
  const body = await readFile(file);
  return { bytes: body.length, gzipBytes: gzipSync(body, { level: 9 }).length };
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Page and data-file sizes of a build. */
export async function measureOutput(distDir: string) {
  const dataFiles = (await filesUnder(join(distDir, 'data'))).filter((f) => f.endsWith('.json'));
  let largest = { path: '', gzipBytes: 0, bytes: 0 };
  for (const file of dataFiles) {
    const size = await gzipSize(file);
    if (size.gzipBytes > largest.gzipBytes) {
      largest = { path: `/${relative(distDir, file)}`, ...size };
    }
  }
  const pages = (await filesUnder(distDir)).filter((f) => f.endsWith('.html')).length;
  return {
    pages,
    newsHtmlGzipBytes: (await gzipSize(join(distDir, 'News.html'))).gzipBytes,
    photoGalleryHtmlGzipBytes: (await gzipSize(join(distDir, 'PhotoGallery.html'))).gzipBytes,
    largestDataFile: largest,
    dataFiles: dataFiles.length,
  };
}

/** Generates, builds and measures one scale. */
export async function runScale(scale: number, keep: boolean): Promise<ScaleResult> {
  const options = scaled(scale);
  const projectDir = await prepareProject(options);
  try {
    console.log(`\nscale ${scale}: building in ${projectDir}`);
    const build = await timeBuild(projectDir);
    const output = await measureOutput(join(projectDir, 'dist'));
    const items = {
      news: options.news,
      highlights: options.highlights,
      albums: options.albums,
      photos: options.albums * options.photosPerAlbum,
      total:
        options.news +
        options.highlights +
        options.albums +
        options.events +
        options.videos +
        options.achievements +
        4 * options.publications,
    };
    return {
      scale,
      items,
      buildSeconds: Math.round(build.seconds * 10) / 10,
      peakMemoryMb: build.peakMemoryMb,
      ...output,
    };
  } finally {
    if (keep) console.log(`kept ${projectDir}`);
    else await rm(projectDir, { recursive: true, force: true });
  }
}

/** Growth between the two largest scales, and the bars checked. */
export function evaluate(results: ScaleResult[]): Pick<BenchReport, 'growth' | 'checks'> {
  const sorted = [...results].sort((a, b) => a.items.total - b.items.total);
  const [smaller, larger] = sorted.slice(-2);
  const growth =
    smaller && larger && smaller !== larger
      ? {
          timeRatio: round(larger.buildSeconds / smaller.buildSeconds),
          itemRatio: round(larger.items.total / smaller.items.total),
          perItem: round(
            larger.buildSeconds / smaller.buildSeconds / (larger.items.total / smaller.items.total),
          ),
        }
      : null;
  const checks: BenchReport['checks'] = [];
  for (const result of results) {
    checks.push({
      name: `/News HTML under ${kb(BARS.newsHtmlGzipBytes)} gzip at scale ${result.scale}`,
      pass: result.newsHtmlGzipBytes < BARS.newsHtmlGzipBytes,
      detail: kb(result.newsHtmlGzipBytes),
    });
    checks.push({
      name: `no listing data file over ${kb(BARS.dataFileGzipBytes)} gzip at scale ${result.scale}`,
      pass: result.largestDataFile.gzipBytes <= BARS.dataFileGzipBytes,
      detail: `${result.largestDataFile.path} ${kb(result.largestDataFile.gzipBytes)}`,
    });
  }
  if (growth) {
    checks.push({
      name: 'build time grows no worse than linearly with the item count',
      pass: growth.perItem <= BARS.timeGrowthPerItemGrowth,
      detail: `time x${growth.timeRatio} for items x${growth.itemRatio}`,
    });
  }
  return { growth, checks };
}

const round = (value: number) => Math.round(value * 100) / 100;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The report as Markdown, for people. */
export function reportMarkdown(report: BenchReport): string {
  const rows = report.results.map(
    (r) =>
      `| ${r.scale} | ${r.items.news} / ${r.items.highlights} / ${r.items.albums} (${r.items.photos} photos) | ${r.pages} | ${r.buildSeconds} s | ${r.peakMemoryMb ?? '?'} MB | ${kb(r.newsHtmlGzipBytes)} | ${kb(r.photoGalleryHtmlGzipBytes)} | ${r.largestDataFile.path} ${kb(r.largestDataFile.gzipBytes)} |`,
  );
  return [
    '# Listings at scale (`npm run bench`)',
    '',
    `Run ${report.ranAt} on Node ${report.node}. Synthetic snapshots (scripts/generate-synthetic-data.ts), built with a copy of the working tree's optimised-image cache (as a nightly rebuild has); the synthetic pictures are not in the snapshot's image cache, so pages link their live URLs and no new picture is encoded.`,
    '',
    '| Scale | News / highlights / albums | Pages | Build | Peak memory | /News (gzip) | /PhotoGallery (gzip) | Largest data file (gzip) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    report.growth
      ? `Build time x${report.growth.timeRatio} for x${report.growth.itemRatio} the items (${report.growth.perItem} per unit of growth; 1 is linear).`
      : 'One scale only: no growth ratio.',
    '',
    ...report.checks.map((c) => `- ${c.pass ? 'PASS' : 'FAIL'} ${c.name}: ${c.detail}`),
    '',
  ].join('\n');
}

/** Writes reports/bench-listings.json and .md. */
export async function writeReport(report: BenchReport): Promise<string[]> {
  const dir = join(ROOT, 'reports');
  await mkdir(dir, { recursive: true });
  const json = join(dir, 'bench-listings.json');
  const md = join(dir, 'bench-listings.md');
  await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(md, reportMarkdown(report));
  return [json, md];
}

async function main() {
  const { values } = parseArgs({
    options: { scales: { type: 'string', default: '0.5,1' }, keep: { type: 'boolean' } },
  });
  const scales = values.scales
    .split(',')
    .map(Number)
    .filter((n) => n > 0);
  const results: ScaleResult[] = [];
  for (const scale of scales) results.push(await runScale(scale, values.keep ?? false));
  const report: BenchReport = {
    kind: 'listings-scale',
    ranAt: new Date().toISOString(),
    node: process.version,
    bars: BARS,
    results,
    ...evaluate(results),
  };
  const markdown = reportMarkdown(report);
  console.log(`\n${markdown}`);
  const files = await writeReport(report);
  console.log(`Written: ${files.map((f) => relative(ROOT, f)).join(', ')}`);
  if (report.checks.some((check) => !check.pass)) process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    await main();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
