import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  normalPagePath,
  pageFilesByPath,
  parseStripParts,
  stripPage,
} from '../../tools/lib/stripPage';

// A page shaped like Astro's output: every kind of thing the tool removes, and look-alikes it
// must leave (an article's own header and footer, JSON-LD, noscript, a style attribute).
const CSP = `<meta http-equiv="content-security-policy" content="default-src 'none'; script-src 'self'">`;
const HEAD =
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">${CSP}` +
  `<meta http-equiv="x-ua-compatible" content="ie=edge"><title>T</title>` +
  `<script type="application/ld+json">{"@type":"NGO","name":"<b>x</b>"}</script>` +
  `<style>.a{color:red}</style><link rel="stylesheet" href="/s.css" disabled data-site-sheet>` +
  `<script>(()=>{window.x=1})()</script></head>`;
const HEADER =
  `<header class="site-header" data-astro-cid-1><nav><a href="/">Home</a></nav>` +
  `<script type="module" src="/_astro/menu.js"></script></header>`;
const MAIN =
  `<main id="main"><article><header class="post-header"><h1>News</h1></header>` +
  `<p style="color:blue">Body</p><noscript><img src="/a.jpg" alt=""></noscript>` +
  `<astro-island uid="1"><div>Island</div></astro-island>` +
  `<script>(self.Astro||(self.Astro={})).idle=1</script>` +
  `<footer class="post-footer">Posted</footer></article></main>`;
const FOOTER = `<footer class="site-footer" data-astro-cid-2><style>.f{}</style><p>©</p></footer>`;
const TAIL = `<script type="module" src="/_astro/frame.js"></script></body></html>`;
const PAGE = `${HEAD}<body>${HEADER}${MAIN}${FOOTER}${TAIL}`;

