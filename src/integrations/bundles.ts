/**
 * How the build packs the site's CSS and JavaScript into files (issue 24: a cheap phone on a slow
 * link pays a round trip for every file it needs before it can paint or run an island).
 * Build-time only: astro.config.mjs adds these Vite plugins.
 *
 * - embla's React hook is bundled when pages render too, so its `react` import is Preact's there
 *   as in the browser (the islands run on Preact's compat layer: astro.config.mjs).
 * - One site stylesheet: the page frame and every shared block (src/layouts, src/components)
 *   render from one chunk, so their scoped styles reach the browser as one cached file instead of
 *   five to seven render-blocking ones per page. A page's own `<style>` and an island's CSS stay
 *   apart (only the pages that use them load them).
 * - Islands' JavaScript in a few files instead of some twenty: what every island needs to hydrate
 *   (Preact, the error boundary, dates), the carousels (embla, only where there is one), and the
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
  [/\/src\/lib\/shared\/(fill|links|feeds)\.ts$/, 'text'],
];

/** Modules every hydrating island needs: one file, loaded with the first island. */
const ISLAND_RUNTIME = [
  /\/node_modules\/preact\//,
  /\/node_modules\/@astrojs\/preact\//,
  /\/src\/islands\/Island\//,
  /\/src\/lib\/live\/(useLive|merge)\.ts$/,
  /\/src\/lib\/shared\/(constants|carousel|env|format|listing|listingCards)\.ts$/,
];

/** The carousels (home page, notification popup): one file, only where a carousel is. */
const CAROUSEL = [/\/node_modules\/embla-carousel/, /\/src\/islands\/Carousel\//];

/**
 * The HTTP step with its time limits and errors: forms send with it, listings fetch other years
 * with it, so it loads with them; the rest of the live refresh waits until the page is idle.
 */
const HTTP = [/\/src\/lib\/api\/(http|errors|endpoints|forms)\.ts$/, /\/src\/schemas\/forms\.ts$/];

/** Modules of the live refresh, imported by islands once the page is idle: one file. */
const LIVE_REFRESH = [/\/src\/lib\/(live|api)\//, /\/src\/schemas\//, /\/node_modules\/valibot\//];

const matches = (patterns: RegExp[]) => (id: string) =>
  patterns.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

/** The Vite plugins; add them to `vite.plugins` in astro.config.mjs. */
export function bundlePlugins(): Plugin[] {
  return [
    {
      name: 'porf:embla-react-through-preact',
      configEnvironment: (name) =>
        name === 'client' ? undefined : { resolve: { noExternal: ['embla-carousel-react'] } },
    },
    {
      name: 'porf:one-site-stylesheet',
      configEnvironment: (name) =>
        name === 'prerender'
          ? {
              build: {
                rolldownOptions: {
                  output: {
                    codeSplitting: {
                      groups: [{ name: 'site', test: /\/src\/(layouts|components)\// }],
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
