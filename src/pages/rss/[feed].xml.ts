/** `/rss/news.xml` (news and highlights) and `/rss/events.xml`: the newest items as RSS 2.0. */
import rss from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { listingCards } from '~/items/build';
import { SITE } from '~/config/site';
import { getSnapshotInfo } from '~/lib/data';
import { eventFeedItems, feedChannel, newsFeedItems } from '~/features/feeds/rss';
import { FEEDS } from '~/lib/routes';

const RSS_FEEDS = {
  news: {
    description: `News and highlights from the ${SITE.name}.`,
    items: async (site: URL) =>
      newsFeedItems(await listingCards('news'), await listingCards('highlights'), site),
  },
  events: {
    description: `Events of the ${SITE.name} and its centres.`,
    items: async (site: URL) => eventFeedItems(await listingCards('events'), site),
  },
};

export function getStaticPaths() {
  return Object.keys(RSS_FEEDS).map((feed) => ({ params: { feed } }));
}

export const GET: APIRoute = async ({ site, params }) => {
  const feed = params.feed as keyof typeof RSS_FEEDS;
  if (!site) throw new Error(`rss/${feed}.xml needs \`site\` (SITE_URL) in astro.config.mjs`);
  const { fetchedAt } = getSnapshotInfo();
  const { description, items } = RSS_FEEDS[feed];
  return rss({
    ...feedChannel(FEEDS[feed], {
      siteName: SITE.name,
      description,
      site,
      updated: fetchedAt ? new Date(fetchedAt) : null,
    }),
    items: await items(site),
  });
};
