/**
 * Lighthouse (mobile, its default settings: a mid-range phone with 4x CPU slowdown and slow 4G,
 * simulated) run with the machine's Chromium, and the few numbers `npm run audit` reports.
 *
 * Chromium is started here with `CHROME_FLAGS` (./chrome.ts: the browser tests' flags, less what
 * only playwright-core needs) and a DevTools port, one fresh browser (and profile) per page run,
 * so no cache or service state carries over between runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { onExit } from 'signal-exit';
import { CHROME_FLAGS, chromePath } from './chrome';
import type { Result as LighthouseResult } from 'lighthouse';

/** The categories audited, and the names the report uses for them. */
export const CATEGORIES = {
  performance: 'performance',
  accessibility: 'accessibility',
  'best-practices': 'bestPractices',
  seo: 'seo',
} as const;

/** What one Lighthouse run of one page measured. */
export interface PageRun {
  url: string;
  /** Scores 0-100, or null when Lighthouse could not score the category. */
  scores: {
    performance: number | null;
    accessibility: number | null;
    bestPractices: number | null;
    seo: number | null;
  };
  /** Largest Contentful Paint, ms (simulated mobile). */
  lcpMs: number;
  /** First Contentful Paint, ms. */
  fcpMs: number;
  /** Total Blocking Time, ms. */
  tbtMs: number;
  /** Cumulative Layout Shift. */
  cls: number;
  /** Speed Index, ms. */
  speedIndexMs: number;
  /** Bytes transferred for the whole page load (compressed). */
  totalBytes: number;
  /** Bytes of JavaScript transferred. */
  scriptBytes: number;
  /** Number of requests. */
  requests: number;
  /** Lighthouse's CPU benchmark of this machine (higher is faster; a quiet laptop is ~1500-2500). */
  benchmarkIndex: number | null;
  /** Audits that cost points outside performance: `category: audit id (title)`. */
  failedAudits: string[];
  /** Performance opportunities and diagnostics that scored under 0.9, for people tuning the page. */
  perfHints: string[];
}

interface RunningChrome {
  port: number;
  close(): Promise<void>;
}

