/**
 * The common frame on every route: exact-path 200s, h1, header menu, breadcrumb, footer (with the
 * trust pages' links), no page errors and axe at desktop and phone width (one visit per route),
 * reading without JavaScript;
 * the menu by keyboard, on a phone and without JavaScript; wrong-case paths and the 404 page; the
 * footer map and subscribe box.
 */
import { describe, expect, inject, it } from 'vitest';
import { ROUTES } from '~/lib/routes';
import { HINDI_PATHS, localizedPath } from '~/lib/routes';
import { DESKTOP, PHONE, onPage, openPage, useBrowser, useWalkerPool } from './support/browser';
import { axeAtWidths, axeViolations } from './support/axe';

const site = inject('siteUrl');
const chrome = useBrowser();

/** The trust pages every footer links to, with their link text. */
const TRUST_LINKS = [
  ['/Transparency', 'Transparency'],
  ['/Privacy', 'Privacy'],
  ['/Accessibility', 'Accessibility'],
] as const;

describe('the axe check itself', () => {
  it('finds the WCAG A/AA and best-practice violations of a faulty page, and nothing else there', async () => {
    await onPage(openPage(chrome.browser, { viewport: PHONE }), async ({ page }) => {
      await page.setContent(
        [
          '<!doctype html><html lang="en"><head><title>Axe check</title></head><body><main>',
          '<h1>Title</h1><h3>A level skipped</h3>',
          // 3.5:1, under AA's 4.5:1.
          '<p style="color:#888;background:#fff">Grey text on white</p>',
          '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">',
          '</main></body></html>',
        ].join(''),
      );
      const ids = (await axeViolations(page)).map((violation) => violation.id).sort();
      expect(ids).toEqual(['color-contrast', 'heading-order', 'image-alt']);
      // A part left out is left out (tests of a page's own content leave out the frame).
      const outside = await axeViolations(page, ['img', 'p']);
      expect(outside.map((violation) => violation.id)).toEqual(['heading-order']);
    });
  });
});

describe.concurrent('every route', () => {
  // Two pages walk over the routes (a new page per route cost about a second each), two routes
  // at a time. CSP violations too (with the _headers policy the test server sends): pages with
  // islands get a closer look, every island hydrated, in tests/e2e/security-output.test.ts.
  const walkers = useWalkerPool(chrome, { viewport: DESKTOP });
  for (const route of ROUTES) {
    it(`${route.path} answers 200 at its exact path with the whole frame, axe-clean at desktop and phone width`, ({
      expect,
    }) =>
      walkers.use(async (walker) => {
        const { page, pageErrors, cspViolations } = walker;
        const response = await walker.visit(site + route.path);
        expect(response?.status()).toBe(200);
        expect(new URL(page.url()).pathname).toBe(route.path);
        await expect.poll(() => page.locator('h1').count()).toBe(1);
        expect((await page.locator('h1').innerText()).trim().length).toBeGreaterThan(2);

        const menu = page.getByRole('navigation', { name: 'Main' });
        await expect.poll(() => menu.getByRole('link', { name: 'Home' }).count()).toBe(1);
        for (const group of [
          'About us',
          'Project & Activities',
          'Publication',
          'Gallery',
          'Contact us',
        ]) {
          expect(await menu.getByText(group, { exact: true }).count(), group).toBe(1);
        }
        expect(await menu.getByRole('link', { name: 'SSW League' }).count()).toBe(1);

        if (route.path !== '/') {
          const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('listitem');
          expect(await crumbs.first().innerText()).toBe('Home');
          expect(await crumbs.count()).toBeGreaterThanOrEqual(2);
        }

        const footer = page.locator('footer');
        const year = String(new Date().getFullYear());
        expect(await footer.innerText()).toContain(`© ${year}`);
        expect(await footer.getByRole('link', { name: /@/ }).count()).toBeGreaterThan(0);
        expect(await footer.getByPlaceholder('Enter Your Mail ID').count()).toBe(1);
        for (const [path, name] of TRUST_LINKS) {
          expect(await footer.getByRole('link', { name, exact: true }).getAttribute('href')).toBe(
            path,
          );
        }
        // Axe (WCAG 2.1 AA) on the same visit: at desktop width, then at phone width (the page
        // laid out again, as on a turned phone: one load per route instead of two).
        expect(await axeAtWidths(page, [DESKTOP, PHONE])).toEqual({});
        expect(pageErrors).toEqual([]);
        expect(await cspViolations()).toEqual([]);
      }));
  }
});

