/**
 * `npm run audit`: Lighthouse (mobile, median of `--runs`) on a build served by Cloudflare Pages'
 * local runtime behind tools/lib/replayHost.ts (whose replay keeps the runtime's CPU off the page
 * under test), against DESIGN.md's bars; exits 1 when a median misses one. Reports go to
 * reports/lighthouse*.md. A reference page scored after each page's runs shows this machine's
 * floor at that hour, since Lighthouse scales by observed CPU time.
 *
 *   npm run audit -- --runs 5 --pages /,/News
 *   npm run audit -- --dist dist | --profile slow | --profile slow-network | --server wrangler
 *   npm run audit -- --against ../old/dist | --against-commit <rev>   (alternating, same demo API)
 *   npm run audit -- --no-reference
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { ROUTES } from '../src/lib/routes';
import { startDemoApi, type DemoApi } from '../demo/demo-api';
import {
  AUDIT_PROFILES,
  auditPage,
  median,
  medianRun,
  type AuditProfile,
  type PageRun,
} from './lib/lighthouse';
import { chromePath } from './lib/chrome';
import { run, runMain } from '../scripts/lib/run';
import { freePort, startPagesDev } from '../scripts/lib/pagesDev';
import { startReplayHost, warm, type ReplayHost } from './lib/replayHost';
import { testBuildEnv } from './lib/testBuild';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** DESIGN.md's bars, for the median of the runs. */
export const AUDIT_BARS = {
  performance: 95,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
} as const;

/** Tried once more when Lighthouse could not record the page (NO_NAVSTART on a busy machine). */
async function auditOnce(url: string, profile: AuditProfile): Promise<PageRun> {
  try {
    return (await auditPage(url, profile)).run;
  } catch (error) {
    console.warn(`${(error as Error).message}; trying once more.`);
    return (await auditPage(url, profile)).run;
  }
}

/** Text pages audited: a plain one, one with a photo grid and lightbox, one with a table. */
const TEXT_PAGES = ['/AboutNgo', '/SkillDevelopmentCenters', '/OurTeam'];

export function auditedPaths(distDir: string): string[] {
  const listings = ROUTES.filter((r) => r.kind === 'listing').map((r) => r.path);
  const albumDir = join(distDir, 'Album');
  const album = existsSync(albumDir)
    ? readdirSync(albumDir)
        .filter((f) => f.endsWith('.html'))
        .sort()[0]
    : undefined;
  return [
    '/',
    ...listings,
    ...(album ? [`/Album/${album.replace(/\.html$/, '')}`] : []),
    ...TEXT_PAGES,
  ];
}

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  chromium: string;
  lighthouse: string;
  /** 1-minute load average before and after the runs. */
  loadBefore: number;
  loadAfter?: number;
  /** `--server` */
  served?: string;
}

function describeMachine(): Machine {
  let chromium = 'unknown';
  try {
    chromium = execFileSync(chromePath(), ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    // Reported as unknown; the audit itself will say why Chromium cannot start.
  }
  return {
    cpu: cpus()[0]?.model.trim() ?? 'unknown',
    cores: cpus().length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    chromium,
    lighthouse: lighthouseVersion(),
    loadBefore: round(loadavg()[0]!, 2),
  };
}

function lighthouseVersion(): string {
  try {
    return execFileSync(process.execPath, ['-p', "require('lighthouse/package.json').version"], {
      cwd: ROOT,
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, '127.0.0.1', () => server.close(() => done(true)));
  });
}

export interface PageAudit {
  path: string;
  median: PageRun;
  runs: PageRun[];
  missed: string[];
}

/** Which bars a median run misses. */
export function missedBars(result: PageRun): string[] {
  const missed: string[] = [];
  for (const [key, bar] of Object.entries(AUDIT_BARS) as [keyof typeof AUDIT_BARS, number][]) {
    const value = result.scores[key];
    if (value === null || value < bar) missed.push(`${key} ${value ?? 'n/a'} < ${bar}`);
  }
  return missed;
}

const round = (value: number, digits = 0) => {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
};
const kib = (bytes: number) => (Number.isFinite(bytes) ? `${(bytes / 1024).toFixed(0)} KiB` : '?');
const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : '?');
const s = (value: number) => (Number.isFinite(value) ? `${(value / 1000).toFixed(1)} s` : '?');

