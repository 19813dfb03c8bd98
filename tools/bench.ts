/**
 * `npm run bench`: how the build and the listing pages scale with the archive (scale 1 = 10,000
 * news, 3,000 highlights, 500 albums), and the nightly rebuild when a few items arrive. Each scale
 * is built in a temporary copy of the project, `--runs` times; medians go to reports/bench.md and
 * the command exits 1 when a bar is missed.
 *
 *   npm run bench -- --runs 5 --scales 0.25,1 --incremental-scale 0.25 (0: none) --keep
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { cpus, loadavg, release, tmpdir, totalmem } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import sharp from 'sharp';
import {
  scaled,
  writeSyntheticSnapshot,
  type SyntheticOptions,
} from '../demo/generate-synthetic-data';
import { renderDemoFile } from '../demo/lib/demoImages';
import { run, runMain } from '../scripts/lib/run';
import { listFiles, pageUrl } from '../src/integrations/builtFiles';
import { albumPagePath, LANGS, localizedPath } from '../src/lib/routes';
import { decadeMarkdown, runDecade } from './lib/benchDecade';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));

export const BARS = {
  newsHtmlGzipBytes: 60 * 1024,
  dataFileGzipBytes: 150 * 1024,
  /** Time ratio / item ratio between the two largest scales: linear, plus noise. */
  timeGrowthPerItemGrowth: 1.1,
} as const;

export interface BuildRun {
  buildSeconds: number;
  /** Null where it cannot be measured. */
  peakMemoryMb: number | null;
}

/** Medians of the runs, and each run. */
export interface ScaleResult {
  scale: number;
  items: { news: number; highlights: number; albums: number; photos: number; total: number };
  buildSeconds: number;
  peakMemoryMb: number | null;
  runs: BuildRun[];
  pages: number;
  newsHtmlGzipBytes: number;
  photoGalleryHtmlGzipBytes: number;
  largestDataFile: { path: string; gzipBytes: number; bytes: number };
  dataFiles: number;
}

/** The nightly rebuild: a second build after a few items arrived. */
export interface IncrementalResult {
  scale: number;
  added: { news: number; albums: number; pictures: number; albumIds: string[] };
  firstBuildSeconds: number;
  rebuildSeconds: number;
  rebuildPeakMemoryMb: number | null;
  /** The new pictures, optimised, in `dist/_astro`. */
  optimisedFilesAdded: number;
  pagesAdded: number;
  newPages: string[];
  runs: (BuildRun & { firstBuildSeconds: number })[];
}

export interface MachineInfo {
  cpu: string;
  cores: number;
  memoryGb: number;
  os: string;
  node: string;
  loadBefore: number;
  loadAfter?: number;
}

export interface BenchReport {
  kind: 'bench';
  ranAt: string;
  node: string;
  machine: MachineInfo;
  runs: number;
  bars: typeof BARS;
  results: ScaleResult[];
  incremental: IncrementalResult | null;
  /** Between the two largest scales. */
  growth: { timeRatio: number; itemRatio: number; perItem: number } | null;
  checks: { name: string; pass: boolean; detail: string }[];
}

/** Everything a build reads. */
const PROJECT_ENTRIES = ['astro.config.mjs', 'tsconfig.json', 'package.json', 'src', 'public'];

/** node_modules is a folder of links, so the copy's build caches never touch the working tree's. */
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

/** Fills the optimised-image cache first, as a nightly rebuild has it, so no run encodes it. */
export async function warmImageCache(): Promise<void> {
  if (existsSync(join(ROOT, 'node_modules/.astro/assets'))) return;
  console.log('No optimised-image cache yet (a fresh clone): one build to fill it first.');
  const outDir = join(ROOT, '.cache/bench-warmup');
  await run('npx', ['astro', 'build', '--outDir', outDir], {
    cwd: ROOT,
    quiet: true,
    env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
  });
  await rm(outDir, { recursive: true, force: true });
}

