/**
 * The report `npm run nightly` leaves for scripts/nightly-issue.ts. Plain Node runs that script
 * without `npm install`: this module imports nothing and uses only strippable TypeScript.
 */

export interface NightlyReport {
  version: 1;
  finishedAt: string;
  /** `fresh`: built from new data; `last-good`: from stored data; `none`: nothing built. */
  built: 'fresh' | 'last-good' | 'none';
  /** When the data online was fetched: tonight's, or when nothing was built the last good. */
  dataFetchedAt: string | null;
  /** Items left out for failing validation, per collection. */
  dropped: Record<string, number>;
  warnings: string[];
  problem: string | null;
}

/** A report travels as a job output: keep it short. */
const MAX_TEXT = 500;
const MAX_WARNINGS = 20;

const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

/** JSON on one line (a `$GITHUB_OUTPUT` value), texts clipped. */
export function serializeReport(report: NightlyReport): string {
  return JSON.stringify({
    ...report,
    warnings: report.warnings.slice(0, MAX_WARNINGS).map(clip),
    problem: report.problem === null ? null : clip(report.problem),
  });
}

const isTime = (value: unknown): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/** Undefined when `text` is not a report. */
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
