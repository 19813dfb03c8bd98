/**
 * A site built without `PUBLIC_API_BASE_URL` (DESIGN.md: "forms say clearly that sending is not
 * configured"): each form says so with the e-mail address instead, cannot be submitted and sends
 * nothing anywhere. Builds its own copy of the site (from the "empty" data shape), apart from the
 * main test build (ahead of time while other files run, when `npm test` runs it:
 * ./support/prebuilt.ts).
 */
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPagesDev } from '../../scripts/lib/pagesDev';
import { SITE } from '~/config/site';
import { axeViolations, SITE_FRAME } from './support/axe';
import { launchBrowser, openPage, type TestBrowser } from './support/browser';
import { prebuilt, type NoApiSite } from './support/prebuilt';

let site: NoApiSite | undefined;
let chrome: TestBrowser;
let server: Awaited<ReturnType<typeof startPagesDev>>;

beforeAll(async () => {
  // Always built anew, in a folder of its own (a copy left from an older run would test old
  // pages), with PUBLIC_API_BASE_URL set to nothing.
  site = await prebuilt('no-api');
  server = await startPagesDev({ dir: site.dist });
  chrome = await launchBrowser();
}, 300_000);

afterAll(async () => {
  await chrome?.close();
  await server?.close();
  if (site) rmSync(site.work, { recursive: true, force: true });
});

describe('forms on a site built without an API', () => {
  for (const [path, submitLabel] of [
    ['/GuestBook', 'Sign the guest book'],
    ['/ReachUs', 'Send message'],
    ['/Fellowship', 'Send fellowship details'],
  ] as const) {
    it(`${path} says sending is not configured and sends nothing`, async () => {
      const { page, context, pageErrors } = await openPage(chrome.browser);
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() !== 'GET') posts.push(`${request.method()} ${request.url()}`);
      });
      try {
        await page.goto(server.url + path, { waitUntil: 'load' });
        const form = page.locator('form.site-form');
        const notice = form.getByText(
          'Sending this form is not configured on this copy of the site',
        );
        expect(await notice.isVisible()).toBe(true);
        expect(await form.locator(`a[href="mailto:${SITE.email}"]`).first().isVisible()).toBe(true);

        // Still disabled after hydration (Astro drops the island's `ssr` mark once hydrated),
        // and described by the notice.
        await page.locator('astro-island:not([ssr]) form.site-form').waitFor({ timeout: 10_000 });
        const submit = form.getByRole('button', { name: submitLabel });
        expect(await submit.isDisabled()).toBe(true);
        const describedBy = await submit.getAttribute('aria-describedby');
        expect(await page.locator(`[id="${describedBy}"]`).innerText()).toContain('not configured');

        // Typing and pressing Enter neither sends nor moves the values into the URL.
        const firstBox = form.getByRole('textbox').first();
        await firstBox.fill('Someone');
        await firstBox.press('Enter');
        await page.waitForTimeout(300);
        expect(posts).toEqual([]);
        expect(new URL(page.url()).search).toBe('');
        expect(await form.locator('[role="status"]').innerText()).toBe('');
        expect(await axeViolations(page, SITE_FRAME)).toEqual([]);
        expect(pageErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});
