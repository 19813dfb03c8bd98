/**
 * The generators of issue 15 with data: the RSS items (read back with a real RSS parser), the
 * iCalendar files (read back with ical.js: CRLF, folding, UID, DTSTAMP, DTSTART in Asia/Kolkata or
 * all-day), the search records, the links to a card, and an event added to the data appearing in
 * both the events feed and the calendar.
 */
import { getRssString, type RSSFeedItem } from '@astrojs/rss';
import ICAL from 'ical.js';
import Parser from 'rss-parser';
import { describe, expect, it } from 'vitest';
import { eventCalendar, eventsInWindow, parseEventTime } from '~/features/feeds/calendar';
import { albumPath, listingItemPath } from '~/lib/routes';
import { eventFeedItems, feedChannel, newsFeedItems } from '~/features/feeds/rss';
import { summaryOf } from '~/lib/plainText';
import { searchRecords } from '~/features/search/build';
import { FEEDS, type FeedInfo } from '~/lib/routes';
import { itemAnchor, itemSlug } from '~/lib/routes';
import type { StoryCard } from '~/items/model';

const SITE = new URL('https://porf.example.org');
const STAMP = new Date('2026-11-22T00:23:16.769Z');
const ist = (text: string) => new Date(`${text}+05:30`).toISOString();

const story = (over: Partial<StoryCard> & { key: string; sortDate: string }): StoryCard => ({
  title: `Title of ${over.key}`,
  description: { html: `<p>About <b>${over.key}</b> &amp; more</p>` },
  ...over,
});

const event = (id: string, day: string, time: string, venue = 'Dwarka campus, New Delhi') =>
  story({ key: `id:${id}`, sortDate: `${day}T00:00:00.000Z`, time, venue });

/** The RSS file of `feed` for the site, as its page writes it. */
function rssFile(
  feed: FeedInfo,
  channel: { siteName: string; description: string; updated: Date | null },
  items: RSSFeedItem[],
) {
  return getRssString({ ...feedChannel(feed, { ...channel, site: SITE }), items });
}

async function parseRss(xml: string) {
  return new Parser().parseString(xml);
}

describe('links to a card', () => {
  it('open the listing on the given year, at the card’s anchor', () => {
    expect(listingItemPath('news', 'id:abc123', 2026)).toBe('/News?year=2026#item-abc123');
    expect(listingItemPath('events', 'id:E1', 2024)).toBe('/NewsEvents?year=2024#item-e1');
    expect(albumPath('5f3a9c')).toBe('/Album/5f3a9c');
    expect(albumPath('a b')).toBe('/SubGallery?id=a%20b');
  });

  it('make a slug of ids and of date-and-title keys that is safe in ids and file names', () => {
    expect(itemSlug('id:5F3A9c')).toBe('5f3a9c');
    expect(itemSlug('at:2025-03-08T00:00:00.000Z|Women’s Day <b>fair</b>')).toBe(
      '2025-03-08t00-00-00-000z-women-s-day-b-fair-b',
    );
    expect(itemSlug('id:"><script>')).toBe('script');
    expect(itemSlug('id:***')).toBe('item');
    expect(itemAnchor('id:abc')).toBe('item-abc');
    expect(itemSlug(`id:${'x'.repeat(200)}`)).toHaveLength(80);
  });
});

describe('RSS feeds', () => {
  const news = [
    story({ key: 'id:n1', sortDate: ist('2026-11-14T10:00'), url: 'https://example.org/x' }),
    story({ key: 'id:n2', sortDate: ist('2025-10-18T10:00') }),
  ];
  const highlights = [
    { ...story({ key: 'id:h1', sortDate: ist('2026-11-20T10:00') }), fromDate: null },
  ];

  it('list news and highlights newest first with plain-text summaries and links to the card', async () => {
    const xml = await rssFile(
      FEEDS.news,
      { siteName: 'Pilar Outreach Foundation', description: 'News', updated: STAMP },
      newsFeedItems(news, highlights, SITE),
    );
    const feed = await parseRss(xml);
    expect(feed.title).toBe('Pilar Outreach Foundation: News and highlights');
    expect(feed.link).toBe('https://porf.example.org');
    expect(feed.lastBuildDate).toBe(STAMP.toUTCString());
    expect(feed.items.map((item) => item.link)).toEqual([
      'https://porf.example.org/Highlights?year=2026#item-h1',
      'https://porf.example.org/News?year=2026#item-n1',
      'https://porf.example.org/News?year=2025#item-n2',
    ]);
    expect(feed.items[1]).toMatchObject({
      title: 'Title of id:n1',
      content: 'About id:n1 & more',
      guid: 'https://porf.example.org/News?year=2026#item-n1',
      categories: ['News'],
      isoDate: news[0]!.sortDate,
    });
    expect(xml).toContain('<atom:link href="https://porf.example.org/rss/news.xml" rel="self"');
  });

  it('cap the items at the limit, keeping the newest', () => {
    const many = Array.from({ length: 80 }, (_, i) =>
      story({ key: `id:m${i}`, sortDate: new Date(Date.UTC(2020, 0, 1 + i)).toISOString() }),
    );
    const items = newsFeedItems(many, [], SITE);
    expect(items).toHaveLength(50);
    expect(items[0]!.link).toContain('item-m79');
    expect(newsFeedItems(many, [], SITE, 5)).toHaveLength(5);
  });

  it('shorten long summaries at a word, as plain text', () => {
    const long = `<p>${'word '.repeat(200)}</p><script>alert(1)</script>`;
    const text = summaryOf(long);
    expect(text.length).toBeLessThanOrEqual(400);
    expect(text).toMatch(/word…$/);
    expect(text).not.toMatch(/[<>]/);
  });

  it('say when and where each event is', async () => {
    const xml = await rssFile(
      FEEDS.events,
      { siteName: 'PORF', description: 'Events', updated: null },
      eventFeedItems([event('e1', '2024-01-20', '9:00 AM - 2:00 PM')], SITE),
    );
    const [item] = (await parseRss(xml)).items;
    expect(item!.content).toBe(
      'When: 20 Jan 2024, 9:00 AM - 2:00 PM. Where: Dwarka campus, New Delhi. About id:e1 & more',
    );
    expect(item!.link).toBe('https://porf.example.org/NewsEvents?year=2024#item-e1');
  });
});

