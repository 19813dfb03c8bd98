/**
 * `htmlToText` reads CMS HTML without a DOM (src/lib/plainText.ts). These tests hold it to
 * what a real HTML parser (jsdom's, which follows the HTML standard) makes of the same text: the
 * words of every fixture description, every XSS payload and a list of tokenizer corner cases.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlToText, paragraphsOf } from '~/lib/plainText';
import { PAYLOADS } from '../fixtures/xssPayloads';

const HIDDEN =
  'script, style, template, iframe, noembed, noframes, noscript, xmp, textarea, title, select, object, svg, math';
const BREAKS = new Set(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section table td th tr ul'.split(
    ' ',
  ),
);

/** What a browser reads: the parsed body's text, hidden elements out, a line per block. */
// Scripting on, as in a browser tab: `<noscript>` content is then raw text, as the tokenizer reads
// it. Parsed into a `<template>`, whose inert content runs no handler of a payload.
const { document } = new JSDOM('<!doctype html><body>', { runScripts: 'dangerously' }).window;

function parsedText(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const root = template.content;
  root.querySelectorAll(HIDDEN).forEach((node) => node.remove());
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (node.nodeType === 3) parts.push(node.textContent ?? '');
    const isBreak = node.nodeType === 1 && BREAKS.has((node as Element).localName);
    if (isBreak) parts.push('\0');
    node.childNodes.forEach(walk);
    if (isBreak) parts.push('\0');
  };
  walk(root);
  return parts
    .join('')
    .split('\0')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const fixtureTexts = ['news', 'events', 'highlights', 'gallery', 'testimonials', 'notifications']
  .flatMap((name) => {
    const items = JSON.parse(
      readFileSync(join(process.cwd(), 'demo', 'fixtures', 'data', `${name}.json`), 'utf8'),
    ) as Record<string, unknown>[];
    return items.flatMap((item) =>
      ['title', 'description', 'desc', 'venue', 'name'].map((field) => item[field]),
    );
  })
  .filter((value): value is string => typeof value === 'string');

const CORNER_CASES = [
  'plain text',
  'a < b and c > d',
  '5 <3 hearts',
  'x <= y',
  '<p>one</p><p>two</p>',
  'one<br>two<br/>three</br>four',
  '<ul><li>first</li><li>second</li></ul>',
  '<b>bold</b> and <i>italic</i> stay inline',
  '<a href="/x" title="a > b">link text</a> after',
  "<img alt='x > y' src=a.jpg>caption",
  '<img src=a.jpg alt=unquoted>after',
  '<div\ttitle="tab">tabbed</div>',
  '<p>comment <!-- hidden <b>bold</b> --> shown</p>',
  'empty <!--> comment and <!---> another',
  'bang <!-- a --!> closed',
  '<!doctype html>doctype',
  '<?xml version="1.0"?>processing',
  '</ not a tag>text',
  '<//>slashes',
  '</>empty end tag',
  'ends with <',
  'ends with </',
  '<script>var a = "</p>";</script>after script',
  '<SCRIPT>upper</SCRIPT >after',
  '<script/>still a script</script>after',
  '<style>p { color: red }</style>styled',
  '<textarea><b>raw</b></textarea>after',
  '<title>t</title>after title',
  '<svg><text>drawn</text></svg>after svg',
  '<svg/>self-closed svg',
  'Health&nbsp;camp &amp; screening',
  '&lt;b&gt;not bold&lt;/b&gt;',
  'quotes &ldquo;curly&rdquo; &lsquo;single&rsquo; &ndash; &mdash; &hellip;',
  'Latin-1: &eacute;t&eacute; &copy; &reg; &deg; &frac12; &times; &divide; &yuml;',
  'numeric &#8377; &#x20B9; &#X20b9; &#65;&#x42;',
  'Windows-1252: &#150; &#146; &#147;quoted&#148;',
  'bad numbers &#0; &#xD800; &#1114112;',
  'legacy &amp &lt &copy without semicolons',
  '&copyright and &ampx',
  'unknown &foo; and &bar stay',
  '& alone, &; and &# and &#x;',
  '&apos;needs semicolon&apos and &ndash',
  'nbsp&nbsp;&nbsp;&nbsp;collapses',
  'line\nbreaks\r\nin source are spaces',
  'nul \0 dropped',
  '<p>नमस्ते <b>दिल्ली</b></p><p>हिन्दी पाठ</p>',
  '<table><tr><td>cell one</td><td>cell two</td></tr></table>',
  '<h3>Heading</h3>text',
  '<p class="x" data-y=\'1\' hidden>attributes</p>',
  '<p id=a/b>slash in unquoted</p>',
  '<img src="x" onerror="alert(1)"/><span>after</span>',
  '<a href="x"onclick="y">no space between attributes</a>',
  '<p unterminated="quote>never closes',
  '<p never closes',
];

describe('htmlToText', () => {
  it('reads every corner case as a real HTML parser does', () => {
    for (const html of CORNER_CASES) {
      expect(paragraphsOf(html), JSON.stringify(html)).toEqual(parsedText(html));
    }
  });

  it('reads every XSS payload as a real HTML parser does, and keeps no markup', () => {
    for (const html of PAYLOADS) {
      const lines = paragraphsOf(html);
      expect(lines, JSON.stringify(html)).toEqual(parsedText(html));
      // No payload's script text or handler survives as words either, except in the one payload
      // that is escaped text to begin with (`&lt;img ...&gt;` reads as those characters).
      if (!html.startsWith('&lt;')) expect(lines.join(' ')).not.toMatch(/alert\(|onerror|<script/i);
    }
  });

  it('reads every text field of the demo data as a real HTML parser does', () => {
    expect(fixtureTexts.length).toBeGreaterThan(100);
    for (const html of fixtureTexts) {
      expect(paragraphsOf(html), JSON.stringify(html)).toEqual(parsedText(html));
    }
  });

  it('joins paragraphs with a space and collapses every run of spaces', () => {
    expect(htmlToText('<p>one</p>\n\n<p>two  three</p>')).toBe('one two three');
    expect(htmlToText('  plain\t text ')).toBe('plain text');
    expect(htmlToText('')).toBe('');
    expect(htmlToText('<p> </p><br>')).toBe('');
  });
});

describe('decodeEntities', () => {
  it('decodes every entity it knows exactly as HTML does', () => {
    const names = [
      ...'amp lt gt quot apos nbsp copy reg eacute Eacute yuml szlig'.split(' '),
      ...'ndash mdash lsquo rsquo sbquo ldquo rdquo bdquo bull hellip euro trade minus rarr'.split(
        ' ',
      ),
    ];
    for (const name of names) {
      const element = document.createElement('p');
      element.innerHTML = `&${name};`;
      expect(decodeEntities(`&${name};`), name).toBe(element.textContent);
    }
  });

  it('decodes all 96 Latin-1 entities to U+00A0..U+00FF in order', () => {
    const element = document.createElement('p');
    const names =
      'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml'.split(
        ' ',
      );
    expect(names).toHaveLength(96);
    element.innerHTML = names.map((name) => `&${name};`).join('');
    expect(decodeEntities(names.map((name) => `&${name};`).join(''))).toBe(element.textContent);
  });

  it('leaves text without an ampersand untouched', () => {
    const text = 'no references here < >';
    expect(decodeEntities(text)).toBe(text);
  });
});
