/**
 * News, events and highlights in Chromium against the test build and the demo API, at a fixed
 * clock: the default year and its fallbacks, every filter combination, the URL as the source of
 * truth (shared links, back button), the tabs, 'Show more', items published after the build, a
 * failing API and a failing data file, and the page without JavaScript.
 */
import { describe, expect, inject, it } from 'vitest';
import { getEvents, getHighlights, getNews } from './support/testData';
import { MONTHS } from '~/lib/constants';
import { monthsOf, yearsOf } from '~/features/listing/Listing';
import { formatIndianNumber, isNewHighlight } from '../../src/lib/items';
import { htmlToText } from '~/lib/plainText';
import { applyState, LISTING_PAGE_SIZE, scopeOf } from '~/features/listing/Listing';
import type { ListingState } from '~/features/listing/model';
import { DICTIONARIES, listingWords } from '~/i18n';
import { onPage, openPage, PHONE, useBrowser } from './support/browser';
import { demoApi, resetAfterEach } from './support/demoApi';
import { eventually, listing, NOW, openListing } from './support/listing';
import { TEST_MEDIA_BASE } from './support/config';

/** English words of the listings: months and scopes as the pages show them. */
const EN_WORDS = listingWords(DICTIONARIES.en, 'news');

const site = inject('siteUrl');
const api = demoApi(inject('apiUrl'));
const chrome = useBrowser();
resetAfterEach(api);

/** Titles the island should show for `state`, from the snapshot (first page). */
const expectedTitles = (items: { title: string; sortDate: string }[], state: ListingState) =>
  applyState(items, state)
    .slice(0, LISTING_PAGE_SIZE)
    .map((item) => item.title);

/** The count line for `state`. */
function countText(
  items: { title: string; sortDate: string }[],
  state: ListingState,
  noun: [string, string],
) {
  const total = applyState(items, state).length;
  const search = state.search ? ` matching “${state.search}”` : '';
  return `${formatIndianNumber(total)} ${total === 1 ? noun[0] : noun[1]} ${scopeOf(state, EN_WORDS)}${search}`;
}

const NEWS: [string, string] = ['news item', 'news items'];
const EVENTS: [string, string] = ['event', 'events'];
const HIGHLIGHTS: [string, string] = ['highlight', 'highlights'];
const state = (year: ListingState['year'], month: number | null = null, search = '') => ({
  year,
  month,
  search,
});

