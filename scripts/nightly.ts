/**
 * `npm run nightly`: the publish job in one command, on a laptop or in CI. Exit 0 whenever a site
 * was built; 1 when none could be, or when the only data is another API's (never shown as ours).
 * Options: `--root DIR`, `--last-good DIR`, `--report FILE`.
 */
import { existsSync, readFileSync, appendFileSync } from 'node:fs';
import { cp, mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { originOf } from '../src/config/securityPolicy';
import { STATUS_ENV } from '../src/lib/data/status';
import { checkDist } from './check-dist';
import { serializeReport, type NightlyReport } from './lib/nightlyReport';
import { checkSnapshotFiles, readManifest } from './lib/snapshotStore';
import * as media from './lib/mediaStore';
import { run } from './lib/run';
import { COLLECTION_SPECS, EXIT, runCli, sameOrigin, type SnapshotResult } from './snapshot';

const PROJECT = fileURLToPath(new URL('..', import.meta.url));

/** The folders under `src/data` that make one set of data. */
const DATA_FOLDERS = ['snapshot', 'image-cache', 'document-cache'] as const;

/** `code` is the exit code. */
export interface NightlyResult {
  code: number;
  built: 'fresh' | 'last-good' | 'none';
  fetchedAt?: string | undefined;
  warnings: string[];
  dropped: Record<string, number>;
  problem?: string | undefined;
  /** When nothing was built: when the last good data was fetched. */
  lastGoodFetchedAt?: string | undefined;
}

export interface NightlyOptions {
  root?: string;
  /** Default `<root>/.cache/last-good`. */
  lastGoodDir?: string;
  env?: NodeJS.ProcessEnv;
  log?: (line: string) => void;
  /** Extra arguments for `npm run snapshot` (tests shorten its limits). */
  snapshotArgs?: string[];
  /** Default `<root>/.cache/nightly-report.json`. */
  reportFile?: string;
}

/** What is wrong with a snapshot folder: files against the manifest, items against schemas. */
function checkSnapshotData(dir: string): string[] {
  if (!existsSync(join(dir, 'manifest.json'))) return [`${dir} has no manifest.json`];
  const problems = checkSnapshotFiles(dir);
  for (const spec of COLLECTION_SPECS) {
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(join(dir, `${spec.name}.json`), 'utf8'));
    } catch {
      continue; // missing, or reported by checkSnapshotFiles
    }
    const items = spec.single ? [value] : value;
    if (!Array.isArray(items)) {
      problems.push(`${spec.name}.json is not a list`);
      continue;
    }
    items.forEach((item, index) => {
      const [issue] = v.safeParse(spec.schema, item).issues ?? [];
      if (issue)
        problems.push(`${spec.name}[${index}] does not match its schema: ${issue.message}`);
    });
  }
  return problems;
}

/** `jsonOnly`: the data without its media files, which a media store keeps. */
async function copyData(from: string, to: string, jsonOnly = false): Promise<void> {
  for (const folder of DATA_FOLDERS) {
    await rm(join(to, folder), { recursive: true, force: true });
    if (existsSync(join(from, folder))) {
      await cp(join(from, folder), join(to, folder), {
        recursive: true,
        filter: (path) =>
          !jsonOnly || !/\.\w+$/.test(path) || media.LAST_GOOD_FILES.test(relative(from, path)),
      });
    }
  }
}

/** Replaces the old copy only once the new one is complete. */
async function keepAsLastGood(dataDir: string, lastGood: string, jsonOnly: boolean): Promise<void> {
  const staging = `${lastGood}.staging`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  await copyData(dataDir, staging, jsonOnly);
  await rm(lastGood, { recursive: true, force: true });
  await rename(staging, lastGood);
}

