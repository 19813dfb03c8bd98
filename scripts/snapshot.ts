/**
 * `npm run snapshot`: refreshes the committed data snapshot from the content API.
 *
 *   API_BASE_URL=https://api.example.org [SITE_CODE=PORF] npm run snapshot [-- options]
 *
 * Fetches every collection (scripts/lib/snapshotCollections.ts) from the `all` endpoints,
 * validates each item with its schema (a bad item is dropped with a warning naming it), downloads
 * the pictures pre-rendered pages show into the image cache, and writes `src/data/snapshot/*.json`
 * plus `manifest.json` (fetched-at, source, counts, dropped, content hashes).
 *
 * It never destroys good data:
 * - a collection whose call fails (HTTP error, time-out, reset, HTML instead of JSON, truncated
 *   JSON, wrong shape) fails the run: by default NOTHING under the snapshot folder changes (all or
 *   nothing, so news and highlights always come from the same moment) and the exit code is 1;
 * - `--partial` writes the healthy collections and keeps the failed ones' previous files (still
 *   exit code 1, so a scheduled job notices);
 * - a collection that shrinks by more than half, or to nothing, is refused unless `--force`
 *   (not applied to notifications and the visitor count, which legitimately drop);
 * - the snapshot folder is replaced as a whole (./lib/snapshotStore.ts): killed at any moment,
 *   the command leaves the old snapshot or the new one, never a mix, and the next run finishes
 *   or undoes what was interrupted;
 * - the image cache changes in two steps around that switch (./lib/imageCache.ts), so the snapshot
 *   a reader sees never points at a picture already deleted;
 * - a lock (./lib/snapshotLock.ts) keeps two runs from writing at once.
 * A failed picture download is a warning: pages then use the live image URL.
 *
 * Run `npm run snapshot -- --help` for the options; the README section "Content snapshot" (drafted
 * in docs/README-snapshot.md) is the user guide.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { createApiClient, type InvalidItemReport } from '../src/lib/api/client';
import { resolveImageUrl } from '../src/lib/api/endpoints';
import { isApiError } from '../src/lib/api/errors';
import { createNodeTransport, type NodeTransportOptions } from '../src/lib/api/nodeTransport';
import {
  ManifestSchema,
  type CollectionInfo,
  type SnapshotManifest,
} from '../src/schemas/manifest';
import { isTemporaryName } from './lib/atomicWrite';
import { checkpointFromFailpoints, FAILPOINTS_ENV, type Checkpoint } from './lib/checkpoints';
import {
  addToImageCache,
  finishImageCache,
  type ImageCacheResult,
  type PreparedImageCache,
} from './lib/imageCache';
import { COLLECTION_SPECS, type CollectionSpec } from './lib/snapshotCollections';
import { acquireLock, LockBusyError, lockPathFor, type Lock } from './lib/snapshotLock';
import {
  commitSnapshotDir,
  CommitUnfinishedError,
  contentHash,
  recoverSnapshotDir,
  snapshotLayout,
  type SnapshotEntry,
  type SnapshotLayout,
} from './lib/snapshotStore';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Default folders, relative to the project root. */
export const DEFAULT_SNAPSHOT_DIR = 'src/data/snapshot';
export const DEFAULT_IMAGE_CACHE_DIR = 'src/data/image-cache';

/** Options of `runSnapshot`. */
export interface SnapshotOptions {
  /** API origin. */
  baseUrl: string;
  siteCode: string;
  snapshotDir: string;
  imageCacheDir: string;
  /** Accept a collection that shrank by more than half or to nothing. */
  force?: boolean;
  /** Write the healthy collections even when others fail. */
  partial?: boolean;
  /** Download cached pictures again. */
  refreshImages?: boolean;
  /** Transport limits (tests shorten them). */
  transport?: NodeTransportOptions;
  /** Where progress goes (default console.log / console.warn). */
  log?: (line: string) => void;
  warn?: (line: string) => void;
  /** The clock, for fetched-at times. */
  now?: () => Date;
  /** Test hook called at every step of the run (./lib/checkpoints.ts). */
  checkpoint?: Checkpoint;
}

