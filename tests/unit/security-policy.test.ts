/**
 * The Content Security Policy and the `_headers` file: directives from the configuration, the
 * header policy as the union of the pages' policies, rules that never overlap, Cloudflare's
 * limits, and the static server's pattern matching that the header check relies on.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAP_FRAME_ORIGIN,
  SECURITY_HEADERS,
  cspDirectives,
  editorCspDirectives,
  editorHeaders,
  editorMetaPolicy,
  headerPolicy,
  originOf,
  parsePolicy,
} from '~/config/securityPolicy';
import {
  dataBlockHashes,
  formatHeadersFile,
  headerRelevantPolicy,
  headersFileFor,
  headersRules,
  metaPolicies,
} from '~/integrations/securityHeaders';
import { headersForPath, parseHeadersFile, patternMatches } from './headers-file';

const directive = (list: string[], name: string) =>
  list.find((d) => d.startsWith(`${name} `))?.slice(name.length + 1);

describe('cspDirectives', () => {
  it('opens connect-src and img-src to exactly the configured API origin', () => {
    const list = cspDirectives({ apiBaseUrl: 'https://api.example.org/some/path/' });
    expect(directive(list, 'connect-src')).toBe("'self' https://api.example.org");
    expect(directive(list, 'img-src')).toBe("'self' https://api.example.org");
  });

  it('allows no other origin for fetch when no API is configured', () => {
    const list = cspDirectives({ snapshotSource: 'https://old-api.example.org' });
    expect(directive(list, 'connect-src')).toBe("'self'");
    // Pictures missing from the image cache still load from where the snapshot came from.
    expect(directive(list, 'img-src')).toBe("'self' https://old-api.example.org");
    expect(directive(cspDirectives({}), 'img-src')).toBe("'self'");
  });

  it('closes everything else: default-src, object-src, base-uri, form-action, frames', () => {
    const list = cspDirectives({ apiBaseUrl: 'http://127.0.0.1:8787' });
    expect(directive(list, 'default-src')).toBe("'none'");
    // With nothing to fall back on, every kind of resource the site uses is named.
    for (const name of ['img-src', 'font-src', 'manifest-src', 'connect-src', 'frame-src']) {
      expect(directive(list, name), name).toBeDefined();
    }
    expect(directive(list, 'object-src')).toBe("'none'");
    expect(directive(list, 'base-uri')).toBe("'none'");
    expect(directive(list, 'form-action')).toBe("'self' mailto:");
    expect(directive(list, 'frame-src')).toBe(MAP_FRAME_ORIGIN);
    expect(list.join(';')).not.toMatch(/unsafe|\*/);
    // Astro adds script-src and style-src with the page's hashes; we must not pre-empt them.
    expect(list.some((d) => /^(script|style)-src/.test(d))).toBe(false);
  });

  it('ignores an API URL that is not http(s)', () => {
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
    expect(directive(cspDirectives({ apiBaseUrl: 'ftp://x.example' }), 'connect-src')).toBe(
      "'self'",
    );
  });
});

describe('headerPolicy', () => {
  const pageA =
    "default-src 'self';object-src 'none'; script-src 'self' 'sha256-AAA'; style-src 'self' 'sha256-S1';";
  const pageB =
    "default-src 'self';object-src 'none'; script-src 'self' 'sha256-BBB'; style-src 'self' 'sha256-S1';";

  it('allows every page its own script hashes and adds frame-ancestors', () => {
    const policy = parsePolicy(headerPolicy([pageA, pageB]));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-AAA'", "'sha256-BBB'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it("allows inline styles in place of one style hash per page (each page's meta keeps to its own)", () => {
    const pages = Array.from(
      { length: 300 },
      (_, i) => `script-src 'self' 'sha256-run'; style-src 'self' 'sha256-S${i}' 'sha384-T${i}';`,
    );
    const policy = parsePolicy(headerPolicy(pages));
    // No hash beside it: a browser ignores 'unsafe-inline' in a directive that lists one.
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-run'"]);
    expect(headerPolicy(pages).length).toBeLessThan(120);
    // Pages that style nothing inline and name no style source: the header adds none either.
    expect(parsePolicy(headerPolicy(["script-src 'self'"])).has('style-src')).toBe(false);
  });

  it('refuses to make a policy from no pages', () => {
    expect(() => headerPolicy([])).toThrow(/at least one/);
  });
});