/** Runs one night and leaves its report. Never throws for API or build trouble. */
export async function runNightly(options: NightlyOptions = {}): Promise<NightlyResult> {
  const root = resolve(options.root ?? PROJECT);
  const env = options.env ?? process.env;
  let result: NightlyResult;
  try {
    result = await night(options);
  } catch (error) {
    // Still a report: a night that crashed is a failed night for the maintainers.
    const crashed = reportOf({ code: 1, built: 'none', warnings: [], dropped: {} }, error);
    await leaveReport(crashed, env, options, root).catch(() => undefined);
    throw error;
  }
  await leaveReport(reportOf(result), env, options, root);
  return result;
}

function reportOf(result: NightlyResult, crash?: unknown): NightlyReport {
  return {
    version: 1,
    finishedAt: new Date().toISOString(),
    built: result.built,
    dataFetchedAt: (result.built === 'none' ? result.lastGoodFetchedAt : result.fetchedAt) ?? null,
    dropped: result.dropped,
    warnings: result.warnings,
    problem:
      crash !== undefined
        ? `npm run nightly stopped: ${(crash as Error).message ?? String(crash)}`
        : (result.problem ?? null),
  };
}

/**
 * Writes the report to its file and the step output `report`. The API's address is replaced by its
 * variable name: the report may end up in a public issue.
 */