export interface Comparison {
  /** This build first. */
  labels: [string, string];
  pages: [PageAudit[], PageAudit[]];
}

/** Alternates, so neither build always runs on a machine warmed or slowed by the other. */
export function roundOrder(
  round: number,
): readonly ['this', 'against'] | readonly ['against', 'this'] {
  return round % 2 === 0 ? (['this', 'against'] as const) : (['against', 'this'] as const);
}

/** `99 (93-100)`. */
function perfCell(page: PageAudit | undefined): string {
  if (!page) return '?';
  const perfs = page.runs.map((r) => r.scores.performance ?? 0);
  return `${page.median.scores.performance ?? '?'} (${Math.min(...perfs)}-${Math.max(...perfs)})`;
}

/** `+3`, `-2`, `0`. */
const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * A minus B round by round: run i of each build ran back to back, so a pair shares the machine's
 * state of that minute, which the medians of each column do not (scores here drift by 10 or more
 * points within an hour). Median of the pairs, then the smallest and largest pair.
 */
export function pairedCell(pageA: PageAudit, pageB: PageAudit | undefined): string {
  if (!pageB) return '?';
  const rounds = Math.min(pageA.runs.length, pageB.runs.length);
  const perf: number[] = [];
  const tbt: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const a = pageA.runs[i]!;
    const b = pageB.runs[i]!;
    if (a.scores.performance !== null && b.scores.performance !== null)
      perf.push(a.scores.performance - b.scores.performance);
    if (Number.isFinite(a.tbtMs) && Number.isFinite(b.tbtMs))
      tbt.push(Math.round(a.tbtMs - b.tbtMs));
  }
  if (perf.length === 0) return '?';
  const tbtPart = tbt.length > 0 ? `, TBT ${signed(Math.round(median(tbt)))} ms` : '';
  return `${signed(Math.round(median(perf)))} (${signed(Math.min(...perf))} to ${signed(Math.max(...perf))})${tbtPart}`;
}

export function comparisonMarkdown(
  comparison: Comparison,
  machine: Machine,
  runs: number,
  ranAt: string,
  reference: readonly PageRun[] = [],
): string {
  const [a, b] = comparison.labels;
  const [pagesA, pagesB] = comparison.pages;
  const rows = pagesA.map((pageA) => {
    const pageB = pagesB.find((p) => p.path === pageA.path);
    const cell = (pick: (m: PageRun) => string) =>
      `${pick(pageA.median)} / ${pageB ? pick(pageB.median) : '?'}`;
    return `| ${pageA.path} | ${perfCell(pageA)} | ${perfCell(pageB)} | ${pairedCell(pageA, pageB)} | ${cell((m) => ms(m.tbtMs))} | ${cell((m) => String(m.requests))} | ${cell((m) => kib(m.totalBytes))} |`;
  });
  return [
    '# Lighthouse comparison (`npm run audit -- --against`)',
    '',
    `Run ${ranAt}: Lighthouse ${machine.lighthouse}, mobile, ${runs} run(s) per page and build, the builds alternating (order swapped every round), each run in a fresh ${machine.chromium}.`,
    `Machine: ${machine.cpu}, ${machine.cores} cores; load average ${machine.loadBefore} before, ${machine.loadAfter ?? '?'} after.`,
    ...(machine.served ? [`Served: ${machine.served}.`] : []),
    `A: ${a}. B: ${b}.`,
    '',
    '| Page | Perf A, median (min-max) | Perf B, median (min-max) | A - B by round: perf, TBT | TBT A / B | Requests A / B | Bytes A / B |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(reference.length > 0 ? [referenceLine(reference), ''] : []),
  ].join('\n');
}

/** The least a page can be: this machine's floor at this hour. */
export const REFERENCE_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1">' +
  // No favicon request (a 404 would be a console error, which costs best-practices points).
  '<link rel="icon" href="data:,">' +
  '<title>Reference page</title><meta name="description" content="The audit\'s reference page.">' +
  '</head><body><main><h1>Reference page</h1>' +
  '<p>One heading and one paragraph, no script and no stylesheet: what this machine lets any ' +
  'page score.</p></main></body></html>';

