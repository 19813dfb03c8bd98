/**
 * The parts that make the snapshot command safe, one by one: the folder switch and its recovery
 * from every state a crash can leave, the readers' choice of folder (command and build agree), the
 * lock against two runs at once (busy, stale, lost), the two-step image cache, and the test
 * failpoints themselves. The end-to-end proofs are in snapshot-kill and snapshot-faults.
 */
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  onTestFinished,
} from 'vitest';
import type { DemoApi } from '../../demo/demo-api';
import { renderDemoFile } from '../../demo/lib/demoImages';
import {
  checkpointFromFailpoints,
  parseFailpoints,
  SNAPSHOT_STEPS,
} from '../../scripts/lib/checkpoints';
import {
  addToImageCache,
  checkSnapshotFiles,
  commitSnapshotDir,
  CommitUnfinishedError,
  contentHash,
  finishImageCache,
  readImageCacheIndex,
  recoverSnapshotDir,
  snapshotLayout,
  type SnapshotLayout,
  visibleSnapshotDir,
} from '../../scripts/lib/snapshotStore';
import {
  acquireLock,
  LockBusyError,
  LockLostError,
  lockPathFor,
} from '../../scripts/lib/snapshotLock';
import { runSnapshot } from '../../scripts/snapshot';
import { pickSnapshot, SNAPSHOT_FOLDERS } from '../../src/lib/data';
import {
  classify,
  COMMITTED_SNAPSHOT,
  leftovers,
  makeWorkspace,
  prepareBase,
  removeTemporaryFolders,
  readTree,
  snapshotOptions,
  startChangedDemoApi,
  treeDifferences,
} from './snapshot-support';

let dir: string;
let layout: SnapshotLayout;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'porf-snapshot-store-'));
  layout = snapshotLayout(join(dir, 'snapshot'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));
afterAll(removeTemporaryFolders);

/** A small consistent snapshot folder at `path` whose news list is `[tag]`. */
function writeSnapshot(path: string, tag: string) {
  mkdirSync(path, { recursive: true });
  const news = `${JSON.stringify([tag])}\n`;
  writeFileSync(join(path, 'news.json'), news);
  writeFileSync(
    join(path, 'manifest.json'),
    JSON.stringify({
      version: 1,
      fetchedAt: '2026-11-01T00:00:00.000Z',
      source: 'http://127.0.0.1:1',
      siteCode: 'PORF',
      collections: {
        news: { count: 1, dropped: 0, hash: contentHash(news), fetchedAt: 'x', path: '/n' },
      },
    }),
  );
}
const newsIn = (path: string) => JSON.parse(readFileSync(join(path, 'news.json'), 'utf8'));
const siblings = () => readdirSync(dir).sort();