async function leaveReport(
  report: NightlyReport,
  env: NodeJS.ProcessEnv,
  options: NightlyOptions,
  root: string,
): Promise<void> {
  const api = env.API_BASE_URL?.trim();
  const names = api ? [api, api.replace(/\/+$/, ''), originOf(api) ?? api].filter(Boolean) : [];
  const hide = (text: string): string =>
    names.reduce((out, name) => out.replaceAll(name, 'API_BASE_URL'), text);
  const text = serializeReport({
    ...report,
    warnings: report.warnings.map(hide),
    problem: report.problem === null ? null : hide(report.problem),
  });
  const file = resolve(options.reportFile ?? join(root, '.cache', 'nightly-report.json'));
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${text}\n`);
  if (env.GITHUB_OUTPUT) appendFileSync(env.GITHUB_OUTPUT, `report=${text}\n`);
}

async function night(options: NightlyOptions): Promise<NightlyResult> {
  const root = resolve(options.root ?? PROJECT);
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => console.log(line));
  const lastGood = resolve(options.lastGoodDir ?? join(root, '.cache', 'last-good'));
  const dataDir = join(root, 'src', 'data');
  const snapshotDir = join(dataDir, 'snapshot');
  const dist = join(root, 'dist');
  const warnings: string[] = [];
  const dropped: Record<string, number> = {};
  const apiBaseUrl = env.API_BASE_URL?.trim() || undefined;
  const failed = (problem: string, title = 'Nothing published', lastGoodFetchedAt?: string) => {
    log(`\n${title}: ${problem}`);
    annotate(env, 'error', title, problem);
    return { code: 1, built: 'none', warnings, dropped, problem, lastGoodFetchedAt } as const;
  };

  // With a media store, its last good data and its list of media, whatever the Actions cache lost.
  let store: media.MediaStore | undefined;
  let stored: Set<string> | undefined;
  try {
    const config = media.mediaStoreConfig(env);
    store = config && new media.MediaStore(config);
    if (store) {
      stored = await store.keys();
      const kept = await media.lastGood(store);
      const local = readManifest(join(lastGood, 'snapshot'))?.fetchedAt;
      if (kept && (!local || kept.fetchedAt > local)) {
        log(`Taking the last good data from the media store (fetched ${kept.fetchedAt}).`);
        await rm(lastGood, { recursive: true, force: true });
        await kept.write(lastGood);
      }
    }
  } catch (error) {
    return failed(
      `the media store cannot be used (${(error as Error).message}); the site online keeps its pictures`,
    );
  }

  const committed = readManifest(snapshotDir);
  const kept = readManifest(join(lastGood, 'snapshot'));
  if (kept && checkSnapshotData(join(lastGood, 'snapshot')).length === 0) {
    if (!committed || kept.fetchedAt > committed.fetchedAt) {
      log(`Starting from the data kept by an earlier night (fetched ${kept.fetchedAt}).`);
      await copyData(lastGood, dataDir);
    } else {
      log(
        `Starting from the committed data (fetched ${committed.fetchedAt}), newer than the kept.`,
      );
    }
  } else {
    log(
      committed
        ? `Starting from the committed data (fetched ${committed.fetchedAt}).`
        : 'No stored data: the site can only be built from a fresh snapshot.',
    );
  }
  const start = readManifest(snapshotDir);
  // To go back to if the fresh data fails the build or its checks.
  const fallback = join(root, '.cache', 'nightly-start');
  await rm(fallback, { recursive: true, force: true });
  await mkdir(fallback, { recursive: true });
  await copyData(dataDir, fallback);

  let built: NightlyResult['built'] = 'last-good';
  if (!apiBaseUrl) {
    warnings.push(
      'API_BASE_URL is not set: the site is built from the stored data without refreshing it',
    );
  } else {
    log(`\nRefreshing the snapshot from ${apiBaseUrl}`);
    let snapshot: SnapshotResult | undefined;
    const code = await runCli(
      [
        '--out',
        snapshotDir,
        '--image-cache-dir',
        join(dataDir, 'image-cache'),
        '--document-cache-dir',
        join(dataDir, 'document-cache'),
        ...(options.snapshotArgs ?? []),
      ],
      { ...env, INIT_CWD: root },
      { out: log, err: log, result: (result) => (snapshot = result) },
      stored && {
        stored: {
          pictures: media.storedIn(stored, 'pictures'),
          documents: media.storedIn(stored, 'documents'),
        },
      },
    );
    for (const outcome of snapshot?.collections ?? []) {
      if (outcome.status === 'ok' && outcome.dropped > 0) dropped[outcome.name] = outcome.dropped;
    }
    if (code === EXIT.ok || code === EXIT.warnings) {
      built = 'fresh';
      if (code === EXIT.warnings) {
        const details = snapshot?.warnings ?? [];
        if (details.length === 0) {
          warnings.push('the snapshot was taken with warnings (see "Warnings" in the log above)');
        }
        for (const detail of details)
          warnings.push(`the snapshot was taken with a warning: ${detail}`);
      }
    } else {
      const why =
        code === EXIT.refused
          ? 'the shrink guard refused the new snapshot (collections shrank to under half)'
          : 'the snapshot failed (see the log above for which call)';
      if (!start || !sameOrigin(start.source, apiBaseUrl)) {
        const from = start ? `data from ${start.source}` : 'no data at all';
        log(
          `\nNot published: ${why}, and the only stored data is ${from}, not from ${apiBaseUrl}. ` +
            `Publishing it would show another API's content (the demo's, say) as the foundation's. ` +
            `Fix the API (or its address) and run again.`,
        );
        annotate(env, 'error', 'Nothing published', `${why}; the only stored data is ${from}`);
        return {
          code: 1,
          built: 'none',
          warnings: [why],
          dropped,
          problem: `${why}, and the only stored data is ${from}, not from ${apiBaseUrl}`,
          lastGoodFetchedAt: kept?.fetchedAt,
        };
      }
      warnings.push(`${why}; the site is built from the last good data fetched ${start.fetchedAt}`);
      await copyData(fallback, dataDir);
    }
  }

  // The build writes what it is told about the night into dist/status.json.
  const buildEnv = (): NodeJS.ProcessEnv => ({
    ...env,
    [STATUS_ENV.data]: built,
    [STATUS_ENV.warnings]: String(warnings.length),
  });
  let outcome = await buildAndCheck(root, snapshotDir, dist, buildEnv(), log);
  // Back to the starting data only when it is this API's own (never another API's as ours).
  const startIsOurs = start !== undefined && (!apiBaseUrl || sameOrigin(start.source, apiBaseUrl));
  if (!outcome.ok && built === 'fresh' && start && startIsOurs) {
    warnings.push(
      `the fresh data could not be published (${outcome.problem}); the site is built from the ` +
        `last good data fetched ${start.fetchedAt}`,
    );
    await copyData(fallback, dataDir);
    built = 'last-good';
    outcome = await buildAndCheck(root, snapshotDir, dist, buildEnv(), log);
  }
  await rm(fallback, { recursive: true, force: true });
  if (!outcome.ok) return failed(outcome.problem, 'No site built', kept?.fetchedAt);

  if (store) {
    try {
      const done = await media.publishMedia({ store, dist, dataDir });
      const { originals, variants, documents, bytes } = done.uploaded;
      log(
        `Media store: ${done.named} files named by the pages; uploaded ${variants} resized ` +
          `pictures, ${originals} originals, ${documents} documents (${Math.round(bytes / 1024)} KiB); ` +
          `${done.deleted} unused for ${media.GRACE_DAYS} days deleted.`,
      );
      await media.saveLastGood(store, dataDir);
    } catch (error) {
      return failed(
        `the media store could not be brought up to date (${(error as Error).message}); ` +
          'the site online keeps its pictures',
      );
    }
  }
  await keepAsLastGood(dataDir, lastGood, store !== undefined);
  const fetchedAt = readManifest(snapshotDir)?.fetchedAt;
  log(
    `\nSite built in ${dist} from ${built === 'fresh' ? 'fresh data' : 'the last good data'}` +
      ` fetched ${fetchedAt ?? '(unknown)'}; the data is kept in ${lastGood}.`,
  );
  for (const warning of warnings) {
    log(`Warning: ${warning}`);
    annotate(env, 'warning', 'Nightly build', warning);
  }
  return { code: 0, built, fetchedAt, warnings, dropped };
}

