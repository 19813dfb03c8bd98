/**
 * scripts/nightly-issue.ts against a local server that answers like GitHub's REST API
 * (./github-fake.ts): a stale night opens one issue; the next stale night, and a failed night,
 * comment on it instead of opening another; a clean night closes it; a clean night with none open
 * does nothing; GitHub answering 500, or not answering, leaves the step green. The reports are
 * this file's own (scripts/lib/nightlyReport.ts); tests/unit/nightly.test.ts checks that
 * `npm run nightly` writes such reports.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serializeReport, type NightlyReport } from '../../scripts/lib/nightlyReport';
import { ISSUE_TITLE, NIGHTLY_LABEL, assessNight, reportNight } from '../../scripts/nightly-issue';
import { startFakeGitHub, type FakeGitHub } from './github-fake';
import { runCommand } from './process-support';

const REPO = 'foundation/site';
const TOKEN = 'fake-token-for-issues';
const RUN = 'https://github.example/foundation/site/actions/runs/42';
const FETCHED = '2026-11-25T20:30:12.000Z'; // 26 Nov 2026, 02:00 in India

const night = (over: Partial<NightlyReport> = {}): NightlyReport => ({
  version: 1,
  finishedAt: '2026-11-28T20:45:00.000Z',
  built: 'fresh',
  dataFetchedAt: '2026-11-28T20:31:00.000Z',
  dropped: {},
  warnings: [],
  problem: null,
  ...over,
});
const STALE = night({
  built: 'last-good',
  dataFetchedAt: FETCHED,
  warnings: [
    `the snapshot failed (see the log above for which call); the site is built from the last good data fetched ${FETCHED}`,
  ],
});
const FAILED = night({
  built: 'none',
  dataFetchedAt: FETCHED,
  problem: 'the build failed: src/content/team.yaml: name: Required',
});
const CLEAN = night();

let github: FakeGitHub;
beforeEach(async () => {
  github = await startFakeGitHub(REPO, TOKEN);
});
afterEach(async () => {
  await github.close();
});

/** One night told to the fake GitHub, at `now`. */
const tell = (report: NightlyReport | undefined, now: string, publishResult = 'success') =>
  reportNight({
    apiUrl: github.url,
    repo: REPO,
    token: TOKEN,
    report,
    publishResult,
    runUrl: RUN,
    now: new Date(now),
    timeoutMs: 2_000,
  });

