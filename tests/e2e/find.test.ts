/**
 * Issue 15 on the test build: the RSS feeds (read with a real RSS parser, strict XML) and the
 * iCalendar files (read with ical.js) list the snapshot's items with working links; the head and
 * footer announce them; and a visitor who types "tailoring exhibition" in the header's search box
 * on the home page finds the news item and lands on its own page. One browser, few page visits: the search's JavaScript budget is in budgets.test.ts.
 */
import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import Parser from 'rss-parser';
import { describe, expect, inject, it } from 'vitest';
import { getEvents, getHighlights, getNews, getSnapshotInfo } from './support/testData';
import { eventsInWindow } from '~/features/feeds/calendar';
import { CALENDAR_PAST_MONTHS } from '~/lib/constants';
import { FEEDS, storyPath } from '~/lib/routes';
import { byNewestFirst } from '../../src/lib/items';
import { htmlToText } from '~/lib/plainText';
import { testBuildEnv } from '../../tools/lib/testBuild';
import { axeViolations } from './support/axe';
import { onPage, openPage, PHONE, useBrowser } from './support/browser';

const site = inject('siteUrl');
const SITE_URL = new URL(testBuildEnv().SITE_URL ?? '');
const chrome = useBrowser();

/** The served address of a canonical URL. */
const served = (url: string) => {
  const u = new URL(url);
  expect(u.origin).toBe(SITE_URL.origin);
  return site + u.pathname + u.search;
};

async function get(path: string): Promise<{ type: string; text: string }> {
  const response = await fetch(site + path);
  expect(response.status, path).toBe(200);
  return { type: response.headers.get('content-type') ?? '', text: await response.text() };
}

/** A story's own page (news, events); a highlight's card on its listing, at the item's anchor. */
async function expectItemLink(
  link: string,
  item: { id?: string; title: string; category?: string },
) {
  const url = new URL(link);
  if (item.category === 'Highlight') {
    expect(url.search).toMatch(/^\?year=\d{4}$/);
    expect(url.hash).toBe(`#item-${item.id!.toLowerCase()}`);
  } else {
    const kind = getEvents().includes(item as never) ? 'events' : 'news';
    const story = { key: `id:${item.id}`, title: htmlToText(item.title) };
    expect(url.pathname + url.search + url.hash).toBe(storyPath(kind, story));
  }
  const page = await fetch(served(link));
  expect(page.status, link).toBe(200);
}

