/**
 * How the build packs the site's CSS and JavaScript into files (issue 24: a cheap phone on a slow
 * link pays a round trip for every file it needs before it can paint or run an island).
 * Build-time only: astro.config.mjs adds these Vite plugins.
 *
 * - One stylesheet for every page: the page frame, every shared block (src/layouts,
 *   src/components), the pages' own `<style>` and the islands' CSS render from one chunk, so each
 *   page loads one cached file instead of two or three (the home page waited for the popup's
 *   stylesheet, a form for the form's and its page's). Since then no page waits for it at all:
 *   criticalCss.ts writes each page's share of it inline and loads the file without blocking. Lighthouse's 3G link
 *   (300 ms round trips) showed what a second render-blocking file costs on a connection of its
 *   own: `/` first paint 2.15 -> 1.84 s, `/News` 1.89 -> 1.55 s, for 3.7 KiB more gzip in the one
 *   file that every later page then has cached (docs/performance.md). Page styles are scoped and
 *   islands' classes carry their island's prefix, so none reaches another page's markup. The
 *   album lightbox's CSS stays apart: it loads with the lightbox, when a photo is opened.
 * - Islands' JavaScript in a few files instead of some twenty: what every island needs to hydrate
 *   (React, the error boundary, dates), the carousels (embla, only where there is one), and the
 *   live refresh that islands import once the page is idle (API client, schemas, merge rules). A
 *   module a page's own script imports (the search page, the album's lightbox) stays out of them,
 *   so pages without islands never load any of it.
 */
import type { Plugin } from 'vite';

/**
 * Small modules that pages' own scripts (search, lightbox) share with islands: claimed first, each
 * kind in a file of its own, so that neither group below pulls them in and with them the islands'
 * code into pages that have no island.
 */
const SHARED_WITH_PAGE_SCRIPTS: [RegExp, string][] = [
  [/vite\/preload-helper/, 'preload-helper'],
  [/\/src\/lib\/(fill|links|feeds|constants)\.ts$/, 'text'],
];

/** Modules every hydrating island needs: one file, loaded with the first island. */
const ISLAND_RUNTIME = [
  /\/node_modules\/(react|react-dom|scheduler)\//,
  /\/node_modules\/@astrojs\/react\//,
  /\/src\/lib\/(island|env|format|items)\.tsx?$/,
  /\/src\/components\/ui\/Picture\.tsx$/,
  /\/src\/lib\/live\/useLive\.ts$/,
  /\/src\/features\/listing\/(merge|model|rules)\.ts$/,
];

/**
 * embla and the carousel engine: one file, only where a carousel is; free of React, so the
 * standalone carousels' page script loads no island code.
 */
const CAROUSEL = [
  /\/node_modules\/embla-carousel(-autoplay)?\//,
  /\/src\/features\/carousel\/(engine|model|standalone)\.ts$/,
];

/** The islands' carousel view and embla's React hook. */
const CAROUSEL_VIEW = [/\/node_modules\/embla-carousel-react\//, /\/src\/features\/carousel\//];

/**
 * The HTTP step with its time limits and errors: forms send with it, listings fetch other years
 * with it, so it loads with them; the rest of the live refresh waits until the page is idle.
 */
const HTTP = [
  /\/src\/lib\/api\/(http|errors|endpoints|post)\.ts$/,
  /\/src\/lib\/live\/connection\.ts$/,
  /\/src\/schemas\/forms\.ts$/,
];

/** Modules of the live refresh, imported by islands once the page is idle: one file. */
const LIVE_REFRESH = [
  /\/src\/lib\/(live|api)\//,
  /\/src\/features\/\w+\/(live|cards|notices|scroller|visitor)\.ts$/,
  /\/src\/schemas\//,
  /\/node_modules\/valibot\//,
];

/**
 * What the site stylesheet is made of (server modules, whose CSS follows them): the frame, the
 * shared blocks, the pages and the islands (the lightbox, loaded when a photo opens, apart).
 */
const ONE_STYLESHEET =
  /\/src\/(layouts|components|pages|features\/(?!album\/(initLightbox|lightbox)))/;

const matches = (patterns: RegExp[]) => (id: string) =>
  patterns.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

/** The Vite plugins; add them to `vite.plugins` in astro.config.mjs. */
export function bundlePlugins(): Plugin[] {
  return [
    {
      name: 'porf:one-site-stylesheet',
      configEnvironment: (name) =>
        name === 'prerender'
          ? {
              build: {
                rolldownOptions: {
                  output: {
                    codeSplitting: {
                      groups: [{ name: 'site', test: ONE_STYLESHEET }],
                    },
                  },
                },
              },
            }
          : undefined,
    },
    {
      name: 'porf:island-chunks',
      configEnvironment: (name) =>
        name === 'client'
          ? {
              build: {
                rolldownOptions: {
                  output: {
                    codeSplitting: {
                      groups: [
                        {
                          name: (id: string) =>
                            SHARED_WITH_PAGE_SCRIPTS.find(([pattern]) => pattern.test(id))?.[1] ??
                            null,
                          priority: 3,
                        },
                        { name: 'islands', test: matches(ISLAND_RUNTIME), priority: 2 },
                        { name: 'carousel', test: matches(CAROUSEL), priority: 2 },
                        { name: 'carousel-view', test: matches(CAROUSEL_VIEW), priority: 1 },
                        { name: 'http', test: matches(HTTP), priority: 2 },
                        { name: 'live', test: matches(LIVE_REFRESH), priority: 1 },
                      ],
                    },
                  },
                },
              },
            }
          : undefined,
    },
  ];
}
