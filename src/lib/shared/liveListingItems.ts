/**
 * Zod-free readers of the live API answers only the listings' live refresh reads (videos,
 * circulars, publications, albums), and `readEach`, which reads a list as the API client's list
 * calls do. Built from the field readers of ./liveItems.ts (see there why not with the schemas),
 * apart from it so that the home page, which shares that file, does not download these.
 * tests/unit/listing-live-items.test.ts holds them equal to the schemas.
 *
 * Imported by browser code (lazily, by src/islands/Listing/live.ts): keep it small (no
 * dependencies beyond ./liveItems).
 */
import {
  contentItem,
  idOf,
  Invalid,
  isRecord,
  optionalDate,
  optionalText,
  pathList,
  reader,
  requiredSortDate,
  requiredText,
  safeLiveLink,
  type LiveGalleryItem,
  type Reader,
} from './liveItems';
import type { VideoFields } from '~/schemas/video';

/** An item left out of a list answer, named as the API client's `InvalidItemReport` names it. */
export interface DroppedItem {
  /** Position in the answer's list. */
  index: number;
  /** `_id`/`id`, when the raw item has one. */
  id: string | undefined;
  /** `title`/`name`, when the raw item has one. */
  label: string | undefined;
  /** What was wrong. */
  problems: string[];
}

/**
 * Reads every item of a list as the API client's list calls do: the items `read` accepts, in
 * order, and `onDrop` told of each one it leaves out.
 */
export function readEach<T>(
  list: readonly unknown[],
  read: Reader<T>,
  onDrop: (dropped: DroppedItem) => void,
): T[] {
  const items: T[] = [];
  list.forEach((raw, index) => {
    const checked = read.check(raw);
    if ('item' in checked) {
      items.push(checked.item);
      return;
    }
    const record = isRecord(raw) ? raw : {};
    const id = record._id ?? record.id;
    const label = record.title ?? record.name;
    onDrop({
      index,
      id: typeof id === 'string' || typeof id === 'number' ? String(id) : undefined,
      label: typeof label === 'string' ? label : undefined,
      problems: [checked.problem],
    });
  });
  return items;
}

/** The categories with a publications page (`PUBLICATION_CATEGORIES` of src/schemas). */
const PUBLICATION_CATEGORIES = ['Newsletter', 'AnnualReport', 'Presscorner', 'Circular'] as const;

/** A publication or a circular (`Publication`, `Circular`). */
export interface LivePublication extends LiveGalleryItem {
  category: (typeof PUBLICATION_CATEGORIES)[number];
}

/** A publication as `PublicationSchema` reads it (a title and a publication category), or undefined. */
export const readPublication: Reader<LivePublication> = reader((item) => {
  const read = contentItem(item, true);
  const { category } = read;
  const known = PUBLICATION_CATEGORIES.find((name) => name === category);
  if (!known) throw new Invalid(`category ${JSON.stringify(category)} is not a publication`);
  return { ...read, category: known };
});

/** An item of `/api/circular/all` as `CircularSchema` reads it (a title; category Circular), or undefined. */
export const readCircular: Reader<LivePublication> = reader((item) => ({
  ...contentItem(item, true),
  category: 'Circular',
}));

/** A photo album as `AlbumSchema` gives it (`Album`): an id and a date are certain. */
export interface LiveAlbum extends LiveGalleryItem {
  id: string;
  sortDate: string;
}

/**
 * An album as `AlbumSchema` reads it (an id, a title and a date), or undefined: the answer of
 * `/api/subGallery?id=`, or a gallery-list item already read (the listings read albums so).
 */
export const readAlbum: Reader<LiveAlbum> = reader((item) => {
  const read = contentItem(item, true);
  const { id, sortDate } = read;
  if (!id) throw new Invalid('has no _id');
  if (!sortDate) throw new Invalid('has neither date nor fromDate');
  return { ...read, id, sortDate };
});

/** A video as `VideoSchema` gives it: the schema's own field type (a type import, no zod). */
export type LiveVideo = VideoFields;

/** A video as `VideoSchema` reads it (a title, a date and an http(s) `videoUrl`), or undefined. */
export const readVideo: Reader<LiveVideo> = reader((item) => {
  const read = {
    id: idOf(item),
    title: requiredText(item, 'title'),
    description: optionalText(item, 'description'),
    date: optionalDate(item, 'date'),
    fromDate: optionalDate(item, 'fromDate'),
    attachments: pathList(item, 'attachments'),
  };
  const raw = item.videoUrl;
  if (typeof raw !== 'string') throw new Invalid('videoUrl: not text');
  const sortDate = requiredSortDate(read);
  const videoUrl = safeLiveLink(raw);
  if (!videoUrl || videoUrl.startsWith('/')) {
    throw new Invalid(`videoUrl is not an http(s) URL: ${JSON.stringify(raw)}`);
  }
  return {
    id: read.id,
    title: read.title,
    description: read.description,
    date: read.date,
    fromDate: read.fromDate,
    sortDate,
    videoUrl,
    attachments: read.attachments,
  };
});
