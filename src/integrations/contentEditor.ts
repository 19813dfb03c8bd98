/**
 * Astro integration that bundles the content editor (Sveltia CMS, no CDN) into `/admin/` with its
 * own `noindex` page and CSP; the bundle is cached while package, entry and settings stay the same.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'vite';
import { EDITOR_DIR, editorMetaPolicy } from '../config/securityPolicy';
import { afterBuild } from './builtFiles';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ENTRY = join(ROOT, 'src/admin/editor.ts');
const NO_HIGHLIGHTING = join(ROOT, 'src/admin/noHighlighting.ts');

function packageDir(name: string): string {
  let dir = dirname(createRequire(import.meta.url).resolve(name));
  while (!existsSync(join(dir, 'package.json')) || !dir.endsWith(join(...name.split('/')))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`content editor: cannot find the package ${name}`);
    dir = parent;
  }
  return dir;
}

const SVELTIA = packageDir('@sveltia/cms');
/** Beside the packages, so every copy of the project that shares them shares one bundle. */
const CACHE_DIR = join(SVELTIA, '..', '..', '.cache', 'porf-content-editor');

/** The editor's page: its CSP first, noindex, then the bundle. */
export function editorPage(entryFile: string): string {
  const policy = editorMetaPolicy().replace(/'/g, '&#39;');
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta http-equiv="content-security-policy" content="${policy}" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex, nofollow" />
    <title>Content editor</title>
    <script type="module" src="/${EDITOR_DIR}/${entryFile}"></script>
  </head>
  <body></body>
</html>
`;
}

/** Settings of the bundle; part of the cache key, so a change here makes a new bundle. */
const BUNDLE_VERSION = '4';

/** jsDelivr `@font-face` rules, which the editor's CSP blocks; the fonts come from the site. */
const CDN_FONT_FACE = /@font-face\s*\{[^{}]*https:\/\/cdn\.jsdelivr\.net\/[^{}]*\}/g;

function fontsFromTheSite(warn: (message: string) => void): Plugin {
  let removed = 0;
  return {
    name: 'porf:editor-fonts-from-the-site',
    transform(code, id) {
      if (!id.includes('/@sveltia/cms/') || !code.includes('cdn.jsdelivr.net')) return null;
      const out = code.replace(CDN_FONT_FACE, () => {
        removed += 1;
        return '';
      });
      return out === code ? null : { code: out, map: null };
    },
    buildEnd() {
      if (removed === 0) warn('content editor: no CDN @font-face found to drop (package changed?)');
    },
  };
}

async function cacheKey(): Promise<string> {
  const hash = createHash('sha256');
  for (const file of [
    join(SVELTIA, 'package.json'),
    join(packageDir('vite'), 'package.json'),
    ENTRY,
    NO_HIGHLIGHTING,
  ]) {
    hash.update(await readFile(file));
  }
  hash.update(BUNDLE_VERSION);
  return hash.digest('hex').slice(0, 16);
}

/** Bundles the editor into the cache folder of its key unless it is there; returns that folder. */
export async function editorBundle(log: (message: string) => void = () => {}): Promise<string> {
  const key = await cacheKey();
  const dir = join(CACHE_DIR, key);
  if (existsSync(join(dir, 'entry.txt'))) return dir;
  const started = Date.now();
  const staging = `${dir}.${process.pid}.tmp`;
  await rm(staging, { recursive: true, force: true });
  await build({
    configFile: false,
    root: ROOT,
    // The editor's fonts and WebAssembly are found relative to /admin/.
    base: `/${EDITOR_DIR}/`,
    publicDir: false,
    // No environment reaches the bundle: no .env file, no VITE_* variable.
    envDir: false,
    envPrefix: 'PORF_EDITOR_BUNDLE_HAS_NO_ENV_',
    logLevel: 'warn',
    mode: 'production',
    resolve: {
      alias: [{ find: /^@shikijs\/(?:langs|themes)\/.*$/, replacement: NO_HIGHLIGHTING }],
    },
    plugins: [fontsFromTheSite(log)],
    build: {
      outDir: staging,
      emptyOutDir: true,
      assetsDir: '',
      sourcemap: false,
      reportCompressedSize: false,
      modulePreload: false,
      // The package is minified already; its chunks are loaded on demand (locales, maps, HEIC).
      chunkSizeWarningLimit: 4096,
      rollupOptions: {
        input: ENTRY,
        output: {
          entryFileNames: 'editor-[hash].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          assetFileNames: 'assets/[name]-[hash][extname]',
        },
      },
    },
  });
  const entry = (await readdir(staging)).find((f) => /^editor-.*\.js$/.test(f));
  if (!entry) throw new Error('content editor: the bundle has no editor-*.js');
  await writeFile(join(staging, 'entry.txt'), entry);
  // The package's licence travels with its code.
  await cp(join(SVELTIA, 'LICENSE.txt'), join(staging, 'sveltia-cms.LICENSE.txt'));
  await mkdir(CACHE_DIR, { recursive: true });
  try {
    await rename(staging, dir);
  } catch (error) {
    // Another build made the same bundle meanwhile: keep theirs.
    await rm(staging, { recursive: true, force: true });
    if (!existsSync(join(dir, 'entry.txt'))) throw error;
    return dir;
  }
  // Bundles of other keys (an older package) are of no more use.
  for (const name of await readdir(CACHE_DIR)) {
    if (!name.startsWith(key)) await rm(join(CACHE_DIR, name), { recursive: true, force: true });
  }
  log(`content editor bundled in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return dir;
}

export async function writeEditor(outDir: string, log?: (message: string) => void): Promise<void> {
  const bundle = await editorBundle(log);
  const target = join(outDir, EDITOR_DIR);
  // Keep what the build wrote there (config.yml), replace the editor's own files.
  for (const name of ['index.html', 'assets', 'chunks']) {
    await rm(join(target, name), { recursive: true, force: true });
  }
  for (const name of existsSync(target) ? await readdir(target) : []) {
    if (/^editor-.*\.js$/.test(name)) await rm(join(target, name));
  }
  await mkdir(target, { recursive: true });
  await cp(bundle, target, { recursive: true, filter: (src) => !src.endsWith('entry.txt') });
  const entry = (await readFile(join(bundle, 'entry.txt'), 'utf8')).trim();
  await writeFile(join(target, 'index.html'), editorPage(entry));
}

/** The integration: add it to `integrations` in astro.config.mjs, before the ones that list files. */
export default () =>
  afterBuild('porf:content-editor', async (outDir, logger) => {
    await writeEditor(outDir, (message) => logger.info(message));
    logger.info(`content editor written to /${EDITOR_DIR}/`);
  });
