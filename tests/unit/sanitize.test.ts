/**
 * The one sanitiser of CMS HTML (sanitizeAtBuild in src/lib/data/index.ts, build time only): the formatting it
 * keeps, and the XSS payloads of the browser matrix straight through it, as the build uses it
 * (jsdom) and in a second, browser-like window: what comes out holds only the allowed
 * formatting tags, no handler, style or dangerous URL, and safe new-tab links. Sanitising twice
 * changes nothing. Browsers never sanitise: live text is plain text (tests/unit/plain-text.test.ts).
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, createSanitizer, sanitizeAtBuild } from '~/lib/data';
import { htmlToText } from '~/lib/plainText';
import { PAYLOADS } from '../fixtures/xssPayloads';

describe('sanitizeAtBuild', () => {
  it('keeps formatting tags and text', () => {
    expect(sanitizeAtBuild('<p>Hello <strong>world</strong><br>and <em>all</em></p>')).toBe(
      '<p>Hello <strong>world</strong><br>and <em>all</em></p>',
    );
  });

  it('removes scripts, event handlers and styles', () => {
    const out = sanitizeAtBuild(
      '<p onclick="alert(1)" style="color:red">Hi<script>alert(2)</script><img src=x onerror=alert(3)></p>',
    );
    expect(out).toBe('<p>Hi</p>');
  });

  it('drops javascript: and data: links but keeps their text', () => {
    expect(sanitizeAtBuild('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeAtBuild('<a href=" JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeAtBuild('<a href="data:text/html,<script>alert(1)</script>">x</a>')).toBe(
      '<a>x</a>',
    );
  });

  it('makes outside links open safely in a new tab', () => {
    expect(sanitizeAtBuild('<a href="https://example.org/a" target="_self">x</a>')).toBe(
      '<a href="https://example.org/a" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeAtBuild('<a href="/News" target="_blank">n</a>')).toBe('<a href="/News">n</a>');
    expect(sanitizeAtBuild('<a href="mailto:a@b.org">m</a>')).toBe(
      '<a href="mailto:a@b.org">m</a>',
    );
  });

  it('neutralises SVG and iframe payloads', () => {
    expect(
      sanitizeAtBuild(
        '<svg><script>alert(1)</script><a xlink:href="javascript:alert(1)">x</a></svg>',
      ),
    ).not.toMatch(/script|javascript|svg/i);
    expect(sanitizeAtBuild('<iframe src="https://evil.example"></iframe>ok')).toBe('ok');
  });
});

describe('htmlToText', () => {
  it('strips tags and decodes common entities', () => {
    expect(htmlToText('<p>Health&nbsp;camp &amp; <b>screening</b></p><p>at Ludhiana</p>')).toBe(
      'Health camp & screening at Ludhiana',
    );
  });

  it('drops script and style contents entirely', () => {
    // As a browser reads it: the dropped elements leave no space behind.
    expect(htmlToText('a<script>alert(1)</script>b<style>p{}</style>c')).toBe('abc');
    expect(htmlToText('a <script>alert(1)</script>b')).toBe('a b');
  });

  it('never produces markup from encoded input when rendered as text', () => {
    expect(htmlToText('&lt;script&gt;alert(1)&lt;/script&gt;')).toBe('<script>alert(1)</script>');
  });
});

/** Everything in `html` that the site's rules forbid. */
function problems(html: string): string[] {
  const { document } = new JSDOM(`<body>${html}</body>`).window;
  const found: string[] = [];
  for (const el of document.body.querySelectorAll('*')) {
    const tag = el.localName;
    if (!(ALLOWED_TAGS as readonly string[]).includes(tag)) found.push(`tag <${tag}>`);
    for (const attr of el.attributes) {
      if (!['href', 'title', 'target', 'rel', 'lang'].includes(attr.name)) {
        found.push(`attribute ${attr.name} on <${tag}>`);
      }
      if (attr.name === 'href' && !/^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i.test(attr.value)) {
        found.push(`href ${attr.value}`);
      }
    }
    if (
      el.getAttribute('target') === '_blank' &&
      el.getAttribute('rel') !== 'noopener noreferrer'
    ) {
      found.push('new-tab link without noopener noreferrer');
    }
  }
  return found;
}

it('the check below finds forbidden markup', () => {
  expect(
    problems('<a href="javascript:x" onclick="y" target="_blank">a</a><svg></svg>').sort(),
  ).toEqual([
    'attribute onclick on <a>',
    'href javascript:x',
    'new-tab link without noopener noreferrer',
    'tag <svg>',
  ]);
});

const browserLike = createSanitizer(
  new JSDOM('', { url: 'https://porf.example.org/' }).window as unknown as Parameters<
    typeof createSanitizer
  >[0],
);

describe.each([
  ['at build time', sanitizeAtBuild],
  ['in a browser window', browserLike],
])('the sanitiser %s', (_where, sanitize) => {
  it.each(PAYLOADS.map((p, i) => [i + 1, p]))('neutralises payload %i', (_n, payload) => {
    const once = sanitize(payload);
    expect(problems(once)).toEqual([]);
    expect(sanitize(once)).toBe(once);
  });

  it('keeps harmless formatting and makes outside links safe', () => {
    expect(sanitize('<p>Camp <a href="https://x.example/r" target="_self">report</a></p>')).toBe(
      '<p>Camp <a href="https://x.example/r" target="_blank" rel="noopener noreferrer">report</a></p>',
    );
  });
});

describe('htmlToText on the payloads', () => {
  it('leaves no tag in titles and attributes', () => {
    for (const payload of PAYLOADS) {
      // Encoded markup may decode to `<...>` text; it is rendered as text, never as HTML.
      expect(htmlToText(payload.replace(/&lt;|&gt;/g, ''))).not.toMatch(/<\/?[a-z][^>]*>/i);
    }
  });
});

describe('style attributes from rich-text editors', () => {
  it('keeps CMS formatting through the sanitiser, minus the style', () => {
    expect(sanitizeAtBuild('<p style="color:red">Camp <strong>report</strong></p>')).toBe(
      '<p>Camp <strong>report</strong></p>',
    );
  });
});