describe.concurrent('without JavaScript', () => {
  const walkers = useWalkerPool(chrome, { viewport: PHONE, javaScriptEnabled: false });
  for (const route of ROUTES) {
    it(`${route.path} can be read: its title and text are in the HTML itself`, ({ expect }) =>
      walkers.use(async (walker) => {
        const { page } = walker;
        const response = await walker.visit(site + route.path);
        expect(response?.status()).toBe(200);
        expect(await page.locator('h1').count()).toBe(1);
        expect((await page.locator('h1').innerText()).trim().length).toBeGreaterThan(2);
        expect((await page.locator('main').innerText()).trim().length).toBeGreaterThan(100);
      }));
  }
});

describe.concurrent('accessibility of the Hindi pages (axe, WCAG 2.1 AA)', () => {
  // The English routes get axe at both widths with their frame checks above, and the Hindi pages
  // share their templates: each Hindi page is checked at phone width, where Devanagari wraps the
  // most, and the home page and the pages issue 14 names (Donate, GuestBook) plus the trust
  // page with a chart at desktop width too. tests/e2e/hindi.test.ts checks their frame.
  const BOTH_WIDTHS = ['/hi', '/hi/Donate', '/hi/GuestBook', '/hi/Transparency'];
  const walkers = useWalkerPool(chrome, { viewport: PHONE });
  for (const path of HINDI_PATHS.map((p) => localizedPath(p, 'hi'))) {
    const widths = BOTH_WIDTHS.includes(path) ? [PHONE, DESKTOP] : [PHONE];
    it(`finds no violation on ${path} at ${widths.map((w) => `${w.width} px`).join(' and ')}`, ({
      expect,
    }) =>
      walkers.use(async (walker) => {
        const { page, pageErrors, cspViolations } = walker;
        await walker.visit(site + path);
        expect(await axeAtWidths(page, widths)).toEqual({});
        expect(pageErrors).toEqual([]);
        expect(await cspViolations()).toEqual([]);
      }));
  }
});

describe('header menu', () => {
  it('opens a submenu from the keyboard and closes it with Escape', async () => {
    await onPage(openPage(chrome.browser, { viewport: DESKTOP }), async ({ page }) => {
      await page.goto(site + '/AboutNgo');
      const toggle = page.locator('summary', { hasText: 'Project & Activities' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('navigation', { name: 'Main' });
      const link = menu.getByRole('link', { name: 'Healthcare Centres' });
      await expect.poll(() => link.isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
        'Outreach Centres',
      );
      await page.keyboard.press('Escape');
      await expect.poll(() => link.isVisible()).toBe(false);
      expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toContain(
        'Project & Activities',
      );
    });
  });

  it('keeps one submenu open at a time', async () => {
    await onPage(openPage(chrome.browser, { viewport: DESKTOP }), async ({ page }) => {
      await page.goto(site + '/AboutNgo');
      await page.locator('summary', { hasText: 'About us' }).click();
      await page.locator('summary', { hasText: 'Gallery' }).click();
      expect(await page.locator('details[data-submenu][open]').count()).toBe(1);
      const menu = page.getByRole('navigation', { name: 'Main' });
      expect(await menu.getByRole('link', { name: 'Video Gallery' }).isVisible()).toBe(true);
      expect(await menu.getByRole('link', { name: 'Vision & Mission' }).isVisible()).toBe(false);
    });
  });

  it('works on a phone: Menu opens the list, a group opens its links', async () => {
    await onPage(openPage(chrome.browser, { viewport: PHONE }), async ({ page }) => {
      await page.goto(site + '/AboutNgo');
      const donate = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Donate', exact: true });
      expect(await page.locator('summary', { hasText: 'Contact us' }).isVisible()).toBe(false);
      await page.locator('summary', { hasText: 'Menu' }).click();
      await page.locator('summary', { hasText: 'Contact us' }).click();
      await expect.poll(() => donate.isVisible()).toBe(true);
      await donate.click();
      await page.waitForURL(/\/Donate$/);
    });
  });

  it('works without JavaScript', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      await onPage(
        openPage(chrome.browser, { viewport, javaScriptEnabled: false }),
        async ({ page }) => {
          await page.goto(site + '/history');
          if (viewport === PHONE) await page.locator('summary', { hasText: 'Menu' }).click();
          await page.locator('summary', { hasText: 'Publication' }).click();
          const blog = page
            .getByRole('navigation', { name: 'Main' })
            .getByRole('link', { name: 'Blog' });
          await expect.poll(() => blog.isVisible()).toBe(true);
        },
      );
    }
  });
});

