/**
 * Serves a build folder with Cloudflare Pages' own local runtime: `wrangler pages dev DIR`
 * (workerd, from the npm package `wrangler`), so `_headers`, `_redirects`, the 404 page, content
 * types and compression are exactly what the production host applies. `npm run preview`,
 * `npm start`, the browser tests, the audit and the screenshots all serve the site this way.
 *
 * Works offline: with no network wrangler logs a failed fetch of `Request.cf` and goes on.
 *
 * The server runs in a process group of its own (so that closing it also ends workerd), which a
 * Ctrl-C or a `kill` of the process that started it does not reach: `signal-exit` ends the group
 * when that process exits or is ended by a signal, so an interrupted test run or audit leaves no
 * server behind holding its port. (Nothing can when that process is killed with SIGKILL.)
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onExit } from 'signal-exit';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Cloudflare's compatibility date for the local runtime (wrangler refuses to start without). */
export const COMPATIBILITY_DATE = '2026-05-01';

/** A running server; `url` has no trailing slash. */
export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Options of `startPagesDev`. */
export interface PagesDevOptions {
  /** The build folder to serve. */
  dir: string;
  /** Port (default: a free one). */
  port?: number;
  /** Interface (default 127.0.0.1). */
  host?: string;
  /** Longest wait for the server to answer (default 60 s). */
  readyTimeoutMs?: number;
  /**
   * Keep wrangler's DevTools inspector proxy (default false). A static site has no worker code to
   * debug, and the proxy costs: it turns on the runtime's `Network` domain and forwards every
   * request's events, response bodies included, into wrangler's Node process and debug log, about
   * 2.5 times the server's CPU per request (15.9-16.7 against 6.0-6.6 ms, 575 requests each way,
   * docs/performance.md). The answers are the same byte for byte either way.
   */
  devtools?: boolean;
}

/** A TCP port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolvePort(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts `wrangler pages dev` on `options.dir`; resolves once it answers HTTP. */
export async function startPagesDev(options: PagesDevOptions): Promise<RunningServer> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort());
  const inspectorPort = await freePort();
  const url = `http://${host}:${port}`;
  // wrangler keeps local state (.wrangler/) in its working folder: one of its own per server,
  // removed when the server closes. Its debug log goes there too (WRANGLER_LOG_PATH): wrangler
  // writes every inspector event of every request into it, response bodies included (a run of
  // the browser tests wrote 44 MB), and by default into ~/.config/.wrangler/logs, never cleared.
  const cwd = join(ROOT, '.cache', 'wrangler', String(port));
  mkdirSync(cwd, { recursive: true });
  const child = spawn(
    'npx',
    [
      'wrangler',
      'pages',
      'dev',
      resolve(options.dir),
      '--ip',
      host,
      '--port',
      String(port),
      '--inspector-port',
      String(inspectorPort),
      `--compatibility-date=${COMPATIBILITY_DATE}`,
      '--log-level=warn',
      '--show-interactive-dev-session=false',
    ],
    {
      cwd,
      // Its own process group, so closing it also ends workerd.
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG_PATH: join(cwd, 'wrangler.log'),
        // `wrangler pages dev` has no flag to turn the inspector proxy off; wrangler leaves it off
        // when it believes it runs in VS Code's JavaScript debug terminal, which this variable
        // tells it (wrangler-dist/cli.js, `inspectorEnabled`; nothing else reads it without that
        // terminal's NODE_OPTIONS). tests/unit/pages-dev.test.ts fails if a wrangler update stops
        // honouring it.
        ...(options.devtools ? {} : { VSCODE_INSPECTOR_OPTIONS: '{"porf":"no inspector proxy"}' }),
        CI: 'true',
        NO_COLOR: '1',
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // Ends the server's group if this process exits first, however it exits (see above).
  const removeExitHook = onExit(() => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  });
  let exited = false;
  child.on('exit', () => {
    exited = true;
    removeExitHook();
  });

  const stop = async () => {
    if (exited || child.pid === undefined) return;
    const ended = new Promise<void>((done) => child.once('exit', () => done()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, 5_000);
    await ended;
    clearTimeout(timer);
  };

  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exited) throw new Error(`wrangler pages dev stopped before it answered:\n${output}`);
    try {
      await fetch(`${url}/`, { signal: AbortSignal.timeout(2_000) });
      break;
    } catch {
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`wrangler pages dev did not answer on ${url} in time:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return {
    url,
    close: async () => {
      await stop();
      // workerd may still be writing state for a moment after wrangler exits: fs.rm retries.
      await rm(cwd, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
    },
  };
}