describe('event times', () => {
  it('reads clock times and ranges, and nothing else', () => {
    expect(parseEventTime('9:00 AM - 2:00 PM')).toEqual({
      start: { hour: 9, minute: 0 },
      end: { hour: 14, minute: 0 },
    });
    expect(parseEventTime('11 am')).toEqual({ start: { hour: 11, minute: 0 } });
    expect(parseEventTime('12:30 PM to 1 PM')).toEqual({
      start: { hour: 12, minute: 30 },
      end: { hour: 13, minute: 0 },
    });
    expect(parseEventTime('14:30–16:00')).toEqual({
      start: { hour: 14, minute: 30 },
      end: { hour: 16, minute: 0 },
    });
    expect(parseEventTime('12:00 AM')).toEqual({ start: { hour: 0, minute: 0 } });
    for (const text of [
      '',
      'Morning',
      'All day',
      '9 - 2',
      '13:00 PM',
      '4:00 PM - 2:00 PM',
      '25:00',
    ]) {
      expect(parseEventTime(text), text).toBeUndefined();
    }
  });

  it('keeps upcoming events and those of the last months, in date order', () => {
    const now = new Date(ist('2026-11-22T10:00'));
    const cards = [
      event('late', '2026-12-19', ''),
      event('old', '2025-11-21', ''),
      event('edge', '2025-11-22', ''),
      event('past', '2026-03-07', ''),
    ];
    expect(eventsInWindow(cards, now, 12).map((c) => c.key)).toEqual([
      'id:edge',
      'id:past',
      'id:late',
    ]);
  });
});

describe('iCalendar files', () => {
  const events = [
    event('e1', '2024-01-20', '9:00 AM - 2:00 PM'),
    event('e2', '2024-03-15', '11:00 AM'),
    {
      ...event('e3', '2024-05-20', 'Morning, after the assembly', ''),
      description: { html: `<p>${'A very long description that goes on and on. '.repeat(8)}</p>` },
    },
  ];
  const text = eventCalendar(events, {
    site: SITE,
    stamp: STAMP,
    name: 'Pilar Outreach Foundation: events',
    organisation: 'Pilar Outreach Foundation',
    source: 'https://porf.example.org/calendar/events.ics',
  });

  it('ends every line with CRLF and folds long lines at 75 octets', () => {
    expect(text.endsWith('\r\n')).toBe(true);
    const lines = text.split('\r\n').slice(0, -1);
    expect(lines.every((line) => !line.includes('\n') && !line.includes('\r'))).toBe(true);
    expect(lines.every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    // The long description is folded: continuation lines start with a space.
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(3);
  });

  it('parses with ical.js: UIDs from the ids, DTSTAMP from the snapshot, times in Asia/Kolkata', () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    const zone = calendar.getFirstSubcomponent('vtimezone')!;
    expect(zone.getFirstPropertyValue('tzid')).toBe('Asia/Kolkata');
    const tz = new ICAL.Timezone(zone);
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents.map((v) => v.getFirstPropertyValue('uid'))).toEqual([
      'e1@porf.example.org',
      'e2@porf.example.org',
      'e3@porf.example.org',
    ]);
    for (const v of vevents) {
      expect(String(v.getFirstPropertyValue('dtstamp'))).toBe('2026-11-22T00:23:16Z');
    }

    const [first, second, third] = vevents.map((v) => new ICAL.Event(v));
    expect(vevents[0]!.getFirstProperty('dtstart')!.getParameter('tzid')).toBe('Asia/Kolkata');
    const start = first!.startDate;
    start.zone = tz;
    expect(start.toJSDate().toISOString()).toBe('2024-01-20T03:30:00.000Z');
    const end = first!.endDate;
    end.zone = tz;
    expect(end.toJSDate().toISOString()).toBe('2024-01-20T08:30:00.000Z');
    expect(first!.summary).toBe('Title of id:e1');
    expect(first!.location).toBe('Dwarka campus, New Delhi');
    expect(first!.description).toContain(
      'More: https://porf.example.org/NewsEvents?year=2024#item-e1',
    );
    expect(vevents[0]!.getFirstPropertyValue('url')).toBe(
      'https://porf.example.org/NewsEvents?year=2024#item-e1',
    );

    // A start time alone: no end.
    expect(second!.startDate.toString()).toBe('2024-03-15T11:00:00');
    expect(vevents[1]!.hasProperty('dtend')).toBe(false);

    // Free text that is no clock time: an all-day event, the text in the description.
    expect(third!.startDate.isDate).toBe(true);
    expect(third!.startDate.toString()).toBe('2024-05-20');
    expect(third!.endDate.toString()).toBe('2024-05-21');
    expect(third!.description).toMatch(/^Time: Morning, after the assembly\n\nA very long/);
    expect(third!.location).toBeNull();
  });

  it('is the same for the same snapshot, whatever the time zone of the build machine', () => {
    const again = eventCalendar(events, {
      site: SITE,
      stamp: STAMP,
      name: 'Pilar Outreach Foundation: events',
      organisation: 'Pilar Outreach Foundation',
      source: 'https://porf.example.org/calendar/events.ics',
    });
    expect(again).toBe(text);
    // TZDate computes the wall time in Asia/Kolkata itself; the process zone never enters.
    expect(text).toContain('DTSTART;TZID=Asia/Kolkata:20240120T090000');
    expect(text).toContain('DTSTART;VALUE=DATE:20240520');
  });
});