describe('metaPolicies', () => {
  it('reads the policy Astro writes, entities decoded', () => {
    const html =
      '<head><meta http-equiv="content-security-policy" content="script-src &#39;self&#39; &#39;sha256-x&#39;;"></head>';
    expect(metaPolicies(html)).toEqual(["script-src 'self' 'sha256-x';"]);
    expect(metaPolicies('<head></head>')).toEqual([]);
  });
});

describe('the content editor’s policy (/admin/)', () => {
  const policy = parsePolicy(editorMetaPolicy());

  it('runs only the editor’s own scripts: no inline script, no eval, no other origin', () => {
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'none'"]);
    for (const name of ['object-src', 'base-uri', 'form-action', 'frame-src', 'worker-src']) {
      expect(policy.get(name), name).toEqual(["'none'"]);
    }
  });

  it('talks to GitHub’s API and status page only, and loads fonts from the site', () => {
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'blob:',
      'data:',
      'https://api.github.com',
      'https://www.githubstatus.com',
    ]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(editorCspDirectives().join(' ')).not.toMatch(/\*|https:(?!\/\/)|'unsafe-eval'/);
  });

  it('adds frame-ancestors in the header, and replaces the site’s CSP and opener policy', () => {
    const { detach, headers } = editorHeaders();
    expect(headers['Content-Security-Policy']).toBe(
      `${editorMetaPolicy()}; frame-ancestors 'none'`,
    );
    expect(detach).toEqual(['Content-Security-Policy', 'Cross-Origin-Opener-Policy']);
  });
});

