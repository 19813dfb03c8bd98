/**
 * Where visitors find and follow the site: the search page, the RSS feeds and the iCalendar
 * files, by name, in one place. The head links (`<link rel="alternate">`), the footer's "Follow"
 * links, the feed endpoints in src/pages/rss and src/pages/calendar, and the tests all read these.
 *
 * Imported by browser code (the footer and header are in every page, the listing cards link to a
 * per-event calendar file): keep it small, constants and one-line helpers only.
 */

/** The search results page (DESIGN.md: a route beyond SPEC; `?q=` works as a plain link). */
export const SEARCH_PATH = '/Search';

/** The query parameter the header box and the search page use. */
export const SEARCH_PARAM = 'q';

/** A feed or calendar the site publishes. */
export interface FeedInfo {
  /** Public path of the file. */
  readonly path: string;
  /** What it is, for `<link title>` and the footer. */
  readonly title: string;
  /** Its media type, for `<link type>`. */
  readonly type: string;
}

/** Every feed and calendar, by name. */
export const FEEDS = {
  /** RSS 2.0: news and highlights, newest first. */
  news: { path: '/rss/news.xml', title: 'News and highlights (RSS)', type: 'application/rss+xml' },
  /** RSS 2.0: events, newest first. */
  events: { path: '/rss/events.xml', title: 'Events (RSS)', type: 'application/rss+xml' },
  /** iCalendar: upcoming events and those of the last months. */
  calendar: {
    path: '/calendar/events.ics',
    title: 'Events calendar (iCal)',
    type: 'text/calendar',
  },
} as const satisfies Record<string, FeedInfo>;

/** The name of a feed of `FEEDS`. */
export type FeedName = keyof typeof FEEDS;

/** Items per RSS feed: the newest ones, so a feed stays small with 10,000 news items. */
export const FEED_ITEM_LIMIT = 50;

/** How far back the events calendar reaches, in months before the snapshot (upcoming: all). */
export const CALENDAR_PAST_MONTHS = 12;

/** Folder of the per-event calendar files (`/calendar/event/<slug>.ics`). */
export const EVENT_CALENDAR_DIR = '/calendar/event';

/** The per-event calendar file for an event's slug (see `itemSlug` in ./listingCards). */
export function eventCalendarPath(slug: string): string {
  return `${EVENT_CALENDAR_DIR}/${slug}.ics`;
}
