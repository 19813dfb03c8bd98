/**
 * The host's answers, recorded once and replayed from memory: what the audit's Chromium loads.
 *
 * The audit serves the build with Cloudflare Pages' local runtime (`wrangler pages dev`,
 * scripts/lib/pagesDev.ts), so headers, redirects, compression and the 404 page are the host's.
 * But that runtime is a development server: each request passes through two workerd processes and
 * wrangler's Node process (which serves Pages assets over a loopback and writes every inspector
 * event, response bodies included, to its debug log). On these two-core machines that is about
 * 48 ms of CPU per request (40 requests: Node 1.2 s, workerd 0.7 s; /proc, 2026-11-26), taken from
 * the page's own renderer while it loads, and Lighthouse counts the renderer's wait as the page's
 * main-thread time. A visitor's phone never pays it: the edge serves the files.
 *
 * So the audit puts this server in front: each distinct request (method, path and query, and the
 * request headers that can change the answer) goes to the runtime once; its status, headers and
 * body (still compressed) are kept and every later identical request is answered from memory.
 * `warm()` records a page and everything it loads before the measured runs start; whatever a run
 * asks for that was not recorded is fetched from the runtime then (and counted in `misses`).
 */
import {
  createServer,
  request,
  type IncomingHttpHeaders,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { chromium, type Page } from 'playwright-core';
import { PLAYWRIGHT_CHROME_FLAGS, chromePath } from './chrome';

/**
 * Request headers whose value can change what a static host answers, so part of the key. Not
 * `accept`: Pages picks no file by it, and Chromium sends a different one for each kind of
 * request (Lighthouse's read of robots.txt sends none), which would only split one answer in two.
 */
const KEY_HEADERS = ['accept-encoding', 'range', 'if-none-match', 'if-modified-since'];

/** Connection-level headers: not recorded (node sets its own). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'proxy-connection',
  'upgrade',
  'te',
  'trailer',
]);

interface Recorded {
  status: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** A running replay server. */
export interface ReplayHost {
  /** Origin the pages are loaded from, no trailing slash. */
  url: string;
  /** Requests passed to the runtime since the server started (GET and HEAD once each). */
  recorded(): number;
  /** Requests answered from memory. */
  replayed(): number;
  /** Requests answered by the runtime since the last `resetCounts()` (0 once warm). */
  misses(): number;
  /** Starts a new count of misses (call after warming). */
  resetCounts(): void;
  close(): Promise<void>;
}

/** Options of `startReplayHost`. */
export interface ReplayHostOptions {
  /** Origin of the host runtime to record from, e.g. `http://127.0.0.1:41000`. */
  upstream: string;
  /** Port to listen on (default: a free one). */
  port?: number;
}

function cacheKey(method: string, url: string, headers: IncomingHttpHeaders): string {
  const parts = KEY_HEADERS.map((name) => `${name}=${String(headers[name] ?? '')}`);
  return [method, url, ...parts].join('\n');
}

/** The upstream's answer as-is (no decompression), headers minus the connection-level ones. */
function fetchUpstream(
  upstream: URL,
  method: string,
  url: string,
  headers: IncomingHttpHeaders,
  body?: IncomingMessage,
): Promise<Recorded> {
  return new Promise((done, fail) => {
    const forwarded: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(headers)) {
      if (!HOP_BY_HOP.has(name) && value !== undefined) forwarded[name] = value;
    }
    const req = request(
      { host: upstream.hostname, port: upstream.port, method, path: url, headers: forwarded },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('end', () => {
          const kept: OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(res.headers)) {
            if (!HOP_BY_HOP.has(name) && value !== undefined) kept[name] = value;
          }
          const body = Buffer.concat(chunks);
          if (method !== 'HEAD') kept['content-length'] = body.length;
          done({ status: res.statusCode ?? 502, headers: kept, body });
        });
      },
    );
    req.on('error', fail);
    if (body) body.pipe(req);
    else req.end();
  });
}

