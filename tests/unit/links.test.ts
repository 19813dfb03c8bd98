/**
 * The one link rule (src/lib/links.ts) against the classic bypasses, and every place that
 * uses it: the schemas (build and live refresh), the HTML sanitiser, the popup, the search
 * results and check-dist. Each bypass is also resolved by the WHATWG URL parser (the one browsers
 * use) to prove what it would do if it got through.
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { checkPage } from '../../scripts/check-dist';
import { toNoticeCard } from '~/items/cards';
import { safeHref } from '~/features/search/results';
import type { WindowLike } from 'dompurify';
import { createSanitizer } from '~/lib/data';
import { escapesSite, safeLink } from '~/lib/links';
import { safeLink as schemaLink } from '~/schemas';

const PAGE = 'https://porf.example.org/News';

/** Links that must never become links: each leads off the site or runs code. */
const BYPASSES = [
  '/\\evil.example/phish',
  '/\t/evil.example/phish',
  '/\n/evil.example/phish',
  '\\/\\/evil.example/phish',
  '//evil.example/phish',
  '///evil.example/phish',
  '/\\/evil.example',
  'JaVaScRiPt:alert(1)',
  ' javascript:alert(1)',
  '\u0001javascript:alert(1)',
  'java\tscript:alert(1)',
  '&#x6A;avascript:alert(1)',
  '&#106;avascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'https:evil.example',
  'http:/evil.example',
  '',
  '   ',
];

describe('safeLink, the one link rule', () => {
  it.each(BYPASSES)('refuses %j', (value) => {
    expect(safeLink(value)).toBeUndefined();
  });

  it('the bypasses are real: a browser would take the first five to another host', () => {
    for (const value of BYPASSES.slice(0, 5)) {
      expect(new URL(value, PAGE).host, JSON.stringify(value)).not.toBe('porf.example.org');
    }
  });

  it('keeps site paths, http(s) URLs (external), mail, phone and fragments', () => {
    expect(safeLink('/News?year=2026#top')).toEqual({
      href: '/News?year=2026#top',
      external: false,
    });
    expect(safeLink('  /AboutNgo  ')).toEqual({ href: '/AboutNgo', external: false });
    expect(safeLink('HTTPS://Example.org/a b'.replace(' ', '%20'))).toEqual({
      href: 'https://example.org/a%20b',
      external: true,
    });
    expect(safeLink('mailto:info@example.org')?.external).toBe(false);
    expect(safeLink('tel:+911234567890')?.external).toBe(false);
    expect(safeLink('#donate')).toEqual({ href: '#donate', external: false });
  });

  it('refuses whitespace, controls and backslashes anywhere in a path', () => {
    for (const value of ['/a b', '/a\u0000b', '/a\\b', '/a\u007fb']) {
      expect(safeLink(value), JSON.stringify(value)).toBeUndefined();
    }
  });
});

describe('everywhere links from the CMS are written', () => {
  it('the schemas (build and live refresh) drop every bypass', () => {
    for (const value of BYPASSES) expect(schemaLink(value), JSON.stringify(value)).toBeUndefined();
    expect(schemaLink('/Donate')).toBe('/Donate');
  });

  it('the HTML sanitiser turns every bypass into plain text, and marks outside links', () => {
    const sanitize = createSanitizer(new JSDOM('').window as unknown as WindowLike);
    for (const value of BYPASSES.filter((v) => !v.includes('"'))) {
      const out = sanitize(`<p><a href="${value}">Read more</a></p>`);
      const a = new JSDOM(out).window.document.querySelector('a');
      expect(a?.hasAttribute('href') ?? false, `${JSON.stringify(value)} -> ${out}`).toBe(false);
      expect(out).toContain('Read more');
    }
    expect(sanitize('<a href="https://example.org">x</a>')).toBe(
      '<a href="https://example.org/" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitize('<a href="/News" target="_blank">x</a>')).toBe('<a href="/News">x</a>');
  });

  it('the popup and the search results drop them too', () => {
    const linkOf = (url: string, urlTitle: string) =>
      toNoticeCard({ title: 'A notice', desc: '', url, urlTitle, attachments: [] }, undefined, {
        fileHref: () => undefined,
        description: () => ({ paragraphs: [] }),
      }).link;
    for (const value of BYPASSES) {
      expect(linkOf(value, 'More'), JSON.stringify(value)).toBeUndefined();
      expect(safeHref(value, 'https://porf.example.org'), JSON.stringify(value)).toBeUndefined();
    }
    expect(linkOf('https://example.org/x', '')).toMatchObject({ external: true });
    expect(safeHref('https://porf.example.org/News', 'https://porf.example.org')).toBe('/News');
  });

  it('check-dist fails a page with a link that leaves the site unmarked', () => {
    for (const href of ['/\\evil.example/x', '//evil.example/x', '/%09/evil.example']) {
      expect(escapesSite(href, PAGE) || href.includes('%09'), href).toBe(true);
    }
    const page = (href: string) =>
      `<!doctype html><html><head><meta http-equiv="content-security-policy" content="default-src 'self'; script-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; connect-src 'self'"></head><body><a href="${href}">x</a></body></html>`;
    const rules = (href: string) => checkPage('News.html', page(href)).map((f) => f.rule);
    expect(rules('/\\evil.example/x')).toContain('link-escape');
    expect(rules('//evil.example/x')).toContain('link-escape');
    expect(rules('/News')).not.toContain('link-escape');
    expect(rules('https://example.org/')).not.toContain('link-escape');
  });
});
