/**
 * हिन्दी (issue 14): every translated page and its Hindi twin name each other (`hreflang` both
 * ways and x-default), the language switch round-trips on every one, a page without a Hindi
 * version sends the switch to the Hindi home and says so, Hindi dates and frame words, the
 * sitemap's pairs, the Hindi search index, and a Hindi guest-book entry sends exactly the JSON of
 * the English one. axe and the JavaScript budgets cover the Hindi pages in frame.test.ts and
 * budgets.test.ts.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { HINDI_PATHS, localizedPath, ROUTES, routeFor, storyPath } from '~/lib/routes';
import { htmlToText } from '~/lib/plainText';
import { SITE, SITE_HI } from '~/config/site';
import { en } from '~/i18n/en';
import { hi } from '~/i18n/hi';
import { DESKTOP, PHONE, onPage, openPage, useBrowser } from './support/browser';
import { TEST_DIST } from './support/config';
import { demoApi, resetAfterEach } from './support/demoApi';
import { getAlbums, getNews } from './support/testData';
import { HINDI_NOTES, unmarkedEnglish } from './support/englishRuns';
import { htmlFiles, untranslatedPages } from '~/integrations/builtFiles';
import { UNTRANSLATED_IN_TESTS } from '../../tools/lib/testBuild';
import { parseHtml } from './support/html';

const site = inject('siteUrl');
const api = demoApi(inject('apiUrl'));
const chrome = useBrowser();
resetAfterEach(api);
const eventually = <T>(read: () => T | Promise<T>) =>
  expect.poll(read, { timeout: 10_000, interval: 50 });

/** The `<link rel="alternate" hreflang>` of the open page, as `hreflang -> path`. */
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').all();
  const out: Record<string, string> = {};
  for (const link of links) {
    const hreflang = await link.getAttribute('hreflang');
    const href = await link.getAttribute('href');
    if (hreflang && href) out[hreflang] = new URL(href).pathname;
  }
  return out;
}

/** The header's language switch. */
const SWITCH = 'header a[data-lang-switch]';

/**
 * Checks the open page's language switch (in `lang`, named `name`, leading to `to`), follows it
 * and checks that the page reached is in `lang`. The home page's notification popup (a modal
 * dialog) may open at idle and hold clicks: to a home page the switch's address is visited.
 */
async function followSwitch(page: Page, to: string, lang: 'hi' | 'en', name: string) {
  const link = page.locator(SWITCH);
  expect(await link.getAttribute('lang')).toBe(lang);
  expect(await link.innerText()).toContain(name);
  expect(await link.getAttribute('href')).toBe(to);
  if (to === '/' || to === '/hi') await page.goto(site + to, { waitUntil: 'load' });
  else await Promise.all([page.waitForURL(site + to), link.click()]);
  expect(await page.getAttribute('html', 'lang')).toBe(lang === 'hi' ? 'hi' : 'en-IN');
}

const parsed = new Map<string, Document>();

/**
 * The built page at `path`, parsed once for the whole file (`/` -> index.html, `/hi` -> hi.html,
 * `/hi/News` -> hi/News.html). Tests only read it.
 */
function builtPage(path: string): Document {
  const file = path === '/' ? 'index.html' : `${path.slice(1)}.html`;
  const doc = parsed.get(file) ?? parseHtml(readFileSync(join(TEST_DIST, file), 'utf8'));
  parsed.set(file, doc);
  return doc;
}

/** The `<link rel="alternate" hreflang>` of a built page, as `hreflang -> path`. */
function builtAlternates(doc: Document): Record<string, string> {
  const out: Record<string, string> = {};
  for (const link of doc.querySelectorAll('head link[rel="alternate"][hreflang]')) {
    out[link.getAttribute('hreflang')!] = new URL(link.getAttribute('href')!).pathname;
  }
  return out;
}

const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();

