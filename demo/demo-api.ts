/**
 * The demo content API: a real HTTP server on 127.0.0.1 implementing SPEC section 7 over the
 * sample data, so the site builds and is tested offline. `npm run demo-api [-- --shape few]`
 * (PORT, default 8787). Visits and form posts are appended to `records.jsonl` with fsync before
 * answering; `/__control/` routes (tests only) inject faults and items. CORS is open, as a public
 * read API's would be.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import { appendFile, readFile, rename, writeFile } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AddressInfo, Socket } from 'node:net';
import { COLLECTIONS, RECENT_LIMIT } from '../src/lib/api/calls';
import { parseApiDate } from '../src/schemas';
import { parseArgs } from 'node:util';
import { renderDemoFile, type DemoFile } from './lib/demoImages';
import { DEMO_COLLECTIONS } from './lib/demoCollections';
import { DATA_SHAPES, shapeFixtures, writeFixtures, type DataShape } from './lib/dataShapes';

export interface DemoApiOptions {
  /** 0 picks a free one (read it from the returned `url`). */
  port: number;
  /** Default 127.0.0.1: never exposed to the network by accident. */
  host?: string;
  dataDir: string;
  quiet?: boolean;
  /** Default `fixtures/data`. */
  fixturesDir?: string;
  /** Default PORF; other codes get empty lists. */
  siteCode?: string;
}

export interface DemoApi {
  url: string;
  /** Drops open connections, hung requests included. */
  close(): Promise<void>;
}

export { DEMO_COLLECTIONS };
type Collection = (typeof DEMO_COLLECTIONS)[number];
type RawItem = Record<string, unknown>;

/** As posted to `POST /__control/faults`. */
export interface Fault {
  /** Pathname prefix, e.g. `/api/news/all`. */
  path: string;
  method?: string;
  /** With `body`, default a JSON error. */
  status?: number;
  body?: string;
  /** Default: text/html when `body` starts with `<`, else application/json. */
  contentType?: string;
  /** Then answer normally unless another option says otherwise. */
  delayMs?: number;
  /** Never answer. */
  hang?: boolean;
  /** A connection reset. */
  reset?: boolean;
  /** Send the real answer's headers and half its body, then cut the connection. */
  truncate?: boolean;
  /** Default: until cleared. */
  times?: number;
}

export interface DemoRecord {
  kind: 'visit' | 'form';
  id: string;
  receivedAt: string;
  site: string;
  formType?: string;
  headers: { authorization?: string; 'content-type'?: string };
  body: unknown;
}

const DEFAULT_FIXTURES = fileURLToPath(new URL('./fixtures/data/', import.meta.url));
const MAX_BODY_BYTES = 256 * 1024;

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body: Buffer | string;
}

type Route = [
  method: string,
  path: RegExp,
  handler: (match: RegExpExecArray, req: IncomingMessage, url: URL) => Promise<Reply> | Reply,
];

const json = (status: number, value: unknown): Reply => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(value),
});

