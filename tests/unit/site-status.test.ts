/**
 * `/status.json` (src/lib/data/status.ts): what an uptime monitor reads. The builds of
 * tests/unit/nightly.test.ts check the real file of a fresh night and of a night on the last good
 * data; here, the rules that make it: the kind of data, times a shell's jq can read, counts without
 * the visitor number, and a commit that is a commit or nothing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STATUS_ENV, commitOf, siteStatus, wholeSeconds } from '~/lib/data/status';

const now = new Date('2026-11-28T20:31:04.567Z');
const counts = { news: 41, events: 25, visitor: 1, gallery: 0 };

describe('siteStatus', () => {
  it('says fresh only when the nightly job says so, and counts its warnings', () => {
    const fresh = siteStatus({
      fetchedAt: '2026-11-28T20:30:12.345Z',
      counts,
      env: { [STATUS_ENV.data]: 'fresh', [STATUS_ENV.warnings]: '2' },
      now,
      commit: null,
    });
    expect(fresh).toEqual({
      builtAt: '2026-11-28T20:31:04Z',
      dataFetchedAt: '2026-11-28T20:30:12Z',
      data: 'fresh',
      items: { news: 41, events: 25, gallery: 0 },
      warnings: 2,
      commit: null,
    });
    for (const env of [{}, { [STATUS_ENV.data]: 'last-good' }, { [STATUS_ENV.data]: 'FRESH' }]) {
      expect(siteStatus({ fetchedAt: null, counts, env, now, commit: null }).data).toBe(
        'last-good',
      );
    }
    for (const warnings of ['', '-1', '1.5', 'many']) {
      const env = { [STATUS_ENV.warnings]: warnings };
      expect(siteStatus({ fetchedAt: null, counts, env, now, commit: null }).warnings).toBe(0);
    }
  });

  it('writes times in UTC to the second (jq fromdateiso8601 refuses fractions), null for none', () => {
    expect(wholeSeconds('2026-11-28T20:30:12.999+05:30')).toBe('2026-11-28T15:00:12Z');
    expect(wholeSeconds('not a date')).toBeNull();
    expect(wholeSeconds(null)).toBeNull();
  });
});

describe('commitOf', () => {
  const repo = mkdtempSync(join(tmpdir(), 'status-commit-'));
  afterAll(() => rmSync(repo, { recursive: true, force: true }));

  it('takes GITHUB_SHA, else the checkout’s HEAD, and only ever a full commit name', () => {
    const sha = 'a'.repeat(40);
    expect(commitOf({ GITHUB_SHA: sha }, repo)).toBe(sha);
    expect(commitOf({ GITHUB_SHA: 'https://10.0.0.5/internal' }, repo)).toBeNull();
    // Not a checkout yet (tmpdir is no repository): nothing.
    expect(commitOf({}, repo)).toBeNull();
    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
    git('init', '-q');
    writeFileSync(join(repo, 'a.txt'), 'a');
    git('add', 'a.txt');
    git('-c', 'user.name=t', '-c', 'user.email=t@example.org', 'commit', '-qm', 'a');
    expect(commitOf({}, repo)).toBe(git('rev-parse', 'HEAD'));
  });
});
