/** Accessibility check with axe-core: WCAG 2.1 A and AA rules. */
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

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

/** Runs axe on the page and returns its violations in a form that reads well in a failed test. */
export async function axeViolations(
  page: Page,
  exclude: string[] = [],
): Promise<AxeViolationSummary[]> {
  // Only violations are read: axe then skips the node details of passes and incomplete checks
  // (about 0.1 s less per page, measured on the test build, with the same violations found).
  // `options` first: it replaces every option, the tags `withTags` sets included.
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']);
  for (const selector of exclude) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.map((n) => n.target.join(' ')),
  }));
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
