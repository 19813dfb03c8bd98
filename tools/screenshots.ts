/**
 * Full-page screenshots of every route at phone and desktop width, for looking at what we built:
 * `npx tsx tools/screenshots.ts [--dir dist] [--only /News,/] [--out reports/screenshots]`.
 * Serves the build like a static host; islands call whatever API the build was pointed at.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROUTES } from '../src/lib/routes';
import { DESKTOP, PHONE, launchBrowser, openPage } from '../tests/e2e/support/browser';
import { startPagesDev } from '../scripts/lib/pagesDev';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    out: { type: 'string', default: 'reports/screenshots' },
    only: { type: 'string' },
  },
});
const paths = values.only ? values.only.split(',') : ROUTES.map((r) => r.path);
const out = resolve(values.out);
mkdirSync(out, { recursive: true });

const site = await startPagesDev({ dir: values.dir });
const chrome = await launchBrowser();
try {
  for (const viewport of [PHONE, DESKTOP]) {
    const { page, context, pageErrors } = await openPage(chrome.browser, { viewport });
    for (const path of paths) {
      await page.goto(site.url + path, { waitUntil: 'networkidle' });
      // Scroll through the page so lazy pictures and islands load as they would for a reader.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((done) => setTimeout(done, 120));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForLoadState('networkidle');
      // Blocks below the fold skip rendering (`content-visibility: auto`) until they near the
      // viewport, which a full-page capture does not move: render them all for the picture.
      await page.evaluate(() => {
        for (const element of document.querySelectorAll<HTMLElement>('*')) {
          if (getComputedStyle(element).contentVisibility === 'auto') {
            element.style.contentVisibility = 'visible';
          }
        }
      });
      await page.waitForTimeout(300);
      const name = `${path === '/' ? 'home' : path.slice(1).replace(/[^\w-]+/g, '_')}-${viewport.width}.png`;
      await page.screenshot({ path: resolve(out, name), fullPage: true });
      console.log(
        `${name}${pageErrors.length ? `  page errors: ${pageErrors.map(String).join('; ')}` : ''}`,
      );
      pageErrors.length = 0;
    }
    await context.close();
  }
} finally {
  await chrome.close();
  await site.close();
}
