import type { APIRoute } from 'astro';
import { robotsTxt } from '~/lib/seo/sitemap';

export const GET: APIRoute = ({ site }) => {
  if (!site) throw new Error('robots.txt needs `site` (SITE_URL) in astro.config.mjs');
  return new Response(robotsTxt(site), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
};