/** What happened to one collection. */
export type CollectionOutcome =
  | { name: string; status: 'ok'; count: number; dropped: number; changed: boolean }
  | { name: string; status: 'failed' | 'refused'; reason: string };

/** What `runSnapshot` did; `ok` is false when any collection failed or was refused. */
export interface SnapshotResult {
  ok: boolean;
  /** True when the snapshot folder was replaced by a new one. */
  written: boolean;
  collections: CollectionOutcome[];
  images: Pick<ImageCacheResult, 'downloaded' | 'reused' | 'pruned' | 'failed'> | undefined;
  /** What an interrupted earlier run left and this run finished or undid, one sentence each. */
  recovered: string[];
  /** A failure of the run itself (lock busy, disk full ...), as a sentence saying what it means. */
  problem?: string;
}

interface Fetched {
  spec: CollectionSpec;
  data: unknown[] | { visitor: number };
  count: number;
  dropped: InvalidItemReport[];
  text: string;
  hash: string;
  fetchedAt: string;
}

/**
 * Runs one snapshot. Never throws for API trouble or a failed write: both are reported in the
 * result (`ok`, `collections`, `problem`), and the previous snapshot is kept unless `written`.
 */
export async function runSnapshot(options: SnapshotOptions): Promise<SnapshotResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const checkpoint: Checkpoint = options.checkpoint ?? (() => undefined);
  const layout = snapshotLayout(options.snapshotDir);
  const imageCacheDir = resolve(options.imageCacheDir);
  const result: SnapshotResult = {
    ok: false,
    written: false,
    collections: [],
    images: undefined,
    recovered: [],
  };

  const locks: Lock[] = [];
  try {
    for (const path of new Set([layout.lock, lockPathFor(imageCacheDir)])) {
      mkdirSync(dirname(path), { recursive: true });
      locks.push(
        await acquireLock(path, {
          onStale: (holder) =>
            warn(
              `  ! removed the lock ${path} of an earlier run that ended without releasing it` +
                (holder ? ` (pid ${holder.pid}, started ${holder.startedAt})` : ''),
            ),
        }),
      );
    }
  } catch (error) {
    await releaseAll(locks);
    result.problem =
      error instanceof LockBusyError
        ? `${error.message} Nothing was written.`
        : `could not take the lock (${(error as Error).message}). Nothing was written.`;
    warn(`Snapshot not taken: ${result.problem}`);
    return result;
  }

  // Set once the new snapshot folder is in place: a failure after that means something else.
  const state = { committed: false };
  try {
    await checkpoint('locked');
    result.recovered = await recoverSnapshotDir(layout);
    for (const line of result.recovered) warn(`  ! recovery: ${line}`);
    await checkpoint('recovered');
    await takeSnapshot({
      options,
      layout,
      imageCacheDir,
      result,
      checkpoint,
      log,
      warn,
      locks,
      state,
    });
  } catch (error) {
    const message = (error as Error).message;
    if (error instanceof CommitUnfinishedError) {
      // Past the commit point: readers already see the new snapshot.
      result.written = true;
      result.problem = message;
    } else if (state.committed) {
      result.problem =
        `the new snapshot is in place, but the run failed after it (${message}); the image ` +
        `cache may still hold pictures no longer used, which the next run removes.`;
    } else {
      result.problem = `${message}. Nothing in ${layout.dir} changed.`;
    }
    result.ok = false;
    warn(`Snapshot failed: ${result.problem}`);
  } finally {
    await releaseAll(locks);
  }
  return result;
}

async function releaseAll(locks: Lock[]): Promise<void> {
  for (const lock of [...locks].reverse()) await lock.release().catch(() => undefined);
}

/** What `takeSnapshot` works with. */
interface RunContext {
  options: SnapshotOptions;
  layout: SnapshotLayout;
  imageCacheDir: string;
  /** Filled in as the run goes. */
  result: SnapshotResult;
  checkpoint: Checkpoint;
  log: (line: string) => void;
  warn: (line: string) => void;
  locks: Lock[];
  state: { committed: boolean };
}

