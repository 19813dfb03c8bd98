/** A Pagefind result as plain data, for DOM built with `textContent` only. Keep it small. */
import { fill, fillCount } from '~/lib/fill';
import { safeLink } from '~/lib/links';

/** What Pagefind's `result.data()` gives (the fields the page reads). */
export interface PagefindResultData {
  url: string;
  /** Matched text with `<mark>` around the hits. */
  excerpt: string;
  meta: Record<string, string | undefined>;
}

export interface ExcerptPiece {
  text: string;
  mark: boolean;
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
};

/** Text of an HTML-escaped fragment (Pagefind escapes the page text in excerpts). */
const unescape = (text: string) =>
  text.replace(/&(?:amp|lt|gt|quot|#39|#x27);/g, (e) => ENTITIES[e]!);

/** The excerpt split into text pieces at Pagefind's `<mark>` tags; any other tag is dropped. */
export function excerptPieces(excerpt: string): ExcerptPiece[] {
  const pieces: ExcerptPiece[] = [];
  let mark = false;
  for (const part of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(part)) mark = true;
    else if (/^<\/mark>$/i.test(part)) mark = false;
    else {
      const text = unescape(part.replace(/<[^>]*>/g, ''));
      if (text) pieces.push({ text, mark });
    }
  }
  return pieces;
}

/** Site-relative paths and http(s) URLs only: a result never becomes a `javascript:` link. */
export function safeHref(url: string, origin: string): string | undefined {
  const link = safeLink(url);
  if (!link || !/^(?:\/|https?:)/i.test(link.href)) return undefined;
  if (!link.external) return link.href;
  const parsed = new URL(link.href);
  return parsed.origin === origin
    ? `${parsed.pathname}${parsed.search}${parsed.hash}`
    : parsed.href;
}

export function resultView(data: PagefindResultData, origin: string, page = 'Page') {
  const href = safeHref(data.url, origin);
  if (!href) return undefined;
  return {
    href,
    title: data.meta.title?.trim() || href,
    /** `d Mon yyyy`, or '' for pages. */
    date: data.meta.date ?? '',
    category: data.meta.category ?? page,
    excerpt: excerptPieces(data.excerpt),
    /** The link leaves the site (a publication's file): it opens in a new tab. */
    external: !href.startsWith('/'),
  };
}

export interface SearchWords {
  searching: string;
  failed: string;
  /** ' (file, opens in a new tab)'. */
  fileNewTab: string;
  /** `{count} result for “{query}”{among}.` */
  one: string;
  many: string;
  /** `No results for “{query}”{among}. Try fewer or other words{orAll}.` */
  none: string;
  /** `{among}` of the messages when a type is chosen, for each type: ` in events`. */
  among: Record<string, string>;
  orAll: string;
  types: Record<string, string>;
  page: string;
}

/** The status line after a search: `3 results for “camp”`, with the type when one is chosen. */
export function resultCount(
  count: number,
  query: string,
  type: string,
  words: SearchWords,
): string {
  const among = type ? (words.among[type] ?? '') : '';
  if (count === 0) return fill(words.none, { query, among, orAll: type ? words.orAll : '' });
  // Indian grouping (1,234) by the browser: ~/lib/items would bring the islands' runtime.
  return fillCount(words, count, { count: count.toLocaleString('en-IN'), query, among });
}
