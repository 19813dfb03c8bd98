/**
 * `npm start`: the whole site on one machine, with no outside network.
 *   1. starts the demo API on http://127.0.0.1:8787 (data kept in .demo-api-data/)
 *   2. builds the site from the committed snapshot, islands pointed at that API
 *      (unless PUBLIC_API_BASE_URL is set, then that API is used and no demo API is started)
 *   3. serves `dist` on http://localhost:4321 with Cloudflare Pages' local runtime (wrangler)
 * The content editor is at http://localhost:4321/admin/: "Work with Local Repository" and this
 * folder; it writes src/content directly, with no server of its own (docs/editing.md).
 * Ctrl-C stops both servers.
 */
import { resolve } from 'node:path';
import { startDemoApi } from '../demo/demo-api';
import { startPagesDev } from '../scripts/lib/pagesDev';
import { run } from '../scripts/lib/run';

const ROOT = resolve(import.meta.dirname, '..');
const DEMO_API_PORT = Number(process.env.DEMO_API_PORT ?? 8787);
const SITE_PORT = Number(process.env.PORT ?? 4321);

const external = process.env.PUBLIC_API_BASE_URL;
const api = external
  ? undefined
  : await startDemoApi({ port: DEMO_API_PORT, dataDir: resolve(ROOT, '.demo-api-data') });
const apiUrl = external ?? api!.url;
console.log(external ? `Using the API at ${apiUrl}` : `Demo API listening on ${apiUrl}`);

try {
  await run('npx', ['astro', 'build'], {
    cwd: ROOT,
    env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', PUBLIC_API_BASE_URL: apiUrl },
  });
} catch (error) {
  console.error((error as Error).message);
  await api?.close();
  process.exit(1);
}

const site = await startPagesDev({ dir: resolve(ROOT, 'dist'), port: SITE_PORT });
console.log(`\nThe site is ready at http://localhost:${SITE_PORT} (Ctrl-C to stop)`);
console.log(
  `Content editor: http://localhost:${SITE_PORT}/admin/ in Chrome or Edge: "Work with Local Repository", then choose ${ROOT}\n` +
    '(it saves into src/content; restart npm start to see the changes on the site)\n',
);

const stop = async () => {
  await site.close();
  await api?.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
