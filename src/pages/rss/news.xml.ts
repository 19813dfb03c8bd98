import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { listingCards } from '~/features/listing/build';
import { SITE } from '~/config/site';
import { getSnapshotInfo } from '~/lib/data';
import { feedChannel, newsFeedItems } from '~/features/feeds/rss';
import { FEEDS } from '~/lib/feeds';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('rss/news.xml needs `site` (SITE_URL) in astro.config.mjs');
  const { fetchedAt } = getSnapshotInfo();
  return rss({
    ...feedChannel(FEEDS.news, {
      siteName: SITE.name,
      description: `News and highlights from the ${SITE.name}.`,
      site,
      updated: fetchedAt ? new Date(fetchedAt) : null,
    }),
    items: newsFeedItems(await listingCards('news'), await listingCards('highlights'), site),
  });
};