describe('every translated page and its Hindi twin', () => {
  it('name each other in the HTML: lang, hreflang both ways, canonical, locale, title and the switch', () => {
    expect(HINDI_PATHS.length).toBeGreaterThan(30);
    for (const path of HINDI_PATHS) {
      const hindiPath = localizedPath(path, 'hi');
      const pair = { 'en-IN': path, hi: hindiPath, 'x-default': path };
      const english = builtPage(path);
      const hindi = builtPage(hindiPath);
      expect(english.documentElement.lang, path).toBe('en-IN');
      expect(hindi.documentElement.lang, hindiPath).toBe('hi');
      expect(builtAlternates(english), path).toEqual(pair);
      expect(builtAlternates(hindi), hindiPath).toEqual(pair);

      const toHindi = english.querySelector(SWITCH);
      expect(toHindi?.getAttribute('lang'), path).toBe('hi');
      expect(toHindi?.getAttribute('hreflang'), path).toBe('hi');
      expect(text(toHindi), path).toContain('हिन्दी');
      expect(toHindi?.getAttribute('href'), path).toBe(hindiPath);
      const toEnglish = hindi.querySelector(SWITCH);
      expect(toEnglish?.getAttribute('lang'), hindiPath).toBe('en');
      expect(text(toEnglish), hindiPath).toContain('English');
      expect(toEnglish?.getAttribute('href'), hindiPath).toBe(path);

      expect(text(hindi.querySelector('h1')), hindiPath).toBe(
        path === '/' ? hi.site.name : hi.routes[path].title,
      );
      expect(text(english.querySelector('h1')), path).toBe(
        path === '/' ? 'Pilar Outreach Foundation' : routeFor(path).title,
      );
      expect(
        hindi.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
        hindiPath,
      ).toBe('hi_IN');
      const canonical = hindi.querySelector('link[rel="canonical"]')?.getAttribute('href');
      expect(new URL(canonical ?? '').pathname, hindiPath).toBe(hindiPath);
    }
  });

  // The switch is the same link in the header of every page: followed in Chromium both ways on
  // the home page, a text page, a listing and a form (the HTML of every pair is checked above).
  for (const path of ['/', '/AboutNgo', '/News', '/GuestBook'] as const) {
    const hindiPath = localizedPath(path, 'hi');
    it(`${path} <-> ${hindiPath}: lang, hreflang both ways, and the switch round-trips`, async () => {
      await onPage(openPage(chrome.browser, { viewport: PHONE }), async ({ page, pageErrors }) => {
        const response = await page.goto(site + path, { waitUntil: 'load' });
        expect(response?.status()).toBe(200);
        expect(await page.getAttribute('html', 'lang')).toBe('en-IN');
        const pair = { 'en-IN': path, hi: hindiPath, 'x-default': path };
        expect(await alternates(page)).toEqual(pair);

        // English -> हिन्दी with the header's switch.
        expect(await page.locator(SWITCH).getAttribute('hreflang')).toBe('hi');
        await followSwitch(page, hindiPath, 'hi', 'हिन्दी');
        expect(await alternates(page)).toEqual(pair);
        const h1 = (await page.locator('h1').innerText()).trim();
        expect(h1).toBe(path === '/' ? hi.site.name : hi.routes[path].title);
        expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe(
          'hi_IN',
        );
        const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
        expect(new URL(canonical ?? '').pathname).toBe(hindiPath);

        // हिन्दी -> English.
        await followSwitch(page, path, 'en', 'English');
        expect((await page.locator('h1').innerText()).trim()).toBe(
          path === '/' ? 'Pilar Outreach Foundation' : routeFor(path).title,
        );
        expect(pageErrors).toEqual([]);
      });
    });
  }

  it('on a phone the switch is a compact button that keeps its whole name, and the name two lines', async () => {
    await onPage(openPage(chrome.browser, { viewport: PHONE }), async ({ page }) => {
      for (const [path, shown, name] of [
        ['/Donate', 'हिं', `हिन्दी (${en.frame.switchName})`],
        ['/hi/Donate', 'EN', `English (${hi.frame.switchName})`],
      ] as const) {
        await page.goto(site + path, { waitUntil: 'load' });
        const link = page.locator(SWITCH);
        expect(await link.isVisible()).toBe(true);
        expect(await page.getByRole('link', { name, exact: true }).count()).toBe(1);
        expect(await link.locator('.lang-switch__short').innerText()).toBe(shown);
        const box = await link.boundingBox();
        expect(box?.height).toBeGreaterThanOrEqual(44);
        expect(box?.width).toBeGreaterThanOrEqual(44);
        // The foundation's name beside Menu, the switch and search: at most two lines.
        const nameBox = await page.locator('.brand__name').boundingBox();
        const lineHeight = await page
          .locator('.brand__name')
          .evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
        expect(nameBox!.height).toBeLessThan(lineHeight * 2.5);
      }
    });
  });

  it('at 320 px the header keeps one row and the name two lines, in both languages', async () => {
    await onPage(
      openPage(chrome.browser, { viewport: { width: 320, height: 640 } }),
      async ({ page }) => {
        for (const [path, menu] of [
          ['/News', en.frame.menu],
          ['/hi/News', hi.frame.menu],
        ] as const) {
          await page.goto(site + path, { waitUntil: 'load' });
          const name = page.locator('.brand__name');
          const lineHeight = await name.evaluate((el) =>
            parseFloat(getComputedStyle(el).lineHeight),
          );
          expect((await name.boundingBox())!.height, path).toBeLessThan(lineHeight * 2.5);
          // Menu, the switch and search sit on the name's row, and nothing scrolls sideways.
          const tops = await page
            .locator(
              'header .site-nav__toggle, header a[data-lang-switch], header .site-search__toggle',
            )
            .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
          expect(new Set(tops).size, path).toBe(1);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
          // The menu button shows its icon; its name is still the word.
          const toggle = page.locator('header .site-nav__toggle');
          expect(await toggle.locator('svg').isVisible(), path).toBe(true);
          expect(await toggle.textContent(), path).toContain(menu);
        }
      },
    );
  });

  it('/hi/Transparency draws its chart and writes its dates in Hindi', async () => {
    await onPage(openPage(chrome.browser, { viewport: DESKTOP }), async ({ page }) => {
      await page.goto(`${site}/hi/Transparency`, { waitUntil: 'load' });
      const chart = page.getByRole('img', { name: 'वित्त वर्ष के अनुसार आय और ख़र्च' });
      expect(await chart.count()).toBe(1);
      expect(await chart.locator('desc').textContent()).toContain('आय ₹1,78,94,460');
      expect(await chart.locator('text').first().textContent()).toContain('परियोजनाओं पर ख़र्च');
      const main = await page.locator('main').innerText();
      expect(main).toContain('20 नवंबर 2026');
      expect(main).not.toMatch(/\b(Nov|Aug|Oct) 20\d\d\b/);
      expect(await page.locator('main [lang="en"]').count()).toBe(0);
    });
  });

  it('speaks Hindi in the frame: menu, breadcrumb, footer, and links to English pages say so', async () => {
    await onPage(openPage(chrome.browser, { viewport: DESKTOP }), async ({ page }) => {
      await page.goto(`${site}/hi/AboutNgo`, { waitUntil: 'load' });
      const menu = page.getByRole('navigation', { name: hi.frame.mainNav });
      expect(await menu.getByRole('link', { name: hi.frame.home, exact: true }).count()).toBe(1);
      expect(await menu.getByText(hi.menuGroups['About us'], { exact: true }).count()).toBe(1);
      const crumbs = page.getByRole('navigation', { name: hi.frame.breadcrumb });
      expect(await crumbs.getByRole('link').first().getAttribute('href')).toBe('/hi');
      // Every page of the menu has its Hindi twin: none is marked "(in English)" any more.
      const gallery = menu.locator('a[href="/hi/PhotoGallery"]');
      expect(await gallery.getAttribute('hreflang')).toBeNull();
      expect(await menu.innerText()).not.toContain(hi.frame.inEnglish);
      expect(await page.locator('footer').innerText()).toContain(hi.footer.quickLinks);
      expect(await page.locator('footer a[href="/hi/Privacy"]').count()).toBe(1);
      // Hindi month names in the registration date.
      expect(await page.locator('main').innerText()).toContain('जून 2016');
    });
  });

  it('the Hindi home shows its carousels and counter in Hindi, dates with Hindi months', async () => {
    await onPage(openPage(chrome.browser, { viewport: DESKTOP }), async ({ page, pageErrors }) => {
      await page.goto(`${site}/hi`, { waitUntil: 'load' });
      await page.locator('[data-block="news"]').scrollIntoViewIfNeeded();
      const next = page.getByRole('button', { name: hi.carousels.news.next });
      await eventually(() => next.count()).toBe(1);
      const months = /(जनवरी|फ़रवरी|मार्च|अप्रैल|मई|जून|जुलाई|अगस्त|सितंबर|अक्टूबर|नवंबर|दिसंबर) \d{4}/;
      expect(await page.locator('[data-block="news"] time').first().innerText()).toMatch(months);
      await eventually(() => page.locator('.visitor-counter').innerText()).toContain(
        hi.visitors.text,
      );
      expect(pageErrors).toEqual([]);
    });
  });
});

