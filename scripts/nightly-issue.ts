/**
 * `npm run nightly-issue`: one GitHub issue about bad nights, closed by the first clean one.
 * GitHub trouble is a warning, never a failed step. Plain Node runs it with nothing installed:
 * Node's fetch, `.ts` imports, strippable TypeScript only.
 */
import { appendFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseReport, type NightlyReport } from './lib/nightlyReport.ts';

/** The label that marks the one issue about bad nights. */
export const NIGHTLY_LABEL = 'nightly-publish';
export const ISSUE_TITLE = 'Nightly publish: the site needs a look';
const GITHUB_TIMEOUT_MS = 15_000;

/** `details` and `todo` are Markdown lines. */
export interface Night {
  kind: 'clean' | 'stale' | 'dropped' | 'failed';
  headline: string;
  details: string[];
  todo: string[];
  dataFetchedAt: string | null;
}

/** Warnings that point at a cause a maintainer can fix. */
const NOT_CONFIGURED = /API_BASE_URL is not set/;
const SHRINK_GUARD = /shrink guard/;

export function assessNight(report: NightlyReport | undefined, publishResult: string): Night {
  const dataFetchedAt = report?.dataFetchedAt ?? null;
  if (publishResult !== 'success' || !report || report.built === 'none') {
    const detail =
      report?.built === 'none'
        ? `\`npm run nightly\` built no site: ${report.problem ?? 'see the run log'}.`
        : report
          ? `The site was built (from ${report.built === 'fresh' ? 'fresh' : 'the last good'} ` +
            'data), but a later step of the publish job failed (the deploy, or saving the caches).'
          : 'The publish job stopped before `npm run nightly` finished (installing, restoring ' +
            'the caches ...), or left no report.';
    return {
      kind: 'failed',
      headline: 'nothing new was published',
      details: [detail, 'The site online stays as the last good night left it.'],
      todo: [
        'Open the run (link below) and read the log of the step that failed.',
        'Once the cause is fixed, run the workflow by hand (Actions -> Run workflow).',
      ],
      dataFetchedAt,
    };
  }
  const warnings = report.warnings.map((warning) => `- ${warning}`);
  if (report.built === 'last-good') {
    const todo = report.warnings.some((w) => NOT_CONFIGURED.test(w))
      ? 'Set the repository variable `API_BASE_URL` (Settings -> Secrets and variables -> Actions).'
      : report.warnings.some((w) => SHRINK_GUARD.test(w))
        ? 'Collections came back under half their usual size. If items were deleted on purpose, ' +
          'take a forced snapshot on a laptop (`npm run snapshot -- --force`), look at it ' +
          '(`npm run preview`) and commit `src/data`; if not, find out why the API sends fewer.'
        : 'Check that the content API answers; the run log names the call that failed. Once ' +
          'it answers again, the next night publishes fresh data and closes this issue.';
    return {
      kind: 'stale',
      headline: 'the site was built from the last good data, not from fresh data',
      details: ['Warnings of the night:', ...warnings],
      todo: [todo],
      dataFetchedAt,
    };
  }
  const dropped = Object.entries(report.dropped).filter(([, count]) => count > 0);
  if (dropped.length > 0) {
    const counts = dropped.map(([name, count]) => `${count} ${name}`).join(', ');
    return {
      kind: 'dropped',
      headline: 'items the API sent were left out',
      details: [
        `The site was built from fresh data, without items that failed validation: ${counts}.`,
        ...(warnings.length > 0 ? ['Warnings of the night:', ...warnings] : []),
      ],
      todo: [
        'The run log names each item and what is wrong with it (`! dropped news[40] "…" id …: ' +
          'date: not a date`): correct them in the CMS. The next clean night closes this issue.',
      ],
      dataFetchedAt,
    };
  }
  return {
    kind: 'clean',
    headline: 'fresh data, nothing left out',
    details: [],
    todo: [],
    dataFetchedAt,
  };
}

const INDIA = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

