/**
 * The sanitiser for HTML from the content API (descriptions), at build time only: DOMPurify with a
 * jsdom window and a small allow-list of formatting tags; links are made safe: only http(s),
 * mailto and tel URLs survive, and links that open a new tab get rel="noopener noreferrer".
 *
 * Browsers never sanitise or parse CMS HTML: live items are shown as plain text
 * (src/lib/plainText.ts), so DOMPurify ships to no page (the budget check holds that line).
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { safeLink } from '~/lib/links';

/** Tags a CMS description may keep. Everything else is removed, its text kept. */
export const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'h3',
  'h4',
  'span',
] as const;
export const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'lang'] as const;

/** A function that turns untrusted HTML into safe HTML. */
export type Sanitizer = (html: string) => string;

/** Builds the sanitiser for a window (jsdom's at build time, or any DOM window in tests). */
export function createSanitizer(window: WindowLike): Sanitizer {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    // The one link rule (src/lib/links.ts); a refused link stays as its text.
    const link = safeLink(node.getAttribute('href'));
    if (link) node.setAttribute('href', link.href);
    else node.removeAttribute('href');
    if (link?.external) {
      // Outside links open in a new tab, never with access to this page.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  return (html) =>
    purify.sanitize(html, {
      ALLOWED_TAGS: [...ALLOWED_TAGS],
      ALLOWED_ATTR: [...ALLOWED_ATTR],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
}

let sanitizer: Sanitizer | undefined;

/** Safe HTML from untrusted API HTML, at build time. */
export function sanitizeAtBuild(html: string): string {
  sanitizer ??= createSanitizer(new JSDOM('').window as unknown as WindowLike);
  return sanitizer(html);
}
