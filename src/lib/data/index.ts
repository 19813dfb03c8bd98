/**
 * Data for pages from the committed snapshot: typed, validated, ordered (each accessor says its
 * order), every list a fresh array a page may slice; and the sanitiser for its HTML. See ./README.md. Build-time only: islands receive what they need as props.
 */
import createDOMPurify, { type WindowLike } from 'dompurify';
import { JSDOM } from 'jsdom';
import * as v from 'valibot';
import { COLLECTIONS, type Collection, type ItemOf, type ItemSchema } from '~/lib/api/calls';
import { ACHIEVEMENTS_CATEGORY, ALBUM_CATEGORY } from '~/lib/constants';
import { byNewestFirst, onlyHighlights, sortNewestFirst } from '~/lib/items';
import { safeLink } from '~/lib/links';
import {
  AlbumSchema,
  galleryAs,
  PublicationSchema,
  VisitorSchema,
  type Publication,
  type PublicationCategory,
} from '~/schemas';
import { ManifestSchema, SNAPSHOT_COLLECTIONS, type SnapshotCollection } from '~/lib/data/manifest';

// The committed snapshot as raw JSON, loaded through Vite so `astro build` and vitest see the same
// files. Between the renames of a snapshot commit (or after a crash there) `snapshot/` is absent:
// the first folder with a manifest is one complete snapshot, old or new
// (scripts/lib/snapshotStore.ts).

/** Collection name -> unparsed JSON, plus `manifest`. */
export type RawSnapshot = Partial<Record<SnapshotCollection | 'manifest', unknown>>;

/** Most trusted first; in step with `snapshotLayout()` (a unit test checks it). */
export const SNAPSHOT_FOLDERS = ['snapshot', '.snapshot.ready', '.snapshot.old'] as const;

// Literal patterns, as import.meta.glob needs. Without `exhaustive`, `astro build` (unlike vitest)
// silently skips folders whose names start with a dot.
const files = import.meta.glob<unknown>(
  [
    '../../data/snapshot/*.json',
    '../../data/.snapshot.ready/*.json',
    '../../data/.snapshot.old/*.json',
  ],
  { eager: true, import: 'default', exhaustive: true },
);

/** The first folder with a `manifest.json`, else the first folder. */
export function pickSnapshot(
  globbed: Record<string, unknown>,
  folders: readonly string[] = SNAPSHOT_FOLDERS,
): { folder: string; snapshot: RawSnapshot } {
  const byFolder = new Map<string, RawSnapshot>(folders.map((folder) => [folder, {}]));
  for (const [path, value] of Object.entries(globbed)) {
    const match = /\/([^/]+)\/([^/]+)\.json$/.exec(path);
    const snapshot = match ? byFolder.get(match[1]!) : undefined;
    if (snapshot) snapshot[match![2] as keyof RawSnapshot] = value;
  }
  const folder = folders.find((name) => byFolder.get(name)?.manifest !== undefined) ?? folders[0]!;
  return { folder, snapshot: byFolder.get(folder) ?? {} };
}

const picked = pickSnapshot(files);
if (picked.folder !== SNAPSHOT_FOLDERS[0]) {
  console.warn(
    `src/data/snapshot is missing or incomplete: an interrupted \`npm run snapshot\` left a complete snapshot in ` +
      `src/data/${picked.folder}, which this build uses. The next \`npm run snapshot\` puts it in place.`,
  );
}

export const committedSnapshot: RawSnapshot = picked.snapshot;

/**
 * Validates each file on first use and fails loudly: the snapshot was validated when written, so a
 * failure means a hand edit or a schema change. A missing file is an empty collection.
 */
