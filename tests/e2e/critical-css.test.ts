/**
 * Each page's inline share of the site sheet (src/integrations/criticalCss.ts), on the test build
 * served by the host's runtime:
 * - a page shows the same with only its inline rules as with the whole sheet: every element's
 *   computed style (and its ::before and ::after) at phone and desktop width, scripts off, the
 *   sheet's request aborted in one load and allowed in the other (without scripts the page reads
 *   it from its `<noscript>` copy);
 * - with scripts, the page paints without the sheet, which it requests only once it has loaded (the
 *   frame script enables the disabled link), and then applies;
 * - a state a visitor sets before the sheet arrives (the phone menu opened, a submenu, the search
 *   box) already looks as it will with the sheet.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { DESKTOP, PHONE, openPage, useBrowser } from './support/browser';
import { TEST_DIST } from './support/config';
import { pathOfFile } from './support/csp';

const site = inject('siteUrl');
const chrome = useBrowser();

const SHEET = /\/_astro\/site\.[\w-]+\.css$/;

/** One page of every kind: home, listing (English, Hindi), form, text, album, search, 404. */
function pagesOfEveryKind(): string[] {
  const album = readdirSync(join(TEST_DIST, 'Album')).find((f) => f.endsWith('.html'));
  return [
    '/',
    '/hi/News',
    '/News',
    '/GuestBook',
    '/AboutNgo',
    '/Donate',
    '/CampsAndTrainings',
    '/Search',
    '/no-such-page',
    ...(album ? [pathOfFile(`Album/${album}`)] : []),
  ];
}

/**
 * The properties the site sheet declares (custom properties included): the only ones a rule
 * missing from the inline share could change. Reading these instead of all of them makes a page
 * three times quicker to compare.
 */
function sheetProperties(): string[] {
  const file = readdirSync(join(TEST_DIST, '_astro')).find((f) => SHEET.test(`/_astro/${f}`));
  const css = readFileSync(join(TEST_DIST, '_astro', file!), 'utf8');
  return [...new Set([...css.matchAll(/[{;]\s*(--[\w-]+|[a-z-]+)\s*:/g)].map((m) => m[1]!))].sort();
}

/**
 * Every element's computed style in document order (within `root`, default the whole page), as
 * `path -> text`, for `properties`; pseudo-elements by the properties that show them.
 */
async function computedStyles(
  page: Page,
  properties: string[],
  root?: string,
): Promise<Record<string, string>> {
  return page.evaluate(
    ([names, rootSelector]) => {
      const out: Record<string, string> = {};
      const PSEUDO = [
        'content',
        'display',
        'position',
        'width',
        'height',
        'color',
        'background-color',
        'border-top-width',
        'transform',
      ];
      const pathOf = (el: Element): string => {
        const parts: string[] = [];
        for (let e: Element | null = el; e && e !== document.documentElement; e = e.parentElement) {
          const index = e.parentElement
            ? Array.prototype.indexOf.call(e.parentElement.children, e)
            : 0;
          parts.unshift(
            `${e.tagName.toLowerCase()}${e.className && typeof e.className === 'string' ? `.${e.className.trim().split(/\s+/)[0]}` : ''}[${index}]`,
          );
        }
        return parts.join('>') || 'html';
      };
      const top = rootSelector ? document.querySelector(rootSelector) : null;
      const elements = top
        ? [top, ...top.querySelectorAll('*')]
        : [document.documentElement, ...document.body.querySelectorAll('*')];
      // Blocks with `content-visibility: auto` (the home page's far blocks) are laid out at their
      // estimated size until the browser has rendered them once and at the size it last rendered
      // afterwards, which depends on frame timing, not on the rules: their value of the property
      // is read first, then they are laid out for the read and put back as they were.
      const visibility = new Map<Element, string>();
      for (const el of elements) {
        const value = getComputedStyle(el).getPropertyValue('content-visibility');
        visibility.set(el, value);
        if (value === 'auto') (el as HTMLElement).style.contentVisibility = 'visible';
      }
      for (const el of elements) {
        const style = getComputedStyle(el);
        const values = names.map(
          (name) =>
            `${name}:${name === 'content-visibility' ? visibility.get(el) : style.getPropertyValue(name)}`,
        );
        for (const pseudo of ['::before', '::after']) {
          const p = getComputedStyle(el, pseudo);
          if (p.content === 'none' || p.content === 'normal') continue;
          values.push(`${pseudo}{${PSEUDO.map((n) => `${n}:${p.getPropertyValue(n)}`).join(';')}}`);
        }
        out[pathOf(el)] = values.join(';');
      }
      for (const [el, value] of visibility)
        if (value === 'auto') (el as HTMLElement).style.contentVisibility = '';
      return out;
    },
    [properties, root] as const,
  );
}

/** How many copies of the site sheet apply to the page (loaded, enabled, for the screen). */
async function sheetsApplied(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      [...document.styleSheets].filter((s) => {
        if (!/\/site\./.test(s.href ?? '') || s.disabled) return false;
        if (s.media.length && !matchMedia(s.media.mediaText).matches) return false;
        try {
          return s.cssRules.length > 0;
        } catch {
          return false; // a sheet that failed to load has no rules to read
        }
      }).length,
  );
}

