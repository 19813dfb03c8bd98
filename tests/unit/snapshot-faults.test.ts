/**
 * The snapshot command against a misbehaving API: every fault kind on every collection
 * (table-driven), through the command line (`runCli`: arguments, messages, exit status) against
 * demo APIs on 127.0.0.1 with injected faults. By default a failing collection must leave the
 * snapshot folder, its siblings and the image cache byte-identical; with `--partial` only the
 * failed collection keeps its old file. Also: retries of a passing fault, picture download
 * failures, image cache reuse, and the real process's exit codes.
 *
 * Every run writes to a temporary copy of a base snapshot taken from the demo API
 * (tests/unit/snapshot-support.ts), never to or from the committed snapshot.
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApi } from '../../demo/demo-api';
import { checkSnapshotFiles, readImageCacheIndex } from '../../scripts/lib/snapshotStore';
import { COLLECTION_SPECS, EXIT, runCli, runSnapshot } from '../../scripts/snapshot';
import { demoApi, type Fault } from '../e2e/support/demoApi';
import {
  classify,
  folderStamp,
  imageCacheProblems,
  leftovers,
  makeWorkspace,
  prepareBase,
  removeTemporaryFolders,
  NEW_PICTURE,
  readTree,
  startChangedDemoApi,
  treeDifferences,
  type Workspace,
} from './snapshot-support';
import { runCommand } from './process-support';

type Collection = (typeof COLLECTION_SPECS)[number]['name'];

/** What a fault should make of a collection. */
type Expectation =
  | { outcome: 'failed'; kind: string; text: RegExp }
  | { outcome: 'refused' }
  | { outcome: 'accepted' }
  /** A `keepOnFailure` collection (the visitor count): written, with its previous file kept. */
  | { outcome: 'kept' };

interface FaultKind {
  name: string;
  /** The fault for a collection's path, given the healthy answer's body. */
  fault: (healthyBody: string) => Omit<Fault, 'path'>;
  expect: (collection: Collection) => Expectation;
  /** Extra command-line options (shorter limits where the fault is a wait). */
  args?: string[];
}

const failed = (kind: string, text: RegExp) => () => ({ outcome: 'failed', kind, text }) as const;

/** Shrinking is allowed for these (pop-ups come and go; a count is one object). */
const UNGUARDED = new Set(COLLECTION_SPECS.filter((s) => !s.shrinkGuard).map((s) => s.name));