export function createDataAccess(raw: RawSnapshot) {
  const cache = new Map<string, unknown>();
  const once = <T>(key: string, compute: () => T): T => {
    if (!cache.has(key)) cache.set(key, compute());
    return cache.get(key) as T;
  };

  function list<C extends Collection>(name: C): ItemOf<C>[] {
    const { schema } = COLLECTIONS[name];
    return once(`list:${name}`, () => {
      const value = raw[name];
      if (value === undefined) return [];
      if (!Array.isArray(value)) throw new Error(`snapshot ${name}.json is not a list`);
      return value.map((item: unknown, index) => {
        const parsed = v.safeParse(schema, item);
        if (!parsed.success) {
          const problems = parsed.issues.map((issue) => issue.message).join('; ');
          throw new Error(
            `snapshot ${name}.json item ${index} is invalid (${problems}); run npm run snapshot again`,
          );
        }
        return parsed.output;
      });
    });
  }

  const gallery = () => list('gallery');

  /** Through a stricter schema; items that fail it are left out. */
  function galleryOf<const S extends ItemSchema>(category: string, schema: S): v.InferOutput<S>[] {
    return once(`gallery:${category}`, () => galleryAs(gallery(), category, schema));
  }

  // Lists are newest first unless said otherwise.
  return {
    getNews: () => sortNewestFirst(list('news')),
    getEvents: () => sortNewestFirst(list('events')),
    /** Category Highlight only. */
    getHighlights: () => onlyHighlights(list('highlights')),
    /** Every category, as stored. */
    getGalleryItems: () => [...gallery()],
    /** Category PhotoGallery with an id and a date. */
    getAlbums: () => sortNewestFirst(galleryOf(ALBUM_CATEGORY, AlbumSchema)),
    getAlbum: (id: string) =>
      galleryOf(ALBUM_CATEGORY, AlbumSchema).find((album) => album.id === id),
    /** Award pictures (category Achievements), undated last. */
    getAchievements: () =>
      gallery()
        .filter((item) => item.category === ACHIEVEMENTS_CATEGORY)
        .sort(byNewestFirst),
    /** `Circular` merges in `/api/circular/all`, without duplicates. */
    getPublications(category: PublicationCategory) {
      const fromGallery = galleryOf(category, PublicationSchema);
      if (category !== 'Circular') return sortNewestFirst(fromGallery);
      const seen = new Set<string>();
      const merged: Publication[] = [];
      for (const item of [...fromGallery, ...list('circulars')]) {
        const keys = [
          item.id && `id:${item.id}`,
          `file:${item.title}|${item.attachments[0] ?? ''}`,
        ];
        if (keys.some((key) => key && seen.has(key))) continue;
        for (const key of keys) if (key) seen.add(key);
        merged.push(item);
      }
      return sortNewestFirst(merged);
    },
    getVideos: () => sortNewestFirst(list('videos')),
    /** In the API's order. */
    getTestimonials: () => [...list('testimonials')],
    /** In the API's order, which the popup keeps. */
    getNotifications: () => [...list('notifications')],
    /** Null when the snapshot has none: never a made-up 0. */
    getVisitorCount: () =>
      once('visitor', (): number | null => {
        if (raw.visitor === undefined) return null;
        const parsed = v.safeParse(VisitorSchema, raw.visitor);
        if (!parsed.success) throw new Error('snapshot visitor.json is invalid');
        return parsed.output.visitor;
      }),
    getSnapshotInfo: () =>
      once('info', () => {
        const manifest =
          raw.manifest === undefined ? undefined : v.parse(ManifestSchema, raw.manifest);
        const counts: Partial<Record<SnapshotCollection, number>> = {};
        for (const name of SNAPSHOT_COLLECTIONS) {
          const value = raw[name];
          if (value !== undefined) counts[name] = Array.isArray(value) ? value.length : 1;
        }
        return {
          /** ISO 8601; null for a site built without a manifest. */
          fetchedAt: manifest?.fetchedAt ?? null,
          source: manifest?.source ?? null,
          siteCode: manifest?.siteCode ?? null,
          counts,
        };
      }),
  };
}

/** The committed snapshot's accessors; tests give `createDataAccess` a small snapshot of their own. */
export const {
  getNews,
  getEvents,
  getHighlights,
  getGalleryItems,
  getAlbums,
  getAlbum,
  getAchievements,
  getPublications,
  getVideos,
  getTestimonials,
  getNotifications,
  getVisitorCount,
  getSnapshotInfo,
} = createDataAccess(committedSnapshot);

// The sanitiser for CMS HTML, at build time only: DOMPurify with an allow-list of formatting tags
// and the one link rule. Browsers show live items as plain text, so DOMPurify ships to no page.

/** Everything else is removed, its text kept. */
export const ALLOWED_TAGS =
  'p br strong b em i u s small sub sup ul ol li a blockquote h3 h4 span'.split(' ');
export const ALLOWED_ATTR = ['href', 'title', 'target', 'rel', 'lang'] as const;

export type Sanitizer = (html: string) => string;

/** jsdom's window at build time, any DOM window in tests. */
export function createSanitizer(window: WindowLike): Sanitizer {
  const purify = createDOMPurify(window);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    // A refused link stays as its text.
    const link = safeLink(node.getAttribute('href'));
    if (link) node.setAttribute('href', link.href);
    else node.removeAttribute('href');
    if (link?.external) {
      // Outside links open in a new tab, never with access to this page.
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    } else {
      node.removeAttribute('target');
      node.removeAttribute('rel');
    }
  });
  return (html) =>
    purify.sanitize(html, {
      ALLOWED_TAGS,
      ALLOWED_ATTR: [...ALLOWED_ATTR],
      ALLOW_DATA_ATTR: false,
      ALLOW_ARIA_ATTR: false,
    });
}

let sanitizer: Sanitizer | undefined;

export function sanitizeAtBuild(html: string): string {
  sanitizer ??= createSanitizer(new JSDOM('').window as unknown as WindowLike);
  return sanitizer(html);
}