describe('/News', () => {
  it('opens on this year in India, newest first, with the tabs', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      const news = await openListing(page, `${site}/News`);
      await news.counted(countText(getNews(), state(2026), NEWS));
      expect(await news.year.inputValue()).toBe('2026');
      expect(await news.month.inputValue()).toBe('');
      expect(await news.shownTitles()).toEqual(expectedTitles(getNews(), state(2026)));
      const dates = await page
        .locator('.listing__item time')
        .evaluateAll((times) => times.map((time) => time.getAttribute('datetime') ?? ''));
      expect(dates).toEqual([...dates].sort().reverse());
      expect(await page.locator('.listing__item time').first().innerText()).toMatch(
        /^\d{1,2} [A-Z][a-z]{2} \d{4}$/,
      );
      // The URL stays clean until someone picks a filter.
      expect(new URL(page.url()).search).toBe('');

      const tabs = page.getByRole('navigation', { name: 'News and events' });
      expect(await tabs.getByRole('link', { name: 'News' }).getAttribute('aria-current')).toBe(
        'page',
      );
      const events = tabs.getByRole('link', { name: 'Events' });
      expect(await events.getAttribute('aria-current')).toBeNull();
      await events.click();
      await page.waitForURL(`${site}/NewsEvents`);
      expect(
        await page
          .getByRole('navigation', { name: 'News and events' })
          .getByRole('link', { name: 'Events' })
          .getAttribute('aria-current'),
      ).toBe('page');
      await listing(page).counted(/events? in 2026$/);
      expect(pageErrors).toEqual([]);
    });
  });

  it('falls back to last year, then to all years, by the browser clock', async () => {
    // 2027 has no news: the page (built earlier) corrects itself to 2026 after hydration.
    await onPage(
      openPage(chrome.browser, { now: new Date('2027-03-01T09:00:00+05:30') }),
      async (early) => {
        const news = await openListing(early.page, `${site}/News`);
        await news.counted(countText(getNews(), state(2026), NEWS));
        expect(await news.year.inputValue()).toBe('2026');
      },
    );
    // Neither 2029 nor 2028 has news: every year, loaded from the per-year files.
    await onPage(
      openPage(chrome.browser, { now: new Date('2029-01-01T00:30:00+05:30') }),
      async (late) => {
        const files: string[] = [];
        late.page.on('request', (request) => {
          if (request.url().includes('/data/news/')) files.push(new URL(request.url()).pathname);
        });
        const news = await openListing(late.page, `${site}/News`);
        await news.counted(countText(getNews(), state('all'), NEWS));
        expect(await news.year.inputValue()).toBe('all');
        expect(await news.cards.count()).toBe(Math.min(LISTING_PAGE_SIZE, getNews().length));
        // Each year's file at most once; the year the page came with needs none.
        const yearFiles = yearsOf(getNews()).map((year) => `/data/news/${year}.json`);
        expect(new Set(files).size).toBe(files.length);
        for (const file of files) expect(yearFiles).toContain(file);
        expect(files.length).toBeGreaterThanOrEqual(yearFiles.length - 1);
        // 'Show more' shows the rest.
        expect(getNews().length).toBeGreaterThan(LISTING_PAGE_SIZE);
        await late.page.getByRole('button', { name: /^Show \d+ more/ }).click();
        await eventually(() => news.cards.count()).toBe(getNews().length);
        expect(await news.shownTitles()).toEqual(getNews().map((n) => n.title));
        expect(await late.page.getByRole('button', { name: /^Show \d+ more/ }).count()).toBe(0);
      },
    );
  });

  it('combines year, month and search, keeps them in the URL, and Back restores each step', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      const news = await openListing(page, `${site}/News`);

      // Year alone: the month dropdown offers that year's months only.
      await news.year.selectOption('2025');
      await news.counted(countText(getNews(), state(2025), NEWS));
      expect(news.query()).toBe('year=2025');
      const months2025 = monthsOf(getNews(), 2025);
      const offered = await news.month.locator('option').allInnerTexts();
      expect(offered).toEqual(['All months', ...months2025.map((m) => MONTHS[m - 1]!)]);
      expect(await news.shownTitles()).toEqual(expectedTitles(getNews(), state(2025)));

      // Year and month.
      const month = months2025[months2025.length - 1]!;
      await news.month.selectOption(String(month));
      await news.counted(countText(getNews(), state(2025, month), NEWS));
      expect(news.query()).toBe(`year=2025&month=${MONTHS[month - 1]}`);
      expect(await news.shownTitles()).toEqual(expectedTitles(getNews(), state(2025, month)));

      // Year, month and search (one history entry for the whole word).
      const word = getNews()
        .filter((n) => applyState([n], state(2025, month)).length === 1)[0]!
        .title.split(' ')[0]!
        .toUpperCase();
      await news.search.pressSequentially(word.toLowerCase());
      await news.counted(countText(getNews(), state(2025, month, word.toLowerCase()), NEWS));
      expect(news.query()).toBe(`year=2025&month=${MONTHS[month - 1]}&q=${word.toLowerCase()}`);
      const combined = expectedTitles(getNews(), state(2025, month, word.toLowerCase()));
      expect(combined.length).toBeGreaterThan(0);
      expect(await news.shownTitles()).toEqual(combined);

      // Back: month only, then year only, then the default view.
      await page.goBack();
      await news.counted(countText(getNews(), state(2025, month), NEWS));
      expect(await news.search.inputValue()).toBe('');
      expect(await news.month.inputValue()).toBe(String(month));
      await page.goBack();
      await news.counted(countText(getNews(), state(2025), NEWS));
      expect(await news.month.inputValue()).toBe('');
      await page.goBack();
      await news.counted(countText(getNews(), state(2026), NEWS));
      expect(await news.year.inputValue()).toBe('2026');
      // Forward again.
      await page.goForward();
      await news.counted(countText(getNews(), state(2025), NEWS));
      expect(pageErrors).toEqual([]);
    });
  });

  it('searches all years, and all years within one month, case-insensitively', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page }) => {
      const news = await openListing(page, `${site}/News`);
      await news.year.selectOption('all');
      await news.search.fill('CAMP');
      await news.counted(countText(getNews(), state('all', null, 'CAMP'), NEWS));
      expect(await news.shownTitles()).toEqual(
        expectedTitles(getNews(), state('all', null, 'CAMP')),
      );
      expect(await news.shownTitles()).not.toEqual([]);
      for (const title of await news.shownTitles()) expect(title.toLowerCase()).toContain('camp');

      await news.search.fill('');
      await news.month.selectOption('12');
      await news.counted(countText(getNews(), state('all', 12), NEWS));
      expect(news.query()).toBe('year=all&month=Dec');
      expect(await news.shownTitles()).toEqual(expectedTitles(getNews(), state('all', 12)));

      // A search that matches nothing says so and offers a way out.
      await news.search.fill('zzzz no such title');
      await eventually(() => page.getByText('No news items match these filters.').count()).toBe(1);
      await page.getByRole('button', { name: 'Clear month and search' }).click();
      await news.counted(countText(getNews(), state('all'), NEWS));
      expect(news.query()).toBe('year=all');
    });
  });

  it('opens a shared link on the view it names', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page }) => {
      const news = await openListing(page, `${site}/News?year=2024&month=Dec&q=christmas`);
      const shared = state(2024, 12, 'christmas');
      await news.counted(countText(getNews(), shared, NEWS));
      expect(await news.year.inputValue()).toBe('2024');
      expect(await news.month.inputValue()).toBe('12');
      expect(await news.search.inputValue()).toBe('christmas');
      expect(await news.shownTitles()).toEqual(expectedTitles(getNews(), shared));
      expect(await news.shownTitles()).not.toEqual([]);
    });
  });

  it('shows news published after the build, first', async () => {
    await api.addItem('news', {
      _id: 'e2e-live-news-1',
      title: 'Published after the build',
      description: '<p>Fresh from the <b>API</b><script>alert(1)</script></p>',
      date: '2026-11-21',
      images: 'uploads/news/2026/published-after-the-build.jpg',
    });
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      const news = await openListing(page, `${site}/News`);
      const total = applyState(getNews(), state(2026)).length + 1;
      await news.counted(`${total} news items in 2026`);
      expect((await news.shownTitles())[0]).toBe('Published after the build');
      const first = news.cards.first();
      expect(await first.locator('time').innerText()).toBe('21 Nov 2026');
      expect(await first.locator('.listing-card__text').innerHTML()).not.toContain('script');
      expect(await first.locator('img').getAttribute('src')).toBe(
        `${inject('apiUrl')}/api/image/uploads/news/2026/published-after-the-build.jpg`,
      );
      // Snapshot news the API also sent keep their optimised pictures (no swap to the original).
      const second = news.cards.nth(1);
      expect(await second.locator('img').getAttribute('src')).toMatch(
        new RegExp(`^${TEST_MEDIA_BASE}/v1/`),
      );
      expect(await second.locator('source[type="image/webp"]').getAttribute('srcset')).toMatch(
        /\.webp 320w/,
      );
      expect(pageErrors).toEqual([]);
    });
  });

  it('keeps the formatting of news the API still words the same after its refresh', async () => {
    const formatted = applyState(getNews(), state(2026))
      .slice(0, LISTING_PAGE_SIZE)
      .filter((item) => /<(strong|b|em|i|a|ul|ol)\b/i.test(item.description));
    expect(formatted.length, 'news of the first view with bold, lists or links').toBeGreaterThan(0);
    // An item only the API has: once it shows, the refresh has been applied.
    await api.addItem('news', {
      _id: 'e2e-refresh-marker',
      title: 'Refresh marker',
      description: 'After the build.',
      date: '2026-11-21',
    });
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      await page.goto(`${site}/News`);
      const news = listing(page);
      const texts = () =>
        Promise.all(
          formatted.map((item) =>
            news.cards
              .filter({
                has: page.getByRole('heading', { name: htmlToText(item.title), exact: true }),
              })
              .locator('.listing-card__text')
              .innerHTML(),
          ),
        );
      const built = await texts();
      for (const html of built) expect(html).toMatch(/<(strong|b|em|i|a|ul|ol)\b/);
      await news.hydrated();
      await eventually(async () => (await news.shownTitles())[0]).toBe('Refresh marker');
      expect(await texts()).toEqual(built);
      expect(pageErrors).toEqual([]);
    });
  });

  it('keeps the snapshot view when the API fails', async () => {
    await api.fault({ path: '/api/news', status: 503 });
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page, pageErrors }) => {
      const answered = page.waitForResponse((r) => r.url().includes('/api/news/'));
      await page.goto(`${site}/News`);
      expect((await answered).status()).toBe(503);
      const news = listing(page);
      await news.hydrated();
      await news.counted(countText(getNews(), state(2026), NEWS));
      expect(await news.shownTitles()).toEqual(expectedTitles(getNews(), state(2026)));
      expect(await page.getByRole('alert').count()).toBe(0);
      // Other years still come from the site's own data files.
      await news.year.selectOption('2024');
      await news.counted(countText(getNews(), state(2024), NEWS));
      expect(pageErrors).toEqual([]);
    });
  });

  it('says so when a year cannot be loaded, and loads it on Try again', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page }) => {
      await page.route('**/data/news/2025.json', (route) => route.abort('internetdisconnected'));
      const news = await openListing(page, `${site}/News`);
      await news.year.selectOption('2025');
      const alert = page.getByRole('alert');
      await eventually(() => alert.innerText()).toContain('could not be loaded');
      await page.unroute('**/data/news/2025.json');
      await alert.getByRole('button', { name: 'Try again' }).click();
      await news.counted(countText(getNews(), state(2025), NEWS));
      expect(await page.getByRole('alert').count()).toBe(0);
    });
  });

  it('is readable without JavaScript: the default view, and filters that say they need it', async () => {
    await onPage(
      openPage(chrome.browser, { now: NOW, javaScriptEnabled: false, viewport: PHONE }),
      async ({ page }) => {
        await page.goto(`${site}/News`);
        const news = listing(page);
        // The build's default year: whichever it is, the page lists exactly its items.
        const year = Number(await news.year.inputValue());
        expect(await news.shownTitles()).toEqual(expectedTitles(getNews(), state(year)));
        expect(await news.cards.count()).toBeGreaterThan(0);
        expect(await news.year.isDisabled()).toBe(true);
        expect(await page.locator('body noscript').first().textContent()).toContain(
          'needs JavaScript',
        );
      },
    );
  });
});

