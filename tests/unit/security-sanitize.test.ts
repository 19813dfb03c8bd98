/**
 * The XSS payloads of the browser matrix, straight through the one sanitiser, as the build uses
 * it (jsdom) and in a second, browser-like window: what comes out holds only the allowed
 * formatting tags, no handler, style or dangerous URL, and safe new-tab links. Sanitising twice
 * changes nothing. Browsers never sanitise: live text is plain text (tests/unit/plain-text.test.ts).
 */
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { ALLOWED_TAGS, createSanitizer, sanitizeAtBuild } from '~/lib/data/sanitize';
import { htmlToText } from '~/lib/shared/plainText';
import { PAYLOADS } from '../fixtures/xssPayloads';

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
