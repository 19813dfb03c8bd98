/**
 * Lighthouse (mobile defaults) with the machine's Chromium, and the numbers `npm run audit`
 * reports. One fresh browser and profile per run, so no cache carries over.
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

export interface PageRun {
  url: string;
  /** 0-100, or null when Lighthouse could not score the category. */
  scores: {
    performance: number | null;
    accessibility: number | null;
    bestPractices: number | null;
    seo: number | null;
  };
  /** ms, simulated mobile (as the others). */
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Compressed. */
  totalBytes: number;
  scriptBytes: number;
  requests: number;
  /** Lighthouse's CPU benchmark of this machine (higher is faster). */
  benchmarkIndex: number | null;
  /** Audits that cost points outside performance: `category: audit id (title)`. */
  failedAudits: string[];
  /** Performance opportunities and diagnostics under 0.9. */
  perfHints: string[];
}

interface RunningChrome {
  port: number;
  close(): Promise<void>;
}

export async function launchChrome(): Promise<RunningChrome> {
  const profile = await mkdtemp(join(tmpdir(), 'porf-lighthouse-'));
  const child: ChildProcess = spawn(
    chromePath(),
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  // Ends Chromium if this process exits first, however it exits.
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
      // Chromium's helpers may still write into the profile after the browser exits
      // (ENOTEMPTY): fs.rm retries.
      await rm(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}

const score = (lhr: LighthouseResult, id: string): number | null => {
  const value = lhr.categories[id]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const numeric = (lhr: LighthouseResult, id: string): number => lhr.audits[id]?.numericValue ?? NaN;

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
 * Lighthouse's simulated throttling. `slow` is a low-end phone on poor 3G, as many visitors have;
 * `slow-network` the same link without CPU slowdown, a diagnosis: Lighthouse multiplies observed
 * CPU time, so on a shared machine round trips and bytes show through only without it.
 */
export const AUDIT_PROFILES = {
  default: undefined,
  slow: { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 6 },
  'slow-network': { rttMs: 300, throughputKbps: 700, cpuSlowdownMultiplier: 1 },
} as const;

export type AuditProfile = keyof typeof AUDIT_PROFILES;

/** One run in a fresh Chromium; also resolves with the full result, for debugging. */
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

/** NaN ignored; NaN when none is left. */
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
