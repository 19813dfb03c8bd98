/**
 * The visitor counter's two calls (SPEC section 4), loaded by the counter once the page is idle:
 * apart from ./api.ts so that pages without the counter never load the visitor schema.
 */
import { endpoints } from '~/lib/api/endpoints';
import { SITE_CODE } from '~/lib/env';
import { visitorCountOf } from '~/schemas/visitor';
import { getLiveData } from '~/lib/live/api';

export { registerVisit } from '~/lib/live/api';

/** The visit count so far; throws when the answer holds none. */
export async function liveVisitorCount(): Promise<number> {
  const count = visitorCountOf(await getLiveData(endpoints.visitorCount(SITE_CODE)));
  if (count === undefined) throw new Error('the visitor answer holds no count');
  return count;
}
