/**
 * `npm run snapshot`: refreshes the committed snapshot (src/data/snapshot) and the picture and
 * document caches from the content API. It never destroys good data: all or nothing (unless
 * --partial), a shrink under half the baseline is refused (unless --force), the folder is switched
 * as a whole and a lock keeps two runs apart. docs/snapshot.md is the user guide.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { COLLECTIONS, endpoints, list, listPath, resolveImageUrl } from '../src/lib/api/calls';
import { visitorCount, type Collection, type Connection } from '../src/lib/api/calls';
import type { InvalidItemReport, ItemSchema } from '../src/lib/api/calls';
import { isApiError } from '../src/lib/api/http';
import { createNodeTransport, type NodeTransportOptions } from '../src/lib/api/nodeTransport';
import { isPicturePath } from '../src/lib/items';
import type { SnapshotCollection, SnapshotManifest } from '../src/lib/data/manifest';
import { originOf } from '../src/config/securityPolicy';
import {
  isPublicationCategory,
  VisitorSchema,
  type GalleryItem,
  type Notification,
} from '../src/schemas';
import { checkpointFromFailpoints, FAILPOINTS_ENV, type Checkpoint } from './lib/checkpoints';
import {
  addToImageCache,
  commitSnapshotDir,
  CommitUnfinishedError,
  contentHash,
  describeDocument,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MAX_TOTAL_BYTES,
  finishImageCache,
  type ImageCacheOptions,
  type ImageCacheResult,
  isTemporaryName,
  type PreparedImageCache,
  readManifest,
  recoverSnapshotDir,
  type SnapshotEntry,
  snapshotLayout,
  type SnapshotLayout,
} from './lib/snapshotStore';
import { acquireLock, LockBusyError, lockPathFor, type Lock } from './lib/snapshotLock';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** Relative to the project root. */
const DEFAULT_SNAPSHOT_DIR = 'src/data/snapshot';
const DEFAULT_IMAGE_CACHE_DIR = 'src/data/image-cache';

// What the snapshot fetches, from the `all` endpoints (never the short "recent" ones).

export interface CollectionSpec {
  name: SnapshotCollection;
  path: (site: string) => string;
  /** Bad items are reported through the connection's `onInvalid`. */
  fetch: (connection: Connection) => Promise<unknown[] | { visitor: number }>;
  schema: ItemSchema;
  /** One object (`visitor.json`), not a list. */
  single?: boolean;
  /** Refuse a shrink under half the baseline. */
  shrinkGuard: boolean;
  /** Pictures pre-rendered pages show (cached for the build). */
  images: (items: never[]) => string[];
  /** Documents the site keeps a copy of (View Report links, notification files). */
  documents: (items: never[]) => string[];
  /** A failure keeps the previous file, with a warning: the visitor count never holds back news. */
  keepOnFailure?: boolean;
}

/** The API's own paths only, never another site's URL. */
const ownFile = (path: string | undefined): path is string =>
  path !== undefined && path.trim() !== '' && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path.trim());