export async function startDemoApi(options: DemoApiOptions): Promise<DemoApi> {
  const host = options.host ?? '127.0.0.1';
  const site = options.siteCode ?? 'PORF';
  const fixturesDir = options.fixturesDir ?? DEFAULT_FIXTURES;
  mkdirSync(options.dataDir, { recursive: true });
  const recordsFile = join(options.dataDir, 'records.jsonl');

  const loadFixtures = (): Record<Collection, RawItem[]> =>
    Object.fromEntries(
      DEMO_COLLECTIONS.map((name) => [
        name,
        JSON.parse(readFileSync(join(fixturesDir, `${name}.json`), 'utf8')) as RawItem[],
      ]),
    ) as Record<Collection, RawItem[]>;
  const baseVisitors = (
    JSON.parse(readFileSync(join(fixturesDir, 'visitor.json'), 'utf8')) as { visitor: number }
  ).visitor;

  let collections = loadFixtures();
  let faults: Fault[] = [];
  let records = await readRecords(recordsFile);
  const images = new Map<string, Promise<DemoFile | undefined>>();
  // Appends are chained so two posts never interleave their lines.
  let writeChain: Promise<void> = Promise.resolve();
  const hung = new Set<ServerResponse>();

  async function appendRecord(record: DemoRecord): Promise<void> {
    const line = `${JSON.stringify(record)}\n`;
    const write = writeChain.then(() => appendFile(recordsFile, line, { flush: true }));
    writeChain = write.catch(() => undefined);
    await write;
    records.push(record);
  }

  const newestFirst = (items: RawItem[]) =>
    [...items].sort((a, b) => timeOf(b) - timeOf(a)).slice(0, RECENT_LIMIT);
  const forSite = (requested: string, items: RawItem[]) => (requested === site ? items : []);

  /** Case-insensitive, like Express. */
  const routes: Route[] = [
    [
      'GET',
      /^\/api\/visitor\/([^/]+)$/i,
      (m) => json(200, { data: forSite(dec(m[1]), [{ visitor: visitorCount() }]) }),
    ],
    [
      'POST',
      /^\/api\/visitor$/i,
      async (_m, req) => {
        const body = await readJsonBody(req);
        if (!body.ok) return json(400, { error: body.error });
        const schoolcode = (body.value as { schoolcode?: unknown } | null)?.schoolcode;
        await appendRecord(record(req, 'visit', String(schoolcode ?? ''), body.value));
        return json(200, { data: { ok: true, visitor: visitorCount() } });
      },
    ],
    [
      'POST',
      /^\/api\/form\/([^/]+)\/([^/]+)$/i,
      async (m, req) => {
        const body = await readJsonBody(req);
        if (!body.ok) return json(400, { error: body.error });
        const entry = record(req, 'form', dec(m[1]), body.value, dec(m[2]));
        await appendRecord(entry);
        return json(200, { data: { ok: true, id: entry.id } });
      },
    ],
    [
      'GET',
      /^\/api\/subGallery$/i,
      (_m, _req, url) => {
        const id = url.searchParams.get('id') ?? '';
        const album = collections.gallery.find(
          (item) => item._id === id && item.category === 'PhotoGallery',
        );
        // The real API's shape for one album: a one-item list (the client also accepts an object).
        return json(200, { data: album ? [album] : [] });
      },
    ],
    // Each collection at its `all` path, and its newest few at the `recent` one.
    ...DEMO_COLLECTIONS.flatMap((name): Route[] => {
      const { all, recent }: { all: string; recent?: string } = COLLECTIONS[name];
      const list = (path: string, items: () => RawItem[]): Route => [
        'GET',
        new RegExp(`^/api/${path}/([^/]+)$`, 'i'),
        (m) => json(200, { data: forSite(dec(m[1]), items()) }),
      ];
      return [
        list(all, () => collections[name]),
        ...(recent ? [list(recent, () => newestFirst(collections[name]))] : []),
      ];
    }),
    [
      'GET',
      /^\/api\/image\/(.+)$/i,
      async (m) => {
        const path = m[1]!.split('/').map(dec).join('/');
        if (!images.has(path)) images.set(path, renderDemoFile(path));
        const file = await images.get(path);
        if (!file) return json(404, { error: `no such file: ${path}` });
        return {
          status: 200,
          headers: { 'content-type': file.contentType, 'cache-control': 'public, max-age=86400' },
          body: file.body,
        };
      },
    ],
  ];

  const controlRoutes: Route[] = [
    [
      'POST',
      /^\/__control\/faults$/,
      async (_m, req) => {
        const body = await readJsonBody(req);
        const fault = body.ok ? (body.value as Fault) : undefined;
        if (!fault || typeof fault.path !== 'string')
          return json(400, { error: 'a fault needs at least a path' });
        faults.push(fault);
        return json(200, { data: { faults } });
      },
    ],
    [
      'DELETE',
      /^\/__control\/faults$/,
      () => {
        faults = [];
        return json(200, { data: { faults } });
      },
    ],
    [
      'GET',
      /^\/__control\/records$/,
      async () => {
        // From disk, so a test sees what survives a restart, not what is in memory.
        const stored = await readRecords(recordsFile);
        return json(200, {
          data: {
            visits: stored.filter((r) => r.kind === 'visit'),
            forms: stored.filter((r) => r.kind === 'form'),
          },
        });
      },
    ],
    [
      'POST',
      /^\/__control\/reset$/,
      async () => {
        collections = loadFixtures();
        faults = [];
        await writeChain;
        const temp = `${recordsFile}.${process.pid}.tmp`;
        await writeFile(temp, '');
        await rename(temp, recordsFile);
        records = [];
        return json(200, { data: { ok: true } });
      },
    ],
    [
      'POST',
      /^\/__control\/items\/([^/]+)$/,
      onCollection((name, item) => {
        if (!item || typeof item !== 'object' || Array.isArray(item)) {
          return json(400, { error: 'the body must be one JSON object (a raw item)' });
        }
        collections[name] = [...collections[name], item as RawItem];
        return json(200, { data: { count: collections[name].length } });
      }),
    ],
    [
      'PUT',
      /^\/__control\/collections\/([^/]+)$/,
      onCollection((name, value) => {
        const items = Array.isArray(value)
          ? value
          : (value as { data?: unknown } | undefined)?.data;
        if (!Array.isArray(items))
          return json(400, {
            error: 'the body must be a JSON list of raw items (or { data: [...] })',
          });
        collections[name] = items as RawItem[];
        return json(200, { data: { count: items.length } });
      }),
    ],
  ];

  /** A control route on the collection its path names, given the JSON body (undefined if none). */
  function onCollection(handle: (name: Collection, value: unknown) => Reply): Route[2] {
    return async (m, req) => {
      const name = m[1] as Collection;
      if (!DEMO_COLLECTIONS.includes(name)) return json(404, { error: `no collection ${name}` });
      const body = await readJsonBody(req);
      return handle(name, body.ok ? body.value : undefined);
    };
  }

  function visitorCount(): number {
    return baseVisitors + records.filter((r) => r.kind === 'visit').length;
  }

  async function route(req: IncomingMessage, url: URL): Promise<Reply> {
    const table = url.pathname.startsWith('/__control/') ? controlRoutes : routes;
    let pathMatched = false;
    for (const [method, pattern, handler] of table) {
      const match = pattern.exec(url.pathname);
      if (!match) continue;
      pathMatched = true;
      if (method === req.method) return handler(match, req, url);
    }
    return pathMatched
      ? json(405, { error: `${req.method} not allowed here` })
      : json(404, { error: `no route ${url.pathname}` });
  }

  function takeFault(method: string, pathname: string): Fault | undefined {
    if (pathname.startsWith('/__control/')) return undefined;
    const index = faults.findIndex(
      (f) => pathname.startsWith(f.path) && (!f.method || f.method.toUpperCase() === method),
    );
    if (index < 0) return undefined;
    const fault = faults[index]!;
    if (fault.times !== undefined) {
      const left = fault.times - 1;
      if (left <= 0) faults.splice(index, 1);
      else faults[index] = { ...fault, times: left };
    }
    return fault;
  }

  const server = createServer((req, res) => {
    const started = Date.now();
    const url = new URL(req.url ?? '/', 'http://demo.invalid');
    res.setHeader('access-control-allow-origin', '*');
    res.setHeader('access-control-allow-methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('access-control-allow-headers', 'content-type, authorization');
    res.setHeader('access-control-max-age', '600');
    res.on('finish', () => {
      if (!options.quiet)
        console.log(`${req.method} ${req.url} ${res.statusCode} ${Date.now() - started} ms`);
    });
    if (req.method === 'OPTIONS') {
      res.writeHead(204).end();
      return;
    }
    void (async () => {
      const fault = takeFault(req.method ?? 'GET', url.pathname);
      if (fault?.delayMs) await new Promise((r) => setTimeout(r, fault.delayMs));
      if (fault?.hang) {
        hung.add(res);
        res.on('close', () => hung.delete(res));
        return;
      }
      if (fault?.reset) {
        req.socket.destroy();
        return;
      }
      let reply: Reply;
      if (fault?.status !== undefined || fault?.body !== undefined) {
        const body = fault.body ?? JSON.stringify({ error: `injected fault ${fault.status}` });
        reply = {
          status: fault.status ?? 200,
          headers: {
            'content-type':
              fault.contentType ??
              (body.trimStart().startsWith('<')
                ? 'text/html; charset=utf-8'
                : 'application/json; charset=utf-8'),
          },
          body,
        };
      } else {
        try {
          reply = await route(req, url);
        } catch (error) {
          reply = json(500, { error: (error as Error).message });
        }
      }
      const body = typeof reply.body === 'string' ? Buffer.from(reply.body) : reply.body;
      res.writeHead(reply.status, { ...reply.headers, 'content-length': String(body.length) });
      if (fault?.truncate) {
        res.write(body.subarray(0, Math.floor(body.length / 2)), () => res.destroy());
        return;
      }
      res.end(body);
    })();
  });

  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => resolveListen());
  });
  const { port } = server.address() as AddressInfo;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;

  return {
    url,
    async close() {
      const closed = new Promise<void>((r) => server.close(() => r()));
      for (const res of hung) res.destroy();
      for (const socket of sockets) socket.destroy();
      await closed;
      await writeChain;
    },
  };

  function record(
    req: IncomingMessage,
    kind: DemoRecord['kind'],
    recordSite: string,
    body: unknown,
    formType?: string,
  ): DemoRecord {
    const headers: DemoRecord['headers'] = {};
    if (req.headers.authorization) headers.authorization = req.headers.authorization;
    if (req.headers['content-type']) headers['content-type'] = req.headers['content-type'];
    return {
      kind,
      id: randomUUID(),
      receivedAt: new Date().toISOString(),
      site: recordSite,
      ...(formType === undefined ? {} : { formType }),
      headers,
      body,
    };
  }
}