/** Why `text` is not well-formed XML, if it is not (jsdom's XML parser stops at any error). */
function xmlError(text: string): string | undefined {
  try {
    new JSDOM(text, { contentType: 'application/xml' });
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('RSS feeds', () => {
  it('news and highlights: the snapshot’s newest items, plain-text summaries, working links', async () => {
    const { type, text } = await get(FEEDS.news.path);
    expect(type).toMatch(/xml/);
    expect(xmlError(text)).toBeUndefined();
    const feed = await new Parser().parseString(text);
    const expected = [...getNews(), ...getHighlights()].sort(byNewestFirst).slice(0, 50);
    expect(feed.items.length).toBe(Math.min(50, getNews().length + getHighlights().length));
    expect(feed.items.map((item) => item.title)).toEqual(
      expected.map((item) => htmlToText(item.title)),
    );
    for (const [i, item] of feed.items.entries()) {
      expect(item.contentSnippet ?? '', item.title).not.toMatch(/<[a-z/]/i);
      expect(new Date(item.isoDate ?? '').toISOString()).toBe(expected[i]!.sortDate);
    }
    for (const [i, item] of feed.items.slice(0, 10).entries()) {
      await expectItemLink(item.link!, expected[i]!);
      expect(item.guid, 'the guid is the link').toBe(item.link);
    }
    // The newest highlight is on its listing as it is built: its card carries the anchor.
    const highlight = feed.items.find((item) => item.link?.includes('#item-'))!;
    const html = await (await fetch(served(highlight.link!))).text();
    expect(html).toContain(`id="${new URL(highlight.link!).hash.slice(1)}"`);
  });

  it('events: the snapshot’s events, newest first, with when and where', async () => {
    const { text } = await get(FEEDS.events.path);
    expect(xmlError(text)).toBeUndefined();
    const feed = await new Parser().parseString(text);
    const events = getEvents().slice(0, 50);
    expect(feed.items.map((item) => item.title)).toEqual(events.map((e) => htmlToText(e.title)));
    const first = feed.items[0]!;
    expect(first.contentSnippet).toMatch(/^When: \d{1,2} [A-Z][a-z]{2} \d{4}/);
    await expectItemLink(first.link!, events[0]!);
  });
});

describe('iCalendar files', () => {
  it('the feed: upcoming and recent events, CRLF lines, UIDs, DTSTAMP, DTSTART in India', async () => {
    const { type, text } = await get(FEEDS.calendar.path);
    expect(type).toMatch(/^text\/calendar/);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const calendar = new ICAL.Component(ICAL.parse(text));
    const fetchedAt = getSnapshotInfo().fetchedAt!;
    const expected = eventsInWindow(
      getEvents().map((e) => ({ ...e, key: e.id ?? '' })),
      new Date(fetchedAt),
      CALENDAR_PAST_MONTHS,
    );
    expect(expected.length).toBeGreaterThan(0);
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents.map((v) => v.getFirstPropertyValue('uid'))).toEqual(
      expected.map((e) => `${e.id}@${SITE_URL.hostname}`),
    );
    const stamp = new Date(fetchedAt).toISOString().replace(/\.\d+Z$/, 'Z');
    for (const v of vevents) {
      expect(v.getFirstPropertyValue('dtstamp')?.toString()).toBe(stamp);
      const start = v.getFirstProperty('dtstart')!;
      const allDay = start.getParameter('value') === 'date';
      expect(allDay || start.getParameter('tzid') === 'Asia/Kolkata').toBe(true);
    }
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(
      'Asia/Kolkata',
    );
  });

  it('one event: its page’s Add to calendar link carries the entry itself, in India time', async () => {
    const item = getEvents().find((e) => /^\d{1,2}:\d{2} [AP]M/.test(e.time))!;
    const id = item.id!;
    const page = storyPath('events', { key: `id:${id}`, title: htmlToText(item.title) });
    const doc = new JSDOM((await get(page)).text).window.document;
    const link = doc.querySelector<HTMLAnchorElement>('a[download][href^="data:text/calendar,"]');
    expect(link?.textContent).toMatch(/^Add to calendar/);
    // No file per event: the entry is the link's own data.
    const text = decodeURIComponent(
      link!.getAttribute('href')!.slice('data:text/calendar,'.length),
    );
    expect(text.endsWith('\r\n')).toBe(true);
    const [vevent, ...others] = new ICAL.Component(ICAL.parse(text)).getAllSubcomponents('vevent');
    expect(others).toEqual([]);
    const event = new ICAL.Event(vevent);
    expect(event.uid).toBe(`${id}@${SITE_URL.hostname}`);
    expect(event.summary).toBe(htmlToText(item.title));
    expect(event.location).toBe(item.venue);
    // 9:00 AM in India is 03:30 UTC, whatever the zone of the build machine.
    const zone = new ICAL.Timezone(
      new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vtimezone')!,
    );
    const start = event.startDate;
    start.zone = zone;
    const hour = /^(\d{1,2}):(\d{2}) ([AP])M/.exec(item.time);
    if (hour) {
      const h = (Number(hour[1]) % 12) + (hour[3] === 'P' ? 12 : 0);
      expect(start.hour).toBe(h);
      expect(start.toJSDate().getTime()).toBe(
        new Date(
          `${item.sortDate.slice(0, 10)}T${String(h).padStart(2, '0')}:${hour[2]}:00+05:30`,
        ).getTime(),
      );
    }
  });
});

describe('the pages announce them', () => {
  it('in the head of the home page and the listings, and in the footer of every page', async () => {
    const alternates = async (path: string) =>
      [
        ...new JSDOM((await get(path)).text).window.document.querySelectorAll(
          // Feeds only: the language alternates (hreflang) have no type.
          'link[rel="alternate"][type]',
        ),
      ].map((link) => `${link.getAttribute('type')} ${link.getAttribute('href')}`);
    const line = (name: keyof typeof FEEDS) => `${FEEDS[name].type} ${FEEDS[name].path}`;
    expect(await alternates('/')).toEqual([line('news'), line('events'), line('calendar')]);
    expect(await alternates('/News')).toEqual([line('news')]);
    expect(await alternates('/Highlights')).toEqual([line('news')]);
    expect(await alternates('/NewsEvents')).toEqual([line('events'), line('calendar')]);

    const doc = new JSDOM((await get('/AboutNgo')).text).window.document;
    const follow = [...doc.querySelectorAll('footer ul[aria-labelledby="footer-follow"] a')];
    expect(follow.map((a) => a.getAttribute('href'))).toEqual(
      Object.values(FEEDS).map((feed) => feed.path),
    );
    expect(doc.getElementById('footer-follow')?.textContent).toBe('Follow');
  });
});

describe('site search', () => {
  it('finds "tailoring exhibition" from the home page and opens the story’s own page', async () => {
    const item = getNews().find((n) => /tailoring exhibition/i.test(n.title))!;
    expect(item, 'the demo news item').toBeDefined();
    await onPage(
      openPage(chrome.browser, { viewport: PHONE }),
      async ({ page, pageErrors, consoleErrors }) => {
        await page.goto(`${site}/`, { waitUntil: 'load' });
        const dialog = page.getByRole('dialog', { name: 'Notifications' });
        await dialog.waitFor({ state: 'visible', timeout: 15_000 });
        await dialog.getByRole('button', { name: 'Close notifications' }).click();

        // The header: a search button that opens a labelled field in a search landmark.
        await page.locator('summary', { hasText: 'Search' }).click();
        const box = page.getByRole('search', { name: 'Site' }).getByRole('searchbox', {
          name: 'Search news, events, albums and pages',
        });
        await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.type('tailoring exhibition');
        await page.keyboard.press('Enter');
        await page.waitForURL(`${site}/Search?q=tailoring+exhibition`);

        const results = page.locator('.search-result');
        await results.first().waitFor({ timeout: 15_000 });
        await expect
          .poll(() => page.getByRole('status').innerText())
          .toMatch(/^\d+ results? for “tailoring exhibition”\.$/);
        const first = results.first();
        expect(await first.locator('h2').innerText()).toBe(item.title);
        expect(await first.locator('.search-result__meta').innerText()).toBe('News · 18 Oct 2025');
        expect(await first.locator('mark').allInnerTexts()).toEqual(
          expect.arrayContaining(['Tailoring', 'exhibition']),
        );
        expect(
          await page
            .getByRole('searchbox', { name: /^Search news/ })
            .first()
            .inputValue(),
        ).toBe('tailoring exhibition');
        expect(await axeViolations(page)).toEqual([]);

        // Keyboard: the result is a link to the story's own page.
        await first.getByRole('link').focus();
        await page.keyboard.press('Enter');
        const story = storyPath('news', { key: `id:${item.id}`, title: item.title });
        await page.waitForURL(`${site}${story}`);
        expect(await page.locator('h1').innerText()).toBe(item.title);
        expect(pageErrors).toEqual([]);
        expect(consoleErrors).toEqual([]);
      },
    );
  });

  it('narrows by type, and the header form works without JavaScript', async () => {
    await onPage(openPage(chrome.browser, { javaScriptEnabled: false }), async ({ page }) => {
      await page.goto(`${site}/AboutNgo`);
      await page.locator('summary', { hasText: 'Search' }).click();
      await page
        .getByRole('searchbox', { name: 'Search news, events, albums and pages' })
        .fill('camp');
      await page.keyboard.press('Enter');
      await page.waitForURL(`${site}/Search?q=camp`);
      // The page's notice for browsers without JavaScript (the head's is the site sheet's link).
      expect(await page.locator('body noscript').count()).toBe(1);
    });
    await onPage(openPage(chrome.browser), async (js) => {
      await js.page.goto(`${site}/Search?q=camp&type=Events`);
      await js.page.locator('.search-result').first().waitFor({ timeout: 15_000 });
      await expect
        .poll(() => js.page.getByRole('status').innerText())
        .toMatch(/^\d+ results? for “camp” in events\.$/);
      const categories = await js.page.locator('.search-result__category').allInnerTexts();
      expect(new Set(categories)).toEqual(new Set(['Event']));
      expect(await js.page.getByLabel('Show').inputValue()).toBe('Events');
      expect(js.pageErrors).toEqual([]);
      expect(js.consoleErrors).toEqual([]);
    });
  });
});