/** The differences between two `computedStyles` results: element and the first properties. */
function differences(a: Record<string, string>, b: Record<string, string>): string[] {
  const out: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    if (a[key] === b[key]) continue;
    const left = new Set((a[key] ?? '').split(';'));
    const right = new Set((b[key] ?? '').split(';'));
    const only = (x: Set<string>, y: Set<string>) => [...x].filter((v) => !y.has(v)).slice(0, 3);
    out.push(
      `${key}: inline only {${only(left, right).join('; ')}} sheet {${only(right, left).join('; ')}}`,
    );
  }
  return out;
}

describe('inline rules: every page looks the same before the site sheet arrives', () => {
  it('with only its inline rules as with the whole sheet, at phone and desktop width', async () => {
    // Scripts off: the page reads the sheet from its <noscript> copy, which blocks its first paint.
    const open = async (blockSheet: boolean) => {
      const opened = await openPage(chrome.browser, { viewport: PHONE, javaScriptEnabled: false });
      let requests = 0;
      await opened.context.route(SHEET, (route) => {
        requests += 1;
        return blockSheet ? route.abort() : route.fallback();
      });
      return { ...opened, requests: () => requests };
    };
    const properties = sheetProperties();
    expect(properties.length).toBeGreaterThan(50);
    const inlineOnly = await open(true);
    const whole = await open(false);
    const problems: string[] = [];
    try {
      for (const path of pagesOfEveryKind()) {
        // Both loads at once (each page in a context of its own), in the same steps each.
        const styles: Record<string, string>[][] = await Promise.all(
          [inlineOnly, whole].map(async ({ page }) => {
            await page.setViewportSize(PHONE);
            await page.goto(site + path, { waitUntil: 'load' });
            const atPhone = await computedStyles(page, properties);
            await page.setViewportSize(DESKTOP);
            return [atPhone, await computedStyles(page, properties)];
          }),
        );
        expect(await sheetsApplied(inlineOnly.page), `${path}: sheet held back`).toBe(0);
        expect(await sheetsApplied(whole.page), `${path}: sheet applied`).toBe(1);
        for (const [i, width] of [PHONE.width, DESKTOP.width].entries()) {
          const found = differences(styles[0]![i]!, styles[1]![i]!);
          if (found.length) {
            problems.push(
              `${path} at ${width} px: ${found.length} elements, e.g. ${found.slice(0, 3).join(' | ')}`,
            );
          }
        }
      }
      expect(inlineOnly.requests(), 'requests of the site sheet held back').toBeGreaterThan(0);
      expect(problems).toEqual([]);
    } finally {
      await inlineOnly.close();
      await whole.close();
    }
  });
});

