/**
 * One sanitiser for text and HTML that comes from the content API (titles, descriptions), used at
 * build time (with a jsdom window, see src/lib/data/sanitize.ts) and in the browser (the real window).
 * DOMPurify with a small allow-list of formatting tags; links are made safe: only http(s), mailto
 * and tel URLs survive, and links that open a new tab get rel="noopener noreferrer".
 *
 * Imported by browser code: keep it small (DOMPurify only).
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { withoutParseTimeViolations } from './inertHtml';

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
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/(?!\/)|#)/i;

/** A function that turns untrusted HTML into safe HTML. */
export type Sanitizer = (html: string) => string;

/** Builds the sanitiser for a window (the browser's, or jsdom's at build time). */
export function createSanitizer(window: WindowLike): Sanitizer {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href')?.trim() ?? '';
    if (!SAFE_URL.test(href)) node.removeAttribute('href');
    if (/^https?:/i.test(href)) {
      // Outside links open in a new tab, never with access to this page.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  return (html) =>
    purify.sanitize(withoutParseTimeViolations(html), {
      ALLOWED_TAGS: [...ALLOWED_TAGS],
      ALLOWED_ATTR: [...ALLOWED_ATTR],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
}

let browserSanitizer: Sanitizer | undefined;

/**
 * Sanitises HTML in the browser (islands showing fresh API data). Data from the snapshot arrives
 * already sanitised at build time, so server rendering never needs this.
 */
export function sanitizeInBrowser(html: string): string {
  if (typeof window === 'undefined') {
    throw new Error(
      'sanitizeInBrowser runs in the browser; sanitise at build time with sanitizeAtBuild',
    );
  }
  browserSanitizer ??= createSanitizer(window);
  return browserSanitizer(html);
}

/**
 * Plain text of a possibly-HTML string, for titles, alt text and meta descriptions: tags dropped,
 * the common entities decoded, whitespace collapsed. Safe to render as text (never as HTML).
 */
export function toPlainText(value: string): string {
  return value
    .replace(/<(script|style)[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<br\s*\/?>|<\/(p|li|h\d|div)>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/gi, ' ')
    .replace(/&lt;/gi, '<')
    .replace(/&gt;/gi, '>')
    .replace(/&quot;/gi, '"')
    .replace(/&#39;|&apos;/gi, "'")
    .replace(/&amp;/gi, '&')
    .replace(/\s+/g, ' ')
    .trim();
}
