import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { listingCards } from '~/features/listing/build';
import { SITE } from '~/config/site';
import { getSnapshotInfo } from '~/lib/data';
import { eventFeedItems, feedChannel } from '~/features/feeds/rss';
import { FEEDS } from '~/lib/feeds';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('rss/events.xml needs `site` (SITE_URL) in astro.config.mjs');
  const { fetchedAt } = getSnapshotInfo();
  return rss({
    ...feedChannel(FEEDS.events, {
      siteName: SITE.name,
      description: `Events of the ${SITE.name} and its centres.`,
      site,
      updated: fetchedAt ? new Date(fetchedAt) : null,
    }),
    items: eventFeedItems(await listingCards('events'), site),
  });
};
