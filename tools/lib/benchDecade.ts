/**
 * `npm run bench -- --profile decade` (issue 53): the production path of a busy foundation after
 * ten years, with a media store. Every item has its picture in the image cache as a night leaves
 * it (the index; a store-configured build needs no file), the build names the store's objects,
 * and the store is seeded as earlier nights left it; then a night adds `INCREMENT` with real
 * pictures, is built again and publishes for real: it must upload only what is new.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import type { SyntheticOptions } from '../../demo/generate-synthetic-data';
import {
  MediaStore,
  mediaStoreConfig,
  namedMedia,
  publishMedia,
} from '../../scripts/lib/mediaStore';
import { COLLECTION_SPECS } from '../../scripts/snapshot';
import { documentKey, originalKey } from '../../src/lib/data/media';
import { HOST_FILE_BYTES, HOST_FILE_LIMIT } from '../../src/integrations/hostLimits';
import { listFiles } from '../../src/integrations/builtFiles';
import { LOCAL_BUCKET, seedLocalStore, startLocalStore } from './localStore';

/** Ten busy years: 2,000 news items and events, 600 highlights, 500 albums of 30 photos. */
export const DECADE: SyntheticOptions = {
  news: 1500,
  events: 500,
  highlights: 600,
  albums: 500,
  photosPerAlbum: 30,
  videos: 200,
  publications: 40,
  achievements: 100,
  until: '2026-11-20',
  seed: 20160607,
};

/** The decade's `dist` must stay 25 % under the free plan's files per deploy. */
export const DECADE_MAX_FILES = 15_000;
const HOST_RULES = { redirects: 2000, headers: 100 };

export interface DecadeResult {
  items: Record<string, number>;
  buildSeconds: number;
  dist: {
    files: number;
    bytes: number;
    largest: { file: string; bytes: number };
    byKind: Record<string, number>;
  };
  rules: { redirects: number; headers: number };
  store: {
    objects: number;
    named: number;
    originals: number;
    documents: number;
    estimatedBytes: number;
  };
  night: {
    added: { news: number; albums: number; pictures: number };
    rebuildSeconds: number;
    uploaded: { originals: number; variants: number; documents: number; bytes: number };
    newlyNamed: number;
  };
  checks: { name: string; pass: boolean; detail: string }[];
}

/** The index entries a night would have written for `paths` (no file: the store has them). */
function cacheIndex(paths: Iterable<string>, document: boolean) {
  const images: Record<string, object> = {};
  for (const path of paths) {
    const hash = createHash('sha256').update(path).digest('hex');
    images[path] = document
      ? { file: `bench-${hash.slice(0, 12)}.pdf`, format: 'pdf', bytes: 1, hash: `sha256-${hash}` }
      : {
          file: `bench-${hash.slice(0, 12)}.jpg`,
          width: 2000,
          height: 1500,
          format: 'jpeg',
          bytes: 1,
          hash: `sha256-${hash}`,
        };
  }
  return { version: 1, images };
}

/** Pictures and documents of the synthetic snapshot, chosen by the nightly's own rules. */
async function filesOfSnapshot(snapshotDir: string) {
  const pictures = new Set<string>();
  const documents = new Set<string>();
  for (const spec of COLLECTION_SPECS) {
    if (spec.single) continue;
    const raw = JSON.parse(
      await readFile(join(snapshotDir, `${spec.name}.json`), 'utf8'),
    ) as unknown[];
    const items = raw.map((item) => v.parse(spec.schema, item)) as never[];
    for (const path of spec.images(items)) pictures.add(path);
    for (const path of spec.documents(items)) documents.add(path);
  }
  return { pictures, documents };
}

