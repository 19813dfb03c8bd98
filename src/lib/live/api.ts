/**
 * The islands' connection to the live API (none when the build has no `PUBLIC_API_BASE_URL`):
 * the calls of src/lib/api/calls.ts with the browser's fetch, the build's API origin, token and
 * site code. A refresh asks for the latest items (`scope: 'recent'`); islands asking for the same
 * list share one request (the gallery list feeds two carousels).
 *
 * Islands load the calls lazily (`import()`, through ./useLive.ts): never before the first paint.
 */
import { list } from '~/lib/api/calls';
import type { Collection, ItemOf } from '~/lib/api/calls';
import { requireLive } from './connection';

export { liveConnection, requireLive } from './connection';

const shared = new Map<Collection, Promise<unknown>>();

/**
 * The latest items of a collection. Without a signal the request is shared with the page's
 * other islands (a failed one is forgotten, so it can be retried); with one it is the caller's
 * own and the signal cancels it.
 */
export function liveList<C extends Collection>(
  collection: C,
  signal?: AbortSignal,
): Promise<ItemOf<C>[]> {
  if (signal) return list(requireLive(), collection, { scope: 'recent', signal });
  let answer = shared.get(collection);
  if (!answer) {
    answer = list(requireLive(), collection, { scope: 'recent' });
    shared.set(collection, answer);
    answer.catch(() => shared.delete(collection));
  }
  return answer as Promise<ItemOf<C>[]>;
}
