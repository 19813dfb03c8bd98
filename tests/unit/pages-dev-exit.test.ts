/**
 * A process that serves a build with `startPagesDev` (scripts/lib/pagesDev.ts) and then ends
 * early, by a signal (Ctrl-C, a CI timeout) or an error nothing catches, leaves no server behind:
 * the server runs in a process group of its own, which such a signal does not reach, so the
 * process ends that group on its way out. Checked for SIGINT, SIGTERM and an uncaught error on a
 * real `wrangler pages dev`: the page answers before; after, the port refuses connections and no
 * process names the served folder (wrangler) or its port (workerd) any more.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
/** Inside the project, so that the script's imports resolve from its node_modules. */
const WORK = mkdtempSync(join(ROOT, '.cache', 'pages-dev-exit-'));

afterAll(() => {
  // When a check failed, servers outlived their process: end their groups (workerd's too).
  for (const found of processesNaming(WORK)) {
    const pid = found.slice(0, found.indexOf(':'));
    try {
      const group = Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[2]);
      process.kill(-group, 'SIGKILL');
    } catch {
      // ended meanwhile
    }
  }
  rmSync(WORK, { recursive: true, force: true });
});

/** Command lines of the processes running now that mention `text`. */
function processesNaming(text: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (command.includes(text)) found.push(`${pid}: ${command.trim()}`);
    } catch {
      // ended meanwhile
    }
  }
  return found;
}

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

/** Starts a Node process serving `dir` with startPagesDev; resolves with it and the server URL. */
async function serveInChild(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const script = join(WORK, `serve-${Math.random().toString(36).slice(2)}.ts`);
  writeFileSync(
    script,
    `import { startPagesDev } from ${JSON.stringify(join(ROOT, 'scripts/lib/pagesDev.ts'))};\n` +
      `const server = await startPagesDev({ dir: ${JSON.stringify(dir)} });\n` +
      `process.stdout.write(server.url + '\\n');\n` +
      `setInterval(() => undefined, 60_000);\n` +
      `process.on('SIGUSR2', () => { throw new Error('an error nothing catches'); });\n`,
  );
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    let line = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      line += chunk.toString();
      const match = /^(http:\/\/\S+)\n/m.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`exited (${code}) before serving:\n${output}`)));
  });
  return { child, url };
}

describe('startPagesDev when the process that started it ends early', () => {
  // SIGUSR2 makes the script throw an error nothing catches (it then exits with code 1).
  const endings = [
    { name: 'SIGINT', signal: 'SIGINT', ends: 'SIGINT' },
    { name: 'SIGTERM', signal: 'SIGTERM', ends: 'SIGTERM' },
    { name: 'an uncaught error', signal: 'SIGUSR2', ends: 1 },
  ] as const;
  for (const { name, signal, ends } of endings) {
    it.concurrent(`${name}: the server ends too`, { timeout: 90_000 }, async ({ expect }) => {
      const dir = mkdtempSync(join(WORK, `site-${signal}-`));
      writeFileSync(join(dir, 'index.html'), `<!doctype html><title>t</title><p>served ${signal}`);
      const { child, url } = await serveInChild(dir);

      const page = await fetch(`${url}/`);
      expect(await page.text()).toContain(`served ${signal}`);
      // wrangler's command line names the folder; workerd's, the port it serves.
      const running = () => [...processesNaming(dir), ...processesNaming(`=${new URL(url).host} `)];
      expect(processesNaming(dir)).not.toEqual([]);
      expect(processesNaming(`=${new URL(url).host} `)).not.toEqual([]);

      const ended = new Promise((resolve) => child.once('exit', (code, by) => resolve(by ?? code)));
      child.kill(signal);
      expect(await ended).toBe(ends);
      expect(await stopsAnswering(`${url}/`, 10_000)).toBe(true);
      await expect.poll(running, { timeout: 10_000, interval: 200 }).toEqual([]);
    });
  }
});