describe('the issue about bad nights', () => {
  it('opens one issue on a stale night, comments on it after more bad nights, closes it on a clean one', async () => {
    // Night 1: built from the last good data.
    const first = await tell(STALE, '2026-11-28T21:00:00Z');
    expect(first).toMatchObject({ action: 'opened', issue: 1 });
    expect(github.issues).toHaveLength(1);
    const [issue] = github.issues;
    expect(issue).toMatchObject({ title: ISSUE_TITLE, state: 'open', labels: [NIGHTLY_LABEL] });
    expect(issue!.body).toContain('the site was built from the last good data');
    expect(issue!.body).toContain('the snapshot failed');
    expect(issue!.body).toContain(
      'The data online was fetched 26 Nov 2026, 02:00 India time (3 days ago)',
    );
    expect(issue!.body).toMatch(/What to do:\*\*\n- Check that the content API answers/);
    expect(issue!.body).toContain(`Run: ${RUN}`);

    // Night 2: still stale: a comment, not a second issue.
    expect(await tell(STALE, '2026-11-29T21:00:00Z')).toMatchObject({
      action: 'commented',
      issue: 1,
    });
    expect(github.issues).toHaveLength(1);
    expect(issue!.comments).toHaveLength(1);
    expect(issue!.comments[0]).toContain('(4 days ago)');

    // Night 3: nothing published at all: a comment too, saying why.
    expect(await tell(FAILED, '2026-11-30T21:00:00Z', 'failure')).toMatchObject({
      action: 'commented',
      issue: 1,
    });
    expect(github.issues).toHaveLength(1);
    expect(issue!.comments[1]).toContain('nothing new was published');
    expect(issue!.comments[1]).toContain('src/content/team.yaml: name: Required');

    // Night 4: clean: a comment, then closed.
    expect(await tell(CLEAN, '2026-12-01T21:00:00Z')).toMatchObject({
      action: 'closed',
      issue: 1,
    });
    expect(issue).toMatchObject({ state: 'closed', state_reason: 'completed' });
    expect(issue!.comments[2]).toMatch(/^A clean night: .*fresh data .*Closing\./);

    // A bad night after that opens a new issue (the old one is closed); the label exists already.
    expect(await tell(STALE, '2026-12-02T21:00:00Z')).toMatchObject({
      action: 'opened',
      issue: 2,
    });
    expect(github.issues[1]!.labels).toEqual([NIGHTLY_LABEL]);
    expect(github.requests.every((r) => !r.url.includes('/search/'))).toBe(true);
  });

  it('opens the issue for a fresh night that left out items the API sent, naming how many', async () => {
    const dropped = night({
      dropped: { news: 3, events: 1 },
      warnings: ['the snapshot was taken with a warning: 3 news item(s) failed validation'],
    });
    expect(await tell(dropped, '2026-11-28T21:00:00Z')).toMatchObject({ action: 'opened' });
    const body = github.issues[0]!.body;
    expect(body).toContain('items the API sent were left out');
    expect(body).toContain('without items that failed validation: 3 news, 1 events');
    expect(body).toContain('correct them in the CMS');
    expect(body).toContain('(less than an hour ago)');
  });

  it('does nothing on a clean night with no issue open (closed issues and pull requests aside)', async () => {
    github.labels.add(NIGHTLY_LABEL);
    github.issues.push(
      {
        number: 1,
        title: ISSUE_TITLE,
        body: '',
        state: 'closed',
        labels: [NIGHTLY_LABEL],
        comments: [],
      },
      {
        number: 2,
        title: 'A pull request',
        body: '',
        state: 'open',
        labels: [NIGHTLY_LABEL],
        comments: [],
        pullRequest: true,
      },
    );
    expect(await tell(CLEAN, '2026-11-28T21:00:00Z')).toMatchObject({ action: 'nothing' });
    expect(github.writes()).toEqual([]);
    expect(github.requests).toHaveLength(1);
  });

  it('never opens a second issue: it comments on the oldest open one, pull requests skipped', async () => {
    github.labels.add(NIGHTLY_LABEL);
    const open = (number: number, pullRequest = false) => ({
      number,
      title: ISSUE_TITLE,
      body: '',
      state: 'open' as const,
      labels: [NIGHTLY_LABEL],
      comments: [],
      pullRequest,
    });
    github.issues.push(open(1, true), open(2), open(3));
    expect(await tell(STALE, '2026-11-28T21:00:00Z')).toMatchObject({
      action: 'commented',
      issue: 2,
    });
    expect(github.issues.map((i) => i.comments.length)).toEqual([0, 1, 0]);
  });

  it('keeps a night green when GitHub answers 500: nothing changes, the problem is named', async () => {
    github.fault = { status: 500 };
    const outcome = await tell(STALE, '2026-11-28T21:00:00Z');
    expect(outcome).toMatchObject({ action: 'nothing', night: { kind: 'stale' } });
    expect(outcome.problem).toMatch(/^GET \/issues\?.*: 500 /);
    expect(github.issues).toEqual([]);
  });

  it('gives up on a GitHub that does not answer, within the time limit', async () => {
    github.fault = { hang: true };
    const started = Date.now();
    const outcome = await reportNight({
      apiUrl: github.url,
      repo: REPO,
      token: TOKEN,
      report: STALE,
      publishResult: 'success',
      timeoutMs: 300,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(outcome.problem).toMatch(/no answer within 0\.3 s/);
  });

  it('sends its token as a bearer credential (another is refused)', async () => {
    const outcome = await reportNight({
      apiUrl: github.url,
      repo: REPO,
      token: 'someone-else',
      report: STALE,
      publishResult: 'success',
    });
    expect(outcome.problem).toMatch(/: 401 /);
    expect(github.issues).toEqual([]);
  });
});

describe('npm run nightly-issue (plain Node, as the workflow runs it)', () => {
  const work = mkdtempSync(join(tmpdir(), 'nightly-issue-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  /** The command as the workflow's step runs it. */
  const command = (env: Record<string, string>) =>
    runCommand('npm', ['run', '--silent', 'nightly-issue'], env);

  it('exits 0 with a warning when GitHub answers 500, and opens the issue when it answers', async () => {
    const summary = join(work, 'summary.md');
    writeFileSync(summary, '');
    const env = {
      GITHUB_ACTIONS: 'true',
      GITHUB_TOKEN: TOKEN,
      GITHUB_REPOSITORY: REPO,
      GITHUB_API_URL: github.url,
      GITHUB_SERVER_URL: 'https://github.example',
      GITHUB_RUN_ID: '42',
      GITHUB_STEP_SUMMARY: summary,
      PUBLISH_RESULT: 'success',
      NIGHTLY_REPORT: serializeReport(STALE),
    };
    github.fault = { status: 500 };
    const down = await command(env);
    expect(down.code, down.output).toBe(0);
    expect(down.output).toMatch(/^::warning title=Nightly issue::GitHub did not take .*500/m);
    expect(readFileSync(summary, 'utf8')).toContain('The site is not affected');

    github.fault = undefined;
    const up = await command(env);
    expect(up.code, up.output).toBe(0);
    expect(up.output).toContain('A stale night: issue #1 opened.');
    expect(github.issues[0]!.body).toContain(`Run: ${RUN}`);
  }, 60_000);

  it('stops with exit 2 when the workflow hands it no token', async () => {
    const run = await command({ GITHUB_TOKEN: '', GITHUB_REPOSITORY: REPO });
    expect(run.code).toBe(2);
    expect(github.requests).toEqual([]);
  }, 60_000);
});

describe('assessNight', () => {
  it('calls a night failed when the publish job failed or left no report, saying which', () => {
    expect(assessNight(undefined, 'failure')).toMatchObject({
      kind: 'failed',
      details: [
        expect.stringContaining('stopped before `npm run nightly` finished'),
        expect.any(String),
      ],
    });
    expect(assessNight(CLEAN, 'failure').details[0]).toContain(
      'a later step of the publish job failed',
    );
    expect(assessNight(FAILED, 'failure').details[0]).toContain('built no site: the build failed');
    expect(assessNight(undefined, 'success').kind).toBe('failed');
  });

  it('points at the cause a maintainer can fix', () => {
    const unset = night({
      built: 'last-good',
      warnings: [
        'API_BASE_URL is not set: the site is built from the stored data without refreshing it',
      ],
    });
    expect(assessNight(unset, 'success').todo[0]).toContain(
      'Set the repository variable `API_BASE_URL`',
    );
    const shrunk = night({
      built: 'last-good',
      warnings: ['the shrink guard refused the new snapshot (collections shrank to under half)'],
    });
    expect(assessNight(shrunk, 'success').todo[0]).toContain('npm run snapshot -- --force');
  });

  it('calls a fresh night with nothing left out clean, whatever its other warnings', () => {
    const visitor = night({
      warnings: ['the snapshot was taken with a warning: the visitor call failed'],
    });
    expect(assessNight(visitor, 'success').kind).toBe('clean');
    expect(assessNight(night({ dropped: { news: 0 } }), 'success').kind).toBe('clean');
  });
});