describe('an event added to the snapshot', () => {
  it('appears in the events feed and in the calendar', async () => {
    const now = new Date(ist('2026-11-22T10:00'));
    const before = [event('old1', '2026-10-02', '7:00 AM - 10:00 AM')];
    const added = event('new1', '2026-12-05', '10:00 AM - 1:00 PM', 'Pilar House, Amritsar');
    const after = [added, ...before];

    const feed = async (cards: StoryCard[]) =>
      (
        await parseRss(
          await rssFile(
            FEEDS.events,
            { siteName: 'PORF', description: 'Events', updated: null },
            eventFeedItems(cards, SITE),
          ),
        )
      ).items.map((item) => item.title);
    const calendarUids = (cards: StoryCard[]) =>
      new ICAL.Component(
        ICAL.parse(
          eventCalendar(eventsInWindow(cards, now, 12), {
            site: SITE,
            stamp: STAMP,
            name: 'events',
            organisation: 'PORF',
          }),
        ),
      )
        .getAllSubcomponents('vevent')
        .map((v) => v.getFirstPropertyValue('uid'));

    expect(await feed(before)).not.toContain(added.title);
    expect(await feed(after)).toEqual([added.title, before[0]!.title]);
    expect(calendarUids(before)).not.toContain('new1@porf.example.org');
    expect(calendarUids(after)).toEqual(['old1@porf.example.org', 'new1@porf.example.org']);
  });
});

describe('search records', () => {
  it('give every item a link to where it shows, its title, date, category and type', () => {
    // News and events are pages of their own now, indexed as pages: no records.
    const records = searchRecords({
      highlights: [
        { ...story({ key: 'id:h1', sortDate: ist('2026-11-20T10:00') }), fromDate: null },
      ],
      albums: [
        {
          key: 'id:a1',
          id: 'a1',
          title: 'Health camp',
          sortDate: ist('2026-03-01T10:00'),
          count: 3,
          description: '<p>Photos of the camp</p>',
        },
      ],
      videos: [
        {
          key: 'id:v1',
          title: 'Music recital',
          sortDate: ist('2025-04-13T10:00'),
          videoUrl: 'https://www.youtube.com/watch?v=x',
          description: 'Guitar and harmonium',
        },
      ],
      publications: [
        {
          key: 'id:p1',
          title: 'Annual report 2025',
          sortDate: ist('2026-04-01T10:00'),
          file: 'https://api.example.org/api/image/uploads/ar-2025.pdf',
          category: 'AnnualReport',
        },
        { key: 'id:p2', title: 'Circular 7', sortDate: null, category: 'Circular' },
      ],
    });
    expect(records.map((r) => [r.url, r.meta.category, r.filters.type])).toEqual([
      ['/Highlights?year=2026#item-h1', 'Highlight', ['Highlights']],
      ['/Album/a1', 'Photo album', ['Albums']],
      ['/VideoGallery?year=2025#item-v1', 'Video', ['Videos']],
      ['https://api.example.org/api/image/uploads/ar-2025.pdf', 'Annual report', ['Publications']],
      ['/Circular', 'Circular', ['Publications']],
    ]);
    expect(records.every((r) => r.language === 'en')).toBe(true);
    expect(records[0]).toMatchObject({
      content: 'Title of id:h1. About id:h1 & more',
      meta: { title: 'Title of id:h1', date: '20 Nov 2026' },
    });
    expect(records[1]!.content).toBe('Health camp. Photos of the camp');
    expect(records[4]!.meta).toEqual({ title: 'Circular 7', category: 'Circular' });
  });
});
