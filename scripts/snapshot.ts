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
 *   JSON, wrong shape) fails the run: by default NOTHING under src/data/snapshot changes (all or
 *   nothing, so news and highlights always come from the same moment) and the exit code is 1;
 * - `--partial` writes the healthy collections and keeps the failed ones' previous files (still
 *   exit code 1, so a scheduled job notices);
 * - a collection that shrinks by more than half, or to nothing, is refused unless `--force`
 *   (not applied to notifications and the visitor count, which legitimately drop);
 * - every file is written to a temporary name, flushed, then renamed into place; the manifest
 *   last.
 * A failed picture download is a warning: pages then use the live image URL.
 *
 * Options: --force, --partial, --refresh-images (download cached pictures again),
 * --snapshot-dir=DIR and --image-cache-dir=DIR (default src/data/snapshot and
 * src/data/image-cache; tests point them elsewhere).
 *
 * Not hardened yet (a later change): a lock against two runs at once, and a rollback when a
 * rename fails half-way through the commit of several files.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApiClient, type InvalidItemReport } from '../src/lib/api/client';
import { resolveImageUrl } from '../src/lib/api/endpoints';
import { isApiError } from '../src/lib/api/errors';
import { createNodeTransport, type NodeTransportOptions } from '../src/lib/api/nodeTransport';
import {
  ManifestSchema,
  type CollectionInfo,
  type SnapshotManifest,
} from '../src/schemas/manifest';
import { stageFile, type StagedFile } from './lib/atomicWrite';
import { updateImageCache, type ImageCacheResult } from './lib/imageCache';
import { COLLECTION_SPECS, type CollectionSpec } from './lib/snapshotCollections';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

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
}

/** What happened to one collection. */
export type CollectionOutcome =
  | { name: string; status: 'ok'; count: number; dropped: number; changed: boolean }
  | { name: string; status: 'failed' | 'refused'; reason: string };

/** What `runSnapshot` did; `ok` is false when any collection failed or was refused. */
export interface SnapshotResult {
  ok: boolean;
  /** True when files under the snapshot folder were written. */
  written: boolean;
  collections: CollectionOutcome[];
  images: Pick<ImageCacheResult, 'downloaded' | 'reused' | 'pruned' | 'failed'> | undefined;
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

/** Runs one snapshot. Never throws for API trouble: it reports it in the result. */
export async function runSnapshot(options: SnapshotOptions): Promise<SnapshotResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const warn = options.warn ?? ((line: string) => console.warn(line));
  const now = options.now ?? (() => new Date());
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  mkdirSync(options.snapshotDir, { recursive: true });

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
  const previousManifest = readManifest(options.snapshotDir);