/** Starts Chromium with a DevTools port; resolves once it is listening. */
export async function launchChrome(): Promise<RunningChrome> {
  const profile = await mkdtemp(join(tmpdir(), 'porf-lighthouse-'));
  const child: ChildProcess = spawn(
    chromePath(),
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Ends Chromium if this process exits first, however it exits (as scripts/lib/pagesDev.ts does).
  const removeExitHook = onExit(() => void child.kill('SIGKILL'));
  child.once('exit', () => removeExitHook());
  const port = await new Promise<number>((done, fail) => {
    let seen = '';
    const timer = setTimeout(() => fail(new Error(`Chromium did not start:\n${seen}`)), 20_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      seen += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
    child.on('error', (error) => {
      clearTimeout(timer);
      fail(new Error(`Could not start ${chromePath()} (set CHROME_PATH): ${error.message}`));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`Chromium exited (${code}) before listening:\n${seen}`));
    });
  });
  return {
    port,
    close: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((done) => setTimeout(done, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      // Chromium's helper processes can still be writing into the profile for a moment after
      // the browser process has exited (seen once in CI: ENOTEMPTY on Default/ after a launch
      // closed 2 s after it started); fs.rm retries such errors with a growing delay.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

const score = (lhr: LighthouseResult, id: string): number | null => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr: LighthouseResult, id: string): number => lhr.audits[id]?.numericValue ?? NaN;

/** The numbers of one Lighthouse result. */
export function summarise(lhr: LighthouseResult): PageRun {
  const resources = lhr.audits['resource-summary']?.details as
    { items?: { resourceType: string; transferSize: number; requestCount: number }[] } | undefined;
  const row = (type: string) => resources?.items?.find((item) => item.resourceType === type);
  const failedAudits: string[] = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        failedAudits.push(`${id}: ${ref.id} (${audit.title})`);
      }
    }
  }
  const perfHints: string[] = [];
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    const audit = lhr.audits[ref.id];
    if (
      audit &&
      ref.weight === 0 &&
      audit.score !== null &&
      audit.score < 0.9 &&
      audit.scoreDisplayMode !== 'informative' &&
      audit.scoreDisplayMode !== 'manual'
    ) {
      perfHints.push(`${ref.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
    }
  }
  return {
    url: lhr.finalDisplayedUrl,
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    speedIndexMs: numeric(lhr, 'speed-index'),
    totalBytes: row('total')?.transferSize ?? NaN,
    scriptBytes: row('script')?.transferSize ?? NaN,
    requests: row('total')?.requestCount ?? NaN,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits,
    perfHints,
  };
}

/**
 * Network and CPU profiles of the audit (Lighthouse's simulated throttling). `default` is
 * Lighthouse's own mobile profile (150 ms RTT, 1.6 Mbps, CPU 4x slower); `slow` is a low-end phone
 * on a poor 3G connection, as many of the foundation's visitors have (300 ms RTT, 700 kbps, CPU 6x
 * slower). `slow-network` is the same link with the CPU not slowed down: a diagnosis, not a bar.
 * Lighthouse multiplies the CPU time it observes, so on a shared machine whose speed swings from
 * minute to minute the slow profile's scores swing by 20 points; without the multiplier, what a
 * change does to round trips and bytes (render-blocking files, request chains) shows through.
 */
export const AUDIT_PROFILES = {
  default: undefined,
  slow: { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 6 },
  'slow-network': { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 1 },
} as const;

/** A name of `AUDIT_PROFILES`. */
export type AuditProfile = keyof typeof AUDIT_PROFILES;

/**
 * Runs Lighthouse once on `url` (mobile, the four categories, the given throttling profile) in a
 * fresh Chromium. Resolves with the summary and the full result (for `--save-html`/debugging).
 */
export async function auditPage(
  url: string,
  profile: AuditProfile = 'default',
): Promise<{ run: PageRun; lhr: LighthouseResult }> {
  const chrome = await launchChrome();
  const throttling = AUDIT_PROFILES[profile];
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(CATEGORIES),
      ...(throttling && { throttlingMethod: 'simulate' as const, throttling }),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`Lighthouse could not audit ${url}: ${lhr.runtimeError.message}`);
    }
    return { run: summarise(lhr), lhr };
  } finally {
    await chrome.close();
  }
}

/** Median of numbers (NaN ignored; NaN when none is left). */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Per-metric medians of several runs of one page; audits failed in any run are all listed. */
export function medianRun(runs: readonly PageRun[]): PageRun {
  if (runs.length === 0) throw new Error('No runs to take a median of');
  const med = (pick: (run: PageRun) => number | null) =>
    median(runs.map((run) => pick(run) ?? NaN));
  const scoreOf = (pick: (run: PageRun) => number | null) => {
    const value = med(pick);
    return Number.isFinite(value) ? Math.round(value) : null;
  };
  return {
    url: runs[0]!.url,
    scores: {
      performance: scoreOf((r) => r.scores.performance),
      accessibility: scoreOf((r) => r.scores.accessibility),
      bestPractices: scoreOf((r) => r.scores.bestPractices),
      seo: scoreOf((r) => r.scores.seo),
    },
    lcpMs: med((r) => r.lcpMs),
    fcpMs: med((r) => r.fcpMs),
    tbtMs: med((r) => r.tbtMs),
    cls: med((r) => r.cls),
    speedIndexMs: med((r) => r.speedIndexMs),
    totalBytes: med((r) => r.totalBytes),
    scriptBytes: med((r) => r.scriptBytes),
    requests: med((r) => r.requests),
    benchmarkIndex: med((r) => r.benchmarkIndex),
    failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
    // One line per audit, as the last run that flagged it worded it (estimates vary by run).
    perfHints: [
      ...new Map(runs.flatMap((r) => r.perfHints).map((h) => [h.split(' ')[0], h])).values(),
    ].sort(),
  };
}