describe('the Hindi guest book', () => {
  it('sends exactly the request and JSON of the English one, with Hindi messages', async () => {
    const bodies: { path: string; body: unknown }[] = [];
    for (const [path, words] of [
      ['/GuestBook', null],
      ['/hi/GuestBook', hi.guestBook],
    ] as const) {
      await onPage(openPage(chrome.browser, { viewport: PHONE }), async ({ page }) => {
        const posts: string[] = [];
        page.on('request', (request) => {
          if (request.method() === 'POST') posts.push(new URL(request.url()).pathname);
        });
        await page.goto(site + path, { waitUntil: 'load' });
        const form = page.locator('form.site-form');
        const submit = form.locator('button[type="submit"]');
        await eventually(() => submit.isEnabled()).toBe(true);
        if (words) {
          // A Hindi message for a required field left blank, sent nowhere.
          await submit.click();
          await eventually(() => form.locator('.form-field__error').first().innerText()).toBe(
            words.professionRequired,
          );
          expect(posts).toEqual([]);
        }
        await form.locator('#guest-book-name').fill('Ravi Kumar');
        await form.locator('#guest-book-email').fill('ravi@example.org');
        await form.locator('#guest-book-profession').fill('Teacher');
        await form.locator('#guest-book-rate-1').check();
        await form.locator('#guest-book-howKnow').selectOption('I am an ex-student');
        await form.locator('#guest-book-message').fill('Lovely work.');
        await submit.click();
        await eventually(() => form.locator('[role="status"]').innerText()).toContain(
          words ? hi.form.success : 'Your Form Submitted Successfully',
        );
        expect(posts).toHaveLength(1);
        const forms = (await api.records()).forms;
        const last = forms.at(-1);
        bodies.push({ path: posts[0]!, body: last?.body });
      });
    }
    expect(bodies[0]!.path).toMatch(/\/api\/form\/\w+\/Guest%20Book$/);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]!.body).toEqual({
      name: 'Ravi Kumar',
      webAddress: '',
      email: 'ravi@example.org',
      profession: 'Teacher',
      rate: 'Very Good',
      howKnow: 'I am an ex-student',
      message: 'Lovely work.',
    });
  });
});

