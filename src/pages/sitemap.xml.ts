import type { APIRoute } from 'astro';
import { allStoryPaths } from '~/features/stories/build';
import { getAlbums } from '~/lib/data';
import { sitemapEntries, sitemapXml } from '~/lib/seo/sitemap';

export const GET: APIRoute = async ({ site }) => {
  if (!site) throw new Error('sitemap.xml needs `site` (SITE_URL) in astro.config.mjs');
  return new Response(sitemapXml(sitemapEntries(site, getAlbums(), await allStoryPaths())), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
