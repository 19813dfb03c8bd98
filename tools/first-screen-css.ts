/**
 * How much of the site stylesheet styles something on the first screen of some page: the size a
 * "critical" sheet, the same on every page, would need so that no first screen moves when the full
 * sheet arrives. Opens every page without JavaScript at each width and keeps the rules that match
 * within `--screens` window heights (states and pseudo-elements stripped). A measure, not a check.
 *
 *   npx tsx tools/first-screen-css.ts [--dist .cache/audit-dist] [--widths 360,412,768,1366]
 *                                     [--screens 1.25] [--out critical.css]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';
import { startPagesDev } from '../scripts/lib/pagesDev';
import { htmlFiles, pageUrl } from '../src/integrations/builtFiles';
import { PLAYWRIGHT_CHROME_FLAGS, chromePath } from './lib/chrome';

const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: '.cache/audit-dist' },
    widths: { type: 'string', default: '360,412,768,1366' },
    screens: { type: 'string', default: '1.25' },
    out: { type: 'string' },
  },
});
const dist = resolve(values.dist);
const widths = values.widths.split(',').map(Number);
const screens = Number(values.screens);
const sheetFile = readdirSync(join(dist, '_astro')).find(
  (name) => name.startsWith('site.') && name.endsWith('.css'),
);
if (!sheetFile) throw new Error(`no _astro/site.*.css in ${dist}`);
const pages = htmlFiles(dist).map(pageUrl);

/** In the page: the keys (index paths) of the site sheet's rules the first screens use. */
function usedRules(args: { sheet: string; screens: number }): { keys: string[]; rules: number } {
  const sheet = [...document.styleSheets].find((s) => s.href?.endsWith(args.sheet));
  if (!sheet) return { keys: [], rules: 0 };
  const bottom = innerHeight * args.screens;
  const elements = [...document.querySelectorAll('*')].filter(
    (e) =>
      e === document.documentElement ||
      e === document.body ||
      e.getBoundingClientRect().top < bottom,
  );
  const state =
    /::?(before|after|marker|placeholder|backdrop|selection|-webkit-[\w-]+)|:(hover|focus-visible|focus-within|focus|active|visited|checked|disabled|target|open|modal|user-invalid|invalid|placeholder-shown)\b/g;
  const keys: string[] = [];
  let rules = 0;
  // Every rule counts towards `rules`; only those under media that apply here can be used.
  const visit = (list: CSSRuleList, path: string, applies: boolean) => {
    [...list].forEach((rule, index) => {
      const key = `${path}/${index}`;
      if (rule instanceof CSSMediaRule) {
        visit(rule.cssRules, key, applies && matchMedia(rule.conditionText).matches);
      } else if (rule instanceof CSSStyleRule) {
        rules++;
        const selectors = rule.selectorText
          .split(',')
          .map((s) => s.replace(state, '').trim() || '*');
        const matches = (selector: string) => {
          try {
            return elements.some((e) => e.matches(selector));
          } catch {
            return true; // a selector this browser cannot test: keep the rule
          }
        };
        if (applies && selectors.some(matches)) keys.push(key);
        if (rule.cssRules.length) visit(rule.cssRules, key, applies);
      } else if ('cssRules' in rule && rule.cssRules instanceof CSSRuleList) {
        visit(rule.cssRules, key, applies);
      } else {
        rules++;
        if (applies) keys.push(key);
      }
    });
  };
  visit(sheet.cssRules, '', true);
  return { keys, rules };
}

/** In the page: the text of the site sheet's rules whose keys are given, in the sheet's order. */
function rulesText(args: { sheet: string; keys: string[] }): string {
  const keep = new Set(args.keys);
  const sheet = [...document.styleSheets].find((s) => s.href?.endsWith(args.sheet))!;
  const text = (list: CSSRuleList, path: string): string =>
    [...list]
      .map((rule, index) => {
        const key = `${path}/${index}`;
        if (rule instanceof CSSStyleRule || !('cssRules' in rule)) {
          return keep.has(key) ? rule.cssText : '';
        }
        const inner = text(rule.cssRules as CSSRuleList, key);
        return inner ? `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}` : '';
      })
      .join('');
  return text(sheet.cssRules, '');
}

const site = await startPagesDev({ dir: dist });
const browser = await chromium.launch({
  executablePath: chromePath(),
  args: [...PLAYWRIGHT_CHROME_FLAGS],
});
try {
  const used = new Set<string>();
  let rules = 0;
  let page: Page | undefined;
  for (const width of widths) {
    const context = await browser.newContext({
      viewport: { width, height: width < 700 ? 800 : 900 },
      javaScriptEnabled: false,
    });
    page = await context.newPage();
    // tsx may name functions through esbuild's `__name` helper, absent in the page.
    await page.addInitScript('globalThis.__name ??= (fn) => fn;');
    for (const path of pages) {
      await page.goto(`${site.url}${path}`);
      const found = await page.evaluate(usedRules, { sheet: sheetFile, screens });
      rules = found.rules;
      for (const key of found.keys) used.add(key);
    }
    if (width !== widths.at(-1)) await context.close();
  }
  const text = await page!.evaluate(rulesText, { sheet: sheetFile, keys: [...used] });
  const whole = readFileSync(join(dist, '_astro', sheetFile));
  const gzip = (data: string | Buffer) => gzipSync(data, { level: 9 }).length;
  console.log(
    `${pages.length} pages at ${widths.join(', ')} px, first ${screens} screen(s): ` +
      `${used.size} of the site sheet's ${rules} rules style something there.\n` +
      `Those rules: ${text.length} bytes, ${gzip(text)} gzip; the whole sheet (${sheetFile}): ` +
      `${whole.length} bytes, ${gzip(whole)} gzip.`,
  );
  if (values.out) writeFileSync(values.out, text);
} finally {
  await browser.close();
  await site.close();
}
