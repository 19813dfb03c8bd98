/**
 * The host's answers, recorded once and replayed from memory, for the audit's Chromium. The local
 * Pages runtime is a development server whose CPU per request would be taken from the page under
 * test (Lighthouse counts that wait as main-thread time); a visitor's phone never pays it. Each
 * distinct request goes to the runtime once; `warm()` records a page before the measured runs.
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
 * Part of the key. Not `accept`: Pages picks no file by it, and Chromium sends a different one per
 * kind of request, which would only split one answer in two.
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

export interface ReplayHost {
  /** No trailing slash. */
  url: string;
  /** Since the server started (GET and HEAD once each). */
  recorded(): number;
  replayed(): number;
  /** Since the last `resetCounts()`: 0 once warm. */
  misses(): number;
  /** Call after warming. */
  resetCounts(): void;
  close(): Promise<void>;
}

export interface ReplayHostOptions {
  /** The host runtime to record from. */
  upstream: string;
  /** Default: a free one. */
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
 * Records what loading each path asks for, in a browser set up as Lighthouse's phone: scrolled,
 * shown whole as for Lighthouse's full-page screenshot, every picture the markup names, robots.txt.
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
 * Half a second without a request in flight (at most 10 s). Playwright's `networkidle` cannot be
 * waited for twice: once reached it stays reached, though the full-page view asks for more.
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
