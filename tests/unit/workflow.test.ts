/**
 * The publishing workflow (.github/workflows/publish.yml): valid for GitHub Actions (schema check
 * with @action-validator/core), triggered on push and at night in India, least privilege, every
 * action pinned to a commit, the API token on one step, and the publish job's work in one command
 * (`npm run nightly`, tested itself in tests/unit/nightly.test.ts); a push of content only runs
 * the content checks in place of every test (tools/content-only.ts, tests/unit/content-only.test.ts);
 * after the publish job, one step with the one token that may write issues tells the maintainers
 * about a bad night (`npm run nightly-issue`, tests/unit/nightly-issue.test.ts).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

const WORKFLOW = fileURLToPath(new URL('../../.github/workflows/publish.yml', import.meta.url));
const text = readFileSync(WORKFLOW, 'utf8');

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
  if?: string;
}
interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
  outputs?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: {
    push?: { branches?: string[] };
    schedule?: { cron: string }[];
    workflow_dispatch?: unknown;
  };
  permissions: Record<string, string>;
  env: Record<string, string>;
  jobs: Record<string, Job>;
}
const workflow = parse(text) as Workflow;
const allSteps = Object.values(workflow.jobs).flatMap((job) => job.steps);
const step = (job: string, name: string): Step => {
  const found = workflow.jobs[job]?.steps.find((s) => s.name === name || s.id === name);
  if (!found) throw new Error(`no step "${name}" in job ${job}`);
  return found;
};

describe('publish.yml', () => {
  it('is a valid GitHub Actions workflow', () => {
    expect(validateWorkflow(text).errors).toEqual([]);
  });

  it('the validator does catch a broken workflow', () => {
    const broken = text.replace('runs-on: ubuntu-latest', 'runs-onn: ubuntu-latest');
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0);
  });

  it('runs on push to main, by hand, and every night in India', () => {
    expect(workflow.on.push?.branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('workflow_dispatch');
    const crons = workflow.on.schedule ?? [];
    expect(crons).toHaveLength(1);
    const [minute, hour, ...rest] = crons[0]!.cron.split(' ');
    expect(rest).toEqual(['*', '*', '*']);
    // UTC + 5:30 is India Standard Time; "night" is midnight to 5 am there.
    const ist = (Number(hour) * 60 + Number(minute) + 330) % 1440;
    expect(ist).toBeGreaterThanOrEqual(0);
    expect(ist).toBeLessThan(5 * 60);
  });

  it('tests every push before publishing, and publishes nightly without the browser tests', () => {
    expect(workflow.jobs.test?.if).toBe("github.event_name == 'push'");
    expect(workflow.jobs.test?.steps.map((s) => s.run)).toContain('npm test');
    expect(workflow.jobs.publish?.needs).toBe('test');
    expect(workflow.jobs.publish?.if).toMatch(/needs\.test\.result == 'skipped'/);
    expect(workflow.jobs['github-pages']?.needs).toBe('publish');
  });

  it('grants write access only to the Pages fallback (Pages) and the report job (issues)', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (name === 'github-pages')
        expect(job.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
      else if (name === 'report')
        expect(job.permissions).toEqual({ contents: 'read', issues: 'write' });
      else expect(job.permissions, name).toBeUndefined();
    }
  });

  it('pins every action to a full commit with its version in a comment', () => {
    const uses = [...text.matchAll(/^\s*(?:-\s+)?uses:\s*(\S+)(.*)$/gm)];
    expect(uses.length).toBe(allSteps.filter((s) => s.uses).length);
    for (const [, ref, rest] of uses) {
      expect(ref, ref).toMatch(/^actions\/[a-z-]+(\/[a-z]+)?@[0-9a-f]{40}$/);
      expect(rest, ref).toMatch(/^ # v\d+\.\d+\.\d+$/);
    }
    // One action, one commit: two steps never pin the same action to different commits.
    const byAction = new Map<string, Set<string>>();
    for (const [, ref] of uses) {
      const [action, sha] = ref!.split('@') as [string, string];
      const base = action.split('/').slice(0, 2).join('/');
      byAction.set(base, (byAction.get(base) ?? new Set()).add(sha));
    }
    for (const [action, shas] of byAction) expect(shas.size, action).toBe(1);
  });

  it('leaves no credential in the checkout, uses Node from .nvmrc and npm install', () => {
    for (const s of allSteps.filter((x) => x.uses?.startsWith('actions/checkout'))) {
      expect(s.with?.['persist-credentials']).toBe(false);
    }
    for (const s of allSteps.filter((x) => x.uses?.startsWith('actions/setup-node'))) {
      expect(s.with?.['node-version-file']).toBe('.nvmrc');
    }
    expect(allSteps.some((s) => /\bnpm ci\b/.test(s.run ?? ''))).toBe(false);
  });

  it('does the publish job’s work in one command, between restoring and saving the caches', () => {
    const steps = workflow.jobs.publish!.steps;
    const at = (match: (s: Step) => boolean) => steps.findIndex(match);
    const nightly = at((s) => s.run === 'npm run nightly');
    expect(nightly).toBeGreaterThan(-1);
    expect(at((s) => !!s.uses?.startsWith('actions/cache/restore'))).toBeLessThan(nightly);
    expect(at((s) => !!s.uses?.startsWith('actions/cache/save'))).toBeGreaterThan(nightly);
    expect(at((s) => s.name === 'Deploy to Cloudflare Pages')).toBeGreaterThan(nightly);
    // No job logic in shell: every `run` is one line.
    for (const s of allSteps.filter((x) => x.run))
      expect(s.run!.trim(), s.name).not.toContain('\n');
    const paths = steps
      .filter((s) => s.uses?.startsWith('actions/cache/'))
      .map((s) => s.with?.path);
    expect(new Set(paths)).toEqual(new Set(['.cache/last-good', 'node_modules/.astro']));
  });

  it('deploys dist/ to Cloudflare Pages, or to GitHub Pages only when asked', () => {
    const deploy = step('publish', 'Deploy to Cloudflare Pages');
    expect(deploy.run).toMatch(/^npx wrangler pages deploy dist --project-name /);
    expect(deploy.if).toBe("vars.HOST != 'github-pages'");
    expect(deploy.env).toMatchObject({
      CLOUDFLARE_API_TOKEN: '${{ secrets.CLOUDFLARE_API_TOKEN }}',
      CLOUDFLARE_ACCOUNT_ID: '${{ secrets.CLOUDFLARE_ACCOUNT_ID }}',
    });
    const upload = allSteps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'));
    expect(upload?.with?.path).toBe('dist');
    expect(upload?.if).toBe("vars.HOST == 'github-pages'");
    expect(workflow.jobs['github-pages']?.if).toMatch(/vars\.HOST == 'github-pages'/);
  });

  it('hands the API token and the store’s keys to the nightly step alone, Cloudflare’s to the deploy', () => {
    expect(workflow.env).not.toHaveProperty('PUBLIC_API_TOKEN');
    const holders = (secret: string) =>
      allSteps.filter((s) => JSON.stringify(s.env ?? {}).includes(`secrets.${secret}`));
    for (const secret of [
      'PUBLIC_API_TOKEN',
      'MEDIA_S3_ACCESS_KEY_ID',
      'MEDIA_S3_SECRET_ACCESS_KEY',
    ])
      expect(holders(secret).map((s) => s.run)).toEqual(['npm run nightly']);
    expect(holders('CLOUDFLARE_API_TOKEN').map((s) => s.name)).toEqual([
      'Deploy to Cloudflare Pages',
    ]);
    const secrets = new Set([...text.matchAll(/secrets\.([A-Z0-9_]+)/g)].map((m) => m[1]));
    expect(secrets).toEqual(
      new Set([
        'PUBLIC_API_TOKEN',
        'CLOUDFLARE_API_TOKEN',
        'CLOUDFLARE_ACCOUNT_ID',
        'MEDIA_S3_ACCESS_KEY_ID',
        'MEDIA_S3_SECRET_ACCESS_KEY',
      ]),
    );
    // Jobs and the workflow see no secret through `env` at their level.
    expect(JSON.stringify(workflow.env)).not.toContain('secrets.');
    for (const job of Object.values(workflow.jobs)) {
      expect(JSON.stringify((job as { env?: unknown }).env ?? {})).not.toContain('secrets.');
    }
  });
});

describe('publish.yml: content edits and bad nights', () => {
  const testSteps = workflow.jobs.test!.steps;
  const CONTENT_ONLY = "steps.changes.outputs.content-only == 'true'";
  const NOT_CONTENT_ONLY = "steps.changes.outputs.content-only != 'true'";
  const MARKER = '.cache/tested-commit';

  it('runs the content checks in place of every test only when the push changed content only', () => {
    const index = (match: (s: Step) => boolean) => testSteps.findIndex(match);
    const restore = index((s) => s.with?.path === MARKER && !!s.uses?.includes('cache/restore'));
    const decide = index((s) => s.id === 'changes');
    const content = index((s) => s.run === 'npm run test:content');
    const every = index((s) => s.run === 'npm test');
    const remember = index((s) => s.run === `npm run --silent content-only -- --record ${MARKER}`);
    const save = index((s) => s.with?.path === MARKER && !!s.uses?.includes('cache/save'));
    expect([restore, decide, content, every, remember, save].every((i) => i >= 0)).toBe(true);
    expect(restore).toBeLessThan(decide);
    expect(decide).toBeLessThan(Math.min(content, every));
    expect(every).toBeLessThan(remember);
    expect(remember).toBeLessThan(save);
    expect(testSteps[decide]!.run).toBe(`npm run --silent content-only -- --since ${MARKER}`);
    // Exactly one of the two runs; anything but a clear "true" (no output at all) runs every test.
    expect(testSteps[content]!.if).toBe(CONTENT_ONLY);
    for (const i of [every, remember, save]) expect(testSteps[i]!.if).toBe(NOT_CONTENT_ONLY);
    // Only a commit that passed every test is remembered, under its own name.
    expect(testSteps[save]!.with?.key).toBe('tested-commit-${{ github.sha }}');
    expect(testSteps[restore]!.with?.['restore-keys']).toBe('tested-commit-');
    // The history back to that commit.
    const checkout = testSteps.find((s) => s.uses?.startsWith('actions/checkout'));
    expect(checkout?.with?.['fetch-depth']).toBe(0);
    // Both paths lead to the publish job.
    expect(workflow.jobs.publish?.needs).toBe('test');
  });

  it('hands the night’s report from the nightly step to the report job', () => {
    expect(step('publish', 'nightly').run).toBe('npm run nightly');
    expect(workflow.jobs.publish?.outputs).toEqual({
      report: '${{ steps.nightly.outputs.report }}',
    });
    const report = workflow.jobs.report!;
    expect(report.needs).toBe('publish');
    // After a publish job that succeeded or failed, not after one the tests held back.
    expect(report.if).toMatch(/!cancelled\(\)/);
    expect(report.if).toMatch(/needs\.publish\.result != 'skipped'/);
    const tell = step('report', 'Open, comment on or close the issue about bad nights');
    expect(tell.run).toBe('npm run nightly-issue');
    expect(tell.env).toEqual({
      GITHUB_TOKEN: '${{ github.token }}',
      PUBLISH_RESULT: '${{ needs.publish.result }}',
      NIGHTLY_REPORT: '${{ needs.publish.outputs.report }}',
    });
  });

  it('gives the token that can write issues to one step, in a job that installs nothing', () => {
    const holders = allSteps.filter((s) =>
      /github\.token|secrets\.GITHUB_TOKEN/.test(JSON.stringify([s.env ?? {}, s.with ?? {}])),
    );
    expect(holders.map((s) => s.run)).toEqual(['npm run nightly-issue']);
    expect(text.match(/github\.token|secrets\.GITHUB_TOKEN/g)).toHaveLength(1);
    // Nothing from npm runs beside it: no install, no npx.
    for (const s of workflow.jobs.report!.steps) {
      expect(s.run ?? '', s.name).not.toMatch(/\bnpm (install|ci|i)\b|\bnpx\b/);
    }
    // Jobs and the workflow hand no token on through `env`.
    for (const job of [workflow, ...Object.values(workflow.jobs)]) {
      expect(JSON.stringify((job as { env?: unknown }).env ?? {})).not.toMatch(/github\.token/);
    }
  });

  it('never writes an expression into a shell line (values reach scripts through env)', () => {
    for (const s of allSteps.filter((x) => x.run)) expect(s.run, s.name).not.toContain('${{');
  });
});

describe('dependabot.yml', () => {
  it('keeps the pinned actions and the npm packages up to date', () => {
    const config = parse(
      readFileSync(fileURLToPath(new URL('../../.github/dependabot.yml', import.meta.url)), 'utf8'),
    ) as { version: number; updates: { 'package-ecosystem': string; directory: string }[] };
    expect(config.version).toBe(2);
    expect(config.updates.map((u) => u['package-ecosystem']).sort()).toEqual([
      'github-actions',
      'npm',
    ]);
  });
});