describe('/NewsEvents', () => {
  it('opens on this year and filters by month and title', async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page }) => {
      const events = await openListing(page, `${site}/NewsEvents`);
      await events.counted(countText(getEvents(), state(2026), EVENTS));
      expect(await events.shownTitles()).toEqual(expectedTitles(getEvents(), state(2026)));
      const venue = page.locator('.listing-card__facts').first();
      expect(await venue.innerText()).toMatch(/Venue/);

      const month = monthsOf(getEvents(), 2025)[0]!;
      await events.year.selectOption('2025');
      await events.month.selectOption(String(month));
      await events.counted(countText(getEvents(), state(2025, month), EVENTS));
      expect(await events.shownTitles()).toEqual(expectedTitles(getEvents(), state(2025, month)));
    });
  });

  it('opens on the new year even before it has events, and offers every year', async () => {
    await onPage(
      openPage(chrome.browser, { now: new Date('2027-01-01T00:30:00+05:30') }),
      async ({ page }) => {
        const events = await openListing(page, `${site}/NewsEvents`);
        await events.counted('0 events in 2027');
        expect(await events.year.inputValue()).toBe('2027');
        await eventually(() => page.getByText('No events in 2027 yet.').count()).toBe(1);
        await page.getByRole('button', { name: 'Show all years' }).click();
        await events.counted(countText(getEvents(), state('all'), EVENTS));
        expect(listing(page).query()).toBe('year=all');
      },
    );
  });
});

