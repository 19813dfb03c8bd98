/**
 * The one rule for links that come from the CMS (highlight and notice URLs, links in CMS HTML,
 * search results): the build, the live refresh, the popup, the search page and `check-dist` all
 * decide with `safeLink` here, so no page can hold a link that looks site-relative but takes the
 * visitor to another host.
 *
 * Allowed:
 * - absolute `http://` and `https://` URLs: external (a new tab, `noopener noreferrer`);
 * - site-relative paths: one `/` followed by neither `/` nor `\`, with no whitespace, control
 *   character or backslash anywhere (browsers read `/\host`, `/<TAB>/host` and `\/\/host` as
 *   `//host`, another site);
 * - `mailto:` and `tel:` (they open the visitor's own mail or phone app, never another site) and
 *   `#fragment` links within the page.
 * Anything else (`javascript:` in any case, `data:`, `//host`, junk) is refused: the caller shows
 * the text without a link. Leading and trailing spaces are ignored, as browsers ignore them.
 *
 * Imported by browser code: keep it small and dependency-free.
 */

/** What `safeLink` makes of an allowed link. */
export interface SafeLink {
  /** The `href` to write (an absolute URL normalised by the URL parser, or the path as given). */
  href: string;
  /** True for http(s) URLs: open in a new tab with `rel="noopener noreferrer"`. */
  external: boolean;
}

/** The link the site may write for `value`, or undefined when it must stay plain text. */
export function safeLink(value: string | null | undefined): SafeLink | undefined {
  // Surrounding spaces are ignored, as browsers ignore them; inside a link (and around it: a
  // stray control character there is refused, not trimmed), whitespace, controls, DEL and
  // backslashes are refused outright.
  const text = (value ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (!text || /[\s\0-\x1f\x7f\\]/.test(text)) return undefined;
  if (/^(?:\/(?![/\\])|#|(?:mailto|tel):)/i.test(text)) return { href: text, external: false };
  // URL.canParse would be shorter, but older phone browsers still in use lack it.
  try {
    if (/^https?:\/\/[^/]/i.test(text)) return { href: new URL(text).href, external: true };
  } catch {
    // Not a URL: plain text.
  }
}

/**
 * Whether `href`, written on a page at `pageUrl`, takes the browser to another origin while not
 * spelled as an absolute http(s) URL: the mark of a link that slipped past `safeLink`
 * (`check-dist` fails a build that has one).
 */
export function escapesSite(href: string, pageUrl: string): boolean {
  const text = href.trim();
  if (/^(?:https?:|mailto:|tel:)/i.test(text)) return false;
  try {
    const resolved = new URL(text, pageUrl);
    // Other schemes (javascript:, data:) are check-dist's dangerous-url rule.
    if (resolved.protocol !== 'http:' && resolved.protocol !== 'https:') return false;
    return resolved.origin !== new URL(pageUrl).origin;
  } catch {
    return false;
  }
}