export async function serveReferencePage(): Promise<{ url: string; close(): Promise<void> }> {
  const server = createHttpServer((request, response) => {
    const found = request.url === '/';
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(found ? REFERENCE_PAGE : 'Not found');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

export function referenceLine(reference: readonly PageRun[]): string {
  if (reference.length === 0) return '';
  const perfs = reference.map((r) => r.scores.performance ?? 0);
  const tbts = reference.map((r) => r.tbtMs);
  const m = medianRun(reference);
  return (
    `Reference page (one heading and one paragraph, no script or stylesheet, served on this machine), ` +
    `${reference.length} run(s) spread through the audit: performance ${m.scores.performance ?? '?'} ` +
    `(${Math.min(...perfs)}-${Math.max(...perfs)}), TBT ${ms(m.tbtMs)} ` +
    `(${ms(Math.min(...tbts))}-${ms(Math.max(...tbts))}). No page can be expected to score above ` +
    `what this page scores here; where it is under 100, the machine, not the site, costs the points.`
  );
}

export function auditMarkdown(
  pages: readonly PageAudit[],
  machine: Machine,
  runs: number,
  ranAt: string,
  profile: AuditProfile = 'default',
  reference: readonly PageRun[] = [],
): string {
  const link = AUDIT_PROFILES[profile];
  const throttling =
    profile === 'slow'
      ? `a low-end phone on poor 3G: RTT ${link!.rttMs} ms, ${link!.throughputKbps} kbps, ${link!.cpuSlowdownMultiplier}x CPU slowdown`
      : profile === 'slow-network'
        ? `the slow profile's poor 3G link alone (RTT ${link!.rttMs} ms, ${link!.throughputKbps} kbps), the CPU not slowed down: a diagnosis of round trips and bytes, not a bar`
        : 'simulated slow 4G, 4x CPU slowdown';
  const header =
    '| Page | Perf | A11y | BP | SEO | LCP | FCP | TBT | CLS | Bytes | JS | Requests | Perf (min-max) |';
  const rows = pages.map((p) => {
    const m = p.median;
    const perfs = p.runs.map((r) => r.scores.performance ?? 0);
    return `| ${p.path} | ${m.scores.performance ?? '?'} | ${m.scores.accessibility ?? '?'} | ${m.scores.bestPractices ?? '?'} | ${m.scores.seo ?? '?'} | ${s(m.lcpMs)} | ${s(m.fcpMs)} | ${ms(m.tbtMs)} | ${Number.isFinite(m.cls) ? m.cls.toFixed(3) : '?'} | ${kib(m.totalBytes)} | ${kib(m.scriptBytes)} | ${m.requests} | ${Math.min(...perfs)}-${Math.max(...perfs)} |`;
  });
  const failures = pages.filter((p) => p.missed.length > 0);
  const details = pages.flatMap((p) =>
    p.median.failedAudits.length > 0 ? [`- ${p.path}: ${p.median.failedAudits.join('; ')}`] : [],
  );
  const hints = pages.flatMap((p) =>
    p.median.perfHints.length > 0 ? [`- ${p.path}: ${p.median.perfHints.join(', ')}`] : [],
  );
  return [
    '# Lighthouse audit (`npm run audit`)',
    '',
    `Run ${ranAt}: Lighthouse ${machine.lighthouse}, mobile (${throttling}), median of ${runs} run(s) per page, each in a fresh ${machine.chromium}.`,
    `Machine: ${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, Node ${machine.node}; load average ${machine.loadBefore} before, ${machine.loadAfter ?? '?'} after; Lighthouse CPU benchmark (median) ${pages[0]?.median.benchmarkIndex ?? '?'}.`,
    ...(machine.served ? [`Served: ${machine.served}.`] : []),
    '',
    header,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    ...(reference.length > 0 ? [referenceLine(reference), ''] : []),
    `Bars: performance >= ${AUDIT_BARS.performance}, accessibility, best practices and SEO ${AUDIT_BARS.seo}.`,
    failures.length === 0
      ? 'Every page meets every bar.'
      : `Missed: ${failures.map((p) => `${p.path} (${p.missed.join(', ')})`).join('; ')}.`,
    ...(details.length > 0 ? ['', 'Audits that cost points (in any run):', ...details] : []),
    ...(hints.length > 0 ? ['', 'Performance hints (score under 0.9 in any run):', ...hints] : []),
    '',
  ].join('\n');
}

interface ServedBuild {
  url: string;
  served(): string;
  close(): Promise<void>;
}

/** With `replay`, behind tools/lib/replayHost.ts, every path loaded once to record it first. */
async function serveBuild(
  dir: string,
  port: number | undefined,
  replay: boolean,
  paths: readonly string[],
): Promise<ServedBuild> {
  const runtime = await startPagesDev({ dir, port: replay ? undefined : port });
  if (!replay) {
    return {
      url: runtime.url,
      served: () => "every request live from Cloudflare Pages' local runtime (wrangler pages dev)",
      close: () => runtime.close(),
    };
  }
  let front: ReplayHost | undefined;
  try {
    front = await startReplayHost({ upstream: runtime.url, port });
    await warm(front, paths);
    const warmed = front.recorded();
    front.resetCounts();
    const running = front;
    return {
      url: front.url,
      served: () =>
        `Cloudflare Pages' local runtime (wrangler pages dev), its answers recorded once and replayed from memory (\`--server wrangler\` serves every request live); ${warmed} answers recorded by loading each page once before its runs, ${running.misses()} more fetched from the runtime during the runs`,
      close: async () => {
        await running.close();
        await runtime.close();
      },
    };
  } catch (error) {
    await front?.close();
    await runtime.close();
    throw error;
  }
}

/** For `--against-commit`: a worktree under `.cache` with that commit's own dependencies. */
async function buildCommit(commit: string, apiOrigin: string): Promise<string> {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  const sha = git('rev-parse', '--short', `${commit}^{commit}`);
  const dir = join(ROOT, '.cache', `audit-${sha}`);
  if (!existsSync(join(dir, 'package.json')))
    git('worktree', 'add', '--detach', '--force', dir, sha);
  console.log(`Building ${sha} into ${relative(ROOT, dir)}/dist (islands use ${apiOrigin})`);
  await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, quiet: true });
  const out = join(dir, 'dist');
  await run('npx', ['astro', 'build', '--outDir', out], {
    cwd: dir,
    quiet: true,
    env: testBuildEnv({ PUBLIC_API_BASE_URL: apiOrigin }),
  });
  return out;
}

async function main() {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string' },
      runs: { type: 'string', default: '3' },
      pages: { type: 'string' },
      'api-port': { type: 'string', default: process.env.DEMO_API_PORT ?? '8787' },
      against: { type: 'string' },
      'against-commit': { type: 'string' },
      profile: { type: 'string', default: 'default' },
      reference: { type: 'boolean', default: true },
      server: { type: 'string', default: 'replay' },
    },
    allowNegative: true,
  });
  if (!(values.profile! in AUDIT_PROFILES)) {
    throw new Error(`--profile must be one of ${Object.keys(AUDIT_PROFILES).join(', ')}`);
  }
  const profile = values.profile as AuditProfile;
  if (values.server !== 'replay' && values.server !== 'wrangler') {
    throw new Error('--server must be replay or wrangler');
  }
  const replay = values.server === 'replay';
  // The slow profile's report is kept apart from the default one's.
  const suffix = profile === 'default' ? '' : `-${profile}`;
  if (values.against && values['against-commit']) {
    throw new Error('Give --against or --against-commit, not both.');
  }
  const againstDir = values['against-commit']
    ? await buildCommit(values['against-commit'], `http://127.0.0.1:${values['api-port']}`)
    : values.against
      ? resolve(values.against)
      : undefined;
  if (againstDir && !existsSync(join(againstDir, 'index.html'))) {
    throw new Error(`${againstDir} holds no build (index.html missing).`);
  }
  const runs = Math.max(1, Number(values.runs) || 1);
  const machine = describeMachine();
  if (machine.loadBefore > machine.cores * 0.5) {
    console.warn(
      `Warning: load average ${machine.loadBefore} on ${machine.cores} cores; other work on this machine lowers performance scores.`,
    );
  }

  let api: DemoApi | undefined;
  let dataDir: string | undefined;
  let distDir: string;
  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  try {
    dataDir = await mkdtemp(join(tmpdir(), 'porf-audit-api-'));
    if (values.dist) {
      distDir = resolve(values.dist);
      if (!existsSync(join(distDir, 'index.html'))) {
        throw new Error(`${distDir} holds no build (index.html missing); run npm run build first.`);
      }
      const apiPort = Number(values['api-port']);
      if (await portIsFree(apiPort)) {
        api = await startDemoApi({ port: apiPort, dataDir, quiet: true });
      }
    } else {
      // Compared with another build: the API that build calls, at the port it was built with.
      const apiPort = againstDir ? Number(values['api-port']) : 0;
      if (againstDir && !(await portIsFree(apiPort))) {
        throw new Error(`Port ${apiPort} is taken; the demo API for both builds must run there.`);
      }
      api = await startDemoApi({ port: apiPort, dataDir, quiet: true });
      distDir = join(ROOT, '.cache/audit-dist');
      console.log(
        `Building into ${relative(ROOT, distDir)} (islands use the demo API at ${api.url})`,
      );
      await run('npx', ['astro', 'build', '--outDir', distDir], {
        cwd: ROOT,
        quiet: true,
        env: testBuildEnv({ PUBLIC_API_BASE_URL: api.url, SITE_URL: siteOrigin }),
      });
    }

    const paths = values.pages
      ? values.pages
          .split(',')
          .map((p) => p.trim())
          .filter(Boolean)
      : auditedPaths(distDir);
    const site = await serveBuild(distDir, sitePort, replay, paths);
    const other = againstDir ? await serveBuild(againstDir, undefined, replay, paths) : undefined;
    const referenceServer = values.reference ? await serveReferencePage() : undefined;
    const reference: PageRun[] = [];
    const pages: PageAudit[] = [];
    const otherPages: PageAudit[] = [];
    try {
      for (const path of paths) {
        const pageRuns: PageRun[] = [];
        const otherRuns: PageRun[] = [];
        for (let i = 0; i < runs; i += 1) {
          const builds = {
            this: { origin: site.url, into: pageRuns, name: '' },
            against: { origin: other?.url, into: otherRuns, name: ' (against)' },
          };
          const turns = (other ? roundOrder(i) : (['this'] as const)).map((b) => builds[b]);
          for (const turn of turns) {
            const result = await auditOnce(`${turn.origin}${path}`, profile);
            turn.into.push(result);
            console.log(
              `${path}${turn.name} run ${i + 1}/${runs}: performance ${result.scores.performance}, LCP ${s(result.lcpMs)}, TBT ${ms(result.tbtMs)}`,
            );
          }
        }
        if (referenceServer) {
          const result = await auditOnce(referenceServer.url, profile);
          reference.push(result);
          console.log(
            `reference page: performance ${result.scores.performance}, TBT ${ms(result.tbtMs)}`,
          );
        }
        const median = medianRun(pageRuns);
        pages.push({ path, median, runs: pageRuns, missed: missedBars(median) });
        if (other) {
          const theirs = medianRun(otherRuns);
          otherPages.push({ path, median: theirs, runs: otherRuns, missed: missedBars(theirs) });
        }
      }
    } finally {
      await site.close();
      await other?.close();
      await referenceServer?.close();
    }
    machine.loadAfter = round(loadavg()[0]!, 2);
    machine.served = site.served();

    const ranAt = new Date().toISOString();
    const markdown = auditMarkdown(pages, machine, runs, ranAt, profile, reference);
    console.log(`\n${markdown}`);
    const reports = join(ROOT, 'reports');
    await mkdir(reports, { recursive: true });
    await writeFile(join(reports, `lighthouse${suffix}.md`), markdown);
    await writeFile(
      join(reports, `lighthouse${suffix}.json`),
      `${JSON.stringify({ ranAt, machine, runs, profile, throttling: AUDIT_PROFILES[profile] ?? 'Lighthouse mobile default', bars: AUDIT_BARS, pages, reference }, null, 2)}\n`,
    );
    console.log(`Written: reports/lighthouse${suffix}.md, reports/lighthouse${suffix}.json`);
    if (againstDir) {
      const comparison: Comparison = {
        labels: [
          relative(ROOT, distDir) || '.',
          values['against-commit']
            ? `commit ${values['against-commit']}`
            : relative(ROOT, againstDir),
        ],
        pages: [pages, otherPages],
      };
      const compared = comparisonMarkdown(comparison, machine, runs, ranAt, reference);
      console.log(`\n${compared}`);
      await writeFile(join(reports, 'lighthouse-compare.md'), compared);
      await writeFile(
        join(reports, 'lighthouse-compare.json'),
        `${JSON.stringify({ ranAt, machine, runs, ...comparison }, null, 2)}\n`,
      );
      console.log('Written: reports/lighthouse-compare.md, reports/lighthouse-compare.json');
    }
    if (pages.some((p) => p.missed.length > 0)) process.exitCode = 1;
  } finally {
    await api?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  }
}

await runMain(import.meta.url, main);
