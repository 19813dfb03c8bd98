/**
 * The search page, RSS feeds and iCalendar files by name, for the head links, the footer, the
 * feed endpoints and the tests.
 * Imported by browser code: keep it small, constants and one-line helpers only.
 */

/** DESIGN.md: a route beyond SPEC; `?q=` works as a plain link. */
export const SEARCH_PATH = '/Search';

export const SEARCH_PARAM = 'q';

export interface FeedInfo {
  readonly path: string;
  readonly title: string;
  readonly type: string;
}

export const FEEDS = {
  news: { path: '/rss/news.xml', title: 'News and highlights (RSS)', type: 'application/rss+xml' },
  events: { path: '/rss/events.xml', title: 'Events (RSS)', type: 'application/rss+xml' },
  calendar: {
    path: '/calendar/events.ics',
    title: 'Events calendar (iCal)',
    type: 'text/calendar',
  },
} as const satisfies Record<string, FeedInfo>;

export type FeedName = keyof typeof FEEDS;

/** The newest items only, so a feed stays small however many there are. */
export const FEED_ITEM_LIMIT = 50;

/** Months before the snapshot the events calendar reaches back (upcoming: all). */
export const CALENDAR_PAST_MONTHS = 12;

export const EVENT_CALENDAR_DIR = '/calendar/event';

export function eventCalendarPath(slug: string): string {
  return `${EVENT_CALENDAR_DIR}/${slug}.ics`;
}
