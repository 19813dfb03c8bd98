/**
 * What `npm run snapshot` fetches: one entry per snapshot collection, with the API call that
 * answers it, the schema that reads its file back, and the image paths its pre-rendered pages show.
 * The `all` endpoints are used, never the short "recent" ones.
 */
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

/** How one collection is fetched, checked and stored. */
export interface CollectionSpec {
  name: SnapshotCollection;
  /** API path, for messages and the manifest. */
  path: (site: string) => string;
  /** Fetches and validates it (bad items are reported through the connection's `onInvalid`). */
  fetch: (connection: Connection) => Promise<unknown[] | { visitor: number }>;
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

/** Picture paths worth caching: the API's own (another site's picture is not ours to keep). */
const pictures = (paths: string[]) =>
  paths.filter((path) => isPicturePath(path) && !/^https?:\/\//i.test(path));

/** What the snapshot needs to know of each list collection beside its call and schema. */
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
    // Highlights are text with links; their attachments are documents, not pictures on a page.
    images: () => [],
  },
  gallery: {
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

/** Every snapshot collection, in the order they are reported. */
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