export function indiaTime(iso: string): string {
  return `${INDIA.format(new Date(iso))} India time`;
}

export function age(iso: string, now: Date): string {
  const hours = Math.floor((now.getTime() - Date.parse(iso)) / 3_600_000);
  if (hours < 1) return 'less than an hour ago';
  if (hours < 48) return `${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `${Math.floor(hours / 24)} days ago`;
}

/** The Markdown about one night (the issue's first entry, or a comment). */
export function nightText(night: Night, now: Date, runUrl: string | undefined): string {
  const data = night.dataFetchedAt
    ? `The data online was fetched ${indiaTime(night.dataFetchedAt)} (${age(night.dataFetchedAt, now)}).`
    : 'No good data of this API has been published yet.';
  return [
    `### ${indiaTime(now.toISOString())}: ${night.headline}`,
    '',
    ...night.details,
    '',
    `**Since when:** ${data}`,
    '',
    '**What to do:**',
    ...night.todo.map((line) => `- ${line}`),
    ...(runUrl ? ['', `Run: ${runUrl}`] : []),
  ].join('\n');
}

export function issueBody(text: string): string {
  return [
    `<!-- ${NIGHTLY_LABEL} -->`,
    'A night of the publish workflow went wrong. This issue stays open while nights go wrong:',
    'each one adds a comment, and the first clean night closes it. `/status.json` on the site',
    'says how old its data is (README, "Going live").',
    '',
    text,
  ].join('\n');
}

export class GitHubError extends Error {
  override name = 'GitHubError';
}

interface IssueJson {
  number: number;
  pull_request?: unknown;
}

export interface GitHubTarget {
  apiUrl: string;
  /** `owner/name`. */
  repo: string;
  token: string;
  timeoutMs?: number;
}

function gitHub(target: GitHubTarget) {
  const base = `${target.apiUrl.replace(/\/+$/, '')}/repos/${target.repo}`;
  const timeoutMs = target.timeoutMs ?? GITHUB_TIMEOUT_MS;
  async function call(method: string, path: string, body?: unknown): Promise<unknown> {
    const fail = (why: string) => new GitHubError(`${method} ${path}: ${why}`);
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers: {
          Accept: 'application/vnd.github+json',
          Authorization: `Bearer ${target.token}`,
          'X-GitHub-Api-Version': '2022-11-28',
          'User-Agent': 'nightly-issue',
          ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const { name, message } = error as Error;
      throw fail(name === 'TimeoutError' ? `no answer within ${timeoutMs / 1000} s` : message);
    }
    if (!response.ok) throw fail(`${response.status} ${text.slice(0, 200)}`);
    try {
      return text ? JSON.parse(text) : undefined;
    } catch {
      throw fail(`not JSON (${text.slice(0, 60)})`);
    }
  }
  return {
    /** The oldest open issue with the label; GitHub lists pull requests too. */
    async findOpen(): Promise<IssueJson | undefined> {
      const query = `state=open&labels=${encodeURIComponent(NIGHTLY_LABEL)}&sort=created&direction=asc&per_page=100`;
      const issues = (await call('GET', `/issues?${query}`)) as IssueJson[];
      if (!Array.isArray(issues)) throw new GitHubError('GET /issues: not a list');
      return issues.filter((issue) => !issue.pull_request).sort((a, b) => a.number - b.number)[0];
    },
    async open(body: string): Promise<IssueJson> {
      // The label must exist before an issue can carry it; 422 means it already does.
      try {
        await call('POST', '/labels', {
          name: NIGHTLY_LABEL,
          color: 'd93f0b',
          description: 'A night of the publish workflow went wrong (scripts/nightly-issue.ts)',
        });
      } catch (error) {
        if (!/: 422 /.test((error as Error).message)) throw error;
      }
      return (await call('POST', '/issues', {
        title: ISSUE_TITLE,
        body,
        labels: [NIGHTLY_LABEL],
      })) as IssueJson;
    },
    async comment(issue: number, body: string): Promise<void> {
      await call('POST', `/issues/${issue}/comments`, { body });
    },
    async close(issue: number): Promise<void> {
      await call('PATCH', `/issues/${issue}`, { state: 'closed', state_reason: 'completed' });
    },
  };
}