/** The run itself, holding the locks, after recovery. Fills in `result`. */
async function takeSnapshot(context: RunContext): Promise<void> {
  const { options, layout, imageCacheDir, result, checkpoint, log, warn, locks, state } = context;
  const now = options.now ?? (() => new Date());
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const transport = createNodeTransport({
    ...options.transport,
    onRetry: (info) =>
      log(
        `  retrying ${info.url} after ${info.reason} (try ${info.attempt + 1} in ${info.delayMs} ms)`,
      ),
  });
  // One client per collection, so each knows which invalid items are its own.
  const clientFor = (bad: InvalidItemReport[]) =>
    createApiClient({
      baseUrl,
      siteCode: options.siteCode,
      // The transport enforces the per-try and total limits; this is only a backstop.
      timeoutMs: (options.transport?.deadlineMs ?? 60_000) + 5_000,
      fetch: transport.fetch,
      onInvalid: (report) => bad.push(report),
    });
  const previousManifest = readManifest(layout.dir);

  try {
    log(`Snapshot of ${baseUrl} for site ${options.siteCode} into ${layout.dir}`);
    const results = await Promise.all(
      COLLECTION_SPECS.map(async (spec): Promise<Fetched | CollectionOutcome> => {
        const started = Date.now();
        const bad: InvalidItemReport[] = [];
        try {
          const data = await spec.fetch(clientFor(bad));
          const count = Array.isArray(data) ? data.length : 1;
          const text = `${JSON.stringify(data, null, 2)}\n`;
          log(
            `  ✓ ${spec.name.padEnd(14)} ${String(count).padStart(4)} kept` +
              `${bad.length ? `, ${bad.length} dropped` : ''}  (${Date.now() - started} ms)`,
          );
          for (const report of bad) {
            const name = report.label ? `"${report.label}"` : '(untitled)';
            warn(
              `    ! dropped ${spec.name}[${report.index}] ${name}${report.id ? ` id ${report.id}` : ''}: ${report.problems.join('; ')}`,
            );
          }
          return {
            spec,
            data,
            count,
            dropped: bad,
            text,
            hash: contentHash(text),
            fetchedAt: now().toISOString(),
          };
        } catch (error) {
          const reason = isApiError(error) ? `${error.kind}: ${error.message}` : String(error);
          warn(`  ✗ ${spec.name.padEnd(14)} failed: ${reason}`);
          return { name: spec.name, status: 'failed', reason };
        }
      }),
    );
    await checkpoint('fetched');

    // The shrink guard, against the counts in the previous manifest.
    const outcomes = result.collections;
    const healthy: Fetched[] = [];
    for (const fetched of results) {
      if (!('spec' in fetched)) {
        outcomes.push(fetched);
        continue;
      }
      const before = previousManifest?.collections[fetched.spec.name]?.count;
      const shrank =
        before !== undefined && before > 0 && (fetched.count === 0 || fetched.count * 2 < before);
      if (fetched.spec.shrinkGuard && shrank && !options.force) {
        const reason = `would shrink from ${before} to ${fetched.count} items; run with --force if that is right`;
        warn(`  ✗ ${fetched.spec.name.padEnd(14)} refused: ${reason}`);
        outcomes.push({ name: fetched.spec.name, status: 'refused', reason });
        continue;
      }
      healthy.push(fetched);
      outcomes.push({
        name: fetched.spec.name,
        status: 'ok',
        count: fetched.count,
        dropped: fetched.dropped.length,
        changed: readText(join(layout.dir, `${fetched.spec.name}.json`)) !== fetched.text,
      });
    }

    const failures = outcomes.filter((o) => o.status !== 'ok');
    if (failures.length > 0 && !options.partial) {
      log(summary(outcomes, undefined, false));
      warn(
        `Nothing written: ${failures.map((f) => f.name).join(', ')} failed, and a snapshot is all or nothing ` +
          `(the previous snapshot is untouched). Fix the API or use --partial to keep the healthy collections.`,
      );
      return;
    }

    // Pictures of everything the pages will show: new data, plus kept files of failed collections.
    const imagePaths: string[] = [];
    for (const spec of COLLECTION_SPECS) {
      const fresh = healthy.find((h) => h.spec === spec);
      const items = fresh ? fresh.data : readStoredItems(layout.dir, spec);
      if (Array.isArray(items)) imagePaths.push(...spec.images(items as never[]));
    }
    log(`  pictures: ${new Set(imagePaths).size} referenced`);
    const images: PreparedImageCache = await addToImageCache({
      dir: imageCacheDir,
      paths: imagePaths,
      refresh: options.refreshImages,
      checkpoint,
      download: async (path) => {
        const response = await transport.fetch(resolveImageUrl(baseUrl, path), {
          method: 'GET',
          signal: AbortSignal.timeout((options.transport?.deadlineMs ?? 60_000) + 5_000),
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return new Uint8Array(await response.arrayBuffer());
      },
      onFailure: (path, reason) =>
        warn(`    ! picture ${path} not cached (${reason}); pages will use the live URL`),
    });

    const entries = snapshotEntries(layout, healthy, previousManifest, baseUrl, options.siteCode);
    // A lock broken by mistake must not let two runs' files meet: check just before the switch.
    for (const lock of locks) await lock.assertHeld();
    await commitSnapshotDir(layout, entries, checkpoint);
    result.written = true;
    state.committed = true;

    // Only a complete snapshot knows every picture still in use.
    const pruned = await finishImageCache(images, {
      prune: failures.length === 0,
      checkpoint,
    });
    await checkpoint('done');
    result.ok = failures.length === 0;
    result.images = {
      downloaded: images.downloaded,
      reused: images.reused,
      pruned,
      failed: images.failed,
    };
    log(summary(outcomes, result.images, true));
    if (failures.length > 0) {
      warn(
        `Partial snapshot written: ${failures.map((f) => f.name).join(', ')} kept their previous files.`,
      );
    }
  } finally {
    await transport.close();
  }
}

/** The files of the new snapshot folder, the manifest last. */
function snapshotEntries(
  layout: SnapshotLayout,
  healthy: Fetched[],
  previous: SnapshotManifest | undefined,
  source: string,
  siteCode: string,
): SnapshotEntry[] {
  const entries: SnapshotEntry[] = [];
  const collections: SnapshotManifest['collections'] = {};
  for (const spec of COLLECTION_SPECS) {
    const name = `${spec.name}.json`;
    const fresh = healthy.find((h) => h.spec === spec);
    if (fresh) {
      entries.push({ name, data: fresh.text });
      const info: CollectionInfo = {
        count: fresh.count,
        dropped: fresh.dropped.length,
        hash: fresh.hash,
        fetchedAt: fresh.fetchedAt,
        path: spec.path(siteCode),
      };
      collections[spec.name] = info;
      continue;
    }
    // A failed collection (--partial) keeps its previous file, byte for byte.
    const kept = join(layout.dir, name);
    if (!existsSync(kept)) continue;
    entries.push({ name, copyFrom: kept });
    const before = previous?.collections[spec.name];
    // The hash is taken again from the bytes: the manifest must describe the files beside it.
    if (before) collections[spec.name] = { ...before, hash: contentHash(readFileSync(kept)) };
  }
  // Anything else someone put in the folder (a README, a .gitkeep) moves along with it.
  const ours = new Set([...entries.map((e) => e.name), 'manifest.json']);
  if (existsSync(layout.dir)) {
    for (const name of readdirSync(layout.dir).sort()) {
      if (!ours.has(name) && !isTemporaryName(name)) {
        entries.push({ name, copyFrom: join(layout.dir, name) });
      }
    }
  }
  const times = Object.values(collections).map((info) => info.fetchedAt);
  const manifest: SnapshotManifest = {
    version: 1,
    fetchedAt: times.sort().at(-1) ?? new Date().toISOString(),
    source,
    siteCode,
    collections,
  };
  entries.push({ name: 'manifest.json', data: `${JSON.stringify(manifest, null, 2)}\n` });
  return entries;
}

function summary(
  outcomes: CollectionOutcome[],
  images: SnapshotResult['images'],
  written: boolean,
): string {
  const ok = outcomes.filter((o) => o.status === 'ok');
  const changed = ok.filter((o) => o.status === 'ok' && o.changed).length;
  const dropped = ok.reduce((sum, o) => sum + (o.status === 'ok' ? o.dropped : 0), 0);
  const bad = outcomes.filter((o) => o.status !== 'ok');
  const lines = [
    '',
    `Summary: ${ok.length} of ${outcomes.length} collections healthy` +
      (written ? `, ${changed} changed` : '') +
      (dropped ? `, ${dropped} invalid items dropped` : '') +
      (bad.length ? `; failed or refused: ${bad.map((o) => o.name).join(', ')}` : '') +
      '.',
  ];
  if (images) {
    lines.push(
      `Pictures: ${images.downloaded} downloaded, ${images.reused} reused from the cache` +
        (images.pruned ? `, ${images.pruned} no longer used removed` : '') +
        (images.failed.length ? `, ${images.failed.length} failed (live URL used)` : '') +
        '.',
    );
  }
  return lines.join('\n');
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

function readManifest(dir: string): SnapshotManifest | undefined {
  const text = readText(join(dir, 'manifest.json'));
  if (!text) return undefined;
  try {
    return v.parse(ManifestSchema, JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** A collection's items as stored by an earlier run, or [] when there is no usable file. */
function readStoredItems(dir: string, spec: CollectionSpec): unknown {
  const text = readText(join(dir, `${spec.name}.json`));
  if (text === undefined) return [];
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return [];
  }
}

// ---------------------------------------------------------------------------------------------
// Command line

/** Usage text of `npm run snapshot -- --help`. */
export const USAGE = `Refreshes the data snapshot from the content API.

  API_BASE_URL=https://api.example.org npm run snapshot [-- options]

Options:
  --force               accept a collection that shrinks by more than half or to nothing
  --partial             write the healthy collections when others fail (exit code still 1)
  --refresh-images      download cached pictures again
  --out=DIR             snapshot folder (alias --snapshot-dir; env SNAPSHOT_DIR;
                        default ${DEFAULT_SNAPSHOT_DIR})
  --image-cache-dir=DIR picture cache (env IMAGE_CACHE_DIR; default ${DEFAULT_IMAGE_CACHE_DIR})
  --timeout-ms=N        time limit of one request try (default 20000)
  --attempts=N          tries per request, the first included (default 4)
  --deadline-ms=N       time limit of one request with its retries (default 60000)
  --retry-delay-ms=N    first wait before a retry, doubled each time, randomised (default 500)
  --help                this text

Environment: API_BASE_URL (required), SITE_CODE (default PORF), SNAPSHOT_DIR, IMAGE_CACHE_DIR.
Exit codes: 0 all collections written; 1 something failed or was refused (the message says
what, and what was kept); 2 wrong usage.`;

const FLAGS = ['force', 'partial', 'refresh-images', 'help'] as const;
const VALUES = [
  'out',
  'snapshot-dir',
  'image-cache-dir',
  'timeout-ms',
  'attempts',
  'deadline-ms',
  'retry-delay-ms',
] as const;

/** Parses `--flag`, `--name=value` and `--name value`; throws a usage message when wrong. */
function parseArgs(argv: readonly string[]) {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]!);
    if (!match) throw new Error(`unknown argument ${argv[i]}`);
    const name = match[1]!;
    if ((FLAGS as readonly string[]).includes(name)) {
      if (match[2] !== undefined) throw new Error(`--${name} takes no value`);
      flags.add(name);
    } else if ((VALUES as readonly string[]).includes(name)) {
      const value = match[2] ?? argv[++i];
      if (value === undefined || value === '') throw new Error(`--${name} needs a value`);
      values.set(name, value);
    } else {
      throw new Error(`unknown option --${name}`);
    }
  }
  if (values.has('out') && values.has('snapshot-dir'))
    throw new Error('give --out or --snapshot-dir, not both');
  const count = (name: string) => {
    const text = values.get(name);
    if (text === undefined) return undefined;
    if (!/^\d+$/.test(text) || Number(text) < 1)
      throw new Error(`--${name} must be a whole number above 0`);
    return Number(text);
  };
  return {
    flags,
    values,
    timeoutMs: count('timeout-ms'),
    attempts: count('attempts'),
    deadlineMs: count('deadline-ms'),
    retryDelayMs: count('retry-delay-ms'),
  };
}

/** Where the command's output goes (tests capture it). */
export interface CliOutput {
  out(line: string): void;
  err(line: string): void;
}

/**
 * The whole command line: parses `argv` and `env`, runs the snapshot, prints, and resolves with the
 * exit code (0 written and healthy, 1 failed or refused, 2 wrong usage). Never calls process.exit.
 */
export async function runCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  let checkpoint: Checkpoint | undefined;
  try {
    args = parseArgs(argv);
    checkpoint = checkpointFromFailpoints(env[FAILPOINTS_ENV], output.err);
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${USAGE}`);
    return 2;
  }
  if (args.flags.has('help')) {
    output.out(USAGE);
    return 0;
  }
  const baseUrl = env.API_BASE_URL?.trim();
  if (!baseUrl) {
    output.err(
      'API_BASE_URL is not set: say which API to take the snapshot from, e.g.\n' +
        '  API_BASE_URL=http://127.0.0.1:8787 npm run snapshot',
    );
    return 2;
  }
  if (!/^https?:\/\/[^/]/i.test(baseUrl)) {
    output.err(
      `API_BASE_URL must be an http(s) origin such as https://api.example.org, not "${baseUrl}"`,
    );
    return 2;
  }
  // Folders given by the person typing are relative to where they typed (npm sets INIT_CWD);
  // the defaults are relative to the project.
  const typedFrom = env.INIT_CWD || process.cwd();
  const folder = (given: string | undefined, fallback: string) =>
    given ? resolve(typedFrom, given) : resolve(ROOT, fallback);
  const attemptTimeoutMs = args.timeoutMs;
  const transport: NodeTransportOptions = {
    ...(args.attempts !== undefined && { attempts: args.attempts }),
    ...(args.retryDelayMs !== undefined && { baseDelayMs: args.retryDelayMs }),
    ...(attemptTimeoutMs !== undefined && {
      attemptTimeoutMs,
      connectTimeoutMs: Math.min(10_000, attemptTimeoutMs),
    }),
    deadlineMs: args.deadlineMs ?? Math.max(60_000, attemptTimeoutMs ?? 0),
  };

  const result = await runSnapshot({
    baseUrl,
    siteCode: env.SITE_CODE?.trim() || 'PORF',
    snapshotDir: folder(
      args.values.get('out') ?? args.values.get('snapshot-dir') ?? env.SNAPSHOT_DIR,
      DEFAULT_SNAPSHOT_DIR,
    ),
    imageCacheDir: folder(
      args.values.get('image-cache-dir') ?? env.IMAGE_CACHE_DIR,
      DEFAULT_IMAGE_CACHE_DIR,
    ),
    force: args.flags.has('force'),
    partial: args.flags.has('partial'),
    refreshImages: args.flags.has('refresh-images'),
    transport,
    log: output.out,
    warn: output.err,
    checkpoint,
  });
  return result.ok ? 0 : 1;
}

// Run directly (`npm run snapshot`).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const code = await runCli(process.argv.slice(2), process.env, {
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  }).catch((error: unknown) => {
    console.error(`Snapshot failed: ${(error as Error).stack ?? String(error)}`);
    return 1;
  });
  process.exitCode = code;
  // Let output drain; force the exit only if something still holds the event loop.
  setTimeout(() => process.exit(code), 2_000).unref();
}
