/**
 * The API's collections (SPEC.md section 7), once: the path of the call that answers every item
 * (what the snapshot stores), of the short one that answers only the latest (what the islands
 * refresh from, where the API has one; the demo API answers the latest `RECENT_LIMIT`), and the
 * schema of one item. The snapshot writes each to `src/data/snapshot/<name>.json`, which the build
 * reads back with the same schema (src/lib/data/access.ts).
 *
 * Imported by browser code (the live refresh): paths, schemas and names only.
 */
import type * as v from 'valibot';
import { CircularSchema } from '~/schemas/circular';
import { EventItemSchema } from '~/schemas/event';
import { GalleryItemSchema } from '~/schemas/galleryItem';
import { HighlightSchema } from '~/schemas/highlight';
import { NewsItemSchema } from '~/schemas/newsItem';
import { NotificationSchema } from '~/schemas/notification';
import { TestimonialSchema } from '~/schemas/testimonial';
import { VideoSchema } from '~/schemas/video';
import type { ItemSchema } from './read';

/** How many items the demo API's short endpoints answer. */
export const RECENT_LIMIT = 20;

/** Each list collection: `/api/{all}/{site}`, `/api/{recent}/{site}`, the item schema. */
export const COLLECTIONS = {
  news: { all: 'news/all', recent: 'news', schema: NewsItemSchema },
  events: { all: 'events/All', recent: 'events', schema: EventItemSchema },
  highlights: { all: 'highlight/all', recent: 'highlight', schema: HighlightSchema },
  gallery: { all: 'gallery/All', recent: 'gallery', schema: GalleryItemSchema },
  circulars: { all: 'circular/all', schema: CircularSchema },
  videos: { all: 'video/All', schema: VideoSchema },
  testimonials: { all: 'testimonials', schema: TestimonialSchema },
  notifications: { all: 'notification', schema: NotificationSchema },
} as const satisfies Record<string, { all: string; recent?: string; schema: ItemSchema }>;

/** One of `COLLECTIONS`. */
export type Collection = keyof typeof COLLECTIONS;

/** An item of `C`, as its schema reads it. */
export type ItemOf<C extends Collection> = v.InferOutput<(typeof COLLECTIONS)[C]['schema']>;

/** Which call of a collection: every item, or the latest (where the API has a short call). */
export type Scope = 'all' | 'recent';

/** The path of a collection's list call, the API's own mix of `all` and `All` kept. */
export function listPath(collection: Collection, site: string, scope: Scope = 'all'): string {
  const entry: { all: string; recent?: string } = COLLECTIONS[collection];
  return `/api/${(scope === 'recent' && entry.recent) || entry.all}/${encodeURIComponent(site)}`;
}