/** Titles of the stories of a content folder (`camps`, `blog`), from their `.hi.md` twins. */
function hindiTitles(folder: string): string[] {
  const dir = join('src/content', folder);
  return readdirSync(dir)
    .filter((name) => name.endsWith('.hi.md'))
    .map((name) => /^title: (.+)$/m.exec(readFileSync(join(dir, name), 'utf8'))![1]!.trim());
}

/** Text nodes of a built page that hold Hindi (scripts, styles and English parts left out). */
function hindiTextNodes(doc: Document): string[] {
  const out: string[] = [];
  const walker = doc.createTreeWalker(doc.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || parent.closest('script, style, [lang="en"], [lang="en-IN"]')) continue;
    const value = node.nodeValue ?? '';
    if (/[\u0900-\u097F]/.test(value)) out.push(value.replace(/\s+/g, ' ').trim());
  }
  return out;
}

describe('Hindi pages in Hindi', () => {
  it('show the Hindi camp reports and blog posts, with Hindi dates and nothing marked English', () => {
    for (const [path, folder] of [
      ['/hi/CampsAndTrainings', 'camps'],
      ['/hi/Blog', 'blog'],
    ] as const) {
      const doc = builtPage(path);
      const main = text(doc.querySelector('main'));
      for (const title of hindiTitles(folder)) expect(main, path).toContain(title);
      expect(doc.querySelectorAll('main [lang="en"]').length, path).toBe(0);
      expect(main, path).not.toContain(hi.pages.postNotTranslated);
      expect(main, path).not.toContain(hi.pages.reportNotTranslated);
      expect(main, path).not.toMatch(
        /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) 20\d\d\b/,
      );
    }
  });

  it('say visibly, in Hindi, where CMS titles and files stay English; English pages do not', () => {
    for (const path of ['/News', '/NewsEvents', '/Highlights', '/PhotoGallery', '/VideoGallery']) {
      expect(text(builtPage(`/hi${path}`).querySelector('main')), path).toContain(hi.frame.cmsNote);
      expect(text(builtPage(path).querySelector('main')), path).not.toContain(en.frame.cmsNote);
    }
    for (const path of ['/NewsLetter', '/AnnualReport', '/PressCorner', '/Circular']) {
      const main = text(builtPage(`/hi${path}`).querySelector('main'));
      expect(main, path).toContain(hi.collections.filesNote);
    }
  });

  it('write the foundation’s address, map place and grievance officer in Devanagari', () => {
    const privacy = builtPage('/hi/Privacy');
    const main = text(privacy.querySelector('main'));
    expect(main).toContain(SITE_HI.grievanceOfficerName);
    expect(main).not.toContain(SITE.grievanceOfficer.name);
    expect(main).toContain(SITE_HI.address[0]);
    const footer = text(privacy.querySelector('footer'));
    for (const line of SITE_HI.address) expect(footer).toContain(line);
    expect(footer).toContain(SITE_HI.mapLabel);
    expect(footer).not.toContain(SITE.address[0]);
    expect(footer).not.toContain(SITE.map.label);
    expect(text(builtPage('/hi/ReachUs').querySelector('main'))).toContain(SITE_HI.address[1]);
  });

  it('end Hindi sentences with "।", never a Latin full stop, on every Hindi page', () => {
    const found: string[] = [];
    for (const path of HINDI_PATHS) {
      const hindi = localizedPath(path, 'hi');
      for (const value of hindiTextNodes(builtPage(hindi))) {
        // A "." that ends a sentence: before a space or the end, not in डॉ. or a number.
        for (const match of value.matchAll(/(\S*)\.(?=\s|$)/g)) {
          if (/^(डॉ|\d[\d,]*)$/.test(match[1] ?? '')) continue;
          const end = match.index + match[0].length;
          found.push(`${hindi}: …${value.slice(Math.max(0, end - 40), end)}`);
        }
      }
    }
    expect(found).toEqual([]);
  });
});

