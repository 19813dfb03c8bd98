/**
 * Plain text of CMS HTML, the same at build time and in the browser. No DOM: Chromium applies the
 * page's CSP even to documents it only parses (DOMParser, `<template>`), so an `onerror=` in CMS
 * text is reported as a violation. A small tokenizer following the HTML spec's rules instead; its
 * output is only used as text, so odd input gives odd words, never markup.
 * Imported by browser code: keep it small (no dependencies, no DOM).
 */

const names = (list: string) => new Set(list.split(' '));

/** Dropped with their content. */
const HIDDEN_CONTENT = names(
  'script style template iframe noembed noframes noscript xmp textarea title select object svg math',
);

/** Their words never run into the next ones. */
const BREAKS = names(
  'address article aside blockquote br dd div dl dt figcaption figure footer h1 h2 h3 h4 h5 h6 ' +
    'header hr li main nav ol p pre section table td th tr ul',
);

/** The HTML tokenizer's whitespace. */
const isSpace = (c: string | undefined) =>
  c === ' ' || c === '\n' || c === '\t' || c === '\f' || c === '\r';
const isLetter = (c: string | undefined) => c !== undefined && /[A-Za-z]/.test(c);

/** The end of a block: NUL, which HTML text never holds (newlines in text are only spaces). */
const LINE = '\0';

/** Index after the tag's `>` (quoted values may hold one), or the end: HTML drops an open tag. */
function endOfTag(html: string, from: number): number {
  let i = from;
  const n = html.length;
  while (i < n) {
    const c = html[i];
    if (c === '>') return i + 1;
    if (isSpace(c) || c === '/') {
      i += 1;
      continue;
    }
    // An attribute name: up to space, '/', '>' or '=' (a leading '=' belongs to the name).
    i += 1;
    while (i < n && !isSpace(html[i]) && html[i] !== '/' && html[i] !== '>' && html[i] !== '=')
      i += 1;
    while (i < n && isSpace(html[i])) i += 1;
    if (html[i] !== '=') continue;
    i += 1;
    while (i < n && isSpace(html[i])) i += 1;
    const quote = html[i];
    if (quote === '"' || quote === "'") {
      const close = html.indexOf(quote, i + 1);
      if (close < 0) return n;
      i = close + 1;
    } else {
      while (i < n && !isSpace(html[i]) && html[i] !== '>') i += 1;
    }
  }
  return n;
}

function tagName(html: string, from: number): { name: string; end: number } {
  let end = from;
  while (end < html.length && !isSpace(html[end]) && html[end] !== '/' && html[end] !== '>')
    end += 1;
  return { name: html.slice(from, end).toLowerCase(), end };
}

function afterClosing(html: string, name: string, from: number): number {
  const lower = html.toLowerCase();
  let at = lower.indexOf(`</${name}`, from);
  while (at >= 0) {
    const next = html[at + 2 + name.length];
    if (next === undefined || isSpace(next) || next === '/' || next === '>') {
      return endOfTag(html, at + 2 + name.length);
    }
    at = lower.indexOf(`</${name}`, at + 1);
  }
  return html.length;
}

function collect(html: string): string {
  const out: string[] = [];
  const n = html.length;
  let i = 0;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      out.push(html.slice(i).replaceAll(LINE, ''));
      break;
    }
    out.push(html.slice(i, lt).replaceAll(LINE, ''));
    const c = html[lt + 1];
    if (c === '!') {
      if (html.startsWith('<!--', lt)) {
        // `<!-->` and `<!--->` are empty comments; otherwise up to `-->` (or `--!>`).
        if (html.startsWith('<!-->', lt)) i = lt + 5;
        else if (html.startsWith('<!--->', lt)) i = lt + 6;
        else {
          const end = /--!?>/g;
          end.lastIndex = lt + 4;
          const found = end.exec(html);
          i = found ? found.index + found[0].length : n;
        }
      } else {
        const gt = html.indexOf('>', lt + 2);
        i = gt < 0 ? n : gt + 1;
      }
    } else if (c === '?') {
      const gt = html.indexOf('>', lt + 2);
      i = gt < 0 ? n : gt + 1;
    } else if (c === '/') {
      if (isLetter(html[lt + 2])) {
        const { name, end } = tagName(html, lt + 2);
        if (BREAKS.has(name)) out.push(LINE);
        i = endOfTag(html, end);
      } else if (html[lt + 2] === '>') {
        i = lt + 3;
      } else if (lt + 2 >= n) {
        out.push('</');
        i = n;
      } else {
        const gt = html.indexOf('>', lt + 2);
        i = gt < 0 ? n : gt + 1;
      }
    } else if (isLetter(c)) {
      const { name, end } = tagName(html, lt + 1);
      i = endOfTag(html, end);
      if (BREAKS.has(name)) out.push(LINE);
      // `<script/>` still opens a script (HTML ignores the slash); `<svg/>` is empty.
      const selfClosing = (name === 'svg' || name === 'math') && html.slice(lt, i).endsWith('/>');
      if (HIDDEN_CONTENT.has(name) && !selfClosing) {
        i = afterClosing(html, name, i);
      }
    } else {
      out.push('<');
      i = lt + 1;
    }
  }
  return out.join('');
}

