/**
 * The small machine-readable report `npm run nightly` leaves behind (`.cache/nightly-report.json`,
 * and under GitHub Actions the step output `report`), read by scripts/nightly-issue.ts to tell
 * maintainers about a bad night.
 *
 * Plain Node runs scripts/nightly-issue.ts without `npm install`: this module imports nothing and
 * uses only TypeScript that Node can strip.
 */

/** What one night did. */
export interface NightlyReport {
  version: 1;
  /** When the night ended (ISO 8601). */
  finishedAt: string;
  /** `fresh`: built from new data; `last-good`: from stored data; `none`: nothing built. */
  built: 'fresh' | 'last-good' | 'none';
  /**
   * When the data of the site was fetched: the data built tonight, or when nothing was built, the
   * last good data an earlier night published (null when there is none).
   */
  dataFetchedAt: string | null;
  /** Items the API sent tonight that failed validation and were left out, per collection. */
  dropped: Record<string, number>;
  /** The night's warnings, one sentence each. */
  warnings: string[];
  /** Why nothing was built (`built: 'none'`), else null. */
  problem: string | null;
}

/** Longest warning or problem kept in a report (a report travels as a job output). */
const MAX_TEXT = 500;
/** Most warnings kept in a report. */
const MAX_WARNINGS = 20;

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** A report with its texts kept short, as JSON on one line (a `$GITHUB_OUTPUT` value). */
export function serializeReport(report: NightlyReport): string {
  return JSON.stringify({
    ...report,
    warnings: report.warnings.slice(0, MAX_WARNINGS).map(clip),
    problem: report.problem === null ? null : clip(report.problem),
  });
}

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** The report in `text`, or undefined when there is none or it is not a report. */
export function parseReport(text: string | undefined): NightlyReport | undefined {
  if (!text?.trim()) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null) return undefined;
  const r = value as Record<string, unknown>;
  const dropped = r.dropped as Record<string, unknown> | null;
  const ok =
    r.version === 1 &&
    isTime(r.finishedAt) &&
    (r.built === 'fresh' || r.built === 'last-good' || r.built === 'none') &&
    (r.dataFetchedAt === null || isTime(r.dataFetchedAt)) &&
    typeof dropped === 'object' &&
    dropped !== null &&
    Object.values(dropped).every((n) => Number.isSafeInteger(n) && (n as number) >= 0) &&
    Array.isArray(r.warnings) &&
    r.warnings.every((w) => typeof w === 'string') &&
    (r.problem === null || typeof r.problem === 'string');
  return ok ? (value as NightlyReport) : undefined;
}