const FAULT_KINDS: FaultKind[] = [
  {
    name: 'HTTP 503, every try',
    fault: () => ({ status: 503 }),
    expect: failed('http', /answered HTTP 503/),
  },
  { name: 'HTTP 404', fault: () => ({ status: 404 }), expect: failed('http', /answered HTTP 404/) },
  {
    name: 'time-out (no answer)',
    fault: () => ({ hang: true }),
    expect: failed('timeout', /gave no complete answer/),
    // One try of 2.5 s: a hang costs 2.5 s, not the default minutes. The other collections of
    // the run share the deadline: at 1 s, four healthy ones once missed it on a loaded machine.
    args: ['--attempts=1', '--timeout-ms=2500'],
  },
  {
    name: 'connection reset',
    fault: () => ({ reset: true }),
    expect: failed('network', /could not be reached/),
  },
  {
    name: 'HTML instead of JSON',
    fault: () => ({ body: '<!doctype html><title>Down for maintenance</title><h1>Sorry</h1>' }),
    expect: failed('invalid-json', /did not answer JSON \(starts with "<!doctype html>/),
  },
  {
    name: 'truncated JSON (complete HTTP answer)',
    fault: (body) => ({ body: body.slice(0, Math.floor(body.length / 2)) }),
    expect: failed('invalid-json', /did not answer JSON/),
  },
  {
    name: 'body cut off mid-way',
    fault: () => ({ truncate: true }),
    expect: failed('network', /could not be reached: terminated/),
  },
  {
    name: 'wrong shape: no data field',
    fault: () => ({ body: '{"items":[]}' }),
    expect: failed('shape', /without a "data" field/),
  },
  {
    name: 'wrong shape: data is not a list',
    fault: () => ({ body: '{"data":{"message":"ok"}}' }),
    expect: (name) =>
      name === 'visitor'
        ? { outcome: 'failed', kind: 'shape', text: /no visitor count/ }
        : { outcome: 'failed', kind: 'shape', text: /"data" that is not a list/ },
  },
  {
    name: 'empty list',
    fault: () => ({ body: '{"data":[]}' }),
    expect: (name) =>
      name === 'visitor'
        ? { outcome: 'failed', kind: 'shape', text: /no visitor count/ }
        : UNGUARDED.has(name)
          ? { outcome: 'accepted' }
          : { outcome: 'refused' },
  },
  {
    name: 'more than half of the items gone',
    fault: (body) => {
      const { data } = JSON.parse(body) as { data: unknown[] };
      return { body: JSON.stringify({ data: data.slice(0, Math.floor(data.length * 0.4)) }) };
    },
    expect: (name) =>
      name === 'visitor'
        ? {
            outcome: 'failed',
            kind: 'shape',
            text: /answered "data" that is not a list|no visitor/,
          }
        : UNGUARDED.has(name)
          ? { outcome: 'accepted' }
          : { outcome: 'refused' },
  },
];

/** Common options: short waits so a failing call costs little. */
const FAST = ['--attempts=2', '--timeout-ms=3000', '--retry-delay-ms=5'];

/** Several demo APIs, so cases run side by side (faults are per API). */
const LANES = 4;
let apis: (DemoApi & { dataDir: string })[] = [];
/** Healthy answer bodies by collection. */
const healthyBodies = new Map<Collection, string>();
/** What a healthy run writes from the changed demo content (the "new" one). */
let newSnapshot: Map<string, Buffer>;

beforeAll(async () => {
  apis = await Promise.all(Array.from({ length: LANES }, () => startChangedDemoApi()));
  for (const spec of COLLECTION_SPECS) {
    const response = await fetch(`${apis[0]!.url}${spec.path('PORF')}`);
    healthyBodies.set(spec.name, await response.text());
  }
  await prepareBase();
  const reference = makeWorkspace(apis[0]!.url);
  const result = await runSnapshot({
    baseUrl: apis[0]!.url,
    siteCode: 'PORF',
    snapshotDir: reference.snapshotDir,
    imageCacheDir: reference.imageCacheDir,
    log: () => undefined,
    warn: () => undefined,
  });
  expect(result.ok, JSON.stringify(result)).toBe(true);
  newSnapshot = readTree(reference.snapshotDir);
  rmSync(reference.data, { recursive: true, force: true });
}, 60_000);

afterAll(async () => {
  for (const api of apis) {
    await api.close();
    rmSync(api.dataDir, { recursive: true, force: true });
  }
  removeTemporaryFolders();
});

/** Runs the command line in this process, capturing what it prints. */
async function cli(api: DemoApi, workspace: Workspace, args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(
    [`--out=${workspace.snapshotDir}`, `--image-cache-dir=${workspace.imageCacheDir}`, ...args],
    { API_BASE_URL: api.url, SITE_CODE: 'PORF' },
    { out: (line) => out.push(line), err: (line) => err.push(line) },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** Runs `cases` over the demo APIs, one lane each, and collects failures instead of stopping. */
async function inLanes<T>(
  cases: T[],
  run: (api: DemoApi, item: T) => Promise<void>,
): Promise<void> {
  const queue = [...cases];
  const problems: string[] = [];
  await Promise.all(
    apis.map(async (api) => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) {
        const control = demoApi(api.url);
        try {
          await run(api, item);
        } catch (error) {
          problems.push(`${JSON.stringify(item)}: ${(error as Error).message}`);
        } finally {
          await control.clearFaults();
        }
      }
    }),
  );
  expect(problems).toEqual([]);
}

const MATRIX = FAULT_KINDS.flatMap((kind) =>
  COLLECTION_SPECS.map((spec) => ({ kind: kind.name, collection: spec.name })),
);

describe('every fault kind on every collection', () => {
  it(`by default changes nothing at all and exits 1 (${MATRIX.length} cases)`, async () => {
    await inLanes(MATRIX, async (api, { kind: kindName, collection }) => {
      const kind = FAULT_KINDS.find((k) => k.name === kindName)!;
      const spec = COLLECTION_SPECS.find((s) => s.name === collection)!;
      const expected: Expectation =
        spec.keepOnFailure && kind.expect(collection).outcome !== 'accepted'
          ? { outcome: 'kept' }
          : kind.expect(collection);
      const workspace = makeWorkspace(api.url);
      const imagesBefore = folderStamp(workspace.imageCacheDir);
      await demoApi(api.url).fault({
        path: spec.path('PORF'),
        method: 'GET',
        ...kind.fault(healthyBodies.get(collection)!),
      });
      const run = await cli(api, workspace, [...FAST, ...(kind.args ?? [])]);
      const context = `${kindName} on ${collection}\n${run.out}\n${run.err}`;

      if (expected.outcome === 'accepted') {
        // Written; exit 3 because the demo data always has items that fail validation.
        expect(run.code, context).toBe(EXIT.warnings);
        const files = readTree(workspace.snapshotDir);
        expect(classify(files, workspace.initial, newSnapshot), context).not.toBe('old');
        expect(checkSnapshotFiles(workspace.snapshotDir), context).toEqual([]);
        expect(imageCacheProblems(files, workspace.imageCacheDir), context).toEqual([]);
      } else if (expected.outcome === 'kept') {
        expect(run.code, context).toBe(EXIT.warnings);
        expect(run.err, context).toMatch(
          new RegExp(`! ${collection} +failed \\(.*\\); the previous one is kept`),
        );
        expect(run.err, context).toMatch(
          new RegExp(`the ${collection} call failed .*; the previous value is kept`),
        );
        const files = readTree(workspace.snapshotDir);
        for (const name of workspace.initial.keys()) {
          if (name === 'manifest.json') continue;
          const source = name === `${collection}.json` ? workspace.initial : newSnapshot;
          expect(files.get(name)?.equals(source.get(name)!), `${name}: ${context}`).toBe(true);
        }
        expect(checkSnapshotFiles(workspace.snapshotDir), context).toEqual([]);
      } else {
        expect(run.code, context).toBe(expected.outcome === 'refused' ? EXIT.refused : EXIT.failed);
        if (expected.outcome === 'failed') {
          expect(run.err, context).toMatch(
            new RegExp(`✗ ${collection} +failed: ${expected.kind}: .*${escape(spec.path('PORF'))}`),
          );
          expect(run.err, context).toMatch(expected.text);
        } else {
          expect(run.err, context).toMatch(
            new RegExp(
              `✗ ${collection} +refused: would shrink to \\d+ items, under half of the \\d+ of recent good snapshots; run with --force`,
            ),
          );
        }
        expect(run.err, context).toContain(`Nothing written: ${collection} failed`);
        expect(run.out, context).toMatch(/Summary: 8 of 9 collections healthy/);
        // Not one byte changed, not even the manifest; no picture touched; nothing left beside.
        expect(
          treeDifferences(readTree(workspace.snapshotDir), workspace.initial),
          context,
        ).toEqual([]);
        expect(folderStamp(workspace.imageCacheDir), context).toEqual(imagesBefore);
        expect(leftovers(workspace), context).toEqual([]);
      }
      rmSync(workspace.data, { recursive: true, force: true });
    });
  }, 120_000);

  it('with --partial keeps only the failed collection, byte for byte, and still exits 1', async () => {
    // Every collection once, and every failing kind at least once.
    const failing = FAULT_KINDS.filter((k) =>
      COLLECTION_SPECS.every((s) => k.expect(s.name).outcome !== 'accepted'),
    );
    // The visitor count keeps its file without --partial (the matrix above checks it).
    const cases = COLLECTION_SPECS.filter((spec) => !spec.keepOnFailure).map((spec, i) => ({
      collection: spec.name,
      kind: failing[i % failing.length]!.name,
    }));
    expect(new Set(cases.map((c) => c.kind)).size).toBe(Math.min(failing.length, cases.length));
    await inLanes(cases, async (api, { kind: kindName, collection }) => {
      const kind = FAULT_KINDS.find((k) => k.name === kindName)!;
      const spec = COLLECTION_SPECS.find((s) => s.name === collection)!;
      const workspace = makeWorkspace(api.url);
      const oldSnapshot = workspace.initial;
      await demoApi(api.url).fault({
        path: spec.path('PORF'),
        method: 'GET',
        ...kind.fault(healthyBodies.get(collection)!),
      });
      const run = await cli(api, workspace, ['--partial', ...FAST, ...(kind.args ?? [])]);
      const context = `${kindName} on ${collection}\n${run.out}\n${run.err}`;
      expect(run.code, context).toBe(
        kind.expect(collection).outcome === 'refused' ? EXIT.refused : EXIT.failed,
      );
      expect(run.err, context).toContain(
        `Partial snapshot written: ${collection} kept their previous files.`,
      );
      const files = readTree(workspace.snapshotDir);
      for (const name of oldSnapshot.keys()) {
        if (name === 'manifest.json') continue;
        const expected = name === `${collection}.json` ? oldSnapshot : newSnapshot;
        expect(files.get(name)?.equals(expected.get(name)!), `${name}: ${context}`).toBe(true);
      }
      // The manifest describes the files beside it, the kept one included.
      expect(checkSnapshotFiles(workspace.snapshotDir), context).toEqual([]);
      const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8'));
      const oldManifest = JSON.parse(oldSnapshot.get('manifest.json')!.toString('utf8'));
      expect(manifest.collections[collection], context).toEqual(
        oldManifest.collections[collection],
      );
      expect(imageCacheProblems(files, workspace.imageCacheDir), context).toEqual([]);
      expect(leftovers(workspace), context).toEqual([]);
      rmSync(workspace.data, { recursive: true, force: true });
    });
  }, 60_000);
});

describe('retries, pictures and the cache', () => {
  it('retries a fault that passes and then writes the whole snapshot', async () => {
    const [api] = apis;
    const workspace = makeWorkspace(api!.url);
    await demoApi(api!.url).fault({ path: '/api/news/all/PORF', status: 503, times: 1 });
    await demoApi(api!.url).fault({ path: '/api/gallery/All/PORF', reset: true, times: 1 });
    const run = await cli(api!, workspace, FAST);
    await demoApi(api!.url).clearFaults();
    expect(run.code, run.err).toBe(EXIT.warnings);
    expect(run.out).toMatch(/retrying \S+\/api\/news\/all\/PORF after HTTP 503 \(try 2/);
    expect(run.out).toMatch(/retrying \S+\/api\/gallery\/All\/PORF after \S+ \(try 2/);
    expect(classify(readTree(workspace.snapshotDir), workspace.initial, newSnapshot)).toBe('new');
    rmSync(workspace.data, { recursive: true, force: true });
  });

  it('a failed picture falls back to the live URL, and the next run fetches only that one', async () => {
    const [api] = apis;
    const workspace = makeWorkspace(api!.url);
    await demoApi(api!.url).fault({ path: `/api/image/${NEW_PICTURE}`, status: 500 });
    const first = await cli(api!, workspace, FAST);
    await demoApi(api!.url).clearFaults();
    expect(first.code, first.err).toBe(EXIT.warnings);
    expect(first.err).toContain('1 pictures could not be kept and use their live URLs');
    expect(first.err).toContain(
      `! picture ${NEW_PICTURE} not cached (HTTP 500); pages will use the live URL`,
    );
    expect(first.out).toMatch(
      /Pictures: 0 downloaded, \d+ reused from the cache, 1 no longer used removed, 1 failed \(live URL used\)\./,
    );
    expect(readImageCacheIndex(workspace.imageCacheDir).images[NEW_PICTURE]).toBeUndefined();
    const files = readTree(workspace.snapshotDir);
    expect(classify(files, workspace.initial, newSnapshot)).toBe('new');
    expect(imageCacheProblems(files, workspace.imageCacheDir, [NEW_PICTURE])).toEqual([]);

    const second = await cli(api!, workspace, FAST);
    expect(second.code, second.err).toBe(EXIT.warnings);
    expect(second.err).not.toContain('pictures could not be kept');
    expect(second.out).toMatch(/Pictures: 1 downloaded, \d+ reused from the cache\./);
    expect(readImageCacheIndex(workspace.imageCacheDir).images[NEW_PICTURE]).toMatchObject({
      width: expect.any(Number),
      format: 'jpeg',
    });
    expect(imageCacheProblems(readTree(workspace.snapshotDir), workspace.imageCacheDir)).toEqual(
      [],
    );
    rmSync(workspace.data, { recursive: true, force: true });
  });

  it('refuses unknown options and bad numbers with exit 2, before touching anything', async () => {
    const [api] = apis;
    const workspace = makeWorkspace(api!.url);
    for (const args of [
      ['--frobnicate'],
      ['--timeout-ms=soon'],
      ['--attempts=0'],
      ['--force=yes'],
      ['stray'],
    ]) {
      const run = await cli(api!, workspace, args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.err).toContain('Options:');
    }
    const noApi = await runCli(
      [`--out=${workspace.snapshotDir}`],
      {},
      { out: () => undefined, err: () => undefined },
    );
    expect(noApi).toBe(2);
    expect(treeDifferences(readTree(workspace.snapshotDir), workspace.initial)).toEqual([]);
    expect(leftovers(workspace)).toEqual([]);
    rmSync(workspace.data, { recursive: true, force: true });
  });
});

describe('the real process', () => {
  /** Runs `npm run snapshot`'s script as its own Node process. */
  const spawnSnapshot = (args: string[], env: NodeJS.ProcessEnv) =>
    runCommand(process.execPath, ['--import', 'tsx', 'scripts/snapshot.ts', ...args], env);

  it('exits 3 when written with warnings, 1 when a collection fails (nothing written), 2 on wrong usage', async () => {
    const [api, healthyApi] = apis;
    const good = makeWorkspace(healthyApi!.url);
    const bad = makeWorkspace(api!.url);
    await demoApi(api!.url).fault({
      path: '/api/testimonials/PORF',
      body: '<html>Bad gateway</html>',
    });
    const folders = (w: Workspace) => [
      `--out=${w.snapshotDir}`,
      `--image-cache-dir=${w.imageCacheDir}`,
    ];
    const [failing, usage, written] = await Promise.all([
      spawnSnapshot([...folders(bad), ...FAST], { API_BASE_URL: api!.url }),
      spawnSnapshot(['--partial=yes'], { API_BASE_URL: api!.url }),
      spawnSnapshot([...folders(good), ...FAST], { API_BASE_URL: healthyApi!.url }),
    ]);
    await demoApi(api!.url).clearFaults();

    expect(failing.code, failing.output).toBe(1);
    expect(failing.output).toMatch(/✗ testimonials +failed: invalid-json/);
    expect(treeDifferences(readTree(bad.snapshotDir), bad.initial)).toEqual([]);
    expect(usage.code, usage.output).toBe(2);
    expect(usage.output).toContain('--partial takes no value');
    expect(written.code, written.output).toBe(EXIT.warnings);
    expect(written.output).toMatch(/Summary: 9 of 9 collections healthy, 9 changed/);
    expect(written.output).toMatch(
      /Warnings \(the snapshot is written\):\n {2}- 1 news item\(s\) failed validation/,
    );
    expect(classify(readTree(good.snapshotDir), good.initial, newSnapshot)).toBe('new');
    for (const w of [good, bad]) rmSync(w.data, { recursive: true, force: true });
  }, 60_000);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