describe('/Highlights', () => {
  it("shows the 'new' badge by today's date in the browser, and filters like the news", async () => {
    await onPage(openPage(chrome.browser, { now: NOW }), async ({ page }) => {
      const highlights = await openListing(page, `${site}/Highlights`);
      await highlights.counted(countText(getHighlights(), state(2026), HIGHLIGHTS));
      const expectedNew = applyState(getHighlights(), state(2026))
        .filter((h) => isNewHighlight(h, NOW))
        .map((h) => h.title);
      expect(expectedNew.length).toBeGreaterThan(0);
      const badged = await page
        .locator('.listing__item', { has: page.locator('.listing-card__badge') })
        .locator('h2')
        .allInnerTexts();
      expect(badged).toEqual(expectedNew);

      await highlights.year.selectOption('2025');
      await highlights.search.fill('camp');
      await highlights.counted(countText(getHighlights(), state(2025, null, 'camp'), HIGHLIGHTS));
      expect(await highlights.shownTitles()).toEqual(
        expectedTitles(getHighlights(), state(2025, null, 'camp')),
      );
    });
    // A month later no badge is left.
    await onPage(
      openPage(chrome.browser, { now: new Date('2027-01-20T10:00:00+05:30') }),
      async (later) => {
        const highlights = await openListing(later.page, `${site}/Highlights?year=2026`);
        await highlights.counted(countText(getHighlights(), state(2026), HIGHLIGHTS));
        expect(await later.page.locator('.listing-card__badge').count()).toBe(0);
      },
    );
  });
});
