/**
 * src/integrations/criticalCss.ts on a build folder the test writes: which rules of the site sheet
 * a page carries inline, how its link is rewritten, and the page's CSP meta policy.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Beasties from 'beasties';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  SITE_SHEET_ATTRIBUTE,
  beastiesOptions,
  createBeasties,
  requiredClasses,
  inlineCriticalCss,
  inlineSiteSheet,
  withStyleHash,
} from '~/integrations/criticalCss';
import { metaPolicies } from '~/integrations/securityHeaders';
import { MAP_FRAME_ORIGIN, parsePolicy } from '~/config/securityPolicy';
import { checkPage } from '../../scripts/check-dist';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const SHEET = '/_astro/site.Ab1-c2.css';
const CSS = [
  ':root{--ink:#123}',
  '.used{color:var(--ink)}',
  '.unused{color:red}',
  '.used:hover{color:blue}',
  '.used:before{content:"*"}',
  '@media (min-width:900px){.used{padding:2rem}.unused-wide{margin:0}}',
  '.menu[open]>.menu__list{display:block}',
  '.carousel--ready .track{overflow:auto}',
  ':root:lang(hi){--ink:#321}',
  ':lang(hi) :is(h1,h2){line-height:1.5}',
  ':focus-visible{outline:2px solid}',
  '.spin{animation:turn 1s}',
  '@keyframes turn{to{transform:rotate(1turn)}}',
  '@keyframes unusedSpin{to{opacity:0}}',
].join('');

const meta = (styles = "'self'") =>
  `<meta http-equiv="content-security-policy" content="${[
    "default-src 'none'",
    "script-src 'self'",
    `style-src ${styles}`,
    "connect-src 'self'",
    `frame-src ${MAP_FRAME_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ]
    .join('; ')
    .replace(/'/g, '&#39;')};">`;

const page = (body: string, head = `<link rel="stylesheet" href="${SHEET}">`) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title>${meta()}${head}</head><body>${body}</body></html>`;

/** The inline `<style>` bodies of `html`. */
const styles = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]!);

describe('inlineCriticalCss (a build folder)', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'porf-critical-'));
    mkdirSync(join(dir, '_astro'));
    mkdirSync(join(dir, 'admin'));
    writeFileSync(join(dir, SHEET), CSS);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("inlines the rules the page's markup uses, at every width, and the states set later", async () => {
    writeFileSync(
      join(dir, 'index.html'),
      page(
        '<p class="used">a</p><details class="menu"><summary>m</summary><ul class="menu__list"></ul></details><div class="carousel"><div class="track"></div></div>',
      ),
    );
    const { pages, sheet } = await inlineCriticalCss(dir);
    expect({ pages, sheet }).toEqual({ pages: 1, sheet: SHEET });
    const html = readFileSync(join(dir, 'index.html'), 'utf8');
    const [css, ...more] = styles(html);
    expect(more).toEqual([]);
    for (const kept of [
      '--ink:#123',
      '.used{color:var(--ink)}',
      '.used:hover',
      '.used:before',
      '@media (min-width:900px){.used{padding:2rem}}',
      // A closed <details> and a carousel before its script: their later states are kept.
      '.menu[open]>.menu__list',
      '.carousel--ready .track',
      // Global rules that begin with a pseudo-class, which Beasties alone would drop.
      ':root:lang(hi){--ink:#321}',
      ':lang(hi) :is(h1,h2)',
      ':focus-visible{outline:2px solid}',
    ]) {
      expect(css, kept).toContain(kept);
    }
    for (const dropped of ['.unused', '.unused-wide', '.spin', '@keyframes']) {
      expect(css, dropped).not.toContain(dropped);
    }
    // The sheet itself: disabled until the frame script enables it; read directly without scripts.
    expect(html).toContain(
      `<style>${css}</style><link rel="stylesheet" href="${SHEET}" ${SITE_SHEET_ATTRIBUTE} disabled><noscript><link rel="stylesheet" href="${SHEET}"></noscript></head>`,
    );
    // The page's own policy allows exactly that style, and the output rules hold.
    expect(parsePolicy(metaPolicies(html)[0]!).get('style-src')).toEqual(["'self'", sha(css!)]);
    expect(checkPage('index.html', html)).toEqual([]);
  });

  it("keeps the rules of an island the server renders empty, from the island's own CSS", async () => {
    const islands = join(dir, 'islands-src');
    mkdirSync(join(islands, 'Popup'), { recursive: true });
    writeFileSync(
      join(islands, 'Popup', 'Popup.css'),
      '/* .not-a-class */ .pop { color: red } .pop__close:hover { color: blue }',
    );
    writeFileSync(
      join(dir, SHEET),
      `${CSS}.pop{color:red}.pop__close:hover{color:blue}.pop-other{margin:0}.list{margin:1px}`,
    );
    const island = (name: string, content: string) =>
      `<astro-island uid="a" opts="{&quot;name&quot;:&quot;${name}&quot;,&quot;value&quot;:true}" await-children>${content}</astro-island>`;
    // Rendered empty (only its slot template): its rules are kept; rendered, it needs no help.
    writeFileSync(
      join(dir, 'Home.html'),
      page(island('Popup', '<template data-island-root="x"></template><!--astro:end-->')),
    );
    writeFileSync(join(dir, 'List.html'), page(island('Popup', '<ul class="list"></ul>')));
    writeFileSync(join(dir, 'Other.html'), page(island('Unknown', '')));
    await inlineCriticalCss(dir, islands);
    const [home] = styles(readFileSync(join(dir, 'Home.html'), 'utf8'));
    expect(home).toContain('.pop{color:red}');
    expect(home).toContain('.pop__close:hover');
    expect(home).not.toContain('.pop-other');
    expect(home).not.toContain('not-a-class');
    const [list] = styles(readFileSync(join(dir, 'List.html'), 'utf8'));
    expect(list).toContain('.list{margin:1px}');
    expect(list).not.toContain('.pop');
    expect(styles(readFileSync(join(dir, 'Other.html'), 'utf8'))[0]).not.toContain('.pop');
  });

  it('keeps a used animation with its keyframes, and only those', async () => {
    writeFileSync(join(dir, 'a.html'), page('<i class="spin"></i>'));
    await inlineCriticalCss(dir);
    const [css] = styles(readFileSync(join(dir, 'a.html'), 'utf8'));
    expect(css).toContain('@keyframes turn');
    expect(css).not.toContain('unusedSpin');
  });

  it('leaves pages without the sheet, the editor and other inline styles alone; a second run changes nothing', async () => {
    const bare = page('<p class="used">a</p>', '');
    const editor = page('<p class="used">a</p>');
    const withOwn = page(
      '<p class="used">a</p>',
      `<style>p{margin:0}</style><link rel="stylesheet" href="${SHEET}">`,
    );
    writeFileSync(join(dir, 'Bare.html'), bare);
    writeFileSync(join(dir, 'admin', 'index.html'), editor);
    writeFileSync(join(dir, 'Own.html'), withOwn);
    expect((await inlineCriticalCss(dir)).pages).toBe(1);
    expect(readFileSync(join(dir, 'Bare.html'), 'utf8')).toBe(bare);
    expect(readFileSync(join(dir, 'admin', 'index.html'), 'utf8')).toBe(editor);
    const own = readFileSync(join(dir, 'Own.html'), 'utf8');
    expect(styles(own)[0]).toBe('p{margin:0}');
    expect(styles(own)).toHaveLength(2);
    expect((await inlineCriticalCss(dir)).pages).toBe(0);
    expect(readFileSync(join(dir, 'Own.html'), 'utf8')).toBe(own);
  });

  it('does nothing in a build without a site sheet', async () => {
    rmSync(join(dir, SHEET));
    writeFileSync(join(dir, 'index.html'), page('<p class="used">a</p>'));
    expect(await inlineCriticalCss(dir)).toEqual({ pages: 0 });
  });
});