describe('the snapshot folder layout', () => {
  it('names its siblings after the folder, as the build reader and .gitignore expect', () => {
    const real = snapshotLayout('/project/src/data/snapshot');
    expect(real).toEqual({
      dir: '/project/src/data/snapshot',
      staging: '/project/src/data/.snapshot.staging',
      ready: '/project/src/data/.snapshot.ready',
      old: '/project/src/data/.snapshot.old',
      lock: '/project/src/data/.snapshot.lock',
    });
    expect([real.dir, real.ready, real.old].map((p) => basename(p))).toEqual([...SNAPSHOT_FOLDERS]);
    expect(readFileSync(new URL('../../.gitignore', import.meta.url), 'utf8')).toMatch(
      /^src\/data\/\.\*$/m,
    );
    // astro.config.mjs reads the manifest's source itself (it cannot import the Vite module).
    expect(readFileSync(new URL('../../astro.config.mjs', import.meta.url), 'utf8')).toContain(
      `for (const folder of ${JSON.stringify(SNAPSHOT_FOLDERS).replaceAll('"', "'").replaceAll(',', ', ')})`,
    );
  });

  it('the build reader takes the first folder with a manifest, like the command', () => {
    const glob = (...paths: string[]) => Object.fromEntries(paths.map((p) => [p, p]));
    const all = glob(
      '../../data/snapshot/manifest.json',
      '../../data/snapshot/news.json',
      '../../data/.snapshot.ready/manifest.json',
      '../../data/.snapshot.ready/news.json',
      '../../data/.snapshot.old/manifest.json',
    );
    expect(pickSnapshot(all)).toEqual({
      folder: 'snapshot',
      snapshot: {
        manifest: '../../data/snapshot/manifest.json',
        news: '../../data/snapshot/news.json',
      },
    });
    // Mid-switch: snapshot/ moved aside, the complete new one not yet renamed.
    expect(
      pickSnapshot(
        glob('../../data/.snapshot.ready/manifest.json', '../../data/.snapshot.old/manifest.json'),
      ).folder,
    ).toBe('.snapshot.ready');
    expect(pickSnapshot(glob('../../data/.snapshot.old/manifest.json')).folder).toBe(
      '.snapshot.old',
    );
    // A folder without a manifest is incomplete: never preferred over a complete one.
    expect(
      pickSnapshot(glob('../../data/snapshot/news.json', '../../data/.snapshot.old/manifest.json'))
        .folder,
    ).toBe('.snapshot.old');
    expect(pickSnapshot(glob('../../data/snapshot/news.json'))).toEqual({
      folder: 'snapshot',
      snapshot: { news: '../../data/snapshot/news.json' },
    });

    writeSnapshot(layout.old, 'old');
    expect(visibleSnapshotDir(layout)).toBe(layout.old);
    writeSnapshot(layout.ready, 'new');
    expect(visibleSnapshotDir(layout)).toBe(layout.ready);
    writeSnapshot(layout.dir, 'current');
    expect(visibleSnapshotDir(layout)).toBe(layout.dir);
  });

  it("Astro's bundler (Vite's production build) reads the fallback folders too", async () => {
    // The real reader, bundled as `astro build` bundles it: the dev-mode glob that vitest uses
    // sees dot folders even where the production one skips them, so only a build proves it.
    // A copy beside test folders, its other imports from the real src/; under .cache so that its
    // packages (valibot, jsdom ...) resolve from node_modules.
    const root = fileURLToPath(
      new URL(`../../.cache/snapshot-glob-test-${process.pid}`, import.meta.url),
    );
    const src = fileURLToPath(new URL('../../src', import.meta.url));
    rmSync(root, { recursive: true, force: true });
    mkdirSync(join(root, 'src/lib/data'), { recursive: true });
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    writeFileSync(
      join(root, 'src/lib/data/index.ts'),
      readFileSync(new URL('../../src/lib/data/index.ts', import.meta.url)),
    );
    const bundle = async (folders: Record<string, string>) => {
      rmSync(join(root, 'src/data'), { recursive: true, force: true });
      for (const [folder, tag] of Object.entries(folders)) {
        mkdirSync(join(root, 'src/data', folder), { recursive: true });
        writeFileSync(join(root, 'src/data', folder, 'manifest.json'), `{"source":"${tag}"}`);
        writeFileSync(join(root, 'src/data', folder, 'news.json'), `["${tag}"]`);
      }
      const output = await build({
        root,
        configFile: false,
        logLevel: 'silent',
        resolve: { alias: { '~': src } },
        build: { write: false, ssr: join(root, 'src/lib/data/index.ts') },
      });
      const chunks = (Array.isArray(output) ? output[0]! : output) as {
        output: { code?: string }[];
      };
      const file = join(root, `bundle-${Object.keys(folders).join('+')}.mjs`);
      writeFileSync(file, chunks.output.map((chunk) => chunk.code ?? '').join('\n'));
      const module = (await import(pathToFileURL(file).href)) as {
        committedSnapshot: { news?: string[] };
      };
      return module.committedSnapshot.news;
    };
    expect(await bundle({ '.snapshot.ready': 'ready', '.snapshot.old': 'old' })).toEqual(['ready']);
    expect(await bundle({ '.snapshot.old': 'old' })).toEqual(['old']);
    expect(await bundle({ snapshot: 'current', '.snapshot.ready': 'ready' })).toEqual(['current']);
  });

  it('the committed snapshot is consistent with its manifest', () => {
    expect(checkSnapshotFiles(COMMITTED_SNAPSHOT)).toEqual([]);
  });

  it('finds a file that does not parse or does not match the manifest', () => {
    writeSnapshot(layout.dir, 'a');
    expect(checkSnapshotFiles(layout.dir)).toEqual([]);
    writeFileSync(join(layout.dir, 'news.json'), '["b"]\n');
    writeFileSync(join(layout.dir, 'events.json'), '[{"title": "cut off');
    expect(checkSnapshotFiles(layout.dir)).toEqual([
      'events.json is not valid JSON',
      "news.json does not match the manifest's hash",
    ]);
    rmSync(join(layout.dir, 'manifest.json'));
    expect(checkSnapshotFiles(layout.dir)[0]).toMatch(/^manifest.json is missing or unreadable/);
  });
});

