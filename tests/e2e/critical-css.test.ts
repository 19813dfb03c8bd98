/**
 * Each page's inline share of the site sheet (src/integrations/criticalCss.ts), on the test build
 * served by the host's runtime:
 * - a page shows the same with only its inline rules as with the whole sheet: every element's
 *   computed style (and its ::before and ::after) at phone and desktop width, scripts off, the
 *   sheet's request aborted in one load and allowed in the other (without scripts the page reads
 *   it from its `<noscript>` copy);
 * - with scripts, the page paints before the sheet arrives and applies it once it has: the frame
 *   script switches its `media` from print to all;
 * - a state a visitor sets before the sheet arrives (the phone menu opened, a submenu, the search
 *   box) already looks as it will with the sheet.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { DESKTOP, PHONE, openPage, useBrowser } from './support/browser';
import { TEST_DIST } from './support/config';

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
    ...(album ? [`/Album/${album.replace(/\.html$/, '')}`] : []),
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
 * Every element's computed style in document order, as `path -> text`, for `properties`;
 * pseudo-elements by the properties that show them. Runs in the page.
 */
async function computedStyles(page: Page, properties: string[]): Promise<Record<string, string>> {
  return page.evaluate((names) => {
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
    for (const el of [document.documentElement, ...document.body.querySelectorAll('*')]) {
      const style = getComputedStyle(el);
      const values = names.map((name) => `${name}:${style.getPropertyValue(name)}`);
      for (const pseudo of ['::before', '::after']) {
        const p = getComputedStyle(el, pseudo);
        if (p.content === 'none' || p.content === 'normal') continue;
        values.push(`${pseudo}{${PSEUDO.map((n) => `${n}:${p.getPropertyValue(n)}`).join(';')}}`);
      }
      out[pathOf(el)] = values.join(';');
    }
    return out;
  }, properties);
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
        const styles: Record<string, string>[][] = [];
        for (const { page } of [inlineOnly, whole]) {
          await page.setViewportSize(PHONE);
          await page.goto(site + path, { waitUntil: 'load' });
          const atPhone = await computedStyles(page, properties);
          await page.setViewportSize(DESKTOP);
          styles.push([atPhone, await computedStyles(page, properties)]);
        }
        const applied = async (page: Page) =>
          page.evaluate(
            () =>
              [...document.styleSheets].filter((s) => {
                if (!/\/site\./.test(s.href ?? '')) return false;
                if (s.media.length && !matchMedia(s.media.mediaText).matches) return false;
                try {
                  return s.cssRules.length > 0;
                } catch {
                  return false; // a sheet that failed to load has no rules to read
                }
              }).length,
          );
        expect(await applied(inlineOnly.page), `${path}: sheet held back`).toBe(0);
        expect(await applied(whole.page), `${path}: sheet applied`).toBe(1);
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

  it('paints before the sheet arrives and applies it to every medium once it has', async () => {
    const { page, close, pageErrors } = await openPage(chrome.browser, { viewport: PHONE });
    try {
      const sheet = await holdSheet(page);
      await page.goto(`${site}/AboutNgo`, { waitUntil: 'domcontentloaded' });
      // The page has painted with its inline rules while the sheet is still on its way.
      await page.waitForFunction(
        () => performance.getEntriesByName('first-contentful-paint').length > 0,
      );
      expect(sheet.requested()).toBe(true);
      const before = await page.evaluate(() => ({
        media: document.querySelector<HTMLLinkElement>('link[data-site-sheet]')?.media,
        header: getComputedStyle(document.querySelector('header')!).backgroundColor,
        main: getComputedStyle(document.querySelector('main')!).maxWidth,
      }));
      expect(before.media).toBe('print');
      sheet.release();
      await page.waitForFunction(
        () => document.querySelector<HTMLLinkElement>('link[data-site-sheet]')?.media === 'all',
      );
      const after = await page.evaluate(() => ({
        header: getComputedStyle(document.querySelector('header')!).backgroundColor,
        main: getComputedStyle(document.querySelector('main')!).maxWidth,
        rules: [...document.styleSheets].find((s) => /\/site\./.test(s.href ?? ''))?.cssRules
          .length,
      }));
      expect(after.header).toBe(before.header);
      expect(after.main).toBe(before.main);
      expect(after.rules).toBeGreaterThan(50);
      expect(pageErrors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('applies a sheet that had already arrived when the frame script ran', async () => {
    const { page, close } = await openPage(chrome.browser, { viewport: PHONE });
    try {
      await page.goto(`${site}/Donate`, { waitUntil: 'load' });
      await page.waitForFunction(
        () => document.querySelector<HTMLLinkElement>('link[data-site-sheet]')?.media === 'all',
      );
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
      expect(
        await held.page.evaluate(
          () => document.querySelector<HTMLLinkElement>('link[data-site-sheet]')?.media,
        ),
      ).toBe('print');
      sheet.release();

      await full.page.goto(`${site}/AboutNgo`, { waitUntil: 'load' });
      await full.page.waitForFunction(
        () => document.querySelector<HTMLLinkElement>('link[data-site-sheet]')?.media === 'all',
      );
      expect(withoutSheet).toEqual(await openStates(full.page));
      expect(withoutSheet.submenuList).not.toMatch(/^none /);
    } finally {
      await held.close();
      await full.close();
    }
  });
});
