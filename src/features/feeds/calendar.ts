/**
 * iCalendar (RFC 5545) files of the events: a clock time makes a timed event in Asia/Kolkata, other
 * text an all-day one. UIDs from the API id and DTSTAMP from the snapshot keep rebuilds identical.
 */
import { TZDate } from '@date-fns/tz';
import { ICalCalendar, ICalCalendarMethod } from 'ical-generator';
import { TIME_ZONE } from '~/lib/constants';
import { kolkataParts } from '~/lib/items';
import { descriptionHtml, type StoryCard } from '~/items/model';
import { htmlToText } from '~/lib/plainText';
import { itemSlug, listingItemPath } from '~/lib/routes';

/** Asia/Kolkata: UTC+05:30 all year, no daylight saving, so one STANDARD rule covers every date. */
export const KOLKATA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface ClockTime {
  hour: number;
  minute: number;
}

const CLOCK = String.raw`(\d{1,2})(?:[:.](\d{2}))?\s*(?:([ap])\.?\s*m\b\.?)?`;
const TIME_RANGE = new RegExp(String.raw`^\s*${CLOCK}\s*(?:(?:-|–|—|to)\s*${CLOCK})?\s*$`, 'i');

function clock(hour?: string, minute?: string, meridiem?: string): ClockTime | undefined {
  if (hour === undefined) return undefined;
  // A bare number ("2") is not a time: it needs minutes or AM/PM.
  if (minute === undefined && meridiem === undefined) return undefined;
  let h = Number(hour);
  const m = minute === undefined ? 0 : Number(minute);
  if (m > 59) return undefined;
  if (meridiem) {
    if (h < 1 || h > 12) return undefined;
    h = (h % 12) + (meridiem.toLowerCase() === 'p' ? 12 : 0);
  } else if (h > 23) return undefined;
  return { hour: h, minute: m };
}

/** Clock times of a free-text `time` (`9:00 AM - 2:00 PM`), or undefined (`Morning`, `9 - 2`). */
export function parseEventTime(text: string): { start: ClockTime; end?: ClockTime } | undefined {
  const match = TIME_RANGE.exec(text);
  if (!match) return undefined;
  const start = clock(match[1], match[2], match[3]);
  if (!start) return undefined;
  if (match[4] === undefined) return { start };
  const end = clock(match[4], match[5], match[6]);
  if (!end || end.hour * 60 + end.minute <= start.hour * 60 + start.minute) return undefined;
  return { start, end };
}

/** Upcoming events (from today in India) and those of the last `pastMonths` months, by date. */
export function eventsInWindow<C extends { sortDate: string }>(
  cards: readonly C[],
  now: Date,
  pastMonths: number,
): C[] {
  const today = kolkataParts(now);
  // Midnight in India `pastMonths` months before today (Date.UTC rolls months over correctly).
  const from = Date.UTC(today.year, today.month - 1 - pastMonths, today.day) - 330 * 60 * 1000;
  return cards
    .filter((card) => new Date(card.sortDate).getTime() >= from)
    .sort((a, b) => a.sortDate.localeCompare(b.sortDate));
}

export type CalendarEvent = Pick<
  StoryCard,
  'key' | 'title' | 'sortDate' | 'description' | 'time' | 'venue' | 'url' | 'href'
>;

export interface CalendarOptions {
  /** Canonical origin (`SITE_URL`): links and the UIDs' domain. */
  site: URL;
  /** When the data was fetched (the snapshot's manifest): every event's DTSTAMP. */
  stamp: Date;
  name: string;
  organisation: string;
  /** Address of the feed itself (only for the subscribable feed). */
  source?: string | undefined;
}

/** Longest description a calendar entry carries (apps show a few lines). */
const MAX_DESCRIPTION = 1000;

export function eventCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  const calendar = new ICalCalendar({
    prodId: { company: options.organisation, product: 'Website events', language: 'EN' },
    name: options.name,
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone (DTSTAMP stays in UTC); the generator writes the VTIMEZONE of the
    // zone the timed events use.
    timezone: { name: null, generator: (zone) => (zone === TIME_ZONE ? KOLKATA_VTIMEZONE : null) },
    source: options.source ?? null,
    url: options.source ? new URL('/NewsEvents', options.site).href : null,
    // The site is rebuilt nightly: subscribers need not ask more often.
    ttl: options.source ? 24 * 60 * 60 : null,
  });
  for (const event of events) {
    const { year, month, day } = kolkataParts(new Date(event.sortDate));
    const time = parseEventTime(event.time ?? '');
    const link = new URL(event.href ?? listingItemPath('events', event.key, year), options.site)
      .href;
    const text = htmlToText(descriptionHtml(event.description));
    const lines = [
      time || !event.time ? undefined : `Time: ${event.time}`,
      text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text,
      `More: ${link}`,
    ].filter(Boolean);
    const common = {
      id: `${itemSlug(event.key)}@${options.site.hostname}`,
      stamp: options.stamp,
      summary: event.title,
      description: lines.join('\n\n'),
      location: event.venue || null,
      url: link,
    };
    if (time) {
      const at = (t: ClockTime) => new TZDate(year, month - 1, day, t.hour, t.minute, TIME_ZONE);
      calendar.createEvent({
        ...common,
        timezone: TIME_ZONE,
        start: at(time.start),
        // A start time alone ('11:00 AM') is a moment: RFC 5545 then needs no end.
        end: time.end ? at(time.end) : null,
      });
    } else {
      // All-day: DATE values, from the day to the next (the end is exclusive).
      calendar.createEvent({
        ...common,
        allDay: true,
        start: new Date(Date.UTC(year, month - 1, day)),
        end: new Date(Date.UTC(year, month - 1, day + 1)),
      });
    }
  }
  // RFC 5545 ends every content line with CRLF, the last one too; ical-generator stops short.
  const text = calendar.toString();
  return text.endsWith('\r\n') ? text : `${text}\r\n`;
}
