/**
 * The sanitiser for CMS HTML, at build time only: DOMPurify with an allow-list of formatting tags
 * and the one link rule. Browsers show live items as plain text, so DOMPurify ships to no page.
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import { safeLink } from '~/lib/links';

/** Everything else is removed, its text kept. */
export const ALLOWED_TAGS =
  'p br strong b em i u s small sub sup ul ol li a blockquote h3 h4 span'.split(' ');
export const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'lang'] as const;

export type Sanitizer = (html: string) => string;

/** jsdom's window at build time, any DOM window in tests. */
export function createSanitizer(window: WindowLike): Sanitizer {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    // A refused link stays as its text.
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
      ALLOWED_TAGS,
      ALLOWED_ATTR: [...ALLOWED_ATTR],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
}

let sanitizer: Sanitizer | undefined;

export function sanitizeAtBuild(html: string): string {
  sanitizer ??= createSanitizer(new JSDOM('').window as unknown as WindowLike);
  return sanitizer(html);
}