describe('commitSnapshotDir', () => {
  it('replaces the folder as a whole, carries copied files byte for byte, leaves nothing beside', async () => {
    writeSnapshot(layout.dir, 'old');
    writeFileSync(join(dir, 'kept.json'), '{ "odd":   "spacing" }');
    const steps: string[] = [];
    await commitSnapshotDir(
      layout,
      [
        { name: 'news.json', data: '["new"]\n' },
        { name: 'kept.json', copyFrom: join(dir, 'kept.json') },
        { name: 'manifest.json', data: '{}' },
      ],
      (step) => void steps.push(step),
    );
    expect(newsIn(layout.dir)).toEqual(['new']);
    expect(readFileSync(join(layout.dir, 'kept.json'), 'utf8')).toBe('{ "odd":   "spacing" }');
    expect(readdirSync(layout.dir).sort()).toEqual(['kept.json', 'manifest.json', 'news.json']);
    expect(siblings()).toEqual(['kept.json', 'snapshot']);
    // Steps in the documented order (the kill test relies on it).
    const order = steps.filter((s, i) => steps.indexOf(s) === i);
    expect(order).toEqual(SNAPSHOT_STEPS.filter((s) => order.includes(s)));
    expect(order).toEqual([
      'stage:file-partial',
      'stage:file-written',
      'stage:complete',
      'commit:ready',
      'commit:old-moved',
      'commit:swapped',
      'commit:old-removed',
    ]);
  });

  it('creates the folder on a first run', async () => {
    await commitSnapshotDir(layout, [{ name: 'manifest.json', data: '{}' }]);
    expect(readdirSync(layout.dir)).toEqual(['manifest.json']);
    expect(siblings()).toEqual(['snapshot']);
  });

  it('before the commit point, a failure changes nothing and cleans up', async () => {
    writeSnapshot(layout.dir, 'old');
    const before = readTree(layout.dir);
    for (const failAt of ['stage:file-partial', 'stage:file-written', 'stage:complete']) {
      await expect(
        commitSnapshotDir(layout, [{ name: 'news.json', data: '["new"]' }], (step) => {
          if (step === failAt) throw new Error('ENOSPC');
        }),
      ).rejects.toThrow('ENOSPC');
      expect(treeDifferences(readTree(layout.dir), before)).toEqual([]);
      expect(siblings()).toEqual(['snapshot']);
    }
  });

  it('after the commit point, a failure says the new snapshot wins, and recovery completes it', async () => {
    writeSnapshot(layout.dir, 'old');
    const failing = commitSnapshotDir(
      layout,
      [
        { name: 'news.json', data: `${JSON.stringify(['new'])}\n` },
        { name: 'manifest.json', data: readFileSync(join(layout.dir, 'manifest.json')) },
      ],
      (step) => {
        if (step === 'commit:old-moved') throw new Error('EPERM: operation not permitted');
      },
    );
    await expect(failing).rejects.toBeInstanceOf(CommitUnfinishedError);
    await expect(failing).rejects.toThrow(/the build already reads it from .*\.snapshot\.ready/i);
    expect(existsSync(layout.dir)).toBe(false);
    expect(newsIn(visibleSnapshotDir(layout))).toEqual(['new']);
  });
});