export async function timeBuild(
  projectDir: string,
  env: NodeJS.ProcessEnv = process.env,
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
      env: { ...env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
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

const filesUnder = async (dir: string) => (await listFiles(dir)).map((file) => join(dir, file));

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

function itemsOf(options: SyntheticOptions): ScaleResult['items'] {
  return {
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
}

/** Sizes do not change between runs. */
interface ScaleRun extends BuildRun {
  output: Awaited<ReturnType<typeof measureOutput>>;
  incremental?: IncrementalResult['runs'][number] & {
    added: IncrementalResult['added'];
    optimisedFilesAdded: number;
    pagesAdded: number;
    newPages: string[];
  };
}

/** A busy night. */
export const INCREMENT = { news: 20, albums: 2 } as const;

/** One scale in a fresh copy; with `incremental`, then `INCREMENT` added and built again. */
export async function runScale(
  scale: number,
  keep: boolean,
  incremental = false,
): Promise<ScaleRun> {
  const options = scaled(scale);
  const projectDir = await prepareProject(options);
  try {
    console.log(`scale ${scale}: building in ${projectDir}`);
    const build = await timeBuild(projectDir);
    const dist = join(projectDir, 'dist');
    const output = await measureOutput(dist);
    const result: ScaleRun = {
      buildSeconds: round1(build.seconds),
      peakMemoryMb: build.peakMemoryMb,
      output,
    };
    console.log(`  built in ${result.buildSeconds} s, ${build.peakMemoryMb ?? '?'} MB`);
    if (incremental) {
      const assetsBefore = (await readdir(join(dist, '_astro'))).length;
      const htmlPages = async () =>
        (await filesUnder(dist))
          .filter((f) => f.endsWith('.html'))
          .map((f) => pageUrl(relative(dist, f)));
      const pagesBefore = new Set(await htmlPages());
      const added = await addItems(projectDir, options, INCREMENT);
      const rebuild = await timeBuild(projectDir);
      const assetsAfter = (await readdir(join(dist, '_astro'))).length;
      const pagesAfter = await htmlPages();
      const newPages = pagesAfter.filter((page) => !pagesBefore.has(page)).sort();
      result.incremental = {
        firstBuildSeconds: result.buildSeconds,
        buildSeconds: round1(rebuild.seconds),
        peakMemoryMb: rebuild.peakMemoryMb,
        added,
        optimisedFilesAdded: assetsAfter - assetsBefore,
        pagesAdded: pagesAfter.length - output.pages,
        newPages,
      };
      console.log(
        `  rebuilt after +${added.news} news, +${added.albums} albums (${added.pictures} new pictures) in ${result.incremental.buildSeconds} s, ${rebuild.peakMemoryMb ?? '?'} MB`,
      );
    }
    return result;
  } finally {
    if (keep) console.log(`kept ${projectDir}`);
    else await rm(projectDir, { recursive: true, force: true });
  }
}

/**
 * Adds a night's items with their pictures in the image cache, as `npm run snapshot` leaves them;
 * the demo API's illustrations cost what real photos cost to optimise.
 */
export async function addItems(
  projectDir: string,
  options: SyntheticOptions,
  count: { news: number; albums: number },
): Promise<IncrementalResult['added']> {
  const snapshotDir = join(projectDir, 'src/data/snapshot');
  const cacheDir = join(projectDir, 'src/data/image-cache');
  const day = new Date(Date.parse(`${options.until}T00:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;
  const index = await readJson<{ version: 1; images: Record<string, unknown> }>(
    join(cacheDir, 'index.json'),
  );
  const pictures: string[] = [];
  const picture = (path: string) => {
    pictures.push(path);
    return path;
  };

  const news = Array.from({ length: count.news }, (_, i) => ({
    _id: `bench-news-${day}-${i + 1}`,
    title: `A new story from the centres, no. ${i + 1}`,
    description: `<p>Added for the incremental benchmark: item ${i + 1} of the night.</p>`,
    date: day,
    fromDate: day,
    images: [picture(`uploads/bench/news/${day}-${i + 1}.jpg`)],
    attachments: [],
  }));
  const albums = Array.from({ length: count.albums }, (_, a) => ({
    _id: createHash('sha1').update(`bench-album:${day}:${a}`).digest('hex').slice(0, 24),
    title: `New album of the night, no. ${a + 1}`,
    description: 'Photos added for the incremental benchmark.',
    date: day,
    fromDate: day,
    category: 'PhotoGallery',
    attachments: Array.from({ length: options.photosPerAlbum }, (_, n) =>
      picture(`uploads/bench/gallery/${day}-${a + 1}/${String(n + 1).padStart(2, '0')}.jpg`),
    ),
  }));

  for (const path of pictures) {
    const made = await renderDemoFile(path);
    if (!made) throw new Error(`no demo picture for ${path}`);
    const meta = await sharp(made.body).metadata();
    const file = `bench-${createHash('sha1').update(path).digest('hex').slice(0, 16)}.jpg`;
    await writeFile(join(cacheDir, file), made.body);
    index.images[path] = {
      file,
      width: meta.width,
      height: meta.height,
      format: meta.format,
      bytes: made.body.length,
      hash: `sha256-${createHash('sha256').update(made.body).digest('hex')}`,
    };
  }
  await writeFile(join(cacheDir, 'index.json'), `${JSON.stringify(index, null, 2)}\n`);

  const manifestFile = join(snapshotDir, 'manifest.json');
  const manifest = await readJson<{ collections: Record<string, { count: number }> }>(manifestFile);
  for (const [name, items] of [
    ['news', news],
    ['gallery', albums],
  ] as const) {
    const file = join(snapshotDir, `${name}.json`);
    const all = [...(await readJson<unknown[]>(file)), ...items];
    await writeFile(file, `${JSON.stringify(all, null, 1)}\n`);
    const entry = manifest.collections[name];
    if (entry) entry.count = all.length;
  }
  await writeFile(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return {
    news: news.length,
    albums: albums.length,
    pictures: pictures.length,
    albumIds: albums.map((album) => album._id),
  };
}

/** One per language, sorted. */
export function albumPages(ids: readonly string[]): string[] {
  return ids.flatMap((id) => LANGS.map((lang) => localizedPath(albumPagePath(id), lang))).sort();
}

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
const round1 = (value: number) => Math.round(value * 10) / 10;

export function median(values: readonly (number | null)[]): number | null {
  const sorted = values
    .filter((v): v is number => v !== null && Number.isFinite(v))
    .sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const spread = (runs: readonly { buildSeconds: number }[]) => {
  const times = runs.map((r) => r.buildSeconds);
  return runs.length > 1 ? ` (${Math.min(...times)}-${Math.max(...times)})` : '';
};

export function machineLine(machine: MachineInfo): string {
  return `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, ${machine.os}, Node ${machine.node}; load average ${machine.loadBefore} before, ${machine.loadAfter ?? '?'} after`;
}

export function reportMarkdown(report: BenchReport): string {
  const rows = report.results.map(
    (r) =>
      `| ${r.scale} | ${r.items.news} / ${r.items.highlights} / ${r.items.albums} (${r.items.photos} photos) | ${r.pages} | ${r.buildSeconds} s${spread(r.runs)} | ${r.peakMemoryMb ?? '?'} MB | ${kb(r.newsHtmlGzipBytes)} | ${kb(r.photoGalleryHtmlGzipBytes)} | ${r.largestDataFile.path} ${kb(r.largestDataFile.gzipBytes)} |`,
  );
  const inc = report.incremental;
  return [
    '# Build at scale (`npm run bench`)',
    '',
    `Run ${report.ranAt}, median of ${report.runs} run(s), each in a fresh copy of the project. Machine: ${machineLine(report.machine)}.`,
    '',
    "Synthetic snapshots (demo/generate-synthetic-data.ts), built with a copy of the working tree's optimised-image cache (as a nightly rebuild has); the synthetic pictures are not in the snapshot's image cache, so pages link their live URLs and no new picture is encoded.",
    '',
    '| Scale | News / highlights / albums | Pages | Build (min-max) | Peak memory | /News (gzip) | /PhotoGallery (gzip) | Largest data file (gzip) |',
    '| --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    report.growth
      ? `Build time x${report.growth.timeRatio} for x${report.growth.itemRatio} the items (${report.growth.perItem} per unit of growth; 1 is linear).`
      : 'One scale only: no growth ratio.',
    '',
    ...(inc
      ? [
          '## Nightly rebuild',
          '',
          `At scale ${inc.scale}: after the first build, ${inc.added.news} news items and ${inc.added.albums} albums (${inc.added.pictures} new pictures in the image cache) arrive and the copy is built again, its caches warm.`,
          '',
          '| First build (min-max) | Rebuild (min-max) | Rebuild peak memory | Pages added | Optimised files added |',
          '| --- | --- | --- | --- | --- |',
          `| ${inc.firstBuildSeconds} s${spread(inc.runs.map((r) => ({ buildSeconds: r.firstBuildSeconds })))} | ${inc.rebuildSeconds} s${spread(inc.runs)} | ${inc.rebuildPeakMemoryMb ?? '?'} MB | ${inc.pagesAdded} | ${inc.optimisedFilesAdded} |`,
          '',
        ]
      : []),
    ...report.checks.map((c) => `- ${c.pass ? 'PASS' : 'FAIL'} ${c.name}: ${c.detail}`),
    '',
  ].join('\n');
}

export async function writeReport(report: BenchReport): Promise<string[]> {
  const dir = join(ROOT, 'reports');
  await mkdir(dir, { recursive: true });
  const json = join(dir, 'bench.json');
  const md = join(dir, 'bench.md');
  await writeFile(json, `${JSON.stringify(report, null, 2)}\n`);
  await writeFile(md, reportMarkdown(report));
  return [json, md];
}

function describeMachine(): MachineInfo {
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    os: `${process.platform} ${release()}`,
    node: process.version,
    loadBefore: round(loadavg()[0]!),
  };
}

async function main() {
  const { values } = parseArgs({
    options: {
      scales: { type: 'string', default: '0.5,1' },
      runs: { type: 'string', default: '3' },
      'incremental-scale': { type: 'string', default: '1' },
      keep: { type: 'boolean' },
      profile: { type: 'string' },
    },
  });
  if (values.profile === 'decade') return decade(values.keep ?? false);
  if (values.profile) throw new Error(`unknown --profile ${values.profile} (decade)`);
  const scales = values.scales
    .split(',')
    .map(Number)
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  const runs = Math.max(1, Math.round(Number(values.runs)) || 1);
  const incrementalScale = Number(values['incremental-scale']);
  if (incrementalScale > 0 && !scales.includes(incrementalScale)) {
    throw new Error(`--incremental-scale ${incrementalScale} must be one of --scales`);
  }
  const machine = describeMachine();
  if (machine.loadBefore > machine.cores * 0.5) {
    console.warn(
      `Warning: load average ${machine.loadBefore} on ${machine.cores} cores; other work on this machine slows the builds.`,
    );
  }

  await warmImageCache();
  // Runs interleave the scales, so a busy moment of the machine spreads over all of them.
  const byScale = new Map<number, ScaleRun[]>(scales.map((scale) => [scale, []]));
  // A scale past the host's limits must stop its build with the reason (src/integrations/hostLimits.ts).
  const stopped = new Map<number, string>();
  for (let run = 1; run <= runs; run += 1) {
    console.log(`\nrun ${run} of ${runs}`);
    for (const scale of scales.filter((s) => !stopped.has(s))) {
      try {
        byScale
          .get(scale)!
          .push(await runScale(scale, values.keep ?? false, scale === incrementalScale));
      } catch (error) {
        const reason = /Not deployable: [^\n]*/.exec((error as Error).message)?.[0];
        if (!reason) throw error;
        console.log(`  scale ${scale}: ${reason}`);
        stopped.set(scale, reason);
        byScale.delete(scale);
      }
    }
  }
  machine.loadAfter = round(loadavg()[0]!);

  const results: ScaleResult[] = [...byScale.keys()].map((scale) => {
    const scaleRuns = byScale.get(scale)!;
    const last = scaleRuns.at(-1)!;
    return {
      scale,
      items: itemsOf(scaled(scale)),
      buildSeconds: round1(median(scaleRuns.map((r) => r.buildSeconds)) ?? NaN),
      peakMemoryMb: median(scaleRuns.map((r) => r.peakMemoryMb)),
      runs: scaleRuns.map(({ buildSeconds, peakMemoryMb }) => ({ buildSeconds, peakMemoryMb })),
      ...last.output,
    };
  });
  const incrementalRuns = (byScale.get(incrementalScale) ?? []).flatMap((r) =>
    r.incremental ? [r.incremental] : [],
  );
  const incremental: IncrementalResult | null =
    incrementalRuns.length > 0
      ? {
          scale: incrementalScale,
          added: incrementalRuns[0]!.added,
          firstBuildSeconds: round1(median(incrementalRuns.map((r) => r.firstBuildSeconds)) ?? NaN),
          rebuildSeconds: round1(median(incrementalRuns.map((r) => r.buildSeconds)) ?? NaN),
          rebuildPeakMemoryMb: median(incrementalRuns.map((r) => r.peakMemoryMb)),
          optimisedFilesAdded: incrementalRuns.at(-1)!.optimisedFilesAdded,
          pagesAdded: incrementalRuns.at(-1)!.pagesAdded,
          newPages: incrementalRuns.at(-1)!.newPages,
          runs: incrementalRuns.map(({ firstBuildSeconds, buildSeconds, peakMemoryMb }) => ({
            firstBuildSeconds,
            buildSeconds,
            peakMemoryMb,
          })),
        }
      : null;

  const report: BenchReport = {
    kind: 'bench',
    ranAt: new Date().toISOString(),
    node: process.version,
    machine,
    runs,
    bars: BARS,
    results,
    incremental,
    ...evaluate(results),
  };
  for (const [scale, reason] of stopped) {
    report.checks.push({
      name: `scale ${scale} is past the host's limits, and its build stops before a deploy`,
      pass: true,
      detail: reason,
    });
  }
  if (incremental) {
    const expected = albumPages(incremental.added.albumIds);
    report.checks.push({
      name: `the nightly rebuild adds the ${incremental.added.albums} new albums' pages in ${LANGS.length} languages, and no other page`,
      pass:
        incremental.pagesAdded === expected.length &&
        JSON.stringify(incremental.newPages) === JSON.stringify(expected),
      detail: `${incremental.pagesAdded} pages added: ${incremental.newPages.join(', ') || 'none'}`,
    });
  }
  const markdown = reportMarkdown(report);
  console.log(`\n${markdown}`);
  const files = await writeReport(report);
  console.log(`Written: ${files.map((f) => relative(ROOT, f)).join(', ')}`);
  if (report.checks.some((check) => !check.pass)) process.exit(1);
}

/** `--profile decade`: reports/bench-decade.md; exit 1 when a check fails. */
async function decade(keep: boolean): Promise<void> {
  await warmImageCache();
  const dirs: string[] = [];
  const result = await runDecade({
    prepareProject: async (options) => {
      const dir = await prepareProject(options);
      dirs.push(dir);
      return dir;
    },
    timeBuild,
    addItems,
    increment: INCREMENT,
  });
  for (const dir of dirs) {
    if (keep) console.log(`kept ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  }
  const markdown = `# Build at scale (\`npm run bench\`)\n\nRun ${new Date().toISOString()}, one run. Machine: ${machineLine({ ...describeMachine(), loadAfter: round(loadavg()[0]!) })}.\n\n${decadeMarkdown(result)}`;
  console.log(`\n${markdown}`);
  await mkdir(join(ROOT, 'reports'), { recursive: true });
  await writeFile(join(ROOT, 'reports/bench-decade.json'), `${JSON.stringify(result, null, 2)}\n`);
  await writeFile(join(ROOT, 'reports/bench-decade.md'), markdown);
  if (result.checks.some((check) => !check.pass)) process.exit(1);
}

await runMain(import.meta.url, main);
