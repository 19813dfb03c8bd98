/**
 * Vite plugins that pack the site's CSS and JavaScript into few files (each costs a round trip on
 * a slow link): one stylesheet for every page, and the islands' code in a few chunks that pages
 * without islands never load.
 */
import type { Plugin } from 'vite';

/**
 * Small modules that page scripts (search, lightbox) share with islands: claimed first, so the
 * groups below do not pull islands' code into pages without islands.
 */
const SHARED_WITH_PAGE_SCRIPTS: [RegExp, string][] = [
  [/vite\/preload-helper/, 'preload-helper'],
  [/\/src\/lib\/(fill|links|constants)\.ts$/, 'text'],
  // Every address: islands and page scripts use a few each; pages without them never load it.
  [/\/src\/lib\/routes\.ts$/, 'routes'],
];

/** Modules every hydrating island needs: one file, loaded with the first island. */
const ISLAND_RUNTIME = [
  /\/node_modules\/(react|react-dom|scheduler)\//,
  /\/node_modules\/@astrojs\/react\//,
  /\/src\/lib\/(island|env|items)\.tsx?$/,
  /\/src\/(items|features\/listing)\/model\.ts$/,
];

/** embla and the carousel engine, free of React: standalone carousels load no island code. */
const CAROUSEL = [
  /\/node_modules\/embla-carousel(-autoplay)?\//,
  /\/src\/features\/carousel\/(engine|model|standalone)\.ts$/,
];

const CAROUSEL_VIEW = [/\/node_modules\/embla-carousel-react\//, /\/src\/features\/carousel\//];

/** The HTTP step: forms and year files need it at once; the rest of the live refresh waits. */
const HTTP = [/\/src\/lib\/api\/(http|post)\.ts$/, /\/src\/schemas\/forms\.ts$/];

/** Modules of the live refresh, imported by islands once the page is idle: one file. */
const LIVE_REFRESH = [
  /\/src\/lib\/api\//,
  /\/src\/(items|features\/\w+)\/(live|cards|notices|scroller|visitor)\.ts$/,
  /\/src\/schemas\//,
  /\/node_modules\/valibot\//,
];

/** Modules whose CSS makes the site sheet: all but the lightbox's, loaded when a photo opens. */
const ONE_STYLESHEET =
  /\/src\/(layouts|components|pages|features\/(?!album\/(initLightbox|viewer|lightbox)))/;

const matches = (patterns: RegExp[]) => (id: string) =>
  patterns.some((pattern) => pattern.test(id.replaceAll('\\', '/')));

const HELPER_IMPORT = /import\{(?:[\w$]+ as )?([\w$]+)\}from"\.\/preload-helper\.[\w-]+\.js";/;

/**
 * Vite wraps each dynamic import in its preload helper even when there is nothing to preload
 * (vitejs/vite issue 13952), and can keep the helper's import where no wrapper is left: 0.9 KiB on
 * a page whose only dynamic import is the lightbox's viewer. A wrapper with an empty list becomes
 * the plain import; the helper's import goes when no wrapper is left.
 */
export function unwrapEmptyPreloads(code: string): string {
  const helper = HELPER_IMPORT.exec(code);
  if (!helper) return code;
  const call = `(?<![\\w$.])${helper[1]!.replaceAll('$', '\\$')}\\(`;
  const unwrapped = code.replace(
    new RegExp(`${call}\\(\\)=>import\\((\`[^\`]+\`)\\),\\[\\]\\)`, 'g'),
    'import($1)',
  );
  // Vite calls the helper with the import's function only: `e(()=>…)`, `e(async()=>…)`; the
  // minifier reuses its name for locals (`n.forEach(e=>e())`), which must not keep it.
  const helperCall = new RegExp(`${call}(?:async\\s*)?\\(\\)=>`);
  return helperCall.test(unwrapped) ? unwrapped : unwrapped.replace(helper[0], '');
}

/** The chunk groups of each build environment: one sheet for the pages, a few for the islands. */
const GROUPS = {
  prerender: [{ name: 'site', test: ONE_STYLESHEET }],
  client: [
    {
      name: (id: string) =>
        SHARED_WITH_PAGE_SCRIPTS.find(([pattern]) => pattern.test(id))?.[1] ?? null,
      priority: 3,
    },
    { name: 'islands', test: matches(ISLAND_RUNTIME), priority: 2 },
    { name: 'carousel', test: matches(CAROUSEL), priority: 2 },
    { name: 'carousel-view', test: matches(CAROUSEL_VIEW), priority: 1 },
    { name: 'http', test: matches(HTTP), priority: 2 },
    { name: 'live', test: matches(LIVE_REFRESH), priority: 1 },
  ],
};

export function bundlePlugins(): Plugin[] {
  return [
    {
      name: 'porf:chunk-groups',
      configEnvironment: (name) => {
        const groups = GROUPS[name as keyof typeof GROUPS];
        return groups && { build: { rolldownOptions: { output: { codeSplitting: { groups } } } } };
      },
    },
    {
      name: 'porf:unwrap-empty-preloads',
      applyToEnvironment: (environment) => environment.name === 'client',
      generateBundle: {
        order: 'post',
        handler(_options, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type === 'chunk') chunk.code = unwrapEmptyPreloads(chunk.code);
          }
        },
      },
    },
  ];
}
