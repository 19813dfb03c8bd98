/**
 * Astro integration: each built page inlines the site sheet's rules its markup can use (Beasties),
 * and links the sheet `disabled` for the frame script to enable after `load` (`media="print"` still
 * delays the largest paint in Chromium). Runs after islandStyle and before searchIndex and
 * securityHeaders, which read the pages it writes.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Beasties, { type Options } from 'beasties';
import { cspHash, formatPolicy, isEditorFile, parsePolicy } from '../config/securityPolicy';
import { metaPolicies, withMetaPolicy } from './securityHeaders';
import { afterBuild, listFiles } from './builtFiles';

/** The attribute that marks the site sheet's disabled link for the frame script. */
export const SITE_SHEET_ATTRIBUTE = 'data-site-sheet';

/** The site stylesheet's name as Vite writes it (bundles.ts names its chunk `site`). */
const SITE_SHEET = /^_astro\/site\.[\w-]+\.css$/;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A `<link rel="stylesheet" href="…">` (attributes in either order, no `media`) for `href`. */
function blockingLinkPattern(href: string): RegExp {
  const h = escapeRegExp(href);
  return new RegExp(
    `<link\\s+(?:rel="stylesheet"\\s+href="${h}"|href="${h}"\\s+rel="stylesheet")\\s*/?>`,
    'g',
  );
}

export function withStyleHash(html: string, hash: string): string {
  const policies = metaPolicies(html);
  if (policies.length !== 1) throw new Error(`${policies.length} CSP meta tags (want exactly 1)`);
  const policy = parsePolicy(policies[0]!);
  const styles = policy.get('style-src') ?? ["'self'"];
  const source = `'${hash}'`;
  if (!styles.includes(source)) policy.set('style-src', [...styles, source]);
  return withMetaPolicy(html, formatPolicy(policy));
}

/**
 * `html` with `css` inlined before the site sheet's link, the link disabled, a `<noscript>` copy
 * and the style's hash in the meta policy; unchanged when there is nothing to do.
 */
export function inlineSiteSheet(html: string, href: string, css: string): string {
  if (html.includes(SITE_SHEET_ATTRIBUTE)) return html;
  const pattern = blockingLinkPattern(href);
  const links = html.match(pattern) ?? [];
  if (links.length === 0 || !css.trim()) return html;
  if (links.length > 1) throw new Error(`the site sheet ${href} is linked ${links.length} times`);
  if (css.includes('</style')) throw new Error('inline CSS would close its <style> early');
  const replacement =
    `<style>${css}</style>` +
    `<link rel="stylesheet" href="${href}" ${SITE_SHEET_ATTRIBUTE} disabled>` +
    `<noscript><link rel="stylesheet" href="${href}"></noscript>`;
  return withStyleHash(
    html.replace(pattern, () => replacement),
    cspHash(css),
  );
}

/** The rules of the sheet at `href` that can style `html`'s markup; '' when the page lacks it. */
export async function criticalRules(
  beasties: Beasties,
  html: string,
  href: string,
): Promise<string> {
  if (html.includes(SITE_SHEET_ATTRIBUTE) || !blockingLinkPattern(href).test(html)) return '';
  const out = await beasties.process(html);
  // Beasties writes the rules as a <style> just before the link it read them from.
  const match = new RegExp(
    `<style>((?:(?!</style>)[\\s\\S])*)</style>\\s*<link\\b[^>]*href="${escapeRegExp(href)}"`,
  ).exec(out);
  return match?.[1] ?? '';
}

/**
 * Rules kept whatever the markup: states set after the first paint (an open menu, a ready
 * carousel) may come before the site sheet.
 */
