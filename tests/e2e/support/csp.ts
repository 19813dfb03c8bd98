/**
 * Helpers for the security browser tests (security-output, xss): record CSP violations, scroll a
 * page so every `client:visible` island hydrates, and map built files to their public paths.
 */
import type { Page } from 'playwright-core';

/**
 * Records the page's CSP violations from its first script on (Playwright's init scripts run
 * before the site's own and are not subject to its policy). Call before `goto`; the returned
 * function reads what was recorded, as `"<directive> blocked <url or inline> <sample>"`.
 */
export async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} ${event.sample}`.trim(),
      );
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

/** Scrolls to the bottom in steps, so lazy pictures load and `client:visible` islands hydrate. */
export async function scrollThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, window.innerHeight / 2);
    for (let y = 0; y < document.body.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((done) => setTimeout(done, 40));
    }
    window.scrollTo(0, document.body.scrollHeight);
  });
}

/** Public path of a built HTML file: `index.html` -> `/`, `News.html` -> `/News`. */
export function pathOfFile(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/(?:\/index)?\.html$/, '')}`;
}
