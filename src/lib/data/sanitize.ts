/**
 * Build-time side of the shared sanitiser (src/lib/shared/sanitize.ts): the same DOMPurify rules,
 * with a jsdom window because Node has no DOM. Pages sanitise API HTML with this before rendering it
 * or handing it to an island.
 */
import { JSDOM } from 'jsdom';
import { createSanitizer, type Sanitizer } from '~/lib/shared/sanitize';

let sanitizer: Sanitizer | undefined;

/** Safe HTML from untrusted API HTML, at build time. */
export function sanitizeAtBuild(html: string): string {
  sanitizer ??= createSanitizer(
    new JSDOM('').window as unknown as Parameters<typeof createSanitizer>[0],
  );
  return sanitizer(html);
}
