/**
 * The static pages built from src/content: each answers 200 with its title and its content, the
 * camps accordion keeps exactly one report open, project galleries open a PhotoSwipe lightbox that
 * loads only on first use and returns focus, text pages ship no JavaScript of their own, and the
 * open lightbox is axe-clean (every page at phone and desktop width: frame.test.ts).
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { SITE } from '~/config/site';
import { routeFor, type RoutePath } from '~/lib/routes';
import { PHONE, openPage, useBrowser, useWalker } from './support/browser';
import { axeViolations, SITE_FRAME } from './support/axe';

const site = inject('siteUrl');
const chrome = useBrowser();

/**
 * My pages, with a sentence each must show, whether it has a photo gallery, and the one script of
 * its own a page may have (Donate's copy buttons).
 */
const PAGES: { path: RoutePath; text: RegExp; gallery: boolean; ownScript?: RegExp }[] = [
  { path: '/history', text: /A beginning in Dwarka/, gallery: false },
  { path: '/AboutNgo', text: /7 Jun 2016/, gallery: false },
  { path: '/OurTeam', text: /Staff of the foundation/, gallery: false },
  {
    path: '/VisionMission',
    text: /Our vision[\s\S]*Our mission[\s\S]*Our goal[\s\S]*Our aim/,
    gallery: false,
  },
  { path: '/GoverningBody', text: /General Secretary/, gallery: false },
  { path: '/OutreachCenters', text: /4pm to 6pm[\s\S]*1 or 2/, gallery: true },
  { path: '/SkillDevelopmentCenters', text: /Mon, Wed and Fri, 4pm to 6pm/, gallery: true },
  {
    path: '/HealthcareCenters',
    text: /Clinical laboratory[\s\S]*Dental clinic[\s\S]*Sanitary-pad unit/,
    gallery: true,
  },
  { path: '/PilarHouse', text: /towns with a home for boys/, gallery: true },
  { path: '/PostFloodActivities', text: /Rs\. 9,40,927/, gallery: true },
  { path: '/SSWLeague', text: /Classes VII to XII[\s\S]*1 year/, gallery: false },
  { path: '/CampsAndTrainings', text: /Event reports/, gallery: false },
  {
    path: '/CreativeHub',
    text: /Category A \(ages 12-15\)[\s\S]*Category B \(ages 16-20\)/,
    gallery: true,
  },
  {
    path: '/Donate',
    text: /We do not take payments on this website[\s\S]*Give by UPI[\s\S]*Give by bank transfer/,
    gallery: false,
    ownScript: /CopyButton/,
  },
  {
    path: '/Transparency',
    text: /Registration[\s\S]*Income and expenditure[\s\S]*Audited accounts[\s\S]*Governance/,
    gallery: false,
  },
  { path: '/Privacy', text: /Digital Personal Data Protection Act, 2023/, gallery: false },
  { path: '/Accessibility', text: /WCAG\) 2\.1 at level AA/, gallery: false },
  { path: '/Blog', text: /Twenty women, one tailoring room/, gallery: false },
  { path: '/Volunteer', text: /We will reply within a week/, gallery: false },
];

/**
 * Walkers for the visits of this file, one with JavaScript and one without (a new page per visit
 * cost Chromium about a second; see `Walker` in ./support/browser.ts).
 */
const withJavaScript = useWalker(chrome);
const withoutJavaScript = useWalker(chrome, { javaScriptEnabled: false });

/** Goes to `path` in a fresh visit and returns the page with this visit's error records. */
async function visit(
  path: string,
  options: {
    viewport?: { width: number; height: number };
    javaScriptEnabled?: boolean;
    waitUntil?: 'load' | 'domcontentloaded';
  } = {},
) {
  const walker = ((options.javaScriptEnabled ?? true) ? withJavaScript : withoutJavaScript).current;
  const response = await walker.visit(site + path, {
    viewport: options.viewport,
    waitUntil: options.waitUntil,
  });
  return { ...walker, response };
}

/** `src` of every external script and `href` of every modulepreload in the served HTML. */
async function scriptsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLScriptElement>('script[src]')].map(
      (s) => s.getAttribute('src') ?? '',
    ),
    ...[...document.querySelectorAll('link[rel="modulepreload"]')].map(
      (l) => `preload:${l.getAttribute('href')}`,
    ),
  ]);
}

