/**
 * `/status.json`: what an uptime monitor needs to tell a site that keeps refreshing from one that
 * has quietly stopped (README "Going live", docs/publishing.md). Every build writes it
 * (src/pages/status.json.ts); `npm run nightly` tells the build what kind of night it is through
 * `STATUS_ENV`. It names no address and no credential: only times, counts and the commit.
 * Build time only.
 */
import { execFileSync } from 'node:child_process';

/** The file's path in the build (served uncached: src/integrations/securityHeaders.ts). */
export const STATUS_FILE = 'status.json';

/** Environment through which `npm run nightly` hands the build what it knows about the night. */
export const STATUS_ENV = {
  /** `fresh` or `last-good` (anything else reads as `last-good`). */
  data: 'STATUS_DATA',
  /** The number of warnings of the night, a whole number. */
  warnings: 'STATUS_WARNINGS',
} as const;

/** What `/status.json` holds. */
export interface SiteStatus {
  /** When the site was built (ISO 8601 in UTC, whole seconds: jq's `fromdateiso8601` reads it). */
  builtAt: string;
  /** When its data was fetched from the content API (same format); null without a manifest. */
  dataFetchedAt: string | null;
  /**
   * `fresh`: the data was refreshed from the API for this build; `last-good`: the build used stored
   * data (the refresh failed or was refused, or a plain `npm run build` of the committed snapshot).
   */
  data: 'fresh' | 'last-good';
  /** Items per collection of that data (`news`, `events` ...; the visitor count is not a list). */
  items: Record<string, number>;
  /** How many warnings the night that built the site had (0 for a plain build). */
  warnings: number;
  /** The commit the site was built from (40 hex digits), or null when unknown. */
  commit: string | null;
}

/** What `siteStatus` is made from. */
export interface SiteStatusInput {
  /** The snapshot's fetch time (`getSnapshotInfo().fetchedAt`). */
  fetchedAt: string | null;
  /** Items per snapshot file (`getSnapshotInfo().counts`). */
  counts: Partial<Record<string, number>>;
  env: Record<string, string | undefined>;
  now: Date;
  commit: string | null;
}

/** An ISO 8601 time in UTC to the second, or null when `value` is not a time. */
export function wholeSeconds(value: string | Date | null): string | null {
  if (value === null) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** The status of a build. */
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

/**
 * The commit being built: GitHub Actions' `GITHUB_SHA`, else `git rev-parse HEAD` in `cwd`; null
 * outside a git checkout. Only a full hexadecimal commit name is ever returned.
 */
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
