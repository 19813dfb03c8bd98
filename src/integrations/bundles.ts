/**
 * Vite plugins that pack the site's CSS and JavaScript into few files: on a slow link each file
 * costs a round trip. One stylesheet for every page (criticalCss.ts inlines each page's share) and
 * the islands' JavaScript in a few chunks; a module a page's own script imports stays out of them,
 * so pages without islands load none. Page styles are scoped and island classes prefixed, so none
 * reaches another page's markup; the lightbox's CSS loads with the lightbox.
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