describe('recoverSnapshotDir, for every state a crash can leave', () => {
  /** Recovers with one note; then the snapshot folder holds `news`, alone in its parent. */
  async function expectRecovery(note: RegExp, news: string) {
    expect(await recoverSnapshotDir(layout)).toEqual([expect.stringMatching(note)]);
    expect(newsIn(layout.dir)).toEqual([news]);
    expect(siblings()).toEqual(['snapshot']);
  }

  it('does nothing when all is in order', async () => {
    writeSnapshot(layout.dir, 'current');
    expect(await recoverSnapshotDir(layout)).toEqual([]);
    expect(siblings()).toEqual(['snapshot']);
  });

  it('throws away an unfinished staging folder', async () => {
    writeSnapshot(layout.dir, 'old');
    mkdirSync(layout.staging);
    writeFileSync(join(layout.staging, 'news.json'), '["ne');
    await expectRecovery(/unfinished work/, 'old');
  });

  it('completes a commit that reached its commit point (ready beside the old folder)', async () => {
    writeSnapshot(layout.dir, 'old');
    writeSnapshot(layout.ready, 'new');
    await expectRecovery(/finished the commit/, 'new');
  });

  it('completes a commit stopped between its two renames (no folder, ready and old)', async () => {
    writeSnapshot(layout.old, 'old');
    writeSnapshot(layout.ready, 'new');
    await recoverSnapshotDir(layout);
    expect(newsIn(layout.dir)).toEqual(['new']);
    expect(siblings()).toEqual(['snapshot']);
  });

  it('removes the old folder a finished commit had not deleted yet', async () => {
    writeSnapshot(layout.dir, 'new');
    writeSnapshot(layout.old, 'old');
    await expectRecovery(/removed .*\.snapshot\.old/, 'new');
  });

  it('puts back an old folder that is all there is', async () => {
    writeSnapshot(layout.old, 'old');
    await recoverSnapshotDir(layout);
    expect(newsIn(layout.dir)).toEqual(['old']);
  });

  it('discards a damaged ready folder and keeps the snapshot in place', async () => {
    writeSnapshot(layout.dir, 'old');
    writeSnapshot(layout.ready, 'new');
    writeFileSync(join(layout.ready, 'news.json'), '["tampered"]\n');
    await expectRecovery(/discarded .*damaged: news.json does not match/, 'old');
  });
});

describe('the lock', () => {
  const lockPath = () => lockPathFor(layout.dir);

  it('lets one holder in at a time, and the next in after release', async () => {
    const first = await acquireLock(lockPath());
    expect(JSON.parse(readFileSync(lockPath(), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: hostname(),
      token: first.holder.token,
    });
    const busy = acquireLock(lockPath());
    await expect(busy).rejects.toBeInstanceOf(LockBusyError);
    await expect(busy).rejects.toThrow(
      new RegExp(`pid ${process.pid} .* is still running\\. Wait for it .* delete ${lockPath()}`),
    );
    await first.release();
    expect(existsSync(lockPath())).toBe(false);
    const second = await acquireLock(lockPath());
    await second.release();
    expect(siblings()).toEqual([]);
  });

  it('removes the lock of a run that died, and says so', async () => {
    // A pid that certainly ended: a child process that has exited.
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    const stale = { pid: dead, host: hostname(), token: 'dead', startedAt: '2026-01-01T00:00:00Z' };
    writeFileSync(lockPath(), JSON.stringify(stale));
    const seen: unknown[] = [];
    const lock = await acquireLock(lockPath(), { onStale: (holder) => seen.push(holder) });
    expect(seen).toEqual([stale]);
    await lock.release();
    expect(siblings()).toEqual([]);
  });

  it("cleans up what killed runs left while taking a lock, and nothing of a live run's", async () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid!;
    const name = basename(lockPath());
    const deadTemp = `${name}.${dead}.0badc0de.tmp`;
    const deadStale = `${name}.stale.${dead}.0badc0de`;
    const liveTemp = `${name}.${process.pid}.0123abcd.tmp`;
    for (const file of [deadTemp, deadStale, liveTemp]) writeFileSync(join(dir, file), '{}');
    const lock = await acquireLock(lockPath());
    expect(siblings()).toEqual([name, liveTemp].sort());
    await lock.release();
  });

  it('respects a lock from another host, and an unreadable one only while it is fresh', async () => {
    writeFileSync(
      lockPath(),
      JSON.stringify({ pid: 1, host: 'build-server-2', token: 't', startedAt: '2026-01-01' }),
    );
    await expect(acquireLock(lockPath())).rejects.toThrow(
      /pid 1 on build-server-2, .* runs elsewhere, so it cannot be checked/,
    );

    writeFileSync(lockPath(), '{"pid": 12');
    await expect(acquireLock(lockPath())).rejects.toThrow(/is creating the lock/);
    const anHourAgo = new Date(Date.now() - 3_600_000);
    utimesSync(lockPath(), anHourAgo, anHourAgo);
    const lock = await acquireLock(lockPath());
    await lock.release();
  });

  it('notices when its lock was taken away, and then does not release the other holder', async () => {
    const lock = await acquireLock(lockPath());
    await lock.assertHeld();
    const other = { pid: process.pid, host: hostname(), token: 'other', startedAt: 'now' };
    writeFileSync(lockPath(), JSON.stringify(other));
    await expect(lock.assertHeld()).rejects.toBeInstanceOf(LockLostError);
    await lock.release();
    expect(JSON.parse(readFileSync(lockPath(), 'utf8'))).toEqual(other);
  });
});

