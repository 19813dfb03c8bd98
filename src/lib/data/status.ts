/**
 * `/status.json`, so an uptime monitor can tell a site that keeps refreshing from one that quietly
 * stopped (docs/publishing.md). No address or credential: only times, counts and the commit.
 * Build time only.
 */
import { execFileSync } from 'node:child_process';

/** Served uncached (src/integrations/securityHeaders.ts). */
export const STATUS_FILE = 'status.json';

/** How `npm run nightly` tells the build what kind of night it is. */
export const STATUS_ENV = {
  /** `fresh`; anything else reads as `last-good`. */
  data: 'STATUS_DATA',
  warnings: 'STATUS_WARNINGS',
} as const;

export interface SiteStatus {
  /** ISO 8601 in UTC, whole seconds: jq's `fromdateiso8601` reads it. */
  builtAt: string;
  /** Null without a manifest. */
  dataFetchedAt: string | null;
  /** `last-good`: stored data (the refresh failed or was refused, or a plain `npm run build`). */
  data: 'fresh' | 'last-good';
  /** The visitor count is not a list. */
  items: Record<string, number>;
  warnings: number;
  commit: string | null;
}

export interface SiteStatusInput {
  fetchedAt: string | null;
  counts: Partial<Record<string, number>>;
  env: Record<string, string | undefined>;
  now: Date;
  commit: string | null;
}

/** ISO 8601 in UTC to the second, or null when `value` is not a time. */
export function wholeSeconds(value: string | Date | null): string | null {
  if (value === null) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function siteStatus(input: SiteStatusInput): SiteStatus {
  const warnings = Number(input.env[STATUS_ENV.warnings] ?? 0);
  const items: Record<string, number> = {};
  for (const [name, count] of Object.entries(input.counts)) {
    if (name !== 'visitor' && count !== undefined) items[name] = count;
  }
  return {
    builtAt: wholeSeconds(input.now)!,
    dataFetchedAt: wholeSeconds(input.fetchedAt),
    data: input.env[STATUS_ENV.data] === 'fresh' ? 'fresh' : 'last-good',
    items,
    warnings: Number.isSafeInteger(warnings) && warnings > 0 ? warnings : 0,
    commit: input.commit,
  };
}

/** `GITHUB_SHA`, else `git rev-parse HEAD`; only ever a full hexadecimal commit name, or null. */
export function commitOf(
  env: Record<string, string | undefined>,
  cwd: string = process.cwd(),
): string | null {
  let commit = env.GITHUB_SHA?.trim();
  if (!commit) {
    try {
      commit = execFileSync('git', ['rev-parse', 'HEAD'], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim();
    } catch {
      return null;
    }
  }
  return /^[0-9a-f]{40}$/.test(commit) ? commit : null;
}