describe('sitemap and search', () => {
  it('pairs every translated page with its twin in the sitemap', async () => {
    const xml = await (await fetch(`${site}/sitemap-0.xml`)).text();
    // The pages that render from the query (/SubGallery, /Story) are in no sitemap; the albums
    // and stories are, each with its twin.
    const albums = getAlbums().map((album) => `/Album/${album.id}`);
    const live = ROUTES.filter((r) => r.kind === 'live').map((r) => r.path as string);
    const story = storyPath('news', {
      key: `id:${getNews()[0]!.id}`,
      title: htmlToText(getNews()[0]!.title),
    });
    for (const path of [...HINDI_PATHS.filter((p) => !live.includes(p)), ...albums, story]) {
      const hindi = localizedPath(path, 'hi');
      const block = xml
        .split('<url>')
        .find((entry) => new RegExp(`<loc>[^<]*${hindi.replace(/\//g, '\\/')}</loc>`).test(entry));
      expect(block, hindi).toBeDefined();
      expect(block).toContain('hreflang="hi"');
      expect(block).toContain('hreflang="en-IN"');
      expect(block).toContain('hreflang="x-default"');
    }
  });

  it('indexes the Hindi pages in a Hindi index of their own', () => {
    const entry = join(TEST_DIST, 'pagefind', 'pagefind-entry.json');
    expect(existsSync(entry)).toBe(true);
    const languages = Object.keys(
      (JSON.parse(readFileSync(entry, 'utf8')) as { languages: Record<string, unknown> }).languages,
    );
    expect(languages).toContain('hi');
    expect(languages).toContain('en');
  });
});