  log(`Snapshot of ${baseUrl} for site ${options.siteCode}`);
  try {
    const results = await Promise.all(
      COLLECTION_SPECS.map(async (spec): Promise<Fetched | CollectionOutcome> => {
        const started = Date.now();
        const bad: InvalidItemReport[] = [];
        try {
          const data = await spec.fetch(clientFor(bad));
          const count = Array.isArray(data) ? data.length : 1;
          const text = `${JSON.stringify(data, null, 2)}\n`;
          const hash = `sha256-${createHash('sha256').update(text).digest('hex')}`;
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
          return { spec, data, count, dropped: bad, text, hash, fetchedAt: now().toISOString() };
        } catch (error) {
          const reason = isApiError(error) ? `${error.kind}: ${error.message}` : String(error);
          warn(`  ✗ ${spec.name.padEnd(14)} failed: ${reason}`);
          return { name: spec.name, status: 'failed', reason };
        }
      }),
    );

    // The shrink guard, against the counts in the previous manifest.
    const outcomes: CollectionOutcome[] = [];
    const healthy: Fetched[] = [];
    for (const result of results) {
      if (!('spec' in result)) {
        outcomes.push(result);
        continue;
      }
      const before = previousManifest?.collections[result.spec.name]?.count;
      const shrank =
        before !== undefined && before > 0 && (result.count === 0 || result.count * 2 < before);
      if (result.spec.shrinkGuard && shrank && !options.force) {
        const reason = `would shrink from ${before} to ${result.count} items; run with --force if that is right`;
        warn(`  ✗ ${result.spec.name.padEnd(14)} refused: ${reason}`);
        outcomes.push({ name: result.spec.name, status: 'refused', reason });
        continue;
      }
      const previousText = readText(resolve(options.snapshotDir, `${result.spec.name}.json`));
      healthy.push(result);
      outcomes.push({
        name: result.spec.name,
        status: 'ok',
        count: result.count,
        dropped: result.dropped.length,
        changed: previousText !== result.text,
      });
    }

    const failures = outcomes.filter((o) => o.status !== 'ok');
    if (failures.length > 0 && !options.partial) {
      log(summary(outcomes, undefined, false));
      warn(
        `Nothing written: ${failures.map((f) => f.name).join(', ')} failed, and a snapshot is all or nothing ` +
          `(the previous snapshot is untouched). Fix the API or use --partial to keep the healthy collections.`,
      );
      return { ok: false, written: false, collections: outcomes, images: undefined };
    }

    // Pictures of everything the pages will show: new data, plus kept files of failed collections.
    const imagePaths: string[] = [];
    for (const spec of COLLECTION_SPECS) {
      const fresh = healthy.find((h) => h.spec === spec);
      const items = fresh ? fresh.data : readStoredItems(options.snapshotDir, spec);
      if (Array.isArray(items)) imagePaths.push(...spec.images(items as never[]));
    }
    log(`  pictures: ${new Set(imagePaths).size} referenced`);
    const images = await updateImageCache({
      dir: options.imageCacheDir,
      paths: imagePaths,
      refresh: options.refreshImages,
      // Only a complete snapshot knows every picture still in use.
      prune: failures.length === 0,
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

    // Stage every file first, then move them into place, manifest last.
    const staged: StagedFile[] = [];
    try {
      for (const fetched of healthy) {
        staged.push(
          await stageFile(resolve(options.snapshotDir, `${fetched.spec.name}.json`), fetched.text),
        );
      }
      const manifest = buildManifest(previousManifest, healthy, baseUrl, options.siteCode);
      staged.push(
        await stageFile(
          resolve(options.snapshotDir, 'manifest.json'),
          `${JSON.stringify(manifest, null, 2)}\n`,
        ),
      );
    } catch (error) {
      await Promise.all(staged.map((file) => file.discard()));
      throw error;
    }
    for (const file of staged) await file.commit();

    log(summary(outcomes, images, true));
    return {
      ok: failures.length === 0,
      written: true,
      collections: outcomes,
      images: {
        downloaded: images.downloaded,
        reused: images.reused,
        pruned: images.pruned,
        failed: images.failed,
      },
    };
  } finally {
    await transport.close();
  }
}

function buildManifest(
  previous: SnapshotManifest | undefined,
  healthy: Fetched[],
  source: string,
  siteCode: string,
): SnapshotManifest {
  const collections: SnapshotManifest['collections'] = { ...previous?.collections };
  for (const fetched of healthy) {
    const info: CollectionInfo = {
      count: fetched.count,
      dropped: fetched.dropped.length,
      hash: fetched.hash,
      fetchedAt: fetched.fetchedAt,
      path: fetched.spec.path(siteCode),
    };
    collections[fetched.spec.name] = info;
  }
  const times = Object.values(collections).map((info) => info.fetchedAt);
  return {
    version: 1,
    fetchedAt: times.sort().at(-1) ?? new Date().toISOString(),
    source,
    siteCode,
    collections,
  };
}

function summary(
  outcomes: CollectionOutcome[],
  images: ImageCacheResult | undefined,
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
  const text = readText(resolve(dir, 'manifest.json'));
  if (!text) return undefined;
  try {
    return ManifestSchema.parse(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/** A collection's items as stored by an earlier run, or [] when there is no usable file. */
function readStoredItems(dir: string, spec: CollectionSpec): unknown {
  const path = resolve(dir, `${spec.name}.json`);
  if (!existsSync(path)) return [];
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as unknown;
  } catch {
    return [];
  }
}

/** Parses `--flag` and `--name=value` arguments. */
function parseArgs(argv: string[]) {
  const flags = new Set<string>();
  const values = new Map<string, string>();
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg}`);
    if (match[2] === undefined) flags.add(match[1]!);
    else values.set(match[1]!, match[2]);
  }
  const known = ['force', 'partial', 'refresh-images', 'snapshot-dir', 'image-cache-dir', 'help'];
  for (const name of [...flags, ...values.keys()]) {
    if (!known.includes(name)) throw new Error(`unknown option --${name}`);
  }
  return { flags, values };
}

// Run directly (`npm run snapshot`).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  let args: ReturnType<typeof parseArgs>;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (error) {
    console.error(
      `${(error as Error).message}\nOptions: --force --partial --refresh-images --snapshot-dir=DIR --image-cache-dir=DIR`,
    );
    process.exit(2);
  }
  if (args.flags.has('help')) {
    console.log(
      'API_BASE_URL=https://api.example.org npm run snapshot -- [--force] [--partial] [--refresh-images]',
    );
    process.exit(0);
  }
  const baseUrl = process.env.API_BASE_URL;
  if (!baseUrl) {
    console.error(
      'API_BASE_URL is not set: say which API to take the snapshot from, e.g.\n  API_BASE_URL=http://127.0.0.1:8787 npm run snapshot',
    );
    process.exit(2);
  }
  try {
    const result = await runSnapshot({
      baseUrl,
      siteCode: process.env.SITE_CODE || 'PORF',
      snapshotDir: resolve(ROOT, args.values.get('snapshot-dir') ?? 'src/data/snapshot'),
      imageCacheDir: resolve(ROOT, args.values.get('image-cache-dir') ?? 'src/data/image-cache'),
      force: args.flags.has('force'),
      partial: args.flags.has('partial'),
      refreshImages: args.flags.has('refresh-images'),
    });
    process.exit(result.ok ? 0 : 1);
  } catch (error) {
    console.error(`Snapshot failed: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  }
}
