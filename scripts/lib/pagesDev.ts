/**
 * Serves a build folder with Cloudflare Pages' own runtime (`wrangler pages dev`), so headers,
 * redirects and the 404 page are what production applies. The server runs in its own process group
 * (so closing it ends workerd), which Ctrl-C does not reach: `signal-exit` ends the group instead.
 */
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { onExit } from 'signal-exit';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** wrangler refuses to start without one. */
export const COMPATIBILITY_DATE = '2026-05-01';

/** `url` has no trailing slash. */
export interface RunningServer {
  url: string;
  close(): Promise<void>;
}

export interface PagesDevOptions {
  dir: string;
  /** Default: a free one. */
  port?: number;
  /**
   * Keep wrangler's DevTools inspector proxy (default false): a static site has nothing to debug,
   * and the proxy forwards every request's events and bodies into wrangler's process, costing CPU.
   */
  devtools?: boolean;
}

export async function freePort(): Promise<number> {
  const server = createServer().unref().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  await new Promise((closed) => server.close(closed));
  return port;
}

export async function startPagesDev(options: PagesDevOptions): Promise<RunningServer> {
  const host = '127.0.0.1';
  const port = options.port || (await freePort());
  const inspectorPort = await freePort();
  const url = `http://${host}:${port}`;
  // wrangler keeps state in its working folder: one per server, removed on close. Its debug log
  // goes there too; by default it grows in ~/.config/.wrangler/logs and is never cleared.
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
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_LOG_PATH: join(cwd, 'wrangler.log'),
        // No flag turns the inspector proxy off; wrangler leaves it off in VS Code's debug
        // terminal, which this variable signals. tests/unit/pages-dev.test.ts holds it.
        ...(options.devtools ? {} : { VSCODE_INSPECTOR_OPTIONS: '{"porf":"no inspector proxy"}' }),
        CI: 'true',
        NO_COLOR: '1',
      },
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  /** False when the group is already gone. */
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      return child.pid !== undefined && process.kill(-child.pid, signal);
    } catch {
      return false;
    }
  };
  const removeExitHook = onExit(() => void signalGroup('SIGTERM'));
  let exited = false;
  child.on('exit', () => {
    exited = true;
    removeExitHook();
  });

  const stop = async () => {
    if (exited) return;
    const ended = new Promise<void>((done) => child.once('exit', () => done()));
    if (!signalGroup('SIGTERM')) return;
    const timer = setTimeout(() => signalGroup('SIGKILL'), 5_000);
    await ended;
    clearTimeout(timer);
  };

  const deadline = Date.now() + 60_000;
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