describe('the _headers file', () => {
  const files = [
    'index.html',
    'AboutNgo.html',
    'robots.txt',
    'status.json',
    '_astro/app.1234.js',
    'albums/a.html',
    'admin/index.html',
    'admin/config.yml',
    'admin/editor-1234.js',
  ];
  const rules = headersRules(files, ["script-src 'self';"]);
  const parsed = parseHeadersFile(formatHeadersFile(rules));
  const headersFor = (path: string) => headersForPath(parsed, path);

  it('sets no header twice for any path (hosts would join the values with commas)', () => {
    for (const path of [
      '/',
      '/AboutNgo',
      '/robots.txt',
      '/status.json',
      '/_astro/app.1234.js',
      '/albums/a',
      '/admin/',
      '/admin/editor-1234.js',
    ]) {
      for (const [name, values] of headersFor(path)) {
        expect(values, `${name} on ${path}`).toHaveLength(1);
      }
    }
  });

  it('caches hashed assets for a year and revalidates pages and other files', () => {
    expect(headersFor('/_astro/app.1234.js').get('cache-control')).toEqual([
      'public, max-age=31536000, immutable',
    ]);
    for (const path of ['/', '/AboutNgo', '/robots.txt', '/albums/a']) {
      expect(headersFor(path).get('cache-control'), path).toEqual([
        'public, max-age=0, must-revalidate',
      ]);
    }
  });

  it('never lets anything store /status.json, which monitors read to see whether data is fresh', () => {
    expect(headersFor('/status.json').get('cache-control')).toEqual(['no-store']);
    expect(headersFor('/status.json').get('content-security-policy')?.[0]).toContain(
      "frame-ancestors 'none'",
    );
    // Only where the build has the file: no rule for a file that is not there.
    const without = formatHeadersFile(headersRules(['index.html'], ["script-src 'self';"]));
    expect(without).not.toContain('status.json');
  });

  it('sends the CSP with frame-ancestors and the security headers on every path', () => {
    for (const path of ['/', '/News', '/_astro/app.1234.js']) {
      const headers = headersFor(path);
      expect(headers.get('content-security-policy')?.[0]).toContain("frame-ancestors 'none'");
      for (const name of Object.keys(SECURITY_HEADERS)) {
        expect(headers.has(name.toLowerCase()), `${name} on ${path}`).toBe(true);
      }
    }
    expect(SECURITY_HEADERS['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(SECURITY_HEADERS['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
  });

  it('gives /admin/* the editor’s policy in place of the site’s, and every other path the site’s', () => {
    const editor = editorHeaders().headers;
    for (const path of ['/admin/', '/admin/config.yml', '/admin/editor-1234.js']) {
      const headers = headersFor(path);
      expect(headers.get('content-security-policy'), path).toEqual([
        editor['Content-Security-Policy'],
      ]);
      expect(headers.get('cross-origin-opener-policy'), path).toEqual(['same-origin-allow-popups']);
      expect(headers.get('x-robots-tag'), path).toEqual(['noindex, nofollow']);
      expect(headers.get('x-frame-options'), path).toEqual(['DENY']);
    }
    for (const path of ['/', '/AboutNgo', '/admin', '/administration']) {
      const headers = headersFor(path);
      expect(headers.get('content-security-policy'), path).toEqual([
        "script-src 'self'; frame-ancestors 'none'",
      ]);
      expect(headers.get('x-robots-tag'), path).toBeUndefined();
    }
    // The site's `/*` rule comes first, so the editor's rule can detach what it set.
    const order = parsed.map((rule) => rule.pattern);
    expect(order.indexOf('/admin/*')).toBeGreaterThan(order.indexOf('/*'));
  });

  it('fails instead of writing a file Cloudflare would reject', () => {
    const many = Array.from({ length: 101 }, (_, i) => ({
      pattern: `/p${i}`,
      headers: { A: 'b' },
    }));
    expect(() => formatHeadersFile(many)).toThrow(/100/);
    expect(() =>
      formatHeadersFile([
        { pattern: '/*', headers: { 'Content-Security-Policy': 'x'.repeat(2001) } },
      ]),
    ).toThrow(/2000/);
  });
});

describe('headersFileFor (a build folder)', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('merges the pages’ policies and rejects a page without one', async () => {
    dir = mkdtempSync(join(tmpdir(), 'porf-headers-'));
    mkdirSync(join(dir, '_astro'));
    const page = (hash: string) =>
      `<html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self' '${hash}';"></head></html>`;
    writeFileSync(join(dir, 'index.html'), page('sha256-one'));
    writeFileSync(join(dir, 'News.html'), page('sha256-two'));
    writeFileSync(join(dir, '_astro', 'a.js'), '');
    const text = await headersFileFor(dir);
    expect(text).toMatch(/script-src 'self' 'sha256-two' 'sha256-one'; frame-ancestors 'none'/);

    // The editor's page has its own policy: none of it reaches the site's header.
    mkdirSync(join(dir, 'admin'));
    writeFileSync(
      join(dir, 'admin', 'index.html'),
      `<html><head><meta http-equiv="content-security-policy" content="style-src 'unsafe-inline'"></head></html>`,
    );
    const withEditor = await headersFileFor(dir);
    expect(withEditor.split('\n/admin/*')[0]).not.toContain('unsafe-inline');
    expect(withEditor).toMatch(/\/admin\/\*\n {2}! Content-Security-Policy\n/);

    writeFileSync(join(dir, 'Bare.html'), '<html><head></head></html>');
    await expect(headersFileFor(dir)).rejects.toThrow(/Bare\.html: 0 CSP meta tags/);
  });
});

describe('data blocks and the header policy', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const page = (jsonLd = '{"@type":"NGO"}', extra = '') =>
    `<head><script type="application/ld+json">${jsonLd}</script>${extra}<meta http-equiv="content-security-policy" content="script-src 'self' ${sha(jsonLd)} 'sha256-run';"></head>`;

  it('finds the hashes of scripts that never run, and only those', () => {
    const extra = '<script>run()</script><script type="module">m()</script>';
    expect(dataBlockHashes(page('{}', extra))).toEqual(new Set([sha('{}')]));
  });

  it("leaves a page's JSON-LD hashes out of what the header must allow", () => {
    expect(headerRelevantPolicy(page())).toBe("script-src 'self' 'sha256-run'");
    // So the header stays one short line however many album pages carry their own JSON-LD.
    const many = Array.from({ length: 500 }, (_, i) => headerRelevantPolicy(page(`{"n":${i}}`)));
    expect(headerPolicy(many).length).toBeLessThan(200);
  });
});

describe('patternMatches (how hosts match a `_headers` pattern)', () => {
  it.each([
    ['/:page', '/AboutNgo', true],
    ['/:page', '/robots.txt', true],
    ['/:page', '/_astro/x.js', false],
    ['/:page', '/', false],
    ['/_astro/*', '/_astro/x.js', true],
    ['/*', '/', true],
  ])('%s matches %s: %s (a placeholder is one path segment)', (pattern, path, matches) => {
    expect(patternMatches(pattern, path)).toBe(matches);
  });
});
