/**
 * `startPagesDev` (scripts/lib/pagesDev.ts) keeps what wrangler writes beside the server, and
 * clears it when the server closes: wrangler's debug log records every request's inspector events,
 * bodies included, and by default piles up under ~/.config/.wrangler/logs across runs.
 * It also leaves wrangler's DevTools inspector proxy off unless asked for it: that proxy forwards
 * every request's `Network` events into wrangler's Node process and log, which took 2.5 times the
 * server's CPU per request. The switch is one wrangler honours without documenting it, so this
 * test reads the log both ways: a wrangler update that ignores the switch fails here.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { startPagesDev } from '../../scripts/lib/pagesDev';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

describe('startPagesDev: what wrangler writes', () => {
  const dir = mkdtempSync(join(tmpdir(), 'pages-dev-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title><p>Namaste</p>');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  /** Serves `dir`, asks for the page three times, and returns wrangler's log once it is written. */
  async function logOfThreeRequests(devtools: boolean): Promise<string> {
    const server = await startPagesDev({ dir, devtools });
    const own = join(ROOT, '.cache', 'wrangler', new URL(server.url).port);
    const log = join(own, 'wrangler.log');
    let text = '';
    try {
      for (let i = 0; i < 3; i += 1) {
        const answer = await fetch(`${server.url}/`);
        expect(await answer.text()).toContain('Namaste');
      }
      // wrangler appends to its log asynchronously: wait for the requests' events (with the proxy
      // on they were there within 0.1 s), up to 3 s, which is the time a proxy that was on gets.
      for (let i = 0; i < 30 && !text.includes('Network.responseReceived'); i += 1) {
        await new Promise((r) => setTimeout(r, 100));
        text = existsSync(log) ? readFileSync(log, 'utf8') : '';
      }
    } finally {
      await server.close();
    }
    expect(existsSync(own)).toBe(false);
    return text;
  }

  it('logs into the server’s own folder, without the inspector proxy, and removes that folder on close', async () => {
    const log = await logOfThreeRequests(false);
    expect(log).toContain('wrangler');
    expect(log).not.toMatch(/Network\.|InspectorProxyWorker/);
  }, 60_000);

  it('keeps the inspector proxy when asked (`devtools: true`): the events the first test reads for', async () => {
    const log = await logOfThreeRequests(true);
    expect(log).toContain('Network.responseReceived');
  }, 60_000);
});
