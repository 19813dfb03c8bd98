import type { APIRoute } from 'astro';
import { getAlbums } from '~/lib/data';
import { sitemapEntries, sitemapXml } from '~/lib/seo/sitemap';

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('sitemap.xml needs `site` (SITE_URL) in astro.config.mjs');
  return new Response(sitemapXml(sitemapEntries(site, getAlbums())), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
