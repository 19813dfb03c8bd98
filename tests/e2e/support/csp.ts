/**
 * Helpers for the browser tests that walk many pages (security-output, xss, data-shapes,
 * island-faults): record CSP violations, scroll a page so every `client:visible` island hydrates,
 * and map built files to their public paths. Visiting pages a few at a time is `walkInTurns` in
 * ./browser.ts.
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

/**
 * Scrolls through the page, then shows each island still waiting to hydrate in turn, until none
 * waits or `timeoutMs` has passed. True when every island hydrated.
 */
export async function hydrateEveryIsland(page: Page, timeoutMs = 10_000): Promise<boolean> {
  await scrollThrough(page);
  return page.evaluate(async (timeout) => {
    const until = Date.now() + timeout;
    for (;;) {
      const waiting = document.querySelector('astro-island[ssr]');
      if (!waiting) return true;
      if (Date.now() > until) return false;
      // <astro-island> has no box of its own (display: contents): show its first child.
      // 'instant': with motion allowed the site scrolls smoothly, and a smooth scroll that
      // starts again every 100 ms never arrives.
      (waiting.querySelector(':scope > :not(template)') ?? waiting.parentElement!).scrollIntoView({
        block: 'center',
        behavior: 'instant',
      });
      await new Promise((done) => setTimeout(done, 100));
    }
  }, timeoutMs);
}

/** Public path of a built HTML file: `index.html` -> `/`, `News.html` -> `/News`. */
export function pathOfFile(file: string): string {
  if (file === 'index.html') return '/';
  return `/${file.replace(/(?:\/index)?\.html$/, '')}`;
}