async function buildAndCheck(
  root: string,
  snapshotDir: string,
  dist: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<{ ok: true } | { ok: false; problem: string }> {
  const problems = checkSnapshotData(snapshotDir);
  if (problems.length > 0) {
    return {
      ok: false,
      problem: `the data does not pass its checks: ${problems.slice(0, 5).join('; ')}`,
    };
  }
  log('\nBuilding the site');
  try {
    const output = await run('npx', ['astro', 'build', '--root', root, '--outDir', dist], {
      cwd: PROJECT,
      quiet: true,
      env: { ...env, ASTRO_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
    });
    log(output.trim().split('\n').slice(-3).join('\n'));
  } catch (error) {
    return { ok: false, problem: `the build failed: ${(error as Error).message.slice(-2000)}` };
  }
  const findings = await checkDist(dist, {
    apiBaseUrl: env.PUBLIC_API_BASE_URL,
    publicToken: env.PUBLIC_API_TOKEN,
  });
  if (findings.length > 0) {
    for (const f of findings.slice(0, 20)) log(`${f.file}: [${f.rule}] ${f.detail}`);
    return { ok: false, problem: `check-dist found ${findings.length} problem(s) in the build` };
  }
  log('check-dist: the build keeps every rule');
  return { ok: true };
}

function annotate(
  env: NodeJS.ProcessEnv,
  level: 'warning' | 'error',
  title: string,
  message: string,
): void {
  if (env.GITHUB_ACTIONS !== 'true') return;
  const escape = (text: string) =>
    text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
  console.log(`::${level} title=${escape(title)}::${escape(message)}`);
  if (env.GITHUB_STEP_SUMMARY) {
    appendFileSync(env.GITHUB_STEP_SUMMARY, `- **${level}**: ${message}\n`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      root: { type: 'string' },
      'last-good': { type: 'string' },
      report: { type: 'string' },
    },
  });
  const result = await runNightly({
    ...(values.root && { root: resolve(values.root) }),
    ...(values['last-good'] && { lastGoodDir: resolve(values['last-good']) }),
    ...(values.report && { reportFile: resolve(values.report) }),
  });
  process.exitCode = result.code;
  setTimeout(() => process.exit(result.code), 2_000).unref();
}
