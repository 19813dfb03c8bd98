/** Accessibility check with axe-core: WCAG 2.1 A and AA rules. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * axe-core's own minified build (654 KB), put into each page checked. `axe.source` is the
 * unminified one (1.5 MB): Chromium took about a third longer to take it in (median 345 against
 * 239 ms a page on the test build).
 */
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The site's header and footer: frame.test.ts checks them with axe on every route at both widths,
 * so tests of a page's own content leave them out.
 */
export const SITE_FRAME = ['.site-header', '.site-footer'];

/**
 * Runs axe on the page and returns its violations in a form that reads well in a failed test.
 *
 * axe-core is put into the page once per document and run there directly (not through
 * `@axe-core/playwright`, which puts its 0.5 MB in again on every check): putting it in costs
 * about 0.25 s a page on these machines (over a second on a page still loading), a check
 * 0.1-0.5 s (measured on the test build), and most pages are checked at two widths. The pages'
 * frames are not entered: the site has none until the visitor asks for the map.
 */
export async function axeViolations(
  page: Page,
  exclude: string[] = [],
): Promise<AxeViolationSummary[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, exclude }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const context = exclude.length ? { exclude: exclude.map((s) => [s]) } : document;
      // Only violations are read: axe then skips the node details of passes and incomplete
      // checks. And the selectors that name each node are made only when there is something to
      // name (most checks find nothing): making them was 5-27 % of a check on the test build.
      const options = { runOnly: { type: 'tag' as const, values: tags } };
      const found = await run(context, {
        ...options,
        resultTypes: ['violations'],
        selectors: false,
        ancestry: false,
        xpath: false,
      });
      if (found.violations.length === 0) return [];
      const result = await run(context, { ...options, resultTypes: ['violations'] });
      return result.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    { tags: TAGS, exclude },
  );
}

/**
 * Axe on the loaded page at each viewport in turn (the page laid out again, as on a turned phone:
 * one load for several widths); the violations by width, `{}` when there are none.
 */
export async function axeAtWidths(
  page: Page,
  viewports: readonly { width: number; height: number }[],
  exclude: string[] = [],
): Promise<Record<string, AxeViolationSummary[]>> {
  const failures: Record<string, AxeViolationSummary[]> = {};
  for (const viewport of viewports) {
    if (page.viewportSize()?.width !== viewport.width) {
      await page.setViewportSize(viewport);
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
      );
    }
    const violations = await axeViolations(page, exclude);
    if (violations.length) failures[`${viewport.width}px`] = violations;
  }
  return failures;
}
