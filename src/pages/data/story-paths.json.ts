/** `/data/story-paths.json`: every story's English address, where the 404 page and `/Story` find an id. */
import type { APIRoute } from 'astro';
import { allStoryPaths } from '~/features/stories/build';

export const GET: APIRoute = async () =>
  new Response(JSON.stringify((await allStoryPaths()).map((story) => story.path)), {
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