/** Starts the replay server in front of `options.upstream`. */
export async function startReplayHost(options: ReplayHostOptions): Promise<ReplayHost> {
  const upstream = new URL(options.upstream);
  const answers = new Map<string, Promise<Recorded>>();
  let recorded = 0;
  let replayed = 0;
  let missesSinceReset = 0;
  const server = createServer((req, res) => {
    const method = req.method ?? 'GET';
    const url = req.url ?? '/';
    // Only what cannot change anything is recorded: reads without a body.
    const cacheable = method === 'GET' || method === 'HEAD';
    const key = cacheKey(method, url, req.headers);
    let answer = cacheable ? answers.get(key) : undefined;
    if (answer) {
      replayed += 1;
    } else {
      recorded += 1;
      missesSinceReset += 1;
      answer = fetchUpstream(upstream, method, url, req.headers, cacheable ? undefined : req);
      if (cacheable) {
        answers.set(key, answer);
        // A failed fetch is not kept: the next request tries the runtime again.
        answer.catch(() => answers.delete(key));
      }
    }
    if (cacheable) req.resume();
    answer.then(
      ({ status, headers, body }) => {
        res.writeHead(status, headers);
        res.end(method === 'HEAD' ? undefined : body);
      },
      (error: Error) => {
        res.writeHead(502, { 'content-type': 'text/plain' });
        res.end(`The host runtime did not answer: ${error.message}`);
      },
    );
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => done());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    recorded: () => recorded,
    replayed: () => replayed,
    misses: () => missesSinceReset,
    resetCounts: () => {
      missesSinceReset = 0;
    },
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

/**
 * Records what loading each path asks for, in a browser set up as Lighthouse's phone (its own
 * mobile screen emulation, 412 x 823 CSS pixels at 1.75x in Lighthouse 13; touch), scrolled to the
 * end and back, then shown whole at once as Lighthouse does for its full-page screenshot after
 * the trace, so lazy pictures are recorded too; reads every picture the markup names (carousels
 * bring theirs in as they move); and reads robots.txt as Lighthouse's SEO audit does.
 */
export async function warm(host: ReplayHost, paths: readonly string[]): Promise<void> {
  const phone = screenEmulationMetrics.mobile;
  if (!phone) throw new Error("Lighthouse's constants no longer describe its mobile screen.");
  const browser = await chromium.launch({
    executablePath: chromePath(),
    args: PLAYWRIGHT_CHROME_FLAGS,
  });
  try {
    for (const path of paths) {
      const context = await browser.newContext({
        viewport: { width: phone.width, height: phone.height },
        deviceScaleFactor: phone.deviceScaleFactor,
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const quiet = quietNetwork(page);
      await page.goto(`${host.url}${path}`, { waitUntil: 'load' });
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight) {
          scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 100));
        }
        scrollTo(0, 0);
      });
      // Carousels bring later slides' pictures in as they move (autoplay, during Lighthouse's
      // run): every same-origin picture the markup names, <noscript> copies included, is read.
      await page.evaluate(async () => {
        const documents = [
          document,
          ...[...document.querySelectorAll('noscript')].map((element) =>
            new DOMParser().parseFromString(element.textContent ?? '', 'text/html'),
          ),
        ];
        const urls = new Set<string>();
        for (const doc of documents) {
          for (const element of doc.querySelectorAll('img, source')) {
            const candidates = [
              element.getAttribute('src') ?? '',
              ...(element.getAttribute('srcset') ?? '').split(','),
            ];
            for (const candidate of candidates) {
              const url = candidate.trim().split(/\s+/)[0];
              if (url) urls.add(new URL(url, location.href).href);
            }
          }
        }
        const own = [...urls].filter((url) => new URL(url).origin === location.origin);
        for (let i = 0; i < own.length; i += 6) {
          await Promise.all(
            own.slice(i, i + 6).map((url) =>
              fetch(url)
                .then((response) => response.arrayBuffer())
                .catch(() => undefined),
            ),
          );
        }
      });
      // Lighthouse's SEO audit reads robots.txt from the page, as this does.
      await page.evaluate(() => fetch('/robots.txt').then((response) => response.text()));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      await page.setViewportSize({ width: phone.width, height: Math.min(height, 16_384) });
      await quiet();
      await context.close();
    }
  } finally {
    await browser.close();
  }
}

/**
 * Resolves once `page` has had no request in flight for half a second (at most 10 s: a page that
 * keeps talking to its API is recorded as far as it got). Playwright's own `networkidle` cannot
 * be waited for twice: once reached, it stays reached, though the full-page view asks for more.
 */
function quietNetwork(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => {
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  return async () => {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline && (inFlight > 0 || Date.now() - lastChange < 500)) {
      await new Promise((done) => setTimeout(done, 50));
    }
  };
}
