/**
 * What `npm run snapshot` fetches: one entry per snapshot collection, with the API call that
 * answers it, the schema that reads its file back, and the image paths its pre-rendered pages show.
 * The `all` endpoints are used, never the short "recent" ones.
 */
import type { ApiClient } from '../../src/lib/api/client';
import type { ItemSchema } from '../../src/lib/api/read';
import { endpoints } from '../../src/lib/api/endpoints';
import { CircularSchema } from '../../src/schemas/circular';
import { EventItemSchema } from '../../src/schemas/event';
import { GalleryItemSchema, type GalleryItem } from '../../src/schemas/galleryItem';
import { HighlightSchema } from '../../src/schemas/highlight';
import type { SnapshotCollection } from '../../src/schemas/manifest';
import { NewsItemSchema, type NewsItem } from '../../src/schemas/newsItem';
import { NotificationSchema, type Notification } from '../../src/schemas/notification';
import { isPublicationCategory } from '../../src/schemas/publication';
import { TestimonialSchema, type Testimonial } from '../../src/schemas/testimonial';
import { VideoSchema, type Video } from '../../src/schemas/video';
import { VisitorSchema } from '../../src/schemas/visitor';
import type { EventItem } from '../../src/schemas/event';

/** How one collection is fetched, checked and stored. */
export interface CollectionSpec {
  name: SnapshotCollection;
  /** API path, for messages and the manifest. */
  path: (site: string) => string;
  /** Fetches and validates it (bad items are reported through the client's `onInvalid`). */
  fetch: (client: ApiClient) => Promise<unknown[] | { visitor: number }>;
  /** Reads a stored file back (the schemas parse their own output). */
  schema: ItemSchema;
  /** True when the file holds one object (`visitor.json`) instead of a list. */
  single?: boolean;
  /**
   * Whether the shrink guard applies. Notifications are short-lived pop-ups: going from two to none
   * is normal, so refusing it would block every nightly snapshot until someone forced it.
   */
  shrinkGuard: boolean;
  /** Image paths of these items that pre-rendered pages show (cached for the build). */
  images: (items: never[]) => string[];
  /** Document paths the site keeps a copy of (View Report links, notification files). */
  documents?: (items: never[]) => string[];
  /**
   * A collection whose failure keeps its previous file instead of failing the snapshot (the
   * visitor count: cosmetic, it must never hold back the news). Reported as a warning.
   */
  keepOnFailure?: boolean;
}

/** A stored file path worth keeping a copy of: the API's own paths, never another site's URL. */
const ownFile = (path: string | undefined): path is string =>
  path !== undefined && path.trim() !== '' && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path.trim());

/** Picture paths worth caching: raster extensions, or no extension at all (sharp decides). */
export function isCacheablePicturePath(path: string): boolean {
  const extension = /\.([a-z0-9]+)$/i.exec(path.split('?')[0]!)?.[1]?.toLowerCase();
  if (/^https?:\/\//i.test(path)) return false;
  return (
    extension === undefined || ['jpg', 'jpeg', 'png', 'webp', 'avif', 'gif'].includes(extension)
  );
}

const pictures = (paths: string[]) => paths.filter(isCacheablePicturePath);

/** Every snapshot collection, in the order they are reported. */
export const COLLECTION_SPECS: readonly CollectionSpec[] = [
  {
    name: 'news',
    path: endpoints.allNews,
    fetch: (client) => client.allNews(),
    schema: NewsItemSchema,
    shrinkGuard: true,
    images: (items: NewsItem[]) => items.flatMap((item) => pictures(item.images)),
  },
  {
    name: 'events',
    path: endpoints.allEvents,
    fetch: (client) => client.allEvents(),
    schema: EventItemSchema,
    shrinkGuard: true,
    images: (items: EventItem[]) => items.flatMap((item) => pictures(item.images)),
  },
  {
    name: 'highlights',
    path: endpoints.allHighlights,
    fetch: (client) => client.allHighlights(),
    schema: HighlightSchema,
    shrinkGuard: true,
    // Highlights are text with links; their attachments are documents, not pictures on a page.
    images: () => [],
  },
  {
    name: 'gallery',
    path: endpoints.allGallery,
    fetch: (client) => client.allGallery(),
    schema: GalleryItemSchema,
    shrinkGuard: true,
    // Album photos (all of them: SubGallery pages show every one), award pictures, any cover
    // image. Publications' attachments are PDFs and fall out of the picture filter.
    images: (items: GalleryItem[]) =>
      items.flatMap((item) => pictures([...item.attachments, ...item.images])),
    // A publication's View Report link is its first file.
    documents: (items: GalleryItem[]) =>
      items
        .filter((item) => isPublicationCategory(item.category))
        .map((item) => item.attachments[0])
        .filter(ownFile),
  },
  {
    name: 'circulars',
    path: endpoints.circulars,
    fetch: (client) => client.circulars(),
    schema: CircularSchema,
    shrinkGuard: true,
    images: () => [],
    documents: (items: { attachments: string[] }[]) =>
      items.map((item) => item.attachments[0]).filter(ownFile),
  },
  {
    name: 'videos',
    path: endpoints.videos,
    fetch: (client) => client.videos(),
    schema: VideoSchema,
    shrinkGuard: true,
    images: (items: Video[]) => items.flatMap((item) => pictures(item.attachments.slice(0, 1))),
  },
  {
    name: 'testimonials',
    path: endpoints.testimonials,
    fetch: (client) => client.testimonials(),
    schema: TestimonialSchema,
    shrinkGuard: true,
    images: (items: Testimonial[]) =>
      items.flatMap((item) => pictures(item.attachments.slice(0, 1))),
  },
  {
    name: 'notifications',
    path: endpoints.notifications,
    fetch: (client) => client.notifications(),
    schema: NotificationSchema,
    shrinkGuard: false,
    images: (items: Notification[]) => items.flatMap((item) => pictures(item.image.slice(0, 1))),
    documents: (items: Notification[]) => items.flatMap((item) => item.attachments.filter(ownFile)),
  },
  {
    name: 'visitor',
    path: endpoints.visitorCount,
    fetch: async (client) => ({ visitor: await client.visitorCount() }),
    schema: VisitorSchema,
    single: true,
    shrinkGuard: false,
    keepOnFailure: true,
    images: () => [],
  },
];
