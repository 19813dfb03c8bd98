/**
 * The one rule for links from the CMS, used by the build, the live refresh, search and
 * `check-dist`: absolute http(s) URLs (external), site-relative paths, `mailto:`, `tel:` and
 * `#fragment`. Anything else (`javascript:`, `data:`, `//host`) stays plain text, so no link that
 * looks site-relative can take the visitor to another host.
 * Imported by browser code: keep it small and dependency-free.
 */

export interface SafeLink {
  /** An absolute URL normalised by the URL parser, or the path as given. */
  href: string;
  /** http(s): open in a new tab with `rel="noopener noreferrer"`. */
  external: boolean;
}

/** Undefined when `value` must stay plain text. */
export function safeLink(value: string | null | undefined): SafeLink | undefined {
  // Browsers read `/\host`, `/<TAB>/host` and `\/\/host` as `//host`: whitespace, controls and
  // backslashes inside a link are refused outright.
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

/** Whether `href` leads to another origin without being spelled as an absolute http(s) URL. */
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