export interface ReportOutcome {
  night: Night;
  action: 'opened' | 'commented' | 'closed' | 'nothing';
  issue?: number;
  problem?: string;
}

export interface ReportNightOptions extends GitHubTarget {
  report: NightlyReport | undefined;
  publishResult: string;
  runUrl?: string | undefined;
  now?: Date;
}

/** Opens, comments on or closes the issue for this night. Never throws for GitHub trouble. */
export async function reportNight(options: ReportNightOptions): Promise<ReportOutcome> {
  const night = assessNight(options.report, options.publishResult);
  const now = options.now ?? new Date();
  const github = gitHub(options);
  let action: ReportOutcome['action'] = 'nothing';
  let issue: number | undefined;
  try {
    const open = await github.findOpen();
    issue = open?.number;
    if (night.kind === 'clean') {
      if (open) {
        const data = night.dataFetchedAt ? ` (fetched ${indiaTime(night.dataFetchedAt)})` : '';
        await github.comment(
          open.number,
          `A clean night: ${indiaTime(now.toISOString())}, fresh data${data}, nothing left out. ` +
            `Closing.${options.runUrl ? `\n\nRun: ${options.runUrl}` : ''}`,
        );
        action = 'commented';
        await github.close(open.number);
        action = 'closed';
      }
    } else {
      const text = nightText(night, now, options.runUrl);
      if (open) {
        await github.comment(open.number, text);
        action = 'commented';
      } else {
        issue = (await github.open(issueBody(text))).number;
        action = 'opened';
      }
    }
  } catch (error) {
    if (!(error instanceof GitHubError)) throw error;
    return { night, action, ...(issue !== undefined && { issue }), problem: error.message };
  }
  return { night, action, ...(issue !== undefined && { issue }) };
}

/** Resolves with the exit code: 0 unless wrongly set up. */
export async function main(
  env: NodeJS.ProcessEnv,
  out: (line: string) => void = (line) => console.log(line),
): Promise<number> {
  const token = env.GITHUB_TOKEN;
  const repo = env.GITHUB_REPOSITORY;
  if (!token || !repo || !/^[\w.-]+\/[\w.-]+$/.test(repo)) {
    out('nightly-issue needs GITHUB_TOKEN and GITHUB_REPOSITORY (owner/name).');
    return 2;
  }
  const report = parseReport(env.NIGHTLY_REPORT);
  if (env.NIGHTLY_REPORT?.trim() && !report) out('The nightly report does not parse: ignored.');
  const runUrl =
    env.GITHUB_SERVER_URL && env.GITHUB_RUN_ID
      ? `${env.GITHUB_SERVER_URL}/${repo}/actions/runs/${env.GITHUB_RUN_ID}`
      : undefined;
  const outcome = await reportNight({
    apiUrl: env.GITHUB_API_URL || 'https://api.github.com',
    repo,
    token,
    report,
    publishResult: env.PUBLISH_RESULT || 'success',
    runUrl,
  });
  const issue = outcome.issue === undefined ? '' : ` #${outcome.issue}`;
  const line = outcome.problem
    ? `GitHub did not take the ${outcome.night.kind} night's news (${outcome.problem}); ` +
      `the issue${issue} was not updated. The site is not affected.`
    : `A ${outcome.night.kind} night: ${outcome.action === 'nothing' ? 'nothing to do' : `issue${issue} ${outcome.action}`}.`;
  out(line);
  if (outcome.problem && env.GITHUB_ACTIONS === 'true') {
    out(`::warning title=Nightly issue::${line.replace(/%/g, '%25').replace(/\r?\n/g, '%0A')}`);
  }
  if (env.GITHUB_STEP_SUMMARY) appendFileSync(env.GITHUB_STEP_SUMMARY, `- ${line}\n`);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = await main(process.env);
}
