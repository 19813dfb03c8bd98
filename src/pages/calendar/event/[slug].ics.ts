/** `/calendar/event/<slug>.ics`: one event's iCalendar file, its card's 'Add to calendar' link. */
import type { APIRoute, GetStaticPaths } from 'astro';
import { listingCards } from '~/items/build';
import { SITE } from '~/config/site';
import { getSnapshotInfo } from '~/lib/data';
import { eventCalendar } from '~/features/feeds/calendar';
import type { StoryCard } from '~/items/model';
import { itemSlug } from '~/lib/routes';

export const getStaticPaths = (async () => {
  const bySlug = new Map<string, StoryCard>();
  // Two events whose slugs collide (no id, same date and title) would be one file: keep the first.
  for (const card of await listingCards('events')) {
    const slug = itemSlug(card.key);
    if (!bySlug.has(slug)) bySlug.set(slug, card);
  }
  return [...bySlug].map(([slug, card]) => ({ params: { slug }, props: { card } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute<{ card: StoryCard }> = ({ props, site }) => {
  if (!site) throw new Error('calendar/event needs `site` (SITE_URL) in astro.config.mjs');
  const { fetchedAt } = getSnapshotInfo();
  const text = eventCalendar([props.card], {
    site,
    stamp: fetchedAt ? new Date(fetchedAt) : new Date(),
    name: props.card.title,
    organisation: SITE.name,
  });
  return new Response(text, { headers: { 'Content-Type': 'text/calendar; charset=utf-8' } });
};
