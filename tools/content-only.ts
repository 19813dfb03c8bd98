/**
 * `npm run content-only`: decides, for the workflow's test job, whether a push changed editable
 * content only (tools/lib/contentPaths.ts), so that the content checks stand in for every test.
 *
 *   npm run --silent content-only -- --since .cache/tested-commit   decide (before the tests)
 *   npm run --silent content-only -- --record .cache/tested-commit  after every test passed
 *
 * The comparison is with the last commit that passed every test (its name kept in the marker file,
 * which the workflow carries from run to run in the Actions cache), not with the push's previous
 * commit: a code change whose own run failed or was cancelled (a newer push replaces a waiting
 * run) must never ride along with a content change that follows it. No marker, a marker naming a
 * commit this checkout does not have, or nothing changed: every test.
 *
 * Prints the decision with its reason, and under GitHub Actions writes `content-only=true|false`
 * to the step's outputs and a line to the job summary. Exit 0 whatever the decision.
 */
import { execFileSync } from 'node:child_process';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { isContentOnly, isContentPath } from './lib/contentPaths';
import { runMain } from '../scripts/lib/run';

/** A decision and why. */
export interface Decision {
  contentOnly: boolean;
  reason: string;
  /** The files changed since the last fully tested commit, when known. */
  files: string[];
}

const COMMIT = /^[0-9a-f]{40}$/;

/** Files that differ between commit `base` and HEAD in the repository at `cwd` (throws if unknown). */
export function changedSince(base: string, cwd: string): string[] {
  const output = execFileSync('git', ['diff', '--no-renames', '--name-only', '-z', base, 'HEAD'], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return output.split('\0').filter(Boolean);
}

/** Whether the checkout at `cwd` changed content only since the commit named in `markerFile`. */
export function decide(markerFile: string, cwd: string): Decision {
  let base: string;
  try {
    base = readFileSync(markerFile, 'utf8').trim();
  } catch {
    return {
      contentOnly: false,
      reason: 'no commit is known to have passed every test',
      files: [],
    };
  }
  if (!COMMIT.test(base)) {
    return { contentOnly: false, reason: `${markerFile} names no commit`, files: [] };
  }
  let files: string[];
  try {
    files = changedSince(base, cwd);
  } catch {
    return {
      contentOnly: false,
      reason: `${base.slice(0, 12)}, the last commit that passed every test, is not in this checkout`,
      files: [],
    };
  }
  if (files.length === 0) {
    return { contentOnly: false, reason: `nothing changed since ${base.slice(0, 12)}`, files };
  }
  const code = files.filter((file) => !isContentPath(file));
  const since = `since ${base.slice(0, 12)} (the last commit that passed every test)`;
  return isContentOnly(files)
    ? { contentOnly: true, reason: `${files.length} content file(s) changed ${since}`, files }
    : {
        contentOnly: false,
        reason: `${code.length} file(s) that are not content changed ${since}: ${code.slice(0, 5).join(', ')}${code.length > 5 ? ' …' : ''}`,
        files,
      };
}

/** Writes HEAD's commit into `markerFile`: that commit passed every test. */
export function record(markerFile: string, cwd: string): string {
  const head = execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
  mkdirSync(dirname(markerFile), { recursive: true });
  writeFileSync(markerFile, `${head}\n`);
  return head;
}

await runMain(import.meta.url, async () => {
  const { values } = parseArgs({
    options: { since: { type: 'string' }, record: { type: 'string' } },
  });
  const cwd = process.cwd();
  if (values.record) {
    console.log(`${record(resolve(values.record), cwd)} passed every test.`);
    return;
  }
  if (!values.since) throw new Error('Usage: content-only --since FILE | --record FILE');
  const decision = decide(resolve(values.since), cwd);
  const line = decision.contentOnly
    ? `Content only: ${decision.reason}; the content checks stand in for every test.`
    : `Every test: ${decision.reason}.`;
  console.log(line);
  for (const file of decision.files.slice(0, 50)) console.log(`  ${file}`);
  if (process.env.GITHUB_OUTPUT) {
    appendFileSync(process.env.GITHUB_OUTPUT, `content-only=${decision.contentOnly}\n`);
  }
  if (process.env.GITHUB_STEP_SUMMARY) {
    appendFileSync(process.env.GITHUB_STEP_SUMMARY, `- ${line}\n`);
  }
});
