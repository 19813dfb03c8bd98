/**
 * A process that starts a server with `startPagesDev` (scripts/lib/pagesDev.ts) or a browser with
 * `launchChrome` (tools/lib/lighthouse.ts), as the tests, the audit and `npm start` do, and then
 * ends early, by a signal (Ctrl-C, a CI timeout) or an error nothing catches, leaves nothing of
 * them behind. The server runs in a process group of its own, which such a signal does not reach,
 * and a SIGTERM to one process never reaches its children: so the process ends them on its way
 * out. Checked on a real `wrangler pages dev` and a real Chromium, for SIGINT, SIGTERM and an
 * uncaught error: before, they answer on their ports; after, the ports refuse connections and
 * every process they started (found through /proc before the end) is gone.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';
import { descendants, statFields } from '../support/processes';

const ROOT = join(import.meta.dirname, '..', '..');
/** Inside the project, so that the scripts' imports resolve from its node_modules. */
const WORK = mkdtempSync(join(ROOT, '.cache', 'exit-cleanup-'));

/** Whether the process `pid` that started at `startTime` still runs (a zombie has ended). */
function alive(pid: number, startTime: string): boolean {
  const fields = statFields(pid);
  return fields !== undefined && fields[0] !== 'Z' && fields[19] === startTime;
}

/** Every process the scripts started, with its start time, to end in `afterAll` should a check fail. */
const started = new Map<number, string>();

afterAll(() => {
  for (const [pid, startTime] of started) {
    // The same process, not a later one that was given its number.
    if (!alive(pid, startTime)) continue;
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
  rmSync(WORK, { recursive: true, force: true });
});

/** True once nothing accepts connections at `url`, checked every 100 ms for up to `ms`. */
async function stopsAnswering(url: string, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    try {
      await fetch(url, { signal: AbortSignal.timeout(1_000) });
    } catch {
      return true;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
}

/** What a script starts, and the address it then answers on (printed on the script's stdout). */
const STARTS = {
  'wrangler pages dev': (dir: string) =>
    `import { startPagesDev } from ${JSON.stringify(join(ROOT, 'scripts/lib/pagesDev.ts'))};\n` +
    `const server = await startPagesDev({ dir: ${JSON.stringify(dir)} });\n` +
    `process.stdout.write(server.url + '/\\n');\n`,
  Chromium: () =>
    `import { launchChrome } from ${JSON.stringify(join(ROOT, 'tools/lib/lighthouse.ts'))};\n` +
    `const chrome = await launchChrome();\n` +
    `process.stdout.write('http://127.0.0.1:' + chrome.port + '/json/version\\n');\n`,
} as const;

/** Runs a script that starts `what`, then waits; resolves with it and the address printed. */
async function startInChild(
  what: keyof typeof STARTS,
  dir: string,
): Promise<{ child: ChildProcess; url: string }> {
  const script = join(dir, 'start.ts');
  writeFileSync(
    script,
    STARTS[what](dir) +
      `setInterval(() => undefined, 60_000);\n` +
      // SIGUSR2: an error nothing catches (the process then exits with code 1).
      `process.on('SIGUSR2', () => { throw new Error('an error nothing catches'); });\n`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let printed = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      printed += chunk.toString();
      const match = /^(http:\/\/\S+)\n/m.exec(printed);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before starting:\n${output}`)));
  });
  return { child, url };
}

describe('servers and browsers end with the process that started them', () => {
  const endings = [
    { name: 'SIGINT', signal: 'SIGINT', ends: 'SIGINT' },
    { name: 'SIGTERM', signal: 'SIGTERM', ends: 'SIGTERM' },
    { name: 'an uncaught error', signal: 'SIGUSR2', ends: 1 },
  ] as const;
  const cases = [
    ...endings.map((ending) => ({ what: 'wrangler pages dev' as const, ...ending })),
    // One ending is enough for the browser: the same hook, another child.
    { what: 'Chromium' as const, ...endings[1] },
  ];
  for (const { what, name, signal, ends } of cases) {
    it.concurrent(`${what}, ${name}`, { timeout: 90_000 }, async ({ expect }) => {
      const dir = mkdtempSync(join(WORK, 'case-'));
      writeFileSync(join(dir, 'index.html'), `<!doctype html><title>t</title><p>served ${name}`);
      const { child, url } = await startInChild(what, dir);

      expect((await fetch(url)).ok).toBe(true);
      const below = descendants(child.pid!);
      const startTimes = new Map(below.map((pid) => [pid, statFields(pid)?.[19] ?? '']));
      for (const [pid, startTime] of startTimes) started.set(pid, startTime);
      expect(below.length).toBeGreaterThan(0);

      const ended = new Promise((resolve) => child.once('exit', (code, by) => resolve(by ?? code)));
      child.kill(signal);
      expect(await ended).toBe(ends);
      expect(await stopsAnswering(url, 10_000)).toBe(true);
      await expect
        .poll(() => below.filter((pid) => alive(pid, startTimes.get(pid)!)), {
          timeout: 10_000,
          interval: 200,
        })
        .toEqual([]);
    });
  }
});