async function readRecords(file: string): Promise<DemoRecord[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    await appendFile(file, '');
    return [];
  }
  const out: DemoRecord[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      out.push(JSON.parse(line) as DemoRecord);
    } catch {
      // A torn last line from a crash: the post it belonged to was never acknowledged.
    }
  }
  return out;
}

async function readJsonBody(
  req: IncomingMessage,
): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES)
      return { ok: false, error: `body larger than ${MAX_BODY_BYTES} bytes` };
    chunks.push(chunk as Buffer);
  }
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, error: 'the body is not JSON' };
  }
}

function dec(value: string | undefined): string {
  try {
    return decodeURIComponent(value ?? '');
  } catch {
    return value ?? '';
  }
}

/** Undated items sort last. */
function timeOf(item: RawItem): number {
  for (const key of ['date', 'fromDate'] as const) {
    const value = item[key];
    if (typeof value === 'string' || typeof value === 'number') {
      const date = parseApiDate(value);
      if (date) return date.getTime();
    }
  }
  return Number.NEGATIVE_INFINITY;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { shape: { type: 'string' } } });
  const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
  let fixturesDir: string | undefined;
  if (values.shape) {
    const shape = values.shape as DataShape;
    if (!(DATA_SHAPES as readonly string[]).includes(shape)) {
      console.error(`--shape must be one of ${DATA_SHAPES.join(', ')}`);
      process.exit(2);
    }
    // The demo data in another shape (demo/lib/dataShapes.ts), e.g. to build the site with it:
    // `API_BASE_URL=http://127.0.0.1:8787 npm run snapshot -- --force` then `npm run build`.
    fixturesDir = join(root, '.demo-api-data', `shape-${shape}`);
    writeFixtures(fixturesDir, shapeFixtures(shape));
  }
  const api = await startDemoApi({
    port: Number(process.env.PORT ?? 8787),
    dataDir: resolve(root, '.demo-api-data'),
    ...(fixturesDir ? { fixturesDir } : {}),
  });
  console.log(
    `Demo API listening on ${api.url}${values.shape ? ` with the "${values.shape}" data` : ''} (Ctrl-C to stop)`,
  );
  const stop = () => void api.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