describe('stripPage (tools/strip-build.ts)', () => {
  it('takes every script but JSON-LD away and leaves the rest byte for byte', () => {
    const { html, counts } = stripPage(PAGE, ['scripts']);
    expect(counts).toEqual({ scripts: 4, frame: 0, styles: 0, 'meta-csp': 0 });
    expect(html).toBe(
      PAGE.replace('<script>(()=>{window.x=1})()</script>', '')
        .replace('<script type="module" src="/_astro/menu.js"></script>', '')
        .replace('<script>(self.Astro||(self.Astro={})).idle=1</script>', '')
        .replace('<script type="module" src="/_astro/frame.js"></script>', ''),
    );
    expect(html).toContain('application/ld+json');
    expect(html).toContain('<noscript><img src="/a.jpg" alt=""></noscript>');
  });

  it('takes the site header and footer away, not an article’s own', () => {
    const { html, counts } = stripPage(PAGE, ['frame']);
    expect(counts.frame).toBe(2);
    expect(html).toBe(PAGE.replace(HEADER, '').replace(FOOTER, ''));
    expect(html).toContain('<header class="post-header">');
    expect(html).toContain('<footer class="post-footer">Posted</footer>');
  });

  it('takes inline style sheets away, not style attributes or linked sheets', () => {
    const { html, counts } = stripPage(PAGE, ['styles']);
    expect(counts.styles).toBe(2);
    expect(html).not.toContain('<style');
    expect(html).toContain('style="color:blue"');
    expect(html).toContain('<link rel="stylesheet" href="/s.css"');
    expect(html.length).toBe(
      PAGE.length - '<style>.a{color:red}</style><style>.f{}</style>'.length,
    );
  });

  it('takes the meta policy away and keeps the other meta elements', () => {
    const { html, counts } = stripPage(PAGE, ['meta-csp']);
    expect(counts['meta-csp']).toBe(1);
    expect(html).toBe(PAGE.replace(CSP, ''));
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('http-equiv="x-ua-compatible"');
  });

  it('counts nothing where there is nothing, and combines parts', () => {
    expect(stripPage('<p>plain</p>', ['scripts', 'frame', 'styles', 'meta-csp'])).toEqual({
      html: '<p>plain</p>',
      counts: { scripts: 0, frame: 0, styles: 0, 'meta-csp': 0 },
    });
    const { html, counts } = stripPage(PAGE, ['meta-csp', 'frame', 'scripts', 'styles']);
    // The footer's own style goes with the footer, so only the head's sheet is counted.
    expect(counts).toEqual({ scripts: 3, frame: 2, styles: 1, 'meta-csp': 1 });
    expect(html).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
        '<meta http-equiv="x-ua-compatible" content="ie=edge"><title>T</title>' +
        '<script type="application/ld+json">{"@type":"NGO","name":"<b>x</b>"}</script>' +
        '<link rel="stylesheet" href="/s.css" disabled data-site-sheet></head><body>' +
        MAIN.replace('<script>(self.Astro||(self.Astro={})).idle=1</script>', '') +
        '</body></html>',
    );
  });

  it('reads --remove and refuses what it does not know', () => {
    expect(parseStripParts('scripts, meta-csp')).toEqual(['scripts', 'meta-csp']);
    expect(() => parseStripParts('scripts,fonts')).toThrow(/fonts/);
    expect(() => parseStripParts(' , ')).toThrow(/one or more/);
  });

  it('finds a page’s file from its path', () => {
    const dir = mkdtempSync(join(tmpdir(), 'strip-paths-'));
    try {
      mkdirSync(join(dir, 'News'), { recursive: true });
      mkdirSync(join(dir, 'hi', 'Donate'), { recursive: true });
      for (const file of ['index.html', 'News.html', 'News/index.html', 'hi/Donate/index.html']) {
        writeFileSync(join(dir, file), '<p>page</p>');
      }
      const files = pageFilesByPath(dir);
      expect(files.get(normalPagePath('/'))).toBe('index.html');
      expect(files.get(normalPagePath('/News'))).toBe('News.html');
      expect(files.get(normalPagePath('/hi/Donate/'))).toBe(join('hi', 'Donate', 'index.html'));
      expect(files.get(normalPagePath('News'))).toBe('News.html');
      expect(files.get(normalPagePath('/Nowhere'))).toBeUndefined();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// Each case starts the tool as a child process (about a second, several under CI's load).
describe('tools/strip-build.ts', { timeout: 60_000 }, () => {
  const root = mkdtempSync(join(tmpdir(), 'strip-build-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'hi'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), PAGE);
  writeFileSync(join(dist, 'hi', 'index.html'), PAGE.replace('lang="en"', 'lang="hi"'));
  writeFileSync(join(dist, 'Plain.html'), '<p>plain</p>');
  writeFileSync(join(dist, 'site.css'), '.a{}');
  const run = (...args: string[]) =>
    spawnSync(
      process.execPath,
      ['--import', 'tsx', 'tools/strip-build.ts', '--dist', dist, ...args],
      {
        encoding: 'utf8',
      },
    );

  it('copies the build and strips only the pages it is given', () => {
    const out = join(root, 'copy');
    const result = run('--out', out, '--pages', '/hi', '--remove', 'scripts,meta-csp');
    expect(result.stderr).not.toMatch(/no page|nothing to remove/);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('/hi (hi/index.html): scripts 4, meta-csp 1');
    expect(readFileSync(join(out, 'index.html'), 'utf8')).toBe(PAGE);
    expect(readFileSync(join(out, 'site.css'), 'utf8')).toBe('.a{}');
    const hi = readFileSync(join(out, 'hi', 'index.html'), 'utf8');
    expect(hi).not.toContain('content-security-policy');
    expect(hi).not.toContain('/_astro/frame.js');
    expect(hi).toContain('application/ld+json');
  });

  it('fails when a page is missing or has nothing of what it should lose', () => {
    const missing = run('--out', join(root, 'c2'), '--pages', '/Nowhere', '--remove', 'styles');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('/Nowhere: no page');
    const nothing = run('--out', join(root, 'c3'), '--pages', '/Plain', '--remove', 'frame');
    expect(nothing.status).toBe(1);
    expect(nothing.stderr).toContain('/Plain: nothing to remove for frame');
    const usage = run('--out', join(root, 'c4'));
    expect(usage.status).toBe(2);
    // An --out holding the build, the build itself, or a folder inside it: refused, nothing removed.
    for (const out of [root, dist, join(dist, 'copy')]) {
      const refused = run('--out', out, '--pages', '/', '--remove', 'scripts');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('must lie outside the build');
      expect(readFileSync(join(dist, 'index.html'), 'utf8')).toBe(PAGE);
    }
  });
});