describe('two runs at once, and a run whose lock is taken', () => {
  let api: DemoApi & { dataDir: string };
  beforeAll(async () => {
    api = await startChangedDemoApi();
    await prepareBase();
  });
  afterAll(async () => {
    await api.close();
    rmSync(api.dataDir, { recursive: true, force: true });
  });

  it('the second run stops without writing; the first completes', async () => {
    const workspace = makeWorkspace(api.url);
    const old = readTree(workspace.snapshotDir);
    let letGo!: () => void;
    const paused = new Promise<void>((resolve) => (letGo = resolve));
    let reachedFetched!: () => void;
    const atFetched = new Promise<void>((resolve) => (reachedFetched = resolve));
    const base = snapshotOptions(api.url, workspace);
    const first = runSnapshot({
      ...base,
      checkpoint: async (step) => {
        if (step === 'fetched') {
          reachedFetched();
          await paused;
        }
      },
    });
    await atFetched;
    const warnings: string[] = [];
    const second = await runSnapshot({ ...base, warn: (line) => warnings.push(line) });
    expect(second).toMatchObject({ ok: false, written: false });
    expect(second.problem).toMatch(/another snapshot run \(pid \d+ .*\) is still running/);
    expect(warnings.join('\n')).toMatch(/^Snapshot not taken: .* Nothing was written\.$/m);
    expect(treeDifferences(readTree(workspace.snapshotDir), old)).toEqual([]);
    letGo();
    expect((await first).ok).toBe(true);
    expect(leftovers(workspace)).toEqual([]);
    rmSync(workspace.data, { recursive: true, force: true });
  });

  it('a folder where no lock can be made is reported, not thrown', async () => {
    const workspace = makeWorkspace(api.url);
    // A file where the lock's folder should be: making the lock fails (EEXIST or ENOTDIR).
    writeFileSync(join(workspace.data, 'not-a-folder'), 'a file');
    const result = await runSnapshot({
      baseUrl: api.url,
      siteCode: 'PORF',
      snapshotDir: join(workspace.data, 'not-a-folder', 'snapshot'),
      imageCacheDir: workspace.imageCacheDir,
      log: () => undefined,
      warn: () => undefined,
    }).catch((error: unknown) => ({ thrown: error }));
    expect(result).toMatchObject({
      ok: false,
      written: false,
      problem: expect.stringMatching(/^could not take the lock \(.*\)\. Nothing was written\.$/),
    });
    rmSync(workspace.data, { recursive: true, force: true });
  });

  it('a run whose lock was taken away writes nothing', async () => {
    const workspace = makeWorkspace(api.url);
    const old = readTree(workspace.snapshotDir);
    const lockFile = lockPathFor(workspace.snapshotDir);
    const intruder = JSON.stringify({ pid: 1, host: 'x', token: 'x', startedAt: 'x' });
    const result = await runSnapshot({
      baseUrl: api.url,
      siteCode: 'PORF',
      snapshotDir: workspace.snapshotDir,
      imageCacheDir: workspace.imageCacheDir,
      log: () => undefined,
      warn: () => undefined,
      checkpoint: (step) => {
        if (step === 'fetched') writeFileSync(lockFile, intruder);
      },
    });
    expect(result).toMatchObject({ ok: false, written: false });
    expect(result.problem).toMatch(/removed or taken by another run.* Nothing in .* changed\.$/);
    expect(classify(readTree(workspace.snapshotDir), old, new Map())).toBe('old');
    // The intruder's lock is left alone.
    expect(readFileSync(lockFile, 'utf8')).toBe(intruder);
    rmSync(workspace.data, { recursive: true, force: true });
  });
});

