/** `/calendar/events.ics`: a subscribable iCalendar feed of upcoming and recent events. */
import type { APIRoute } from 'astro';
import { listingCards } from '~/items/build';
import { SITE } from '~/config/site';
import { getSnapshotInfo } from '~/lib/data';
import { eventCalendar, eventsInWindow } from '~/features/feeds/calendar';
import { CALENDAR_PAST_MONTHS } from '~/lib/constants';
import { FEEDS } from '~/lib/routes';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('calendar/events.ics needs `site` (SITE_URL) in astro.config.mjs');
  // The snapshot's time, not the build's: the same snapshot always makes the same calendar.
  const { fetchedAt } = getSnapshotInfo();
  const asOf = fetchedAt ? new Date(fetchedAt) : new Date();
  const events = eventsInWindow(await listingCards('events'), asOf, CALENDAR_PAST_MONTHS);
  const text = eventCalendar(events, {
    site,
    stamp: asOf,
    name: `${SITE.name}: events`,
    organisation: SITE.name,
    source: new URL(FEEDS.calendar.path, site).href,
  });
  return new Response(text, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