describe('the site sheet with scripts', () => {
  /** Holds the site sheet's response until `release()` (a slow link). */
  async function holdSheet(page: Page): Promise<{ release(): void; requested(): boolean }> {
    let release = () => {};
    let requested = false;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(SHEET, async (route: Route) => {
      requested = true;
      await released;
      await route.fallback();
    });
    return { release, requested: () => requested };
  }

  it('paints without the sheet, requests it once the page has loaded, then applies it', async () => {
    const { page, close, pageErrors } = await openPage(chrome.browser, { viewport: PHONE });
    try {
      const sheet = await holdSheet(page);
      await page.goto(`${site}/AboutNgo`, { waitUntil: 'load' });
      // Painted with its inline rules; the sheet asked for only after the load event.
      await expect.poll(() => sheet.requested()).toBe(true);
      // The paint's timing entry comes once the frame is on screen, which on a busy machine can
      // be after the load event (it once was, in a fresh-clone CI run).
      await expect
        .poll(
          () =>
            page.evaluate(
              () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
            ),
          { timeout: 10_000 },
        )
        .toBeGreaterThan(0);
      const timing = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return {
          paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? -1,
          load: nav.loadEventStart,
          header: getComputedStyle(document.querySelector('header')!).backgroundColor,
          main: getComputedStyle(document.querySelector('main')!).maxWidth,
        };
      });
      expect(timing.paint).toBeGreaterThan(0);
      expect(await sheetsApplied(page)).toBe(0);
      sheet.release();
      await expect.poll(() => sheetsApplied(page)).toBe(1);
      const after = await page.evaluate(() => ({
        header: getComputedStyle(document.querySelector('header')!).backgroundColor,
        main: getComputedStyle(document.querySelector('main')!).maxWidth,
        requested: (
          performance
            .getEntriesByType('resource')
            .find((r) => /\/site\./.test(r.name)) as PerformanceResourceTiming
        ).startTime,
      }));
      expect(after.requested).toBeGreaterThanOrEqual(timing.load);
      expect([after.header, after.main]).toEqual([timing.header, timing.main]);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('styles what a visitor opens before the sheet arrives as it will be with it', async () => {
    const openStates = async (page: Page) => {
      await page.locator('[data-site-nav] > summary').click();
      const menu = page.locator('[data-submenu]').first();
      await menu.locator('summary').click();
      await expect.poll(() => menu.evaluate((d: HTMLDetailsElement) => d.open)).toBe(true);
      return page.evaluate(() => {
        const style = (el: Element | null) => {
          if (!el) return 'missing';
          const s = getComputedStyle(el);
          return [
            s.display,
            s.position,
            s.backgroundColor,
            s.color,
            s.transform,
            s.borderTopWidth,
            s.padding,
          ].join(' ');
        };
        const nav = document.querySelector('[data-site-nav]');
        const sub = document.querySelector('[data-submenu]');
        return {
          nav: style(nav),
          navToggle: style(nav?.querySelector('summary') ?? null),
          submenu: style(sub),
          submenuToggle: style(sub?.querySelector('summary') ?? null),
          submenuList: style(sub?.querySelector('summary + *') ?? null),
          chevron: style(sub?.querySelector('.chevron') ?? null),
        };
      });
    };
    const held = await openPage(chrome.browser, { viewport: PHONE });
    const full = await openPage(chrome.browser, { viewport: PHONE });
    try {
      const sheet = await holdSheet(held.page);
      await held.page.goto(`${site}/AboutNgo`, { waitUntil: 'domcontentloaded' });
      await held.page.waitForFunction(() => document.querySelector('[data-site-nav] > summary'));
      const withoutSheet = await openStates(held.page);
      expect(await sheetsApplied(held.page)).toBe(0);
      sheet.release();

      await full.page.goto(`${site}/AboutNgo`, { waitUntil: 'load' });
      await expect.poll(() => sheetsApplied(full.page)).toBe(1);
      expect(withoutSheet).toEqual(await openStates(full.page));
      expect(withoutSheet.submenuList).not.toMatch(/^none /);
    } finally {
      await held.close();
      await full.close();
    }
  });
  it('styles the notification popup, which only the browser renders, before the sheet arrives', async () => {
    const properties = sheetProperties();
    const popupStyles = async (holdBack: boolean) => {
      const { page, close } = await openPage(chrome.browser, { viewport: PHONE });
      try {
        const sheet = await holdSheet(page);
        if (!holdBack) sheet.release();
        await page.goto(`${site}/`, { waitUntil: 'load' });
        await page.waitForSelector('dialog.notification-popup[open]', { timeout: 15_000 });
        if (holdBack) expect(await sheetsApplied(page)).toBe(0);
        else await expect.poll(() => sheetsApplied(page)).toBe(1);
        const styles = await computedStyles(page, properties, 'dialog.notification-popup');
        sheet.release();
        return styles;
      } finally {
        await close();
      }
    };
    const held = await popupStyles(true);
    expect(Object.keys(held).length).toBeGreaterThan(5);
    expect(differences(held, await popupStyles(false))).toEqual([]);
  });
});
