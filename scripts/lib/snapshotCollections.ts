/** What `npm run snapshot` fetches, from the `all` endpoints (never the short "recent" ones). */
import { list, visitorCount, type Connection } from '../../src/lib/api/calls';
import { COLLECTIONS, listPath, type Collection } from '../../src/lib/api/calls';
import type { ItemSchema } from '../../src/lib/api/calls';
import { endpoints } from '../../src/lib/api/calls';
import { isPicturePath } from '../../src/lib/items';
import type { SnapshotCollection } from '../../src/lib/data/manifest';
import type { EventItem } from '../../src/schemas/event';
import type { GalleryItem } from '../../src/schemas/galleryItem';
import type { NewsItem } from '../../src/schemas/newsItem';
import type { Notification } from '../../src/schemas/notification';
import { isPublicationCategory } from '../../src/schemas/publication';
import type { Testimonial } from '../../src/schemas/testimonial';
import type { Video } from '../../src/schemas/video';
import { VisitorSchema } from '../../src/schemas/visitor';

export interface CollectionSpec {
  name: SnapshotCollection;
  path: (site: string) => string;
  /** Bad items are reported through the connection's `onInvalid`. */
  fetch: (connection: Connection) => Promise<unknown[] | { visitor: number }>;
  schema: ItemSchema;
  /** One object (`visitor.json`), not a list. */
  single?: boolean;
  /** Off for notifications: short-lived pop-ups legitimately drop to none. */
  shrinkGuard: boolean;
  /** Pictures pre-rendered pages show (cached for the build). */
  images: (items: never[]) => string[];
  /** Documents the site keeps a copy of (View Report links, notification files). */
  documents?: (items: never[]) => string[];
  /** A failure keeps the previous file, with a warning: the visitor count never holds back news. */
  keepOnFailure?: boolean;
}

/** The API's own paths only, never another site's URL. */
const ownFile = (path: string | undefined): path is string =>
  path !== undefined && path.trim() !== '' && !/^[a-z][a-z0-9+.-]*:|^\/\//i.test(path.trim());

const pictures = (paths: string[]) =>
  paths.filter((path) => isPicturePath(path) && !/^https?:\/\//i.test(path));

const LIST_SPECS: {
  [C in Collection]: Omit<CollectionSpec, 'name' | 'path' | 'fetch' | 'schema'>;
} = {
  news: {
    shrinkGuard: true,
    images: (items: NewsItem[]) => items.flatMap((item) => pictures(item.images)),
  },
  events: {
    shrinkGuard: true,
    images: (items: EventItem[]) => items.flatMap((item) => pictures(item.images)),
  },
  highlights: {
    shrinkGuard: true,
    images: () => [],
  },
  gallery: {
    shrinkGuard: true,
    // Every album photo (SubGallery pages show them all); publications' PDFs fall out.
    images: (items: GalleryItem[]) =>
      items.flatMap((item) => pictures([...item.attachments, ...item.images])),
    // A publication's View Report link is its first file.
    documents: (items: GalleryItem[]) =>
      items
        .filter((item) => isPublicationCategory(item.category))
        .map((item) => item.attachments[0])
        .filter(ownFile),
  },
  circulars: {
    shrinkGuard: true,
    images: () => [],
    documents: (items: { attachments: string[] }[]) =>
      items.map((item) => item.attachments[0]).filter(ownFile),
  },
  videos: {
    shrinkGuard: true,
    images: (items: Video[]) => items.flatMap((item) => pictures(item.attachments.slice(0, 1))),
  },
  testimonials: {
    shrinkGuard: true,
    images: (items: Testimonial[]) =>
      items.flatMap((item) => pictures(item.attachments.slice(0, 1))),
  },
  notifications: {
    shrinkGuard: false,
    images: (items: Notification[]) => items.flatMap((item) => pictures(item.image.slice(0, 1))),
    documents: (items: Notification[]) => items.flatMap((item) => item.attachments.filter(ownFile)),
  },
};

export const COLLECTION_SPECS: readonly CollectionSpec[] = [
  ...(Object.keys(LIST_SPECS) as Collection[]).map((name) => ({
    name,
    path: (site: string) => listPath(name, site),
    fetch: (connection: Connection) => list(connection, name),
    schema: COLLECTIONS[name].schema,
    ...LIST_SPECS[name],
  })),
  {
    name: 'visitor',
    path: endpoints.visitorCount,
    fetch: async (connection) => ({ visitor: await visitorCount(connection) }),
    schema: VisitorSchema,
    single: true,
    shrinkGuard: false,
    keepOnFailure: true,
    images: () => [],
  },
];
