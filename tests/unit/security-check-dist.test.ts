/**
 * The build-output checker (scripts/check-dist.ts) finds each kind of problem it claims to find,
 * and passes a page that keeps every rule: the browser-test run over the real build relies on it.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkEditorPage, checkPage, checkText } from '../../scripts/check-dist';
import { editorPage } from '../../src/integrations/contentEditor';

const hash = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const API = 'https://api.example.org';
const INLINE = 'console.log(1)';
const JSON_LD = '{"@type":"NGO"}';

/** A page with everything right; `parts` replaces pieces of it. */
function page(parts: { policy?: string; head?: string; body?: string } = {}): string {
  const policy =
    parts.policy ??
    `default-src 'self'; connect-src 'self' ${API}; object-src 'none'; base-uri 'none'; form-action 'self'; frame-src https://www.openstreetmap.org; script-src 'self' ${hash(INLINE)} ${hash(JSON_LD)}; style-src 'self' ${hash('p{}')};`;
  return `<!doctype html><html><head><script type="application/ld+json">${JSON_LD}</script>
<meta http-equiv="content-security-policy" content="${policy.replace(/'/g, '&#39;')}">
${parts.head ?? ''}<style>p{}</style><script>${INLINE}</script>
<script type="module" src="/_astro/a.js"></script></head><body>
<a href="https://example.org" target="_blank" rel="noopener noreferrer">out</a>
${parts.body ?? ''}</body></html>`;
}

const rules = (html: string) => checkPage('x.html', html, { apiBaseUrl: API }).map((f) => f.rule);

describe('checkPage', () => {
  it('passes a page that keeps every rule', () => {
    expect(checkPage('x.html', page(), { apiBaseUrl: API })).toEqual([]);
  });

  it('finds a missing or doubled CSP meta tag', () => {
    expect(rules(page().replace(/<meta http-equiv[^>]*>/, ''))).toContain('csp-meta');
    const meta = /<meta http-equiv[^>]*>/.exec(page())![0];
    expect(rules(page({ head: meta }))).toContain('csp-meta');
  });

  it("finds 'unsafe-inline', 'unsafe-eval' and whole schemes in script-src", () => {
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", 'https:', '*']) {
      const policy = `default-src 'self'; connect-src 'self' ${API}; object-src 'none'; base-uri 'none'; form-action 'self'; script-src 'self' ${bad};`;
      expect(rules(page({ policy })), bad).toContain('csp-strict');
    }
  });

  it("allows 'wasm-unsafe-eval' on the search page only", () => {
    const policy = `default-src 'self'; connect-src 'self' ${API}; object-src 'none'; base-uri 'none'; form-action 'self'; frame-src https://www.openstreetmap.org; script-src 'self' 'wasm-unsafe-eval' ${hash(INLINE)} ${hash(JSON_LD)}; style-src 'self' ${hash('p{}')};`;
    const at = (file: string) =>
      checkPage(file, page({ policy }), { apiBaseUrl: API }).map((f) => f.detail);
    expect(at('Search.html')).toEqual([]);
    expect(at('AboutNgo.html')).toEqual([
      "script-src allows 'wasm-unsafe-eval' on a page that runs no WebAssembly",
    ]);
  });

  it('finds missing object-src, base-uri, form-action and a connect-src that is too wide', () => {
    const policy = `default-src 'self'; connect-src 'self' https://evil.example; script-src 'self' ${hash(INLINE)} ${hash(JSON_LD)}; style-src 'self' ${hash('p{}')};`;
    const found = checkPage('x.html', page({ policy }), { apiBaseUrl: API });
    expect(found.map((f) => f.detail)).toEqual(
      expect.arrayContaining([
        'no base-uri',
        'no form-action',
        "object-src is not 'none'",
        expect.stringMatching(/connect-src is/),
      ]),
    );
  });

  it('finds an inline script or style whose hash is not in the policy', () => {
    expect(rules(page({ body: '<script>alert(1)</script>' }))).toContain('csp-hash');
    expect(rules(page({ body: '<script type="application/ld+json">{}</script>' }))).toContain(
      'csp-hash',
    );
    expect(rules(page({ body: '<style>b{}</style>' }))).toContain('csp-hash');
    // JSON data blocks never run.
    expect(rules(page({ body: '<script type="application/json">[1]</script>' }))).toEqual([]);
  });

  it('finds a script that runs before the policy is read', () => {
    const html = page().replace('<head>', `<head><script>${INLINE}</script>`);
    expect(rules(html)).toContain('csp-order');
  });

  it('finds inline styles, handlers, javascript: URLs, unsafe new-tab links and bare iframes', () => {
    expect(rules(page({ body: '<p style="color:red">x</p>' }))).toEqual(['inline-style']);
    expect(rules(page({ body: '<svg><rect onclick="x()"/></svg>' }))).toEqual(['inline-handler']);
    expect(rules(page({ body: '<a href=" JavaScript:alert(1)">x</a>' }))).toEqual([
      'dangerous-url',
    ]);
    expect(rules(page({ body: '<form action="data:text/html,x"></form>' }))).toEqual([
      'dangerous-url',
    ]);
    expect(
      rules(page({ body: '<a href="https://x" target="_blank" rel="noopener">x</a>' })),
    ).toEqual(['blank-noopener']);
    expect(rules(page({ body: '<iframe src="https://www.openstreetmap.org"></iframe>' }))).toEqual([
      'iframe',
    ]);
  });
});