describe('albums in Hindi', () => {
  const album = getAlbums()[0]!;

  it('every album link of a Hindi page stays in Hindi, and the album describes its photos in Hindi', () => {
    const links = [
      ...builtPage('/hi/PhotoGallery').querySelectorAll('a.album-card__more'),
      ...builtPage('/hi').querySelectorAll('[data-carousel="gallery"] a[href*="SubGallery"]'),
    ].map((link) => link.getAttribute('href'));
    expect(links.length).toBeGreaterThan(1);
    for (const href of links) expect(href).toMatch(/^\/hi\/SubGallery\?id=/);
    const english = builtPage('/PhotoGallery').querySelector('a.album-card__more');
    expect(english?.getAttribute('href')).toMatch(/^\/SubGallery\?id=/);

    const photos = [...builtPage(`/hi/Album/${album.id}`).querySelectorAll('.album-grid img')];
    expect(photos.length).toBe(album.attachments.length);
    photos.forEach((img, i) =>
      expect(img.getAttribute('alt')).toBe(`फ़ोटो ${i + 1} (कुल ${album.attachments.length})`),
    );
  });

  it('/hi/SubGallery opens the Hindi album page, and the switch of /SubGallery keeps the album', async () => {
    await onPage(openPage(chrome.browser), async ({ page, pageErrors }) => {
      await page.goto(`${site}/hi/SubGallery?id=${album.id}`, { waitUntil: 'load' });
      await page.waitForURL(new RegExp(`/hi/Album/${album.id}$`));

      await page.goto(`${site}/SubGallery?id=not-an-album`, { waitUntil: 'load' });
      const link = page.locator(SWITCH);
      await eventually(() => link.getAttribute('href')).toBe('/hi/SubGallery?id=not-an-album');
      await link.click();
      await page.waitForURL(/\/hi\/SubGallery\?id=not-an-album$/);
      await eventually(() => page.locator('.album-status [role="alert"]').innerText()).toContain(
        hi.album.notFoundTitle,
      );
      expect(await page.locator('.album-status a').first().getAttribute('href')).toBe(
        '/hi/PhotoGallery',
      );
      expect(await page.locator('main').innerText()).not.toMatch(/Album not found|Photo Gallery/);

      await page.goto(`${site}/hi/SubGallery`, { waitUntil: 'load' });
      await eventually(() => page.locator('.album-status .notice').innerText()).toContain(
        'इस लिंक में यह नहीं लिखा',
      );
      expect(pageErrors).toEqual([]);
    });
  });
});

describe('English on the Hindi pages', () => {
  // Every Hindi page of the build, the albums' included: `/hi`, `/hi/News`, `/hi/Album/{id}` ...
  const pages = htmlFiles(TEST_DIST)
    .filter((file) => file === 'hi.html' || file.startsWith('hi/'))
    .map((file) => `/${file.replace(/\.html$/, '')}`);

  it('is marked lang="en" wherever it comes from the API or an untranslated file, and explained', () => {
    expect(pages).toContain(`/hi/Album/${getAlbums()[0]!.id}`);
    expect(pages.length).toBeGreaterThan(HINDI_PATHS.length + 5);
    const found = pages.flatMap((path) =>
      unmarkedEnglish(builtPage(path)).map((problem) => `${path}: ${problem}`),
    );
    expect(found).toEqual([]);
  });

  it('on an album page: the heading, trail, text and note; a Hindi meta description', () => {
    const album = getAlbums()[0]!;
    const doc = builtPage(`/hi/Album/${album.id}`);
    expect(doc.querySelector('h1')?.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('.breadcrumb [aria-current="page"]')?.getAttribute('lang')).toBe('en');
    expect(text(doc.querySelector('main'))).toContain(hi.frame.cmsNote);
    const meta = doc.querySelector('meta[name="description"]')?.getAttribute('content') ?? '';
    expect(meta).toMatch(new RegExp(`^\\d\\d/\\d\\d/\\d{4} की ${album.attachments.length} फ़ोटो।$`));
  });

  it('a page whose Hindi twin is missing shows its English text marked, with the note, and the build names it', () => {
    expect(UNTRANSLATED_IN_TESTS).toContain('post-flood-activities.hi.md');
    const doc = builtPage('/hi/PostFloodActivities');
    const note = doc.querySelector('main [data-no-twin]');
    expect(text(note)).toBe(hi.frame.pageNotTranslated);
    expect(HINDI_NOTES).toContain(hi.frame.pageNotTranslated);
    expect(doc.querySelector('main .page-prose')?.getAttribute('lang')).toBe('en');
    expect(doc.querySelector('.page-banner__lead')).toBeNull();
    expect(builtPage('/PostFloodActivities').querySelector('[data-no-twin]')).toBeNull();
    expect(untranslatedPages(TEST_DIST)).toEqual(['hi/PostFloodActivities.html']);
  });
});
