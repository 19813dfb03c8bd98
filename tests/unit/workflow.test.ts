/**
 * The publishing workflow (.github/workflows/publish.yml): valid for GitHub Actions (schema check
 * with @action-validator/core), triggered on push and at night in India, least privilege, and the
 * shell steps that keep the last good data actually do so (run here with bash and a stand-in npm).
 */
import { spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';

const WORKFLOW = fileURLToPath(new URL('../../.github/workflows/publish.yml', import.meta.url));
const text = readFileSync(WORKFLOW, 'utf8');

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  needs?: string | string[];
  if?: string;
  permissions?: Record<string, string>;
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
    expect(workflow.jobs.deploy?.needs).toBe('publish');
  });

  it('grants write access only to the deploy job, and only for Pages', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' });
    for (const [name, job] of Object.entries(workflow.jobs)) {
      if (name === 'deploy')
        expect(job.permissions).toEqual({ pages: 'write', 'id-token': 'write' });
      else expect(job.permissions, name).toBeUndefined();
    }
  });

  it('uses Node from .nvmrc, npm install, and GitHub actions pinned to a major version', () => {
    for (const s of allSteps.filter((x) => x.uses?.startsWith('actions/setup-node'))) {
      expect(s.with?.['node-version-file']).toBe('.nvmrc');
    }
    expect(allSteps.some((s) => /\bnpm ci\b/.test(s.run ?? ''))).toBe(false);
    for (const s of allSteps.filter((x) => x.uses)) {
      expect(s.uses, s.uses).toMatch(/^actions\/[a-z-]+(\/[a-z]+)?@v\d+$/);
    }
  });

  it('checks the output before keeping data or uploading, and deploys what it checked', () => {
    const names = workflow.jobs.publish!.steps.map((s) => s.name ?? s.uses ?? s.run);
    const at = (match: string) => names.findIndex((n) => n?.includes(match));
    expect(at('Refresh the snapshot')).toBeLessThan(at('Build'));
    expect(at('Build')).toBeLessThan(at('Check the output'));
    expect(at('Check the output')).toBeLessThan(at('actions/cache/save'));
    expect(at('Check the output')).toBeLessThan(at('upload-pages-artifact'));
    expect(step('publish', 'Check the output (CSP, inline code, links, credentials)').run).toBe(
      'npx tsx scripts/check-dist.ts dist',
    );
    const upload = allSteps.find((s) => s.uses?.startsWith('actions/upload-pages-artifact'));
    expect(upload?.with?.path).toBe('dist');
    expect(workflow.jobs.deploy?.steps[0]?.uses).toMatch(/^actions\/deploy-pages@/);
  });

  it('hands the build only public settings; the token is the one secret and is public', () => {
    const secrets = [...text.matchAll(/secrets\.([A-Z_]+)/g)].map((m) => m[1]);
    expect(new Set(secrets)).toEqual(new Set(['PUBLIC_API_TOKEN']));
    expect(workflow.env.PUBLIC_API_TOKEN).toBe('${{ secrets.PUBLIC_API_TOKEN }}');
  });
});

