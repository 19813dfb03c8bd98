/**
 * The snapshot command against what production throws at it (issue 21), each case on data this
 * test makes (never the committed snapshot's content), against demo APIs on 127.0.0.1:
 * - a 300 MiB picture, with and without a Content-Length: refused or cut off at the cap, and the
 *   whole run stays under 300 MB of memory (measured in a process of its own);
 * - pictures that never answer: one overall deadline, after which the rest keep their live URLs
 *   and the run says how many;
 * - a bad visitor count: the news are still refreshed, the previous count is kept (a warning);
 * - a slow erosion (41, 21, 11 over three nights): caught against the baseline of the last good
 *   snapshots, although each night is above half of the night before;
 * - a new API: its first snapshot is accepted however small, every item still validated, and
 *   nothing of the other API is kept.
 */
import { spawn } from 'node:child_process';
import * as fs from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoApi, type DemoApi } from '../../demo/demo-api';
import {
  readFixtures,
  shapeFixtures,
  writeFixtures,
  type Fixtures,
} from '../../demo/lib/dataShapes';
import { readImageCacheIndex } from '../../scripts/lib/snapshotStore';
import { EXIT, runCli } from '../../scripts/snapshot';
import { demoApi } from '../e2e/support/demoApi';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MiB = 1024 * 1024;
const folders: string[] = [];
const apis: DemoApi[] = [];