describe('checkText', () => {
  it('finds things that look like credentials', () => {
    const samples = [
      'const k="AKIAABCDEFGHIJKLMNOP"',
      'ghp_abcdefghijklmnopqrstuvwxyz0123456789',
      '-----BEGIN RSA PRIVATE KEY-----',
      'authorization:"Bearer abcdefghijklmnop1234"',
      'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.abcdefghijklmnop',
      'apiKey: "0123456789abcdef"',
      'AIzaSyA1234567890abcdefghijklmnopqrstuv',
    ];
    for (const sample of samples) {
      expect(
        checkText('a.js', sample).map((f) => f.rule),
        sample,
      ).toContain('credential');
    }
  });

  it('allows the configured public token and reports forbidden values', () => {
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzaXRlIjoiUE9SRiJ9.c2lnbmF0dXJlLXNpZ25hdHVyZQ';
    expect(checkText('a.js', `t="${token}"`, { publicToken: token })).toEqual([]);
    expect(checkText('a.js', `t="${token}"`)).toHaveLength(1);
    expect(checkText('a.js', 'x="canary-123"', { forbidden: ['canary-123'] })).toEqual([
      expect.objectContaining({ rule: 'secret' }),
    ]);
  });

  it('does not flag ordinary code', () => {
    const code =
      'fetch(url,{headers:{authorization:`Bearer ${token}`}});input.type="password";const passwordLabel="Password"';
    expect(checkText('a.js', code)).toEqual([]);
  });
});

describe('checkEditorPage (/admin/)', () => {
  const good = editorPage('editor-1234.js');
  const rulesOf = (html: string) => checkEditorPage('admin/index.html', html).map((f) => f.rule);

  it('passes the page the build writes', () => {
    expect(checkEditorPage('admin/index.html', good)).toEqual([]);
  });

  it('finds another policy, no noindex, an inline or foreign script and inline styles', () => {
    expect(
      rulesOf(
        good.replace(
          'script-src &#39;self&#39;',
          'script-src &#39;self&#39; &#39;unsafe-eval&#39;',
        ),
      ),
    ).toEqual(['csp-editor']);
    expect(rulesOf(good.replace(/<meta http-equiv[^>]*>/, ''))).toContain('csp-meta');
    expect(rulesOf(good.replace('noindex, nofollow', 'index'))).toEqual(['noindex']);
    expect(rulesOf(good.replace('</head>', '<script>alert(1)</script></head>'))).toEqual([
      'csp-hash',
    ]);
    expect(
      rulesOf(good.replace('</head>', '<script src="https://unpkg.com/x.js"></script></head>')),
    ).toEqual(['editor-script']);
    expect(rulesOf(good.replace('<body>', '<body style="color:red">'))).toEqual(['inline-style']);
  });

  it('leaves the package’s code to the forbidden-value check only', () => {
    const vendor = 'const f={password:`[type=password]`}';
    expect(checkText('admin/chunks/svgo.js', vendor)).toEqual([]);
    expect(checkText('_astro/app.js', vendor).map((f) => f.rule)).toEqual(['credential']);
    expect(
      checkText('admin/chunks/svgo.js', 'x CANARY-123 y', { forbidden: ['CANARY-123'] }).map(
        (f) => f.rule,
      ),
    ).toEqual(['secret']);
  });
});