describe('each static page', () => {
  for (const { path, text } of PAGES) {
    it(`${path} answers 200 with its title and content, without errors`, async () => {
      const { page, response, pageErrors, consoleErrors } = await visit(path);
      expect(response?.status()).toBe(200);
      expect((await page.locator('h1').allInnerTexts()).map((t) => t.trim())).toEqual([
        routeFor(path).title,
      ]);
      expect(await page.locator('main').innerText()).toMatch(text);
      // Headings go down one level at a time: h1 (banner), then h2 sections, then h3.
      const levels = await page
        .locator('main :is(h1, h2, h3, h4)')
        .evaluateAll((hs) => hs.map((h) => Number(h.tagName[1])));
      levels.forEach((level, i) => {
        if (i > 0) expect(level - levels[i - 1]!, `heading ${i} on ${path}`).toBeLessThanOrEqual(1);
      });
      // Every picture has its size set (no layout shift) and a description.
      const images = await page.locator('main img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          alt: img.getAttribute('alt'),
        })),
      );
      for (const image of images) {
        expect(Number(image.width)).toBeGreaterThan(0);
        expect(Number(image.height)).toBeGreaterThan(0);
        expect(image.alt?.length ?? 0).toBeGreaterThanOrEqual(10);
      }
      expect(pageErrors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

describe('tables', () => {
  /** Header cells and body rows of the first data table on the page. */
  async function table(page: Page) {
    const headers = await page.locator('table.data-table thead th').allInnerTexts();
    const rows = await page
      .locator('table.data-table tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) =>
          [...tr.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? ''),
        ),
      );
    return { headers, rows };
  }

  it('Our Team: S.No, Name, Designation and 14 numbered rows', async () => {
    const { page } = await visit('/OurTeam');
    const { headers, rows } = await table(page);
    expect(headers).toEqual(['S.No', 'Name', 'Designation']);
    expect(rows).toHaveLength(14);
    expect(rows.map((row) => row[0])).toEqual(Array.from({ length: 14 }, (_, i) => String(i + 1)));
    expect(await page.locator('tbody th[scope="row"]').count()).toBe(14);
  });

  it('Governing Body: 9 members with the roles SPEC names', async () => {
    const { page } = await visit('/GoverningBody');
    const { headers, rows } = await table(page);
    expect(headers).toEqual(['S.No', 'Name', 'Designation']);
    expect(rows).toHaveLength(9);
    const roles = rows.map((row) => row[2]);
    for (const role of [
      'President',
      'Secretary',
      'General Secretary',
      'Vice President',
      'Treasurer',
    ]) {
      expect(roles, role).toContain(role);
    }
    expect(roles.filter((role) => role === 'Executive Member')).toHaveLength(4);
  });

  it('Outreach Centres: the table lists as many centres as the page counts, about 24', async () => {
    const { page } = await visit('/OutreachCenters', { viewport: PHONE });
    const { headers, rows } = await table(page);
    expect(headers).toEqual([
      'S.No',
      'State',
      'District',
      'Place',
      'Sponsoring code',
      'Teachers',
      'Since',
    ]);
    const counted = await page
      .locator('.key-facts__item', { hasText: 'learning centres' })
      .locator('dd')
      .innerText();
    expect(rows).toHaveLength(Number(counted));
    expect(rows.length).toBeGreaterThanOrEqual(22);
    expect(rows.length).toBeLessThanOrEqual(26);
    expect(new Set(rows.map((row) => row[5]))).toEqual(new Set(['1', '2']));
    // On a phone the wide table scrolls inside a region keyboard users can focus.
    const region = page.locator('.table-wrap');
    expect(await region.getAttribute('tabindex')).toBe('0');
    const scrolls = await region.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
  });
});

describe('camp reports', () => {
  it('lists 7 reports as cards, newest first, each with a photo and a link to its own page', async () => {
    const { page } = await visit('/CampsAndTrainings');
    const cards = page.locator('main article.listing-card');
    expect(await cards.count()).toBe(7);
    expect(await cards.locator('img').count()).toBe(7);
    const links = await cards
      .locator('h2 a')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(links.every((href) => href?.startsWith('/CampReport/'))).toBe(true);
    const dates = await cards
      .locator('time')
      .evaluateAll((ts) => ts.map((t) => t.getAttribute('datetime') ?? ''));
    expect(dates).toEqual([...dates].sort().reverse());
  });
});

describe('photo gallery lightbox', () => {
  /**
   * Scripts and styles holding PhotoSwipe (its `pswp__` class names) fetched by the page so far,
   * found by content so that chunk names do not matter.
   */
  function watchPhotoSwipe(page: Page): string[] {
    const requests: string[] = [];
    page.on('response', async (response) => {
      const url = response.url();
      if (!/\.(js|css)$/.test(new URL(url).pathname)) return;
      const body = await response.text().catch(() => '');
      if (body.includes('pswp__')) requests.push(url);
    });
    return requests;
  }

  const lightbox = (page: Page) => page.locator('.pswp');
  const focusedHref = (page: Page) =>
    page.evaluate(() => document.activeElement?.getAttribute('href') ?? null);

  /** Waits until PhotoSwipe is open, its picture loaded and its controls shown. */
  async function waitOpen(page: Page) {
    await lightbox(page)
      .locator('.pswp__img:not(.pswp__img--placeholder)')
      .first()
      .waitFor({ state: 'visible' });
    await expect.poll(() => lightbox(page).getAttribute('class')).toMatch(/pswp--ui-visible/);
  }

  for (const reducedMotion of ['reduce', 'no-preference'] as const) {
    it(`loads on first use, shows captions, closes with the button and Escape and returns focus (motion: ${reducedMotion})`, async () => {
      const { page, context, pageErrors, consoleErrors } = await openPage(chrome.browser, {
        reducedMotion,
      });
      try {
        // Watch from the start: PhotoSwipe's code and styles must not come with the page.
        const requests = watchPhotoSwipe(page);
        await page.goto(site + '/OutreachCenters', { waitUntil: 'load' });
        const links = page.locator('.album-grid a[data-pswp-width]');
        expect(await links.count()).toBe(5);
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        const captions = await page.locator('.album-grid figcaption').allInnerTexts();
        await page.waitForLoadState('networkidle');
        expect(requests).toEqual([]);

        await links.nth(0).click();
        await waitOpen(page);
        await expect.poll(() => requests.some((url) => url.endsWith('.js'))).toBe(true);
        await expect.poll(() => requests.some((url) => url.endsWith('.css'))).toBe(true);
        expect(await lightbox(page).getAttribute('role')).toBe('dialog');
        await expect
          .poll(() => lightbox(page).locator('.pswp__caption').innerText())
          .toBe(captions[0]);

        // Next picture, by the arrow button: the caption follows.
        await lightbox(page).locator('.pswp__button--arrow--next').click();
        await expect
          .poll(() => lightbox(page).locator('.pswp__caption').innerText())
          .toBe(captions[1]);

        // The close button closes it and focus returns to the thumbnail of the picture last shown.
        await lightbox(page).locator('.pswp__button--close').click();
        await expect.poll(() => lightbox(page).count()).toBe(0);
        expect(await focusedHref(page)).toBe(hrefs[1]);

        // By keyboard: Enter on a thumbnail opens it, the arrow key moves on, Escape closes.
        await links.nth(3).focus();
        await page.keyboard.press('Enter');
        await waitOpen(page);
        await expect
          .poll(() => lightbox(page).locator('.pswp__caption').innerText())
          .toBe(captions[3]);
        await page.keyboard.press('ArrowRight');
        await expect
          .poll(() => lightbox(page).locator('.pswp__caption').innerText())
          .toBe(captions[4]);
        await page.keyboard.press('Escape');
        await expect.poll(() => lightbox(page).count()).toBe(0);
        expect(await focusedHref(page)).toBe(hrefs[4]);

        expect(pageErrors).toEqual([]);
        expect(consoleErrors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  it('uses the alt text as the caption when a photo has no caption, and swipes on a phone', async () => {
    const { page } = await visit('/CreativeHub', { viewport: PHONE });
    // The winners' paintings have captions; remove one to see the alt text take its place.
    const link = page.locator('.album-grid a[data-pswp-width]').first();
    const alt = await link.locator('img').getAttribute('alt');
    await page
      .locator('.album-grid figcaption')
      .first()
      .evaluate((el) => el.remove());
    await link.click();
    await waitOpen(page);
    await expect.poll(() => lightbox(page).locator('.pswp__caption').innerText()).toBe(alt);
    // A swipe to the left shows the next picture.
    const caption = lightbox(page).locator('.pswp__caption');
    const box = (await lightbox(page).boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.8, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.5, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.15, y, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => caption.innerText()).not.toBe(alt);
  });

  it('without JavaScript, a thumbnail links to the large picture itself', async () => {
    // Not 'load': without JavaScript Chromium loads lazy pictures at once, every one of the page,
    // which took over 30 s in a fresh-clone CI; this reads the built links and fetches one.
    const { page } = await visit('/PilarHouse', {
      javaScriptEnabled: false,
      waitUntil: 'domcontentloaded',
    });
    const link = page.locator('.album-grid a[data-pswp-width]').first();
    const href = (await link.getAttribute('href'))!;
    const width = Number(await link.getAttribute('data-pswp-width'));
    expect(width).toBeGreaterThanOrEqual(1000);
    const response = await page.request.get(new URL(href, site).href);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^image\//);
  });
});

describe('JavaScript on static pages', () => {
  it('text pages ship no script of their own; gallery pages only the small lightbox loader, Donate only its copy buttons', async () => {
    const scripts = new Map<string, string[]>();
    for (const { path } of PAGES) {
      const { page } = await visit(path, { javaScriptEnabled: false });
      scripts.set(path, await scriptsOf(page));
      expect(await page.locator('astro-island').count(), path).toBe(0);
    }
    // What every page loads is the site frame's (header menu, footer, map button).
    const all = [...scripts.values()];
    const frame = all[0]!.filter((src) => all.every((list) => list.includes(src)));
    expect(frame.length).toBeGreaterThan(0);
    for (const { path, gallery, ownScript } of PAGES) {
      const own = scripts.get(path)!.filter((src) => !frame.includes(src));
      if (ownScript) {
        expect(own, path).toHaveLength(1);
        expect(own[0], path).toMatch(ownScript);
      } else if (gallery) {
        expect(own, path).toHaveLength(1);
        expect(own[0], path).toMatch(/PhotoGrid/);
        expect(own[0], path).not.toMatch(/photoswipe/i);
      } else {
        expect(own, path).toEqual([]);
      }
      expect(
        scripts.get(path)!.filter((src) => src.startsWith('preload:')),
        path,
      ).toEqual([]);
    }
  });
});

describe('contact and giving pages', () => {
  it('Donate shows the bank details and no payment form', async () => {
    const { page } = await visit('/Donate');
    const details = await page.locator('.bank-details').innerText();
    for (const value of Object.values(SITE.bank)) expect(details).toContain(value);
    expect(await page.locator('main form, main input').count()).toBe(0);
    expect(await page.locator('main').innerText()).toMatch(/80G receipt/);
    expect(await page.locator('main').innerText()).toMatch(/Giving from outside India/);
  });

  it('Volunteer asks for a CV by e-mail and links to Donate and Reach Us', async () => {
    const { page } = await visit('/Volunteer');
    const mail = page.getByRole('link', { name: 'E-mail your CV' });
    expect(await mail.getAttribute('href')).toMatch(new RegExp(`^mailto:${SITE.email}\\?subject=`));
    expect(await page.locator('main a[href="/Donate"]').count()).toBe(1);
    expect(await page.locator('main a[href="/ReachUs"]').count()).toBe(1);
  });

  it('Creative Hub links to the competition form in a new tab, safely, and states the rules', async () => {
    const { page } = await visit('/CreativeHub');
    const join = page.getByRole('link', { name: /Click Here to Join the Competition/ });
    expect(await join.getAttribute('href')).toBe(SITE.competitionFormUrl);
    expect(await join.getAttribute('target')).toBe('_blank');
    expect(await join.getAttribute('rel')).toBe('noopener noreferrer');
    const rules = await page.locator('#rules').locator('..').innerText();
    expect(rules).toMatch(
      /group A \(classes I-V\), group B \(classes VI-X\),? and group C \(classes XI-XII\)/,
    );
    expect(rules).toMatch(/top 2 entries in each group/);
    expect(rules).toMatch(/end of every month/);
    expect(rules).toMatch(/300 words/);
  });

  it('Blog shows five posts, each with a photo and a link to its own page', async () => {
    const { page } = await visit('/Blog');
    expect(await page.locator('article.listing-card').count()).toBe(5);
    expect(await page.locator('article.listing-card img').count()).toBe(5);
    expect(await page.locator('.listing-card__title a[href^="/BlogPost/"]').count()).toBe(5);
  });
});

describe('accessibility', () => {
  // Every page at phone and desktop width: frame.test.ts runs axe on every route (frame included).
  it('the open lightbox has no axe violations', async () => {
    const { page } = await visit('/HealthcareCenters');
    await page.locator('.album-grid a[data-pswp-width]').first().click();
    await page
      .locator('.pswp .pswp__img:not(.pswp__img--placeholder)')
      .first()
      .waitFor({ state: 'visible' });
    expect(await axeViolations(page, SITE_FRAME)).toEqual([]);
    expect(
      await page.getByRole('dialog', { name: 'Photo viewer' }).getAttribute('aria-modal'),
    ).toBe('true');
  });
});