describe('the quick selector check', () => {
  it('reads the classes a match needs, and gives up where a plain reading could be wrong', () => {
    expect(requiredClasses('.card .card__title')).toEqual(['card', 'card__title']);
    expect(requiredClasses('nav>.Menu.is-Open a')).toEqual(['menu', 'is-open']);
    expect(requiredClasses('.a[data-astro-cid-x] .b[open]')).toEqual(['a', 'b']);
    expect(requiredClasses('.a [data-x=".c"]')).toBeUndefined();
    expect(requiredClasses('p')).toEqual([]);
    expect(requiredClasses('.sm\\:flex')).toBeUndefined();
  });

  it('keeps exactly what Beasties alone keeps', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'porf-critical-same-'));
    try {
      mkdirSync(join(dir, '_astro'));
      writeFileSync(
        join(dir, SHEET),
        [
          CSS,
          '.a .b{margin:1px}.a>.b{margin:2px}.a~.c{margin:3px}.a.b{margin:4px}',
          '.b:not(.absent){color:red}.absent:not(.a){color:blue}',
          '[data-x=".absent"] .b{padding:1px}.b:is(.absent,.c){padding:2px}',
          '.x .y{top:0}.X{top:1px}.esc\\:x{top:2px}#main .b{top:3px}#gone .b{top:4px}',
          '@media (min-width:1px){.absent{left:0}.b{left:1px}.a .absent{left:2px}}',
          '.absent,.b{right:0}.b::before{content:"x"}li.absent{right:1px}',
        ].join(''),
      );
      const pages = [
        '<main id="main"><div class="a" data-x=".absent"><p class="b">a</p></div><i class="c"></i></main>',
        '<div class="x\ty X"><span class="y esc:x"></span></div>',
        '<template><p class="absent"></p></template><p class="b">b</p>',
        '<p>nothing of the sheet</p>',
      ];
      for (const body of pages) {
        const html = page(body);
        const quick = await createBeasties(dir).process(html);
        expect(quick, body).toBe(await new Beasties(beastiesOptions(dir)).process(html));
        expect(styles(quick)[0], body).toBeTruthy();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('inlineSiteSheet and withStyleHash', () => {
  it('refuses a page that links the sheet twice or CSS that would close its <style>', () => {
    const twice = page(
      '',
      `<link rel="stylesheet" href="${SHEET}"><link href="${SHEET}" rel="stylesheet">`,
    );
    expect(() => inlineSiteSheet(twice, SHEET, 'a{b:c}')).toThrow(/linked 2 times/);
    expect(() => inlineSiteSheet(page(''), SHEET, 'a{content:"</style>"}')).toThrow(/close/);
    // Nothing to inline: the page keeps its blocking link.
    expect(inlineSiteSheet(page(''), SHEET, ' ')).toBe(page(''));
  });

  it('adds the hash once, keeps the sources already there and writes a policy browsers read alike', () => {
    const html = page('', '');
    const once = withStyleHash(html, 'sha256-abc');
    expect(withStyleHash(once, 'sha256-abc')).toBe(once);
    const policy = parsePolicy(metaPolicies(once)[0]!);
    expect(policy.get('style-src')).toEqual(["'self'", "'sha256-abc'"]);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(() => withStyleHash('<html><head></head></html>', 'sha256-abc')).toThrow(/0 CSP meta/);
  });
});