const kindOf = (file: string) =>
  file.endsWith('.html')
    ? 'pages'
    : (/^(pagefind|_astro|data|calendar|rss|files|hi)\//.exec(file)?.[1] ?? 'other');

async function measureDist(dist: string) {
  const files = await listFiles(dist);
  let bytes = 0;
  let largest = { file: '', bytes: 0 };
  const byKind: Record<string, number> = {};
  for (const file of files) {
    const size = (await stat(join(dist, file))).size;
    bytes += size;
    if (size > largest.bytes) largest = { file, bytes: size };
    byKind[kindOf(file)] = (byKind[kindOf(file)] ?? 0) + 1;
  }
  const text = async (name: string) => readFile(join(dist, name), 'utf8').catch(() => '');
  const rules = {
    redirects: (await text('_redirects')).split('\n').filter((l) => l.trim() && !l.startsWith('#'))
      .length,
    headers: (await text('_headers')).split('\n').filter((l) => /^\S/.test(l) && !l.startsWith('#'))
      .length,
  };
  return { dist: { files: files.length, bytes, largest, byKind }, rules };
}

/** Bytes per kind of object (`-320.webp`, an original ...), from what the night really uploaded. */
async function bytesBySpec(storeDir: string, keys: Iterable<string>) {
  const sizes = new Map<string, number[]>();
  for (const key of keys) {
    const size = (await stat(join(storeDir, LOCAL_BUCKET, `${key}._S3rver_object`))).size;
    const spec = key.startsWith('v1/') ? key.slice(key.indexOf('-')) : key.split('/')[0]!;
    sizes.set(spec, [...(sizes.get(spec) ?? []), size]);
  }
  return new Map(
    [...sizes].map(([spec, list]) => [spec, list.reduce((a, b) => a + b, 0) / list.length]),
  );
}

export async function runDecade(options: {
  prepareProject: (o: SyntheticOptions) => Promise<string>;
  timeBuild: (dir: string, env: NodeJS.ProcessEnv) => Promise<{ seconds: number }>;
  addItems: (
    dir: string,
    o: SyntheticOptions,
    count: { news: number; albums: number },
  ) => Promise<DecadeResult['night']['added']>;
  increment: { news: number; albums: number };
}): Promise<DecadeResult> {
  const projectDir = await options.prepareProject(DECADE);
  const data = join(projectDir, 'src/data');
  const { pictures, documents } = await filesOfSnapshot(join(data, 'snapshot'));
  for (const [folder, paths, document] of [
    ['image-cache', pictures, false],
    ['document-cache', documents, true],
  ] as const) {
    await mkdir(join(data, folder), { recursive: true });
    await writeFile(join(data, folder, 'index.json'), JSON.stringify(cacheIndex(paths, document)));
  }
  const storeDir = join(projectDir, '.bench-store');
  let store = await startLocalStore(storeDir);
  const env = { ...process.env, ...store.env };
  const dist = join(projectDir, 'dist');
  console.log(`decade: building in ${projectDir}`);
  const build = await options.timeBuild(projectDir, env);
  const measured = await measureDist(dist);
  const named = await namedMedia(dist, store.baseUrl);
  const stored = new Set(named);
  const pictureIndex = cacheIndex(pictures, false).images as Record<
    string,
    { hash: string; file: string }
  >;
  for (const entry of Object.values(pictureIndex)) stored.add(originalKey(entry));
  const documentIndex = cacheIndex(documents, true).images as Record<
    string,
    { hash: string; file: string }
  >;
  for (const entry of Object.values(documentIndex)) stored.add(documentKey(entry));
  console.log(
    `  built in ${build.seconds.toFixed(1)} s: ${measured.dist.files} files; the store holds ${stored.size} objects`,
  );

  // The store as the nights before left it, then one more night, published for real.
  await store.close();
  await seedLocalStore(storeDir, stored);
  store = await startLocalStore(storeDir);
  const added = await options.addItems(projectDir, DECADE, options.increment);
  const rebuild = await options.timeBuild(projectDir, { ...process.env, ...store.env });
  const namedAfter = await namedMedia(dist, store.baseUrl);
  const newlyNamed = [...namedAfter].filter((key) => !named.has(key));
  const media = new MediaStore(mediaStoreConfig(store.env)!);
  const published = await publishMedia({ store: media, dist, dataDir: data });
  const fresh = [...(await media.keys())].filter(
    (key) => !stored.has(key) && !key.startsWith('state/'),
  );
  const perSpec = await bytesBySpec(storeDir, fresh);
  await store.close();
  const estimate = [...stored].reduce((sum, key) => {
    const spec = key.startsWith('v1/') ? key.slice(key.indexOf('-')) : key.split('/')[0]!;
    return sum + (perSpec.get(spec) ?? 0);
  }, 0);

  const checks = [
    {
      name: `the decade's dist holds at most ${DECADE_MAX_FILES.toLocaleString('en')} files`,
      pass: measured.dist.files <= DECADE_MAX_FILES,
      detail: `${measured.dist.files} files`,
    },
    {
      name: `no file over 25 MiB`,
      pass: measured.dist.largest.bytes <= HOST_FILE_BYTES,
      detail: `${measured.dist.largest.file} ${measured.dist.largest.bytes} bytes`,
    },
    {
      name: `_redirects within ${HOST_RULES.redirects} rules, _headers within ${HOST_RULES.headers}`,
      pass:
        measured.rules.redirects <= HOST_RULES.redirects &&
        measured.rules.headers <= HOST_RULES.headers,
      detail: `${measured.rules.redirects} and ${measured.rules.headers}`,
    },
    {
      name: `the night uploads only its ${added.pictures} new pictures and the ${newlyNamed.length} files newly named`,
      pass:
        published.uploaded.originals === added.pictures &&
        published.uploaded.variants === newlyNamed.length &&
        published.uploaded.documents === 0,
      detail: `${published.uploaded.originals} originals, ${published.uploaded.variants} resized, ${published.uploaded.documents} documents`,
    },
  ];
  return {
    items: {
      news: DECADE.news,
      events: DECADE.events,
      highlights: DECADE.highlights,
      albums: DECADE.albums,
      photos: DECADE.albums * DECADE.photosPerAlbum,
    },
    buildSeconds: Math.round(build.seconds * 10) / 10,
    ...measured,
    store: {
      objects: stored.size,
      named: named.size,
      originals: pictures.size,
      documents: documents.size,
      estimatedBytes: Math.round(estimate),
    },
    night: {
      added,
      rebuildSeconds: Math.round(rebuild.seconds * 10) / 10,
      uploaded: published.uploaded,
      newlyNamed: newlyNamed.length,
    },
    checks,
  };
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

export function decadeMarkdown(result: DecadeResult): string {
  const { dist, store, night } = result;
  return [
    '## A busy decade with a media store (`--profile decade`)',
    '',
    `${result.items.news} news, ${result.items.events} events, ${result.items.highlights} highlights, ${result.items.albums} albums (${result.items.photos} photos), every item with its picture; story pages and search entries as built. Host: ${HOST_FILE_LIMIT.toLocaleString('en')} files per deploy.`,
    '',
    '| Build | Files in dist | Bytes in dist | Largest file | _redirects / _headers rules | Objects in the store | Store bytes (estimated) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    `| ${result.buildSeconds} s | ${dist.files} | ${mib(dist.bytes)} | ${dist.largest.file} (${mib(dist.largest.bytes)}) | ${result.rules.redirects} / ${result.rules.headers} | ${store.objects} (${store.named} named by pages, ${store.originals} originals, ${store.documents} documents) | ${mib(store.estimatedBytes)} |`,
    '',
    `Files in dist by kind: ${Object.entries(dist.byKind)
      .map(([kind, n]) => `${kind} ${n}`)
      .join(', ')}.`,
    '',
    `A night with ${night.added.news} news items and ${night.added.albums} albums (${night.added.pictures} new pictures, real encodes): rebuilt in ${night.rebuildSeconds} s; it uploaded ${night.uploaded.originals} originals, ${night.uploaded.variants} resized pictures (${night.newlyNamed} newly named), ${night.uploaded.documents} documents, ${mib(night.uploaded.bytes)}. Store bytes are estimated from the night's real encodes, per kind of object.`,
    '',
    ...result.checks.map((c) => `- ${c.pass ? 'PASS' : 'FAIL'} ${c.name}: ${c.detail}`),
    '',
  ].join('\n');
}