/** In code point order from U+00A0; all may appear without `;`. */
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

/** HTML decodes these only with their `;`. */
const WITH_SEMICOLON: Record<string, number> = {
  apos: 0x27,
  OElig: 0x152,
  oelig: 0x153,
  Scaron: 0x160,
  scaron: 0x161,
  Yuml: 0x178,
  fnof: 0x192,
  circ: 0x2c6,
  tilde: 0x2dc,
  ensp: 0x2002,
  emsp: 0x2003,
  thinsp: 0x2009,
  zwnj: 0x200c,
  zwj: 0x200d,
  lrm: 0x200e,
  rlm: 0x200f,
  ndash: 0x2013,
  mdash: 0x2014,
  lsquo: 0x2018,
  rsquo: 0x2019,
  sbquo: 0x201a,
  ldquo: 0x201c,
  rdquo: 0x201d,
  bdquo: 0x201e,
  dagger: 0x2020,
  Dagger: 0x2021,
  bull: 0x2022,
  hellip: 0x2026,
  permil: 0x2030,
  prime: 0x2032,
  Prime: 0x2033,
  lsaquo: 0x2039,
  rsaquo: 0x203a,
  euro: 0x20ac,
  trade: 0x2122,
  larr: 0x2190,
  uarr: 0x2191,
  rarr: 0x2192,
  darr: 0x2193,
  minus: 0x2212,
  le: 0x2264,
  ge: 0x2265,
  ne: 0x2260,
  hearts: 0x2665,
  check: 0x2713,
  star: 0x2606,
};

/** Decoded with or without `;`. */
const LEGACY: Record<string, number> = { amp: 0x26, lt: 0x3c, gt: 0x3e, quot: 0x22 };
LATIN1.split(' ').forEach((name, index) => (LEGACY[name] = 0xa0 + index));

/** What the HTML tokenizer reads for `&#128;`-`&#159;`: the Windows-1252 characters. */
const WINDOWS_1252 = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152,
  0x8d, 0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122,
  0x161, 0x203a, 0x153, 0x9d, 0x17e, 0x178,
];

function fromNumber(code: number): string {
  if (code >= 0x80 && code <= 0x9f) return String.fromCodePoint(WINDOWS_1252[code - 0x80]!);
  if (code === 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return '\uFFFD';
  return String.fromCodePoint(code);
}

const ENTITY = /&(?:#(\d{1,8})|#[xX]([0-9a-fA-F]{1,7})|([A-Za-z][A-Za-z0-9]{1,31}))(;?)/g;

/** As HTML decodes text: numeric references, HTML 4's names, legacy ones without `;`. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(ENTITY, (whole, dec?: string, hex?: string, name?: string, semi?: string) => {
    if (dec !== undefined) return fromNumber(Number.parseInt(dec, 10));
    if (hex !== undefined) return fromNumber(Number.parseInt(hex, 16));
    const known = LEGACY[name!] ?? (semi ? WITH_SEMICOLON[name!] : undefined);
    if (known !== undefined) return String.fromCodePoint(known);
    // Without `;`, HTML takes the longest legacy name the letters start with: '&copyright' is '©right'.
    if (!semi) {
      for (let end = name!.length - 1; end >= 2; end -= 1) {
        const code = LEGACY[name!.slice(0, end)];
        if (code !== undefined) return String.fromCodePoint(code) + name!.slice(end);
      }
    }
    return whole;
  });
}

/** Words of neighbouring blocks stay apart: "one</p><p>two" is "one two". */
export function htmlToText(html: string): string {
  return paragraphsOf(html).join(' ');
}

export function paragraphsOf(html: string): string[] {
  const raw = /[<&]/.test(html) ? decodeEntities(collect(html)) : html.replaceAll(LINE, '');
  return raw
    .split(LINE)
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean);
}

/** Longest summary an item carries: readers show a few lines, the link leads to the rest. */
export const MAX_SUMMARY = 400;

/** Plain text of a card's sanitised HTML, shortened to `max` characters at a word boundary. */
export function summaryOf(html: string, max: number = MAX_SUMMARY): string {
  const text = htmlToText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
