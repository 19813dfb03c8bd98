/**
 * What each built page makes a browser download (gzip), read from the build output alone: entry
 * scripts, islands and inline scripts, their static imports (`eager`, the first load) and dynamic
 * ones (`lazy`, counted in the total unless only an `onInteraction` library reaches them).
 * Limits are in performance-budgets.json; tests/e2e/budgets.test.ts checks this model in Chromium.
 */
import { readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
import { htmlFiles, pageUrl } from '../../src/integrations/builtFiles';

/** What static hosts use. */
export const GZIP_LEVEL = 6;

/** The same words as `RouteKind` in src/lib/routes.ts. */
const KindSchema = z.enum(['home', 'text', 'listing', 'form', 'album', 'live', 'story', 'search']);
export type PageKind = z.infer<typeof KindSchema>;

const LibrarySchema = z.object({
  name: z.string().min(1),
  /** A unit test checks the marker is in it. */
  package: z.string().min(1),
  packageFile: z.string().min(1),
  /** A string that survives minification and occurs in the library's code only. */
  marker: z.string().min(6),
  /**
   * Markup that needs the library: a page with none of it must not load it, a page with some
   * must (or the marker is stale). Empty: no page may load it (zod, which only the build needs).
   */
  usedBy: z.array(z.string().min(1)),
  /** Reached only through a dynamic import, on a click: left out of the page's total. */
  onInteraction: z.boolean().default(false),
});
export type HeavyLibrary = z.infer<typeof LibrarySchema>;

/** Limits of one kind of page, in KiB of gzip (1 KiB = 1024 bytes). */
const LimitSchema = z.object({
  firstLoadKiB: z.number().positive(),
  /** First load plus the page's own dynamic imports. */
  totalKiB: z.number().positive(),
  note: z.string().optional(),
});
export type Limit = z.infer<typeof LimitSchema>;

export const BudgetsSchema = z.object({
  $comment: z.string().optional(),
  javascript: z.object({
    limits: z.record(KindSchema, LimitSchema),
    /** Pages that must exist in the build. */
    requiredPages: z.array(z.string().startsWith('/')).min(1),
  }),
  css: z.object({
    renderBlockingLimitKiB: z.number().nonnegative(),
    /** A page's inline `<style>`: its share of the site sheet (criticalCss.ts). */
    inlineLimitKiB: z.number().positive(),
    note: z.string().optional(),
  }),
  heavyLibraries: z.array(LibrarySchema),
});
export type Budgets = z.infer<typeof BudgetsSchema>;

export function loadBudgets(file: string): Budgets {
  return BudgetsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
}

export interface Asset {
  url: string;
  bytes: number;
  gzipBytes: number;
}

interface Chunk extends Asset {
  staticImports: string[];
  dynamicImports: string[];
  code: string;
}

export interface Entry {
  url: string;
  via: 'script' | 'modulepreload' | 'island' | 'renderer' | 'before-hydration';
  /** For islands: the component name Astro writes in `opts`. */
  island?: string;
}

export interface PageReport {
  path: string;
  file: string;
  kind: PageKind;
  entries: Entry[];
  islands: string[];
  eager: Asset[];
  lazy: Asset[];
  /** Chunks reached only through an on-interaction library, not counted in `totalGzipBytes`. */
  onInteraction: Asset[];
  /** Inline `<script>` bodies (not JSON), together. */
  inline: { bytes: number; gzipBytes: number };
  /** eager + inline, gzip: what the page needs to show and hydrate. */
  firstLoadGzipBytes: number;
  /** eager + lazy + inline, gzip: everything the page loads without a click. */
  totalGzipBytes: number;
  /** Stylesheets linked in the head (they block the first paint). */
  renderBlockingCss: Asset[];
  /** Linked `disabled` (enabled after load: criticalCss.ts) or `media="print"`: not blocking. */
  deferredCss: Asset[];
  inlineCssGzipBytes: number;
  libraries: { name: string; how: 'eager' | 'lazy' | 'onInteraction' }[];
  usesLibrary: Record<string, boolean>;
}

const gzipBytes = (data: Buffer | string) => gzipSync(data, { level: GZIP_LEVEL }).length;

function insideNoscript(html: string, at: number): boolean {
  const open = html.lastIndexOf('<noscript', at);
  return open >= 0 && html.indexOf('</noscript>', open) > at;
}

/** Every `<name …>` start tag's attributes, with the text up to `</name>`. */
function tags(
  html: string,
  name: string,
): { attrs: Map<string, string>; body: string; start: number }[] {
  const out: { attrs: Map<string, string>; body: string; start: number }[] = [];
  // Quoted attribute values may contain `>` (Astro's island props do), so attributes are
  // matched one by one rather than with `[^>]*`.
  const tag = new RegExp(
    `<${name}((?:\\s+[^\\s=>/]+(?:\\s*=\\s*(?:"[^"]*"|'[^']*'|[^\\s>]+))?)*)\\s*/?>`,
    'gi',
  );
  const attr = /([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
  for (const match of html.matchAll(tag)) {
    const attrs = new Map<string, string>();
    for (const a of (match[1] ?? '').matchAll(attr)) {
      attrs.set(a[1]!.toLowerCase(), decodeEntities(a[2] ?? a[3] ?? a[4] ?? ''));
    }
    let body = '';
    if (name === 'script' || name === 'style') {
      const end = html.indexOf(`</${name}>`, match.index + match[0].length);
      body = end < 0 ? '' : html.slice(match.index + match[0].length, end);
    }
    out.push({ attrs, body, start: match.index });
  }
  return out;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

export function importsOf(code: string, url: string): { static: string[]; dynamic: string[] } {
  const dir = posix.dirname(url);
  const resolveSpec = (spec: string) =>
    spec.startsWith('/') ? spec : posix.normalize(posix.join(dir, spec));
  const statics = new Set<string>();
  const dynamics = new Set<string>();
  const q = '["\'`]';
  // `import("./x.js")` and `import(\`./x.js\`)`: the bundler writes literal specifiers.
  for (const m of code.matchAll(
    new RegExp(`\\bimport\\s*\\(\\s*${q}((?:\\.{1,2}/|/)[^"'\`]+\\.js)${q}\\s*\\)`, 'g'),
  )) {
    dynamics.add(resolveSpec(m[1]!));
  }
  // `import{a}from"./x.js"`, `export*from"./x.js"`, `import"./x.js"`.
  for (const m of code.matchAll(
    new RegExp(`(?:\\bfrom|\\bimport)\\s*${q}((?:\\.{1,2}/|/)[^"'\`]+\\.js)${q}`, 'g'),
  )) {
    statics.add(resolveSpec(m[1]!));
  }
  // Vite's preload lists (`__vite__mapDeps`) name a dynamic import's dependencies from the root.
  for (const m of code.matchAll(/["'`](_astro\/[^"'`]+\.js)["'`]/g)) {
    const target = `/${m[1]!}`;
    if (!statics.has(target)) dynamics.add(target);
  }
  for (const s of statics) dynamics.delete(s);
  return { static: [...statics], dynamic: [...dynamics] };
}

/** Reads each chunk once, however many pages share it. */
export class ChunkReader {
  private readonly cache = new Map<string, Chunk>();
  constructor(private readonly distDir: string) {}

  /** Throws when a page names a file the build does not have. */
  chunk(url: string): Chunk {
    const cached = this.cache.get(url);
    if (cached) return cached;
    const code = readFileSync(join(this.distDir, url.replace(/^\//, '')), 'utf8');
    const imports = importsOf(code, url);
    const chunk: Chunk = {
      url,
      bytes: Buffer.byteLength(code),
      gzipBytes: gzipBytes(code),
      staticImports: imports.static,
      dynamicImports: imports.dynamic,
      code,
    };
    this.cache.set(url, chunk);
    return chunk;
  }

  asset(url: string): Asset {
    const body = readFileSync(join(this.distDir, url.replace(/^\//, '')));
    return { url, bytes: body.length, gzipBytes: gzipBytes(body) };
  }
}

const asAsset = ({ url, bytes, gzipBytes: gz }: Asset): Asset => ({ url, bytes, gzipBytes: gz });

/** `album` for pre-rendered albums under /Album/, `text` for anything unknown (the 404 page). */
export function kindOfPath(path: string, routeKinds: ReadonlyMap<string, PageKind>): PageKind {
  // A Hindi page (`/hi`, `/hi/Donate`) has the kind, and so the budget, of its English twin.
  const english = path === '/hi' ? '/' : path.startsWith('/hi/') ? path.slice(3) : path;
  const known = routeKinds.get(path) ?? routeKinds.get(english);
  if (known) return known;
  if (english.startsWith('/Album/')) return 'album';
  if (/^\/(NewsItem|Event|BlogPost|CampReport)\//.test(english)) return 'story';
  return 'text';
}

/** `file` is relative to the build folder. */
export function analysePage(
  reader: ChunkReader,
  file: string,
  html: string,
  kind: PageKind,
  libraries: readonly HeavyLibrary[],
  usedBy: (selectors: readonly string[]) => boolean,
): PageReport {
  const entries: Entry[] = [];
  const islands: string[] = [];
  let inline = '';
  for (const script of tags(html, 'script')) {
    const type = script.attrs.get('type') ?? '';
    const src = script.attrs.get('src');
    if (src) {
      if (src.startsWith('/')) entries.push({ url: src, via: 'script' });
    } else if (!/json/i.test(type)) {
      inline += script.body;
    }
  }
  const renderBlockingCss: Asset[] = [];
  const deferredCss: Asset[] = [];
  const headEnd = html.search(/<\/head>/i);
  for (const link of tags(html, 'link')) {
    const rel = (link.attrs.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = link.attrs.get('href');
    if (!href?.startsWith('/')) continue;
    if (rel.includes('modulepreload')) entries.push({ url: href, via: 'modulepreload' });
    if (!rel.includes('stylesheet') || (headEnd >= 0 && link.start > headEnd)) continue;
    if (insideNoscript(html, link.start)) continue;
    const media = link.attrs.get('media');
    if (!link.attrs.has('disabled') && (!media || /^\s*(all|screen)?\s*$/i.test(media))) {
      renderBlockingCss.push(reader.asset(href));
    } else {
      deferredCss.push(reader.asset(href));
    }
  }
  for (const island of tags(html, 'astro-island')) {
    let name: string | undefined;
    try {
      name = (JSON.parse(island.attrs.get('opts') ?? '{}') as { name?: string }).name;
    } catch {
      name = undefined;
    }
    if (name) islands.push(name);
    const component = island.attrs.get('component-url');
    const renderer = island.attrs.get('renderer-url');
    const before = island.attrs.get('before-hydration-url');
    if (component) entries.push({ url: component, via: 'island', island: name });
    if (renderer) entries.push({ url: renderer, via: 'renderer' });
    if (before) entries.push({ url: before, via: 'before-hydration' });
  }
  const inlineCss = tags(html, 'style')
    .map((s) => s.body)
    .join('\n');

  // Walk the graph: eager first (static closure of the entries), then what dynamic imports add.
  const eager = new Map<string, Chunk>();
  const visitStatic = (url: string, into: Map<string, Chunk>, skip: ReadonlyMap<string, Chunk>) => {
    if (into.has(url) || skip.has(url)) return;
    const chunk = reader.chunk(url);
    into.set(url, chunk);
    for (const next of chunk.staticImports) visitStatic(next, into, skip);
  };
  for (const entry of entries) visitStatic(entry.url, eager, new Map());

  const isInteractionOnly = (chunk: Chunk) =>
    libraries.some((lib) => lib.onInteraction && chunk.code.includes(lib.marker));
  const lazy = new Map<string, Chunk>();
  const onInteraction = new Map<string, Chunk>();
  const pending = [...eager.values()];
  const seen = new Set(eager.keys());
  // A dynamic import target and its static closure; a closure that reaches an on-interaction
  // library (the viewer that imports PhotoSwipe) is set aside: it loads on a click.
  while (pending.length > 0) {
    const chunk = pending.shift()!;
    for (const target of chunk.dynamicImports) {
      if (seen.has(target)) continue;
      const closure = new Map<string, Chunk>();
      visitStatic(target, closure, eager);
      const interaction = [...closure.values()].some(isInteractionOnly);
      for (const [url, c] of closure) {
        if (seen.has(url)) continue;
        seen.add(url);
        (interaction ? onInteraction : lazy).set(url, c);
        pending.push(c);
      }
    }
  }
  // A chunk that a counted import also reaches is counted, whatever else reaches it.
  for (const url of lazy.keys()) onInteraction.delete(url);

  const inlineGzip = inline.trim() ? gzipBytes(inline) : 0;
  const sum = (chunks: Iterable<Chunk>) => [...chunks].reduce((n, c) => n + c.gzipBytes, 0);
  const found: PageReport['libraries'] = [];
  for (const lib of libraries) {
    const has = (chunks: Map<string, Chunk>) =>
      [...chunks.values()].some((c) => c.code.includes(lib.marker));
    if (has(eager)) found.push({ name: lib.name, how: 'eager' });
    else if (has(lazy)) found.push({ name: lib.name, how: 'lazy' });
    else if (has(onInteraction)) found.push({ name: lib.name, how: 'onInteraction' });
  }
  const path = pageUrl(file);
  return {
    path,
    file,
    kind,
    entries,
    islands,
    eager: [...eager.values()].map(asAsset),
    lazy: [...lazy.values()].map(asAsset),
    onInteraction: [...onInteraction.values()].map(asAsset),
    inline: { bytes: Buffer.byteLength(inline), gzipBytes: inlineGzip },
    firstLoadGzipBytes: sum(eager.values()) + inlineGzip,
    totalGzipBytes: sum(eager.values()) + sum(lazy.values()) + inlineGzip,
    renderBlockingCss,
    deferredCss,
    inlineCssGzipBytes: inlineCss.trim() ? gzipBytes(inlineCss) : 0,
    libraries: found,
    usesLibrary: Object.fromEntries(libraries.map((lib) => [lib.name, usedBy(lib.usedBy)])),
  };
}

/** Enough for the `usedBy` selectors: one compound selector (`a[data-pswp-width]`). */
export function htmlMatches(html: string, selector: string): boolean {
  const parsed = /^([a-z][a-z0-9-]*)?((?:\[[a-z0-9_-]+(?:\*?="[^"]*")?\])*)$/i.exec(
    selector.trim(),
  );
  if (!parsed || (!parsed[1] && !parsed[2])) {
    throw new Error(`Unsupported selector in performance-budgets.json: ${selector}`);
  }
  const tag = parsed[1] ?? '[a-z][a-z0-9-]*';
  const conditions = [...parsed[2]!.matchAll(/\[([a-z0-9_-]+)(?:(\*?)="([^"]*)")?\]/gi)];
  return tags(html, tag).some((t) =>
    conditions.every(([, name, contains, value]) => {
      const actual = t.attrs.get(name!.toLowerCase());
      if (value === undefined) return actual !== undefined;
      return contains ? (actual ?? '').includes(value) : actual === value;
    }),
  );
}

export function analyseBuild(
  distDir: string,
  budgets: Budgets,
  routeKinds: ReadonlyMap<string, PageKind>,
): PageReport[] {
  const reader = new ChunkReader(distDir);
  return htmlFiles(distDir).map((file) => {
    const html = readFileSync(join(distDir, file), 'utf8');
    const path = pageUrl(file);
    return analysePage(
      reader,
      file,
      html,
      kindOfPath(path, routeKinds),
      budgets.heavyLibraries,
      (selectors) => selectors.some((selector) => htmlMatches(html, selector)),
    );
  });
}

/** One broken rule, in words a failed test can show. */
export interface BudgetProblem {
  path: string;
  rule: string;
  detail: string;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Per-kind JavaScript limits, required pages, render-blocking CSS, heavy libraries' pages. */
export function checkBudgets(pages: readonly PageReport[], budgets: Budgets): BudgetProblem[] {
  const problems: BudgetProblem[] = [];
  const byPath = new Map(pages.map((p) => [p.path, p]));
  for (const path of budgets.javascript.requiredPages) {
    if (!byPath.has(path)) {
      problems.push({ path, rule: 'required page', detail: 'not in the build' });
    }
  }
  for (const page of pages) {
    const limit = budgets.javascript.limits[page.kind];
    const largest = (assets: Asset[]) =>
      [...assets]
        .sort((a, b) => b.gzipBytes - a.gzipBytes)
        .slice(0, 4)
        .map((a) => `${a.url} ${kib(a.gzipBytes)}`)
        .join(', ');
    if (limit === undefined) {
      problems.push({ path: page.path, rule: 'limit', detail: `no limit for kind ${page.kind}` });
      continue;
    }
    if (page.firstLoadGzipBytes > limit.firstLoadKiB * 1024) {
      problems.push({
        path: page.path,
        rule: `first-load JavaScript under ${limit.firstLoadKiB} KiB gzip (${page.kind})`,
        detail: `${kib(page.firstLoadGzipBytes)}: ${largest(page.eager)}`,
      });
    }
    if (page.totalGzipBytes > limit.totalKiB * 1024) {
      problems.push({
        path: page.path,
        rule: `total JavaScript under ${limit.totalKiB} KiB gzip (${page.kind})`,
        detail: `${kib(page.totalGzipBytes)}: ${largest([...page.eager, ...page.lazy])}`,
      });
    }
    const css = page.renderBlockingCss.reduce((n, a) => n + a.gzipBytes, 0);
    if (css > budgets.css.renderBlockingLimitKiB * 1024) {
      problems.push({
        path: page.path,
        rule: `render-blocking CSS under ${budgets.css.renderBlockingLimitKiB} KiB gzip`,
        detail: `${kib(css)}: ${page.renderBlockingCss.map((a) => a.url).join(', ')}`,
      });
    }
    if (page.inlineCssGzipBytes > budgets.css.inlineLimitKiB * 1024) {
      problems.push({
        path: page.path,
        rule: `inline CSS under ${budgets.css.inlineLimitKiB} KiB gzip`,
        detail: kib(page.inlineCssGzipBytes),
      });
    }
    for (const lib of budgets.heavyLibraries) {
      const reached = page.libraries.find((l) => l.name === lib.name);
      const uses = page.usesLibrary[lib.name] === true;
      if (reached && lib.usedBy.length === 0) {
        problems.push({
          path: page.path,
          rule: `${lib.name} on no page`,
          detail: `reached ${reached.how}: it belongs to the build, no page may load it`,
        });
      } else if (reached && !uses) {
        problems.push({
          path: page.path,
          rule: `${lib.name} only on pages that use it`,
          detail: `reached ${reached.how}, but the page has none of ${lib.usedBy.join(', ')}`,
        });
      }
      if (reached && lib.onInteraction && reached.how !== 'onInteraction') {
        problems.push({
          path: page.path,
          rule: `${lib.name} loads on interaction only`,
          detail: `reached ${reached.how}`,
        });
      }
      if (uses && !reached) {
        problems.push({
          path: page.path,
          rule: `${lib.name} marker still found`,
          detail: `the page uses it (${lib.usedBy.join(', ')}) but no chunk it loads contains "${lib.marker}": update the marker`,
        });
      }
    }
  }
  return problems;
}

export function budgetTable(pages: readonly PageReport[], budgets: Budgets): string {
  const rows = [
    [
      'Page',
      'Kind',
      'JS first load',
      'limit',
      'JS total',
      'limit',
      'on click',
      'CSS blocking',
      'CSS inline',
    ],
    ...pages.map((p) => {
      const sum = (a: Asset[]) => a.reduce((n, x) => n + x.gzipBytes, 0);
      const limit = budgets.javascript.limits[p.kind];
      return [
        p.path,
        p.kind,
        kib(p.firstLoadGzipBytes),
        `${limit?.firstLoadKiB ?? '?'} KiB`,
        kib(p.totalGzipBytes),
        `${limit?.totalKiB ?? '?'} KiB`,
        kib(sum(p.onInteraction)),
        kib(sum(p.renderBlockingCss)),
        kib(p.inlineCssGzipBytes),
      ];
    }),
  ];
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => r[i]!.length)));
  return rows
    .map((r) => r.map((cell, i) => (i < 2 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))))
    .map((r) => r.join('  '))
    .join('\n');
}