const pictures = (paths: string[]) =>
  paths.filter((path) => isPicturePath(path) && !/^https?:\/\//i.test(path));
type Story = { images: string[]; attachments: string[] };
const firstAttachment = (items: { attachments: string[] }[]) =>
  items.flatMap((item) => pictures(item.attachments.slice(0, 1)));

/** A story's page shows every picture and offers every file, also with the API down. */
const STORY_FILES = {
  images: (items: Story[]) =>
    items.flatMap((item) => pictures([...item.images, ...item.attachments])),
  documents: (items: Story[]) =>
    items.flatMap((item) => item.attachments.filter((p) => ownFile(p) && !isPicturePath(p))),
};

const FILES_OF: { [C in Collection]: Partial<Pick<CollectionSpec, 'images' | 'documents'>> } = {
  news: STORY_FILES,
  events: STORY_FILES,
  highlights: {},
  gallery: {
    // Every album photo (SubGallery pages show them all); publications' PDFs fall out.
    images: (items: GalleryItem[]) =>
      items.flatMap((item) => pictures([...item.attachments, ...item.images])),
    // A publication's View Report link is its first file.
    documents: (items: GalleryItem[]) =>
      items
        .filter((item) => isPublicationCategory(item.category))
        .map((item) => item.attachments[0])
        .filter(ownFile),
  },
  circulars: {
    documents: (items: { attachments: string[] }[]) =>
      items.map((item) => item.attachments[0]).filter(ownFile),
  },
  videos: { images: firstAttachment },
  testimonials: { images: firstAttachment },
  notifications: {
    images: (items: Notification[]) => items.flatMap((item) => pictures(item.image.slice(0, 1))),
    documents: (items: Notification[]) => items.flatMap((item) => item.attachments.filter(ownFile)),
  },
};

export const COLLECTION_SPECS: readonly CollectionSpec[] = [
  ...(Object.keys(FILES_OF) as Collection[]).map((name) => ({
    name,
    path: (site: string) => listPath(name, site),
    fetch: (connection: Connection) => list(connection, name),
    schema: COLLECTIONS[name].schema,
    // Notifications are short-lived pop-ups that legitimately drop to none.
    shrinkGuard: name !== 'notifications',
    images: () => [],
    documents: () => [],
    ...FILES_OF[name],
  })),
  {
    name: 'visitor',
    path: endpoints.visitorCount,
    fetch: async (connection) => ({ visitor: await visitorCount(connection) }),
    schema: VisitorSchema,
    single: true,
    shrinkGuard: false,
    keepOnFailure: true,
    images: () => [],
    documents: () => [],
  },
];

export interface SnapshotOptions {
  baseUrl: string;
  siteCode: string;
  snapshotDir: string;
  imageCacheDir: string;
  /** Default: `document-cache` beside the image cache. */
  documentCacheDir?: string;
  /** One deadline for all picture and document downloads. */
  filesDeadlineMs?: number;
  /** Good snapshots whose counts the shrink guard remembers. */
  baselineRuns?: number;
  force?: boolean;
  partial?: boolean;
  refreshImages?: boolean;
  /** With a media store: what it keeps needs no file here, and documents have no total cap. */
  stored?: { pictures: ImageCacheOptions['stored']; documents: ImageCacheOptions['stored'] };
  /** Transport limits (tests shorten them). */
  transport?: NodeTransportOptions;
  log?: (line: string) => void;
  warn?: (line: string) => void;
  now?: () => Date;
  /** Test hook called at every step of the run. */
  checkpoint?: Checkpoint;
}

type CollectionOutcome =
  | { name: string; status: 'ok'; count: number; dropped: number; changed: boolean }
  | { name: string; status: 'failed' | 'refused'; reason: string }
  /** A failed `keepOnFailure` collection: its previous file (if any) is kept. */
  | { name: string; status: 'kept'; reason: string };

type FilesOutcome = Omit<ImageCacheResult, 'index'>;

/** What `runSnapshot` did; `ok` is false when any collection failed or was refused. */
export interface SnapshotResult {
  ok: boolean;
  written: boolean;
  collections: CollectionOutcome[];
  images?: FilesOutcome;
  documents?: FilesOutcome;
  /** Sentences about a written snapshot: dropped items, a kept count, files left to live URLs. */
  warnings: string[];
  /** True when this API differs from the previous snapshot's source (no shrink comparison). */
  newSource: boolean;
  recovered: string[];
  /** A failure of the run itself (lock busy, disk full ...). */
  problem?: string;
}

interface Fetched {
  spec: CollectionSpec;
  data: unknown[] | { visitor: number };
  count: number;
  dropped: InvalidItemReport[];
  text: string;
  fetchedAt: string;
}

function foldersOf(options: SnapshotOptions) {
  const imageCacheDir = resolve(options.imageCacheDir);
  const documentCacheDir = resolve(
    options.documentCacheDir ?? join(dirname(imageCacheDir), 'document-cache'),
  );
  return { layout: snapshotLayout(options.snapshotDir), imageCacheDir, documentCacheDir };
}

/** Never throws for API trouble or a failed write; the previous snapshot stays unless `written`. */
export async function runSnapshot(options: SnapshotOptions): Promise<SnapshotResult> {
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const { layout, imageCacheDir, documentCacheDir } = foldersOf(options);
  const result: SnapshotResult = {
    ok: false,
    written: false,
    collections: [],
    warnings: [],
    newSource: false,
    recovered: [],
  };
  const locks: Lock[] = [];
  try {
    try {
      for (const path of new Set([
        layout.lock,
        lockPathFor(imageCacheDir),
        lockPathFor(documentCacheDir),
      ])) {
        mkdirSync(dirname(path), { recursive: true });
        const onStale = (holder: Lock['holder'] | undefined) =>
          warn(
            `  ! removed the lock ${path} of an earlier run that ended without releasing it` +
              (holder ? ` (pid ${holder.pid}, started ${holder.startedAt})` : ''),
          );
        locks.push(await acquireLock(path, { onStale }));
      }
    } catch (error) {
      result.problem =
        error instanceof LockBusyError
          ? `${error.message} Nothing was written.`
          : `could not take the lock (${(error as Error).message}). Nothing was written.`;
      warn(`Snapshot not taken: ${result.problem}`);
      return result;
    }
    await takeSnapshot(options, result, locks);
  } catch (error) {
    const message = (error as Error).message;
    if (error instanceof CommitUnfinishedError) {
      // Past the commit point: readers already see the new snapshot.
      result.written = true;
      result.problem = message;
    } else if (result.written) {
      result.problem =
        `the new snapshot is in place, but the run failed after it (${message}); the image ` +
        `cache may still hold pictures no longer used, which the next run removes.`;
    } else {
      result.problem = `${message}. Nothing in ${layout.dir} changed.`;
    }
    result.ok = false;
    warn(`Snapshot failed: ${result.problem}`);
  } finally {
    for (const lock of locks.reverse()) await lock.release().catch(() => undefined);
  }
  return result;
}

async function takeSnapshot(options: SnapshotOptions, result: SnapshotResult, locks: Lock[]) {
  const log = options.log ?? ((line: string) => console.log(line));
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const checkpoint: Checkpoint = options.checkpoint ?? (() => undefined);
  const now = options.now ?? (() => new Date());
  const { layout, imageCacheDir, documentCacheDir } = foldersOf(options);
  await checkpoint('locked');
  result.recovered = await recoverSnapshotDir(layout);
  for (const line of result.recovered) warn(`  ! recovery: ${line}`);
  await checkpoint('recovered');

  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  // The transport enforces the per-try and total limits; this is only a backstop.
  const backstopMs = (options.transport?.deadlineMs ?? 60_000) + 5_000;
  const transport = createNodeTransport({
    ...options.transport,
    onRetry: (info) =>
      log(
        `  retrying ${info.url} after ${info.reason} (try ${info.attempt + 1} in ${info.delayMs} ms)`,
      ),
  });
  // One connection per collection, so each knows which invalid items are its own.
  const connectionFor = (bad: InvalidItemReport[]): Connection => ({
    baseUrl,
    siteCode: options.siteCode,
    timeoutMs: backstopMs,
    fetch: transport.fetch,
    onInvalid: (report) => bad.push(report),
  });
  const previousManifest = readManifest(layout.dir);
  result.newSource =
    previousManifest !== undefined && !sameOrigin(previousManifest.source, baseUrl);
  // Of another API, nothing is compared and nothing is kept (no demo news beside real news).
  const previous = result.newSource ? undefined : previousManifest;
  const notes = result.warnings;

  try {
    log(`Snapshot of ${baseUrl} for site ${options.siteCode} into ${layout.dir}`);
    if (result.newSource) {
      log(
        `  first snapshot of this API (the previous one came from ${previousManifest!.source}): ` +
          `every item is validated, no count is compared with the other API's`,
      );
    }
    const results = await Promise.all(
      COLLECTION_SPECS.map(async (spec): Promise<Fetched | CollectionOutcome> => {
        const started = Date.now();
        const bad: InvalidItemReport[] = [];
        try {
          const data = await spec.fetch(connectionFor(bad));
          const count = Array.isArray(data) ? data.length : 1;
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
          const text = `${JSON.stringify(data, null, 2)}\n`;
          return { spec, data, count, dropped: bad, text, fetchedAt: now().toISOString() };
        } catch (error) {
          const reason = isApiError(error) ? `${error.kind}: ${error.message}` : String(error);
          if (spec.keepOnFailure) {
            const kept =
              previous !== undefined && existsSync(join(layout.dir, `${spec.name}.json`));
            warn(
              `  ! ${spec.name.padEnd(14)} failed (${reason}); ` +
                (kept ? 'the previous one is kept' : 'the site shows none'),
            );
            return { name: spec.name, status: 'kept', reason };
          }
          warn(`  ✗ ${spec.name.padEnd(14)} failed: ${reason}`);
          return { name: spec.name, status: 'failed', reason };
        }
      }),
    );
    await checkpoint('fetched');

    const outcomes = result.collections;
    const healthy: Fetched[] = [];
    let forcedShrink = false;
    for (const fetched of results) {
      if (!('spec' in fetched)) {
        outcomes.push(fetched);
        if (fetched.status === 'kept') {
          notes.push(
            `the ${fetched.name} call failed (${fetched.reason}); the previous value is kept`,
          );
        }
        continue;
      }
      const { spec, count, dropped } = fetched;
      const before = baselineOf(previous, spec.name);
      const shrank = before !== undefined && before > 0 && (count === 0 || count * 2 < before);
      if (spec.shrinkGuard && shrank && options.force) forcedShrink = true;
      if (spec.shrinkGuard && shrank && !options.force) {
        const latest = previous?.collections[spec.name]?.count;
        const reason =
          `would shrink to ${count} items, under half of the ${before} of recent good snapshots` +
          (latest !== undefined && latest !== before ? ` (the last one had ${latest})` : '') +
          `; run with --force if that is right`;
        warn(`  ✗ ${spec.name.padEnd(14)} refused: ${reason}`);
        outcomes.push({ name: spec.name, status: 'refused', reason });
        continue;
      }
      healthy.push(fetched);
      if (dropped.length > 0) {
        notes.push(`${dropped.length} ${spec.name} item(s) failed validation and were left out`);
      }
      const changed = readText(join(layout.dir, `${spec.name}.json`)) !== fetched.text;
      outcomes.push({ name: spec.name, status: 'ok', count, dropped: dropped.length, changed });
    }

    const failures = outcomes.filter((o) => o.status === 'failed' || o.status === 'refused');
    if (failures.length > 0 && !options.partial) {
      log(summary(result));
      warn(
        `Nothing written: ${failures.map((f) => f.name).join(', ')} failed, and a snapshot is all or nothing ` +
          `(the previous snapshot is untouched). Fix the API or use --partial to keep the healthy collections.`,
      );
      return;
    }

    // Files of everything the pages will show, kept files of failed collections included.
    const imagePaths: string[] = [];
    const documentPaths: string[] = [];
    for (const spec of COLLECTION_SPECS) {
      const fresh = healthy.find((h) => h.spec === spec);
      const items = fresh ? fresh.data : previous ? readStoredItems(layout.dir, spec) : [];
      if (!Array.isArray(items)) continue;
      imagePaths.push(...spec.images(items as never[]));
      documentPaths.push(...spec.documents(items as never[]));
    }
    log(
      `  pictures: ${new Set(imagePaths).size} referenced; documents: ${new Set(documentPaths).size}`,
    );
    const filesDeadlineMs = options.filesDeadlineMs ?? 5 * 60_000;
    const files = {
      refresh: options.refreshImages,
      deadline: AbortSignal.timeout(filesDeadlineMs),
      download: async (path: string, limits: { maxBytes: number; signal?: AbortSignal }) => {
        const perFile = AbortSignal.timeout(backstopMs);
        const response = await transport.fetch(resolveImageUrl(baseUrl, path), {
          method: 'GET',
          maxBytes: limits.maxBytes,
          signal: limits.signal ? AbortSignal.any([perFile, limits.signal]) : perFile,
        });
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return new Uint8Array(await response.arrayBuffer());
      },
    };
    const images = await addToImageCache({
      ...files,
      dir: imageCacheDir,
      paths: imagePaths,
      stored: options.stored?.pictures,
      checkpoint,
      onFailure: (path, reason) =>
        warn(`    ! picture ${path} not cached (${reason}); pages will use the live URL`),
    });
    const documents = await addToImageCache({
      ...files,
      dir: documentCacheDir,
      paths: documentPaths,
      describe: describeDocument,
      maxBytes: DOCUMENT_MAX_BYTES,
      maxTotalBytes: options.stored ? Infinity : DOCUMENT_MAX_TOTAL_BYTES,
      stored: options.stored?.documents,
      onFailure: (path, reason) =>
        warn(`    ! document ${path} not kept (${reason}); the site will link to the API's copy`),
    });
    for (const [kind, { failed, skipped }] of [
      ['pictures', images],
      ['documents', documents],
    ] as const) {
      if (failed.length > 0) {
        notes.push(`${failed.length} ${kind} could not be kept and use their live URLs`);
      }
      if (skipped.length > 0) {
        const line =
          `${skipped.length} ${kind} were not downloaded before the ` +
          `${Math.round(filesDeadlineMs / 1000)} s deadline and use their live URLs`;
        notes.push(line);
        warn(`  ! ${line}`);
      }
    }

    const baselineRuns = forcedShrink ? 0 : (options.baselineRuns ?? BASELINE_RUNS);
    const entries = snapshotEntries(layout, healthy, previous, baseUrl, options, baselineRuns);
    // A lock broken by mistake must not let two runs' files meet: check just before the switch.
    for (const lock of locks) await lock.assertHeld();
    await commitSnapshotDir(layout, entries, checkpoint);
    result.written = true;

    // Only a complete snapshot knows every picture still in use.
    const prune = failures.length === 0;
    const outcome = (
      { dir: _dir, index: _index, ...files }: PreparedImageCache,
      pruned: number,
    ) => ({ ...files, pruned });
    result.images = outcome(images, await finishImageCache(images, { prune, checkpoint }));
    result.documents = outcome(documents, await finishImageCache(documents, { prune }));
    await checkpoint('done');
    result.ok = failures.length === 0;
    log(summary(result));
    if (failures.length > 0) {
      warn(
        `Partial snapshot written: ${failures.map((f) => f.name).join(', ')} kept their previous files.`,
      );
    }
  } finally {
    await transport.close();
  }
}

/** Good snapshots of one API whose counts make the shrink guard's baseline. */
const BASELINE_RUNS = 7;

/** Whether two addresses name the same API (same origin). */
export function sameOrigin(a: string, b: string): boolean {
  const origin = (url: string) => originOf(url) ?? url.replace(/\/+$/, '').toLowerCase();
  return origin(a) === origin(b);
}

/** The largest count of the recent good snapshots of this API. */
function baselineOf(previous: SnapshotManifest | undefined, name: string): number | undefined {
  if (!previous) return undefined;
  const counts = [
    previous.collections[name as SnapshotCollection]?.count,
    ...(previous.history ?? []).map((run) => run.counts[name]),
  ].filter((count): count is number => count !== undefined);
  return counts.length > 0 ? Math.max(...counts) : undefined;
}

function snapshotEntries(
  layout: SnapshotLayout,
  healthy: Fetched[],
  previous: SnapshotManifest | undefined,
  source: string,
  { siteCode }: SnapshotOptions,
  baselineRuns: number,
): SnapshotEntry[] {
  const entries: SnapshotEntry[] = [];
  const collections: SnapshotManifest['collections'] = {};
  for (const spec of COLLECTION_SPECS) {
    const name = `${spec.name}.json`;
    const fresh = healthy.find((h) => h.spec === spec);
    if (fresh) {
      entries.push({ name, data: fresh.text });
      collections[spec.name] = {
        count: fresh.count,
        dropped: fresh.dropped.length,
        hash: contentHash(fresh.text),
        fetchedAt: fresh.fetchedAt,
        path: spec.path(siteCode),
      };
      continue;
    }
    // A failed collection keeps its previous file, only of the same API (else `previous` is unset).
    const kept = join(layout.dir, name);
    if (!previous || !existsSync(kept)) continue;
    entries.push({ name, copyFrom: kept });
    const before = previous.collections[spec.name];
    // The hash is taken again from the bytes: the manifest must describe the files beside it.
    if (before) collections[spec.name] = { ...before, hash: contentHash(readFileSync(kept)) };
  }
  // Anything else someone put in the folder (a README, a .gitkeep) moves along with it.
  const ours = new Set([
    ...entries.map((e) => e.name),
    ...COLLECTION_SPECS.map((spec) => `${spec.name}.json`),
    'manifest.json',
  ]);
  if (existsSync(layout.dir)) {
    for (const name of readdirSync(layout.dir).sort()) {
      if (!ours.has(name) && !isTemporaryName(name)) {
        entries.push({ name, copyFrom: join(layout.dir, name) });
      }
    }
  }
  const times = Object.values(collections).map((info) => info.fetchedAt);
  const history: NonNullable<SnapshotManifest['history']> = previous
    ? [
        {
          fetchedAt: previous.fetchedAt,
          counts: Object.fromEntries(
            Object.entries(previous.collections).map(([name, info]) => [name, info.count]),
          ),
        },
        ...(previous.history ?? []),
      ].slice(0, Math.max(0, baselineRuns - 1))
    : [];
  const manifest: SnapshotManifest = {
    version: 1,
    fetchedAt: times.sort().at(-1) ?? new Date().toISOString(),
    source,
    siteCode,
    collections,
    ...(history.length > 0 && { history }),
  };
  entries.push({ name: 'manifest.json', data: `${JSON.stringify(manifest, null, 2)}\n` });
  return entries;
}

function summary({ collections: outcomes, images, documents, written }: SnapshotResult): string {
  const ok = outcomes.filter((o) => o.status === 'ok');
  const changed = ok.filter((o) => o.changed).length;
  const dropped = ok.reduce((sum, o) => sum + o.dropped, 0);
  const bad = outcomes.filter((o) => o.status === 'failed' || o.status === 'refused');
  const lines = [
    '',
    `Summary: ${ok.length} of ${outcomes.length} collections healthy` +
      (written ? `, ${changed} changed` : '') +
      (dropped ? `, ${dropped} invalid items dropped` : '') +
      (bad.length ? `; failed or refused: ${bad.map((o) => o.name).join(', ')}` : '') +
      '.',
  ];
  for (const [kind, files] of [
    ['Pictures', images],
    ['Documents', documents],
  ] as const) {
    if (!files) continue;
    lines.push(
      `${kind}: ${files.downloaded} downloaded, ${files.reused} reused from the cache` +
        (files.pruned ? `, ${files.pruned} no longer used removed` : '') +
        (files.failed.length ? `, ${files.failed.length} failed (live URL used)` : '') +
        (files.skipped.length
          ? `, ${files.skipped.length} left at the deadline (live URL used)`
          : '') +
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

function readStoredItems(dir: string, spec: CollectionSpec): unknown {
  try {
    return JSON.parse(readFileSync(join(dir, `${spec.name}.json`), 'utf8')) as unknown;
  } catch {
    return [];
  }
}

// Command line

const USAGE = `Refreshes the data snapshot from the content API.

  API_BASE_URL=https://api.example.org npm run snapshot [-- options]

Options:
  --force               accept a collection that shrinks by more than half or to nothing
  --partial             write the healthy collections when others fail (exit code still 1)
  --refresh-images      download cached pictures again
  --out=DIR             snapshot folder (alias --snapshot-dir; env SNAPSHOT_DIR;
                        default ${DEFAULT_SNAPSHOT_DIR})
  --image-cache-dir=DIR picture cache (env IMAGE_CACHE_DIR; default ${DEFAULT_IMAGE_CACHE_DIR})
  --document-cache-dir=DIR  document cache (env DOCUMENT_CACHE_DIR;
                        default src/data/document-cache)
  --files-deadline-ms=N one time limit for all picture and document downloads (default 300000)
  --timeout-ms=N        time limit of one request try (default 20000)
  --attempts=N          tries per request, the first included (default 4)
  --deadline-ms=N       time limit of one request with its retries (default 60000)
  --retry-delay-ms=N    first wait before a retry, doubled each time, randomised (default 500)
  --help                this text

Environment: API_BASE_URL (required), SITE_CODE (default PORF), SNAPSHOT_DIR, IMAGE_CACHE_DIR,
DOCUMENT_CACHE_DIR.
Exit codes: 0 written, nothing to report; 3 written with warnings (items dropped, the visitor
count kept, files left to their live URLs: the message says which); 4 refused by the shrink guard,
nothing written; 1 a collection failed (nothing written; with --partial the healthy ones); 2 wrong
usage.`;

export const EXIT = { ok: 0, failed: 1, usage: 2, warnings: 3, refused: 4 } as const;

const FLAGS = ['force', 'partial', 'refresh-images', 'help'];
const FOLDERS = ['out', 'snapshot-dir', 'image-cache-dir', 'document-cache-dir'];
const NUMBERS = ['files-deadline-ms', 'timeout-ms', 'attempts', 'deadline-ms', 'retry-delay-ms'];

function parseArgs(argv: readonly string[]) {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (let i = 0; i < argv.length; i += 1) {
    const [, name = '', inline] = /^--([a-z-]+)(?:=(.*))?$/.exec(argv[i]!) ?? [];
    if (!name) throw new Error(`unknown argument ${argv[i]}`);
    if (FLAGS.includes(name)) {
      if (inline !== undefined) throw new Error(`--${name} takes no value`);
      flags.add(name);
      continue;
    }
    if (!FOLDERS.includes(name) && !NUMBERS.includes(name)) {
      throw new Error(`unknown option --${name}`);
    }
    const value = inline ?? argv[++i];
    if (!value) throw new Error(`--${name} needs a value`);
    if (NUMBERS.includes(name) && !/^0*[1-9]\d*$/.test(value)) {
      throw new Error(`--${name} must be a whole number above 0`);
    }
    values.set(name, value);
  }
  if (values.has('out') && values.has('snapshot-dir')) {
    throw new Error('give --out or --snapshot-dir, not both');
  }
  const number = (name: string) => (values.has(name) ? Number(values.get(name)) : undefined);
  return { flags, values, number };
}

/** Where the command's output goes (tests capture it). */
interface CliOutput {
  out(line: string): void;
  err(line: string): void;
  /** Hears what the run did, before the exit code is worked out (`npm run nightly` reports it). */
  result?(result: SnapshotResult): void;
}

export async function runCli(
  argv: readonly string[],
  env: NodeJS.ProcessEnv,
  output: CliOutput,
  extra: Pick<SnapshotOptions, 'stored'> = {},
): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
  let checkpoint: Checkpoint | undefined;
  try {
    args = parseArgs(argv);
    checkpoint = checkpointFromFailpoints(env[FAILPOINTS_ENV], output.err);
  } catch (error) {
    output.err(`${(error as Error).message}\n\n${USAGE}`);
    return EXIT.usage;
  }
  if (args.flags.has('help')) {
    output.out(USAGE);
    return EXIT.ok;
  }
  const baseUrl = env.API_BASE_URL?.trim();
  if (!baseUrl) {
    output.err(
      'API_BASE_URL is not set: say which API to take the snapshot from, e.g.\n' +
        '  API_BASE_URL=http://127.0.0.1:8787 npm run snapshot',
    );
    return EXIT.usage;
  }
  if (!/^https?:\/\/[^/]/i.test(baseUrl)) {
    output.err(
      `API_BASE_URL must be an http(s) origin such as https://api.example.org, not "${baseUrl}"`,
    );
    return EXIT.usage;
  }
  // Folders typed are relative to where they were typed (npm sets INIT_CWD), defaults to the project.
  const typedFrom = env.INIT_CWD || process.cwd();
  const folder = (given: string | undefined, fallback: string) =>
    given ? resolve(typedFrom, given) : resolve(ROOT, fallback);
  const documents = args.values.get('document-cache-dir') ?? env.DOCUMENT_CACHE_DIR;
  const timeoutMs = args.number('timeout-ms');
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
    documentCacheDir: documents ? resolve(typedFrom, documents) : undefined,
    filesDeadlineMs: args.number('files-deadline-ms'),
    force: args.flags.has('force'),
    partial: args.flags.has('partial'),
    refreshImages: args.flags.has('refresh-images'),
    transport: {
      attempts: args.number('attempts'),
      baseDelayMs: args.number('retry-delay-ms'),
      attemptTimeoutMs: timeoutMs,
      connectTimeoutMs: timeoutMs && Math.min(10_000, timeoutMs),
      deadlineMs: args.number('deadline-ms') ?? Math.max(60_000, timeoutMs ?? 0),
    },
    log: output.out,
    warn: output.err,
    checkpoint,
    ...extra,
  });
  output.result?.(result);
  const statuses = result.collections.map((c) => c.status);
  if (statuses.includes('failed') || result.problem) return EXIT.failed;
  if (statuses.includes('refused')) return EXIT.refused;
  if (result.warnings.length === 0) return EXIT.ok;
  output.err(
    `\nWarnings (the snapshot is written):\n${result.warnings.map((w) => `  - ${w}`).join('\n')}`,
  );
  return EXIT.warnings;
}

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
