// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import { loadEnv } from 'vite';
import { readFileSync } from 'node:fs';
import securityHeaders from './src/integrations/securityHeaders.ts';
import hostLimits from './src/integrations/hostLimits.ts';
import hindiRoutes from './src/integrations/hindiRoutes.ts';
import searchIndex from './src/integrations/searchIndex.ts';
import documentFiles from './src/integrations/documentFiles.ts';
import caseRedirects from './src/integrations/caseRedirects.ts';
import islandStyle from './src/integrations/islandStyle.ts';
import criticalCss from './src/integrations/criticalCss.ts';
import contentEditor from './src/integrations/contentEditor.ts';
import { bundlePlugins } from './src/integrations/bundles.ts';
import settledDirective from './src/integrations/settledDirective.ts';
import { cspDirectives } from './src/config/securityPolicy.ts';

// Read .env files as well as the process environment.
const env = { ...loadEnv(process.env.NODE_ENV ?? 'production', process.cwd(), ''), ...process.env };

/** Canonical origin for sitemap, canonical URLs and share tags. */
const SITE_URL = env.SITE_URL || 'http://localhost:4321';

// The browser needs the site code too (visitor counter, forms); only PUBLIC_ variables reach it,
// so SITE_CODE is handed on under a public name.
process.env.PUBLIC_SITE_CODE = env.SITE_CODE || env.PUBLIC_SITE_CODE || 'PORF';
// The media store's address, from a .env file too, for src/lib/data/media.ts.
if (env.MEDIA_BASE_URL) process.env.MEDIA_BASE_URL = env.MEDIA_BASE_URL;

/** The snapshot's source, for pictures missing from the image cache (see SNAPSHOT_FOLDERS). */
function snapshotSource() {
  for (const folder of ['snapshot', '.snapshot.ready', '.snapshot.old']) {
    try {
      const manifest = JSON.parse(
        readFileSync(new URL(`./src/data/${folder}/manifest.json`, import.meta.url), 'utf8'),
      );
      return typeof manifest.source === 'string' ? manifest.source : undefined;
    } catch {
      // Not there (an interrupted snapshot run): try the next folder.
    }
  }
  return undefined;
}

export default defineConfig({
  site: SITE_URL,
  output: 'static',
  // `/AboutNgo` is written as `dist/AboutNgo.html`, which every static host serves at `/AboutNgo`
  // without a redirect to a trailing slash.
  trailingSlash: 'never',
  build: { format: 'file', inlineStylesheets: 'auto' },
  // Hindi pages under /hi, English unprefixed.
  i18n: {
    locales: ['en', 'hi'],
    defaultLocale: 'en',
    routing: { prefixDefaultLocale: false },
  },
  // documentFiles (dist/files/), contentEditor (dist/admin/) and searchIndex (dist/pagefind/)
  // write their folders before securityHeaders lists the folders for `_headers`.
  integrations: [
    react(),
    settledDirective(),
    hindiRoutes(),
    islandStyle(),
    // Before searchIndex and securityHeaders, which read the pages it rewrites.
    criticalCss(),
    documentFiles(),
    contentEditor(),
    searchIndex(),
    caseRedirects(),
    securityHeaders(),
    // Every page but those that render from the query (/SubGallery, /Story) and the editor, each
    // paired with its Hindi twin; x-default names the English page.
    sitemap({
      filter: (page) => !/\/(SubGallery|Story)$|\/admin\//.test(page),
      i18n: { defaultLocale: 'en', locales: { en: 'en-IN', hi: 'hi' } },
      serialize: (item) => {
        const english = item.links?.find((link) => link.lang === 'en-IN');
        return english
          ? { ...item, links: [...(item.links ?? []), { ...english, lang: 'x-default' }] }
          : item;
      },
    }),
    // Last: counts every file the others wrote.
    hostLimits(),
  ],
  // Astro writes a meta CSP on every page with its scripts' and styles' hashes; securityHeaders.ts
  // repeats it as a header, with frame-ancestors.
  security: {
    csp: {
      algorithm: 'SHA-256',
      directives: cspDirectives({
        apiBaseUrl: env.PUBLIC_API_BASE_URL,
        snapshotSource: snapshotSource(),
        mediaBaseUrl: env.MEDIA_BASE_URL,
      }),
    },
  },
  // Shiki writes inline styles that a strict CSP would block; there are no code blocks anyway.
  markdown: { syntaxHighlight: false },
  devToolbar: { enabled: false },
  server: { host: '127.0.0.1', port: 4321 },
  // AVIF at effort 2, not sharp's default 4: much faster for slightly larger files, which keeps a
  // cold build of every photo short.
  image: {
    service: { entrypoint: 'astro/assets/services/sharp', config: { avif: { effort: 2 } } },
  },
  vite: {
    build: { assetsInlineLimit: 0 },
    plugins: bundlePlugins(),
  },
});