afterAll(async () => {
  for (const api of apis) await api.close();
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

function temp(prefix: string): string {
  const dir = fs.mkdtempSync(join(tmpdir(), prefix));
  folders.push(dir);
  return dir;
}

/** A valid news item of the demo's kind, numbered, without pictures. */
function newsItems(count: number, label = 'Night'): Record<string, unknown>[] {
  return Array.from({ length: count }, (_, i) => ({
    _id: `a11ce0000000000000${String(i).padStart(6, '0')}`,
    title: `${label} news ${i + 1}`,
    description: `Item ${i + 1} of ${count}.`,
    date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
    images: [],
    attachments: [],
    schoolcode: 'PORF',
  }));
}

/** Small data of this test's own: `news` numbered items, the demo's "few" shape for the rest. */
function fixtures(news: number, label?: string): Fixtures {
  return {
    ...shapeFixtures('few', new Date('2026-11-20T00:00:00Z'), readFixtures()),
    news: newsItems(news, label) as never,
  };
}

/** A demo API serving `data` on a port of its own. */
async function apiServing(data: Fixtures): Promise<DemoApi> {
  const dir = temp('porf-prod-api-');
  writeFixtures(join(dir, 'fixtures'), data);
  const api = await startDemoApi({
    port: 0,
    dataDir: join(dir, 'data'),
    fixturesDir: join(dir, 'fixtures'),
    quiet: true,
  });
  apis.push(api);
  return api;
}

/** An empty workspace whose picture cache starts with the committed one's files (hard links). */
function workspace(): { data: string; snapshot: string; images: string; documents: string } {
  const data = temp('porf-prod-ws-');
  const images = join(data, 'image-cache');
  fs.mkdirSync(images);
  const committed = join(ROOT, 'src/data/image-cache');
  for (const name of fs.existsSync(committed) ? fs.readdirSync(committed) : []) {
    try {
      fs.linkSync(join(committed, name), join(images, name));
    } catch {
      fs.cpSync(join(committed, name), join(images, name));
    }
  }
  return {
    data,
    snapshot: join(data, 'snapshot'),
    images,
    documents: join(data, 'document-cache'),
  };
}

/** `npm run snapshot` in this process; resolves with the exit code and what it printed. */
async function snapshot(
  api: { url: string },
  ws: ReturnType<typeof workspace>,
  args: string[] = [],
) {
  const lines: string[] = [];
  const code = await runCli(
    [
      `--out=${ws.snapshot}`,
      `--image-cache-dir=${ws.images}`,
      '--attempts=2',
      '--retry-delay-ms=10',
      ...args,
    ],
    { API_BASE_URL: api.url, SITE_CODE: 'PORF' },
    { out: (line) => lines.push(line), err: (line) => lines.push(line) },
  );
  return { code, text: lines.join('\n') };
}

const manifestOf = (ws: { snapshot: string }) =>
  JSON.parse(fs.readFileSync(join(ws.snapshot, 'manifest.json'), 'utf8')) as {
    source: string;
    collections: Record<string, { count: number }>;
    history?: { counts: Record<string, number> }[];
  };
const newsTitles = (ws: { snapshot: string }) =>
  (JSON.parse(fs.readFileSync(join(ws.snapshot, 'news.json'), 'utf8')) as { title: string }[]).map(
    (n) => n.title,
  );

describe('a 300 MiB picture', () => {
  const HUGE = 300 * MiB;
  let server: Server;
  let origin: string;
  let api: DemoApi;
  const sent = { streamed: 0, declared: 0 };

  beforeAll(async () => {
    const data = fixtures(2);
    (data.news[0] as Record<string, unknown>).images = ['uploads/news/2026/huge-streamed.jpg'];
    (data.news[1] as Record<string, unknown>).images = ['uploads/news/2026/huge-declared.jpg'];
    api = await apiServing(data);
    // In front of the demo API: the two huge pictures, everything else passed through.
    server = createServer(async (req, res) => {
      const path = req.url ?? '/';
      if (path.includes('huge-')) {
        const declared = path.includes('huge-declared');
        res.writeHead(200, {
          'content-type': 'image/jpeg',
          ...(declared && { 'content-length': String(HUGE) }),
        });
        const chunk = Buffer.alloc(MiB, 0xff);
        let written = 0;
        const pump = () => {
          while (written < HUGE && !res.destroyed) {
            written += chunk.length;
            if (declared) sent.declared = written;
            else sent.streamed = written;
            if (!res.write(chunk)) return void res.once('drain', pump);
          }
          res.end();
        };
        res.on('close', () => undefined);
        pump();
        return;
      }
      const answer = await fetch(`${api.url}${path}`);
      res.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
      });
      res.end(Buffer.from(await answer.arrayBuffer()));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is refused or cut off at the cap, and the run stays under 300 MB of memory', async () => {
    const ws = workspace();
    // A process of its own, so its peak memory is the snapshot's alone.
    const script = `
      const { runCli } = await import(${JSON.stringify(join(ROOT, 'scripts/snapshot.ts'))});
      const lines = [];
      const code = await runCli(
        ['--out=${ws.snapshot}', '--image-cache-dir=${ws.images}', '--attempts=1'],
        { ...process.env, API_BASE_URL: '${origin}', SITE_CODE: 'PORF' },
        { out: (l) => lines.push(l), err: (l) => lines.push(l) },
      );
      console.log(JSON.stringify({ code, maxRssKb: process.resourceUsage().maxRSS, text: lines.join('\\n') }));
      process.exit(0);
    `;
    const output = await new Promise<string>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', script],
        {
          cwd: ROOT,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      );
      let text = '';
      child.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
      child.on('error', reject);
      child.on('exit', () => resolve(text));
    });
    const result = JSON.parse(output.trim().split('\n').at(-1)!) as {
      code: number;
      maxRssKb: number;
      text: string;
    };
    expect(result.code, result.text).toBe(EXIT.warnings);
    expect(result.text).toMatch(/huge-declared\.jpg not cached \(.*Content-Length, over the limit/);
    expect(result.text).toMatch(
      /huge-streamed\.jpg not cached \(.*passed the limit of 15728640 bytes/,
    );
    expect(
      result.maxRssKb * 1024,
      `peak memory ${Math.round(result.maxRssKb / 1024)} MB`,
    ).toBeLessThan(300e6);
    // The stream was abandoned soon after the cap, never read to its end.
    expect(sent.streamed).toBeLessThan(HUGE);
    // The news themselves are in; the pictures keep their live URLs.
    expect(newsTitles(ws)).toEqual(['Night news 1', 'Night news 2']);
    expect(
      Object.keys(readImageCacheIndex(ws.images).images).some((p) => p.includes('huge-')),
    ).toBe(false);
  }, 60_000);
});

describe('pictures that never answer', () => {
  it('stop at the one deadline; the rest keep their live URLs and the run says how many', async () => {
    const data = fixtures(12);
    data.news.forEach(
      (item, i) =>
        ((item as Record<string, unknown>).images = [`uploads/news/2026/hanging-${i}.jpg`]),
    );
    const api = await apiServing(data);
    await demoApi(api.url).fault({ path: '/api/image/uploads/news/2026/hanging-', hang: true });
    const ws = workspace();
    const started = Date.now();
    const run = await snapshot(api, ws, ['--files-deadline-ms=2000', '--timeout-ms=30000']);
    const seconds = (Date.now() - started) / 1000;
    expect(run.code, run.text).toBe(EXIT.warnings);
    // Six downloads at a time hang until the deadline; the other six never start.
    expect(run.text).toMatch(
      /12 pictures were not downloaded before the 2 s deadline and use their live URLs/,
    );
    expect(seconds).toBeLessThan(15);
    expect(newsTitles(ws)).toHaveLength(12);
  }, 30_000);
});

describe('a bad visitor count', () => {
  it('keeps the previous count and still refreshes the news', async () => {
    const api = await apiServing(fixtures(3));
    const ws = workspace();
    expect((await snapshot(api, ws)).code).toBe(EXIT.ok);
    const count = fs.readFileSync(join(ws.snapshot, 'visitor.json'), 'utf8');
    await demoApi(api.url).addItem('news', newsItems(1, 'Later')[0]!);
    await demoApi(api.url).fault({ path: '/api/visitor/', body: '<html>busy</html>' });
    const run = await snapshot(api, ws);
    expect(run.code, run.text).toBe(EXIT.warnings);
    expect(run.text).toMatch(/the visitor call failed .*; the previous value is kept/);
    expect(newsTitles(ws)).toContain('Later news 1');
    expect(fs.readFileSync(join(ws.snapshot, 'visitor.json'), 'utf8')).toBe(count);
  }, 30_000);
});

describe('the shrink guard', () => {
  it('catches a slow erosion against the baseline of the last good snapshots', async () => {
    const api = await apiServing(fixtures(41));
    const control = demoApi(api.url);
    const ws = workspace();
    expect((await snapshot(api, ws)).code).toBe(EXIT.ok);
    // 21 is more than half of 41: accepted, with the 41 remembered.
    await control.setCollection('news', newsItems(21));
    expect((await snapshot(api, ws)).code).toBe(EXIT.ok);
    expect(manifestOf(ws).collections.news!.count).toBe(21);
    expect(manifestOf(ws).history?.[0]?.counts.news).toBe(41);
    // 11 is more than half of 21, but not of the 41 of two nights ago: refused, nothing written.
    await control.setCollection('news', newsItems(11));
    const refused = await snapshot(api, ws);
    expect(refused.code, refused.text).toBe(EXIT.refused);
    expect(refused.text).toMatch(
      /news +refused: would shrink to 11 items, under half of the 41 of recent good snapshots \(the last one had 21\)/,
    );
    expect(manifestOf(ws).collections.news!.count).toBe(21);
    // Refused again the next night: the baseline does not wear down.
    expect((await snapshot(api, ws)).code).toBe(EXIT.refused);
    // A person who knows the news really went: --force accepts, and the baseline starts again.
    expect((await snapshot(api, ws, ['--force'])).code).toBe(EXIT.ok);
    expect(manifestOf(ws).collections.news!.count).toBe(11);
    expect(manifestOf(ws).history).toBeUndefined();
    await control.setCollection('news', newsItems(8));
    expect((await snapshot(api, ws)).code).toBe(EXIT.ok);
  }, 60_000);

  it('reports items dropped for bad dates as a warning, not silence', async () => {
    const data = fixtures(30);
    data.news.slice(0, 20).forEach((item) => ((item as Record<string, unknown>).date = 'TBD'));
    const api = await apiServing(data);
    const ws = workspace();
    const run = await snapshot(api, ws);
    expect(run.code, run.text).toBe(EXIT.warnings);
    expect(run.text).toMatch(/20 news item\(s\) failed validation and were left out/);
    expect(newsTitles(ws)).toHaveLength(10);
  }, 30_000);
});

describe('a new API', () => {
  it('is accepted on its first snapshot however small, validated, with nothing of the old API kept', async () => {
    const old = await apiServing(fixtures(41, 'Old'));
    const ws = workspace();
    expect((await snapshot(old, ws)).code).toBe(EXIT.ok);
    const data = fixtures(5, 'New');
    (data.news[4] as Record<string, unknown>).date = 'not a date';
    const fresh = await apiServing(data);
    // Even its visitor count fails: the old API's count must not be shown as the new one's.
    await demoApi(fresh.url).fault({ path: '/api/visitor/', status: 500 });
    const run = await snapshot(fresh, ws);
    expect(run.code, run.text).toBe(EXIT.warnings);
    expect(run.text).toMatch(
      /first snapshot of this API \(the previous one came from http:\/\/127\.0\.0\.1:\d+\)/,
    );
    expect(run.text).not.toMatch(/refused/);
    expect(newsTitles(ws)).toEqual(['New news 1', 'New news 2', 'New news 3', 'New news 4']);
    expect(manifestOf(ws).source).toBe(fresh.url);
    expect(manifestOf(ws).history).toBeUndefined();
    expect(fs.existsSync(join(ws.snapshot, 'visitor.json'))).toBe(false);
    // The next night compares with the new API's own counts.
    await demoApi(fresh.url).setCollection('news', []);
    expect((await snapshot(fresh, ws)).code).toBe(EXIT.refused);
  }, 60_000);
});