describe('a header painted before it has wholly arrived', () => {
  // A slow phone paints as the HTML arrives: the brand and Menu may show before the language
  // switch and search have been parsed. What shows first must not move when they arrive.
  it('keeps the name and Menu where they end up, on phones in both languages', async () => {
    const widths = [320, 375, 412, 599];
    await onPage(
      openPage(chrome.browser, { viewport: PHONE, javaScriptEnabled: false }),
      async ({ page }) => {
        for (const path of ['/AboutNgo', '/hi/AboutNgo']) {
          await page.goto(site + path);
          const boxes = async () => {
            const byWidth: Record<number, string[]> = {};
            for (const width of widths) {
              await page.setViewportSize({ width, height: PHONE.height });
              byWidth[width] = await page.evaluate(() =>
                ['.brand', '.brand__text', '.site-nav__toggle'].map((selector) => {
                  const box = document.querySelector(selector)!.getBoundingClientRect();
                  return `${selector} ${box.x},${box.y} ${box.width}x${box.height}`;
                }),
              );
            }
            return byWidth;
          };
          const whole = await boxes();
          await page.evaluate(() => document.querySelector('.site-search')!.remove());
          expect(await boxes(), `${path} without search`).toEqual(whole);
          await page.evaluate(() => document.querySelector('.lang-switch')!.remove());
          expect(await boxes(), `${path} without the language switch and search`).toEqual(whole);
        }
      },
    );
  });
});

describe('wrong paths', () => {
  it('sends a wrong-case path to the real page', async () => {
    await onPage(openPage(chrome.browser), async ({ page }) => {
      await page.goto(site + '/aboutngo');
      await page.waitForURL(site + '/AboutNgo');
      expect(await page.locator('h1').innerText()).toBe('About the NGO');
    });
  });

  it('answers an unknown path with a helpful 404 page', async () => {
    await onPage(openPage(chrome.browser), async ({ page }) => {
      const response = await page.goto(site + '/no-such-page');
      expect(response?.status()).toBe(404);
      expect(await page.locator('h1').innerText()).toBe('Page not found');
      const main = page.locator('main');
      expect(
        await main.getByRole('link', { name: 'Go to the home page' }).getAttribute('href'),
      ).toBe('/');
      for (const name of ['About NGO', 'Outreach Centres', 'Photo Gallery', 'Reach Us', 'News']) {
        expect(await main.getByRole('link', { name, exact: true }).count(), name).toBeGreaterThan(
          0,
        );
      }
      expect(new URL(page.url()).pathname).toBe('/no-such-page');
    });
  });
});

describe('footer', () => {
  it('loads the map only when asked for', async () => {
    await onPage(openPage(chrome.browser), async ({ page }) => {
      let mapRequests = 0;
      await page.route('https://www.openstreetmap.org/**', (route) => {
        mapRequests += 1;
        return route.fulfill({ contentType: 'text/html', body: '<title>map</title>' });
      });
      await page.goto(site + '/history', { waitUntil: 'networkidle' });
      const footer = page.locator('footer');
      expect(await footer.locator('iframe').count()).toBe(0);
      expect(mapRequests).toBe(0);
      await footer.getByRole('button', { name: 'Show map' }).click();
      const frame = footer.locator('iframe');
      await expect.poll(() => frame.count()).toBe(1);
      expect(await frame.getAttribute('src')).toMatch(
        /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html/,
      );
      expect(await frame.getAttribute('title')).toMatch(/^Map: /);
      expect(await frame.getAttribute('referrerpolicy')).toBe('no-referrer');
      await expect.poll(() => mapRequests).toBe(1);
    });
  });

  it('has a subscribe box that honestly becomes an e-mail, also without JavaScript', async () => {
    await onPage(openPage(chrome.browser, { javaScriptEnabled: false }), async ({ page }) => {
      await page.goto(site + '/history');
      const form = page.locator('form[data-subscribe]');
      expect(await form.getAttribute('action')).toMatch(/^mailto:[^?@]+@[^?]+\?subject=/);
      expect(await form.getAttribute('method')).toBe('post');
      expect(await form.getAttribute('enctype')).toBe('text/plain');
      const input = form.getByLabel('Subscribe to our news');
      expect(await input.getAttribute('type')).toBe('email');
      expect(await input.getAttribute('placeholder')).toBe('Enter Your Mail ID');
      expect(await form.innerText()).toMatch(/e-mail app/);
    });
  });
});
