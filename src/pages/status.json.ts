/** `/status.json` for uptime monitors (src/lib/data/status.ts); `_headers` serves it uncached. */
import type { APIRoute } from 'astro';
import { getSnapshotInfo } from '~/lib/data';
import { commitOf, siteStatus } from '~/lib/data/status';

export const GET: APIRoute = () => {
  const { fetchedAt, counts } = getSnapshotInfo();
  const status = siteStatus({
    fetchedAt,
    counts,
    env: process.env,
    now: new Date(),
    commit: commitOf(process.env),
  });
  return new Response(`${JSON.stringify(status, null, 2)}\n`, {
    headers: { 'Content-Type': 'application/json' },
  });
};