describe('the shell steps', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });

  /** Runs a step's script as GitHub does (bash -e -o pipefail) in a scratch folder. */
  function runStep(s: Step, env: Record<string, string>, expressions: Record<string, string> = {}) {
    dir ??= mkdtempSync(join(tmpdir(), 'porf-workflow-'));
    let script = s.run ?? '';
    script = script.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, expr: string) => {
      if (!(expr in expressions)) throw new Error(`test gives no value for \${{ ${expr} }}`);
      return expressions[expr]!;
    });
    writeFileSync(join(dir, 'step.sh'), script);
    writeFileSync(join(dir, 'output'), '');
    writeFileSync(join(dir, 'env'), '');
    const result = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', 'step.sh'], {
      cwd: dir,
      encoding: 'utf8',
      env: {
        PATH: `${join(dir, 'bin')}:${process.env.PATH}`,
        GITHUB_OUTPUT: join(dir, 'output'),
        GITHUB_ENV: join(dir, 'env'),
        ...env,
      },
    });
    return {
      code: result.status,
      stdout: result.stdout,
      output: readFileSync(join(dir, 'output'), 'utf8'),
      githubEnv: readFileSync(join(dir, 'env'), 'utf8'),
    };
  }

  /** A stand-in `npm` that records its arguments and exits with `code`. */
  function fakeNpm(code: number) {
    dir ??= mkdtempSync(join(tmpdir(), 'porf-workflow-'));
    mkdirSync(join(dir, 'bin'), { recursive: true });
    writeFileSync(join(dir, 'bin', 'npm'), `#!/bin/sh\necho "$@" >> npm-calls\nexit ${code}\n`);
    chmodSync(join(dir, 'bin', 'npm'), 0o755);
  }

  function writeSnapshot(folder: string, fetchedAt: string, picture: string) {
    dir ??= mkdtempSync(join(tmpdir(), 'porf-workflow-'));
    mkdirSync(join(dir, folder, 'snapshot'), { recursive: true });
    mkdirSync(join(dir, folder, 'image-cache'), { recursive: true });
    writeFileSync(join(dir, folder, 'snapshot', 'manifest.json'), JSON.stringify({ fetchedAt }));
    writeFileSync(join(dir, folder, 'image-cache', picture), 'x');
  }
  const fetchedAt = () =>
    (
      JSON.parse(readFileSync(join(dir!, 'src/data/snapshot/manifest.json'), 'utf8')) as {
        fetchedAt: string;
      }
    ).fetchedAt;

  const snapshotStep = () => step('publish', 'snapshot');
  const newestStep = () => step('publish', 'Start from the newest good data (committed or kept)');

  it('a failed snapshot publishes the last good data with a warning, not a failure', () => {
    fakeNpm(1);
    writeSnapshot('src/data', '2026-01-01T00:00:00.000Z', 'a.jpg');
    const run = runStep(snapshotStep(), { API_BASE_URL: 'https://api.example.org' });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(
      '::warning title=Snapshot failed::Publishing the last good data from 2026-01-01T00:00:00.000Z',
    );
    expect(run.output).toBe('result=failed\n');
    expect(readFileSync(join(dir!, 'npm-calls'), 'utf8')).toBe('run snapshot\n');
  });

  it('a good snapshot is reported fresh, and no API means no snapshot call', () => {
    fakeNpm(0);
    expect(runStep(snapshotStep(), { API_BASE_URL: 'https://api.example.org' }).output).toBe(
      'result=fresh\n',
    );
    rmSync(join(dir!, 'npm-calls'));
    const none = runStep(snapshotStep(), { API_BASE_URL: '' });
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('::notice title=No API configured::');
    expect(existsSync(join(dir!, 'npm-calls'))).toBe(false);
  });

  it('starts from the kept data when it is newer than the committed snapshot', () => {
    writeSnapshot('src/data', '2026-01-01T00:00:00.000Z', 'old.jpg');
    writeSnapshot('.cache/last-good', '2026-03-01T00:00:00.000Z', 'new.jpg');
    expect(runStep(newestStep(), {}).code).toBe(0);
    expect(fetchedAt()).toBe('2026-03-01T00:00:00.000Z');
    expect(existsSync(join(dir!, 'src/data/image-cache/new.jpg'))).toBe(true);
    expect(existsSync(join(dir!, 'src/data/image-cache/old.jpg'))).toBe(false);
  });

  it('keeps the committed snapshot when it is newer, or when nothing was kept', () => {
    writeSnapshot('src/data', '2026-05-01T00:00:00.000Z', 'committed.jpg');
    writeSnapshot('.cache/last-good', '2026-03-01T00:00:00.000Z', 'kept.jpg');
    expect(runStep(newestStep(), {}).code).toBe(0);
    expect(fetchedAt()).toBe('2026-05-01T00:00:00.000Z');
    rmSync(join(dir!, '.cache'), { recursive: true });
    expect(runStep(newestStep(), {}).code).toBe(0);
    expect(existsSync(join(dir!, 'src/data/image-cache/committed.jpg'))).toBe(true);
  });

  it('refuses a Pages address under a sub-path, and falls back to the Pages origin for SITE_URL', () => {
    const decide = step('publish', 'Decide the canonical address');
    const sub = runStep(
      decide,
      { SITE_URL: '' },
      {
        'steps.pages.outputs.base_path': '/repo',
        'steps.pages.outputs.origin': 'https://owner.github.io',
      },
    );
    expect(sub.code).toBe(1);
    expect(sub.stdout).toContain('::error title=Site not at the root::');
    const root = runStep(
      decide,
      { SITE_URL: '' },
      {
        'steps.pages.outputs.base_path': '',
        'steps.pages.outputs.origin': 'https://www.example.org',
      },
    );
    expect(root.code).toBe(0);
    expect(root.githubEnv).toBe('SITE_URL=https://www.example.org\n');
    const set = runStep(
      decide,
      { SITE_URL: 'https://porf.example.org' },
      { 'steps.pages.outputs.base_path': '', 'steps.pages.outputs.origin': 'https://x' },
    );
    expect(set.githubEnv).toBe('');
  });
});
