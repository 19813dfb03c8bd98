/**
 * `startPagesDev` (scripts/lib/pagesDev.ts) keeps what wrangler writes beside the server, and
 * clears it when the server closes: wrangler's debug log records every request's inspector events,
 * bodies included, and by default piles up under ~/.config/.wrangler/logs across runs.
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
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('logs into the server’s own folder, and removes that folder on close', async () => {
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>x</title><p>Namaste</p>');
    const server = await startPagesDev({ dir });
    const own = join(ROOT, '.cache', 'wrangler', new URL(server.url).port);
    try {
      const answer = await fetch(`${server.url}/`);
      expect(await answer.text()).toContain('Namaste');
      const log = join(own, 'wrangler.log');
      // wrangler appends to its log asynchronously.
      for (let i = 0; i < 50 && !existsSync(log); i += 1)
        await new Promise((r) => setTimeout(r, 100));
      expect(readFileSync(log, 'utf8')).toMatch(/wrangler|InspectorProxyWorker/);
    } finally {
      await server.close();
    }
    expect(existsSync(own)).toBe(false);
  }, 60_000);
});