describe('the image cache in two steps', () => {
  const picture = async (path: string) => (await renderDemoFile(path))!.body;
  const a = 'uploads/news/2026/a.jpg';
  const b = 'uploads/news/2026/b.jpg';

  it('lists old and new pictures until the commit, then only the new, and prunes the rest', async () => {
    const cache = join(dir, 'images');
    const first = await addToImageCache({ dir: cache, paths: [a], download: picture });
    await finishImageCache(first, { prune: true });

    const second = await addToImageCache({ dir: cache, paths: [b], download: picture });
    // Before the commit: the old snapshot's picture is still listed and on disk.
    expect(Object.keys(readImageCacheIndex(cache).images)).toEqual([a, b]);
    expect(readdirSync(cache)).toHaveLength(3);
    const pruned = await finishImageCache(second, { prune: true });
    expect(pruned).toBe(1);
    expect(Object.keys(readImageCacheIndex(cache).images)).toEqual([b]);
    expect(readdirSync(cache).sort()).toEqual(
      ['index.json', readImageCacheIndex(cache).images[b]!.file].sort(),
    );
  });

  it('a refreshed picture with new bytes never replaces the file the current index uses', async () => {
    const cache = join(dir, 'images');
    const first = await addToImageCache({ dir: cache, paths: [a], download: picture });
    await finishImageCache(first, { prune: true });
    const oldEntry = readImageCacheIndex(cache).images[a]!;
    const oldBytes = readFileSync(join(cache, oldEntry.file));

    const changed = await addToImageCache({
      dir: cache,
      paths: [a],
      refresh: true,
      download: () => picture('uploads/news/2026/something-else.jpg'),
    });
    const newEntry = changed.index.images[a]!;
    expect(newEntry.file).not.toBe(oldEntry.file);
    expect(newEntry.file).toMatch(
      new RegExp(`^${oldEntry.file.replace(/\.jpg$/, '')}-[0-9a-f]{8}\\.jpg$`),
    );
    // Until the commit, the old file is untouched.
    expect(readFileSync(join(cache, oldEntry.file)).equals(oldBytes)).toBe(true);
    await finishImageCache(changed, { prune: true });
    expect(readdirSync(cache).sort()).toEqual(['index.json', newEntry.file].sort());

    // The same bytes again: the same file and name, nothing written.
    const same = await addToImageCache({
      dir: cache,
      paths: [a],
      refresh: true,
      download: () => picture('uploads/news/2026/something-else.jpg'),
    });
    expect(same.index.images[a]!.file).toBe(newEntry.file);
  });

  it('cleans up temporary files a killed run left, without counting them as pictures', async () => {
    const cache = join(dir, 'images');
    const first = await addToImageCache({ dir: cache, paths: [a], download: picture });
    writeFileSync(join(cache, '.index.json.4242.0123abcd.tmp'), '{"vers');
    expect(await finishImageCache(first, { prune: true })).toBe(0);
    expect(readdirSync(cache)).toHaveLength(2);
  });
});

describe('failpoints (test hooks)', () => {
  it('reads hold, fail and delay, and refuses anything else with the list of steps', () => {
    expect(parseFailpoints('hold@commit:ready, delay=5@*,fail@done')).toMatchObject([
      { action: 'hold', step: 'commit:ready' },
      { action: 'delay', step: '*', delayMs: 5 },
      { action: 'fail', step: 'done' },
    ]);
    for (const wrong of ['hold@nowhere', 'explode@done', 'hold@*', 'delay=x@done']) {
      expect(() => parseFailpoints(wrong), wrong).toThrow(
        /SNAPSHOT_FAILPOINTS: cannot read .*steps: locked, /,
      );
    }
    expect(checkpointFromFailpoints(undefined)).toBeUndefined();
    expect(checkpointFromFailpoints('  ')).toBeUndefined();
  });

  it('fails once at its step (holding is proven by the kill tests, with real processes)', async () => {
    const fail = checkpointFromFailpoints('fail@fetched')!;
    await fail('locked');
    await expect(fail('fetched')).rejects.toThrow('failpoint: failing at fetched');
    await fail('fetched');
  });
});