export const STATE_SELECTORS: readonly RegExp[] = [
  /\[(?:open|hidden|disabled|aria-(?:expanded|busy|pressed|selected|invalid|hidden|current))\b/,
  /\[data-(?:paused|ready|state)\b/,
  /--(?:ready|idle|open|active|current)\b/,
  // Selectors that begin with a pseudo-class are global rules (`:root:lang(hi)`, `:focus-visible`):
  // Beasties strips pseudo-classes before matching, which leaves nothing to match, and drops them.
  /^:/,
];

const ISLANDS_DIR = fileURLToPath(new URL('../features/', import.meta.url));

const ISLAND = /<astro-island\b([^>]*)>([\s\S]*?)<\/astro-island>/g;

/** Islands the server renders empty (the notification popup): built markup lacks their elements. */
export function clientRenderedIslands(html: string): string[] {
  const names = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(ISLAND)) {
    if (content.replace(/<template\b[\s\S]*?<\/template>|<!--[\s\S]*?-->/g, '').trim()) continue;
    const name = /&quot;name&quot;:&quot;([\w-]+)&quot;/.exec(attributes)?.[1];
    if (name) names.add(name);
  }
  return [...names].sort();
}

export function islandClasses(name: string, islandsDir = ISLANDS_DIR): string[] {
  const classes = new Set<string>();
  for (const feature of readdirSync(islandsDir)) {
    const file = join(islandsDir, feature, `${name}.css`);
    if (!existsSync(file)) continue;
    const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
    for (const [, found = ''] of css.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) classes.add(found);
  }
  return [...classes].sort();
}

/** A rule pattern for the classes of islands rendered only in the browser, unseen by Beasties. */
export function islandRules(html: string, islandsDir = ISLANDS_DIR): RegExp | undefined {
  const classes = clientRenderedIslands(html).flatMap((name) => islandClasses(name, islandsDir));
  if (classes.length === 0) return undefined;
  return new RegExp(`\\.(?:${[...new Set(classes)].map(escapeRegExp).join('|')})(?![\\w-])`);
}

/**
 * The classes an element must carry for `selector` to match; undefined for selectors beyond a
 * plain reading (parentheses, strings, escapes, lists), which are matched in full.
 */
export function requiredClasses(selector: string): string[] | undefined {
  // Attribute tests (Astro's scoped styles put one on every element) say nothing of classes.
  const outside = selector.replace(/\[[^\]"'\\]*\]/g, '');
  if (/[\\()[\]"',]/.test(outside)) return undefined;
  return [...outside.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map(([, name = '']) => name.toLowerCase());
}

/**
 * Beasties, asking its selector engine only about selectors whose classes the page has: it walked
 * the page's tree for every rule of the site sheet, half of a build's critical-CSS time. A
 * selector naming a class no element carries matches nothing, so the output is the same
 * (tests/unit/critical-css.test.ts; all 254 pages of the test build, identical).
 */
class QuickBeasties extends Beasties {
  #classes = new Set<string>();

  override process(html: string): Promise<string> {
    // Every class in a class attribute, lower case (a superset: templates and text too).
    const values = html.matchAll(/\sclass\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi);
    this.#classes = new Set(
      [...values].flatMap(([, a, b, c]) => (a ?? b ?? c ?? '').toLowerCase().split(/\s+/)),
    );
    return super.process(html);
  }

  /** Beasties' step that matches the sheet against the page (missing from its types). */
  processStyle(style: unknown, document: { beastiesContainers: Matchable[] }): void {
    for (const container of document.beastiesContainers) {
      const full = container.exists.bind(container);
      // Beasties defines `exists` read-only on the element prototype: an own property shadows it.
      Object.defineProperty(container, 'exists', {
        value: (selector: string) =>
          (requiredClasses(selector) ?? []).every((name) => this.#classes.has(name)) &&
          full(selector),
      });
    }
    (Beasties.prototype as unknown as QuickBeasties).processStyle.call(this, style, document);
  }
}

type Matchable = { exists(selector: string): boolean };

export function createBeasties(dir: string, extraRules: readonly RegExp[] = []): Beasties {
  return new QuickBeasties(beastiesOptions(dir, extraRules));
}

/** Beasties' options here: the page's rules plus `extraRules`, written before the sheet's link. */
export const beastiesOptions = (dir: string, extraRules: readonly RegExp[] = []): Options => ({
  path: dir,
  publicPath: '/',
  // The link is rewritten here (inlineSiteSheet); Beasties' own ways need inline handlers.
  // `false` (leave the link alone) is handled by Beasties' code but missing from its types.
  preload: false as unknown as undefined,
  pruneSource: false,
  // Other inline styles (Astro's island rule) stay as they are, apart.
  reduceInlineStyles: false,
  mergeStylesheets: false,
  inlineFonts: false,
  preloadFonts: false,
  compress: true,
  allowRules: [...STATE_SELECTORS, ...extraRules],
  logLevel: 'warn',
});

export async function inlineCriticalCss(
  dir: string,
  islandsDir = ISLANDS_DIR,
): Promise<{ pages: number; sheet?: string }> {
  const files = await listFiles(dir);
  const sheet = files.find((file) => SITE_SHEET.test(file));
  if (!sheet) return { pages: 0 };
  const href = `/${sheet}`;
  // One Beasties (and its caches) per set of rules kept besides the page's own: most pages none.
  const instances = new Map<string, Beasties>();
  const beastiesFor = (html: string) => {
    const extra = islandRules(html, islandsDir);
    const key = extra?.source ?? '';
    let beasties = instances.get(key);
    if (!beasties) {
      beasties = createBeasties(dir, extra ? [extra] : []);
      instances.set(key, beasties);
    }
    return beasties;
  };
  let pages = 0;
  for (const file of files.filter((f) => f.endsWith('.html') && !isEditorFile(f))) {
    const path = join(dir, file);
    const html = await readFile(path, 'utf8');
    const css = await criticalRules(beastiesFor(html), html, href);
    const next = inlineSiteSheet(html, href, css);
    if (next === html) continue;
    await writeFile(path, next);
    pages += 1;
  }
  return { pages, sheet: href };
}

/** The integration: add it to `integrations` in astro.config.mjs, before searchIndex. */
export default () =>
  afterBuild('porf:critical-css', async (outDir, logger) => {
    const { pages, sheet } = await inlineCriticalCss(outDir);
    logger.info(`${sheet ?? 'no site sheet'}: its rules inlined in ${pages} pages`);
  });
