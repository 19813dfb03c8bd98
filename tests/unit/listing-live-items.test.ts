/**
 * The zod-free readers the listings' live refresh uses (src/lib/shared/liveItems.ts) must read
 * every item exactly as the schemas of src/schemas do: the demo API's fixtures and a set of
 * awkward values go through both, and the whole normalised item must agree (or both drop it).
 * The pattern of tests/unit/home-live-items.test.ts, for the listings' readers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AlbumSchema } from '~/schemas/album';
import { CircularSchema } from '~/schemas/circular';
import { EventItemSchema } from '~/schemas/event';
import { GalleryItemSchema } from '~/schemas/galleryItem';
import { HighlightSchema } from '~/schemas/highlight';
import { NewsItemSchema } from '~/schemas/newsItem';
import { PublicationSchema } from '~/schemas/publication';
import { VideoSchema } from '~/schemas/video';
import { readEvent, readGalleryItem, readHighlight, readNews } from '~/lib/shared/liveItems';
import {
  readAlbum,
  readCircular,
  readEach,
  readPublication,
  readVideo,
  type DroppedItem,
} from '~/lib/shared/liveListingItems';

const fixture = (name: string): Record<string, unknown>[] =>
  JSON.parse(
    readFileSync(new URL(`../../fixtures/data/${name}.json`, import.meta.url), 'utf8'),
  ) as Record<string, unknown>[];

/** Awkward variants of a base item: each changes one field in a way the API might. */
function variants(base: Record<string, unknown>): unknown[] {
  const changes: Record<string, unknown>[] = [
    {},
    // ids
    { _id: 42 },
    { _id: 0 },
    { _id: null },
    { _id: undefined, id: undefined },
    { _id: '  ', id: 'x-1' },
    { _id: '', id: '' },
    { _id: ' padded-id ' },
    { id: 7 },
    { _id: { $oid: 'abc' } },
    { _id: Number.NaN },
    { _id: Number.POSITIVE_INFINITY },
    // titles
    { title: '' },
    { title: '   ' },
    { title: '   padded   ' },
    { title: '<b>Bold</b> &amp; co' },
    { title: undefined },
    { title: 17 },
    { title: null },
    { title: ['a'] },
    // text
    { description: null },
    { description: '  <p>Hi<script>alert(1)</script></p>  ' },
    { description: 5 },
    { time: 9 },
    { time: null, venue: ' Hall ' },
    { venue: { name: 'x' } },
    // dates
    { date: '2026-11-10' },
    { date: '10/11/2026' },
    { date: '10.11.2026' },
    { date: '2026-11-10 09:30' },
    { date: '2026-11-10T09:30:00+0530' },
    { date: 1_762_732_800_000 },
    { date: 1e15 },
    { date: -1e15 },
    { date: '0001-01-01' },
    { date: '2026-02-31' },
    { date: 'yesterday' },
    { date: '' },
    { date: '   ' },
    { date: null, fromDate: null },
    { date: undefined, fromDate: undefined },
    { date: null, fromDate: '2026-01-05' },
    { date: '', fromDate: '31/12/2025' },
    { date: null, fromDate: 'soon' },
    { date: true },
    { date: ['2026-01-01'] },
    { fromDate: '31/12/2025' },
    // links
    { url: 'javascript:alert(1)' },
    { url: ' JavaScript:alert(1) ' },
    { url: 'data:text/html,<b>x</b>' },
    { url: '//evil.example/x' },
    { url: '/Highlights' },
    { url: '  /News  ' },
    { url: 'https://porf.example.org/News' },
    { url: 'HTTPS://PORF.example.org/a b' },
    { url: 'mailto:someone@example.org' },
    { url: '' },
    { url: 3 },
    { videoUrl: 'javascript:alert(1)' },
    { videoUrl: '/VideoGallery' },
    { videoUrl: '//evil.example/v' },
    { videoUrl: ' https://youtu.be/abc ' },
    { videoUrl: 'http://example.org/v.mp4' },
    { videoUrl: '' },
    { videoUrl: undefined },
    { videoUrl: null },
    { videoUrl: 5 },
    // paths
    { attachments: 'uploads/a.jpg' },
    { attachments: ' uploads/a.pdf ' },
    { attachments: ['uploads/a.jpg', null, '  ', 4, 'uploads/b.pdf'] },
    { attachments: [] },
    { attachments: '' },
    { attachments: null },
    { attachments: { path: 'x' } },
    { attachments: 7 },
    { images: 'uploads/n.jpg', image: ['uploads/m.jpg', 'uploads/n.jpg'] },
    { image: 'uploads/only.jpg' },
    { image: [], images: [] },
    { image: 'uploads/same.jpg', images: 'uploads/same.jpg' },
    { image: 3 },
    // categories
    { category: 'highlight' },
    { category: 'Photo Gallery' },
    { category: 'photo_gallery' },
    { category: 'achievements' },
    { category: 'Annual Report' },
    { category: 'newsletter' },
    { category: 'press-corner' },
    { category: 'PRESS CORNER' },
    { category: 'circular' },
    { category: 'Something else' },
    { category: '' },
    { category: null },
    { category: 7 },
    // flags
    { new: undefined },
    { new: 'true' },
    { new: 'TRUE' },
    { new: true },
    { new: 1 },
  ];
  return [...changes.map((change) => ({ ...base, ...change })), null, 'text', 12, [base]];
}

function schemaRead<T>(schema: {
  safeParse(v: unknown): { success: true; data: T } | { success: false };
}) {
  return (raw: unknown): T | undefined => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };
}

/**
 * Feeds every raw item through the schema and the reader, expecting the same normalised item
 * (every field, `toStrictEqual`) or both dropping it; returns how many were kept.
 */
function expectParity<T>(
  raws: readonly unknown[],
  bySchema: (raw: unknown) => T | undefined,
  byReader: (raw: unknown) => T | undefined,
): number {
  let kept = 0;
  for (const raw of raws) {
    const expected = bySchema(raw);
    expect(byReader(raw), JSON.stringify(raw)).toStrictEqual(expected);
    if (expected !== undefined) kept += 1;
  }
  // The comparison means something only if both kept and dropped items were seen.
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThan(raws.length);
  return kept;
}

const every = (...names: string[]) =>
  names.flatMap((name) => fixture(name)).flatMap((raw) => variants(raw));

describe('the listings’ live readers agree with the schemas', () => {
  it('on news (NewsItemSchema)', () => {
    expectParity(every('news'), schemaRead(NewsItemSchema), readNews);
  });

  it('on events (EventItemSchema)', () => {
    expectParity(every('events'), schemaRead(EventItemSchema), readEvent);
  });

  it('on highlights (HighlightSchema)', () => {
    expectParity(every('highlights'), schemaRead(HighlightSchema), readHighlight);
  });

  it('on gallery-list items (GalleryItemSchema)', () => {
    expectParity(every('gallery', 'circulars'), schemaRead(GalleryItemSchema), readGalleryItem);
  });

  it('on videos (VideoSchema), also with the items of other lists', () => {
    expectParity(every('videos'), schemaRead(VideoSchema), readVideo);
    // Without a videoUrl nothing else is a video.
    expect(fixture('news').filter((raw) => readVideo(raw) !== undefined)).toEqual([]);
  });

  it('on circulars (CircularSchema)', () => {
    expectParity(every('circulars', 'gallery'), schemaRead(CircularSchema), readCircular);
  });

  it('on publications (PublicationSchema), from raw items', () => {
    expectParity(every('gallery', 'circulars'), schemaRead(PublicationSchema), readPublication);
  });

  it('on albums (AlbumSchema), as /api/subGallery answers them', () => {
    expectParity(every('gallery'), schemaRead(AlbumSchema), readAlbum);
  });

  it('on albums and publications read from gallery items, as the listings read them', () => {
    // The loaders read the gallery list first, then read its items again as albums or
    // publications (as the build reads the snapshot's normalised items with the schemas).
    const raws = every('gallery', 'circulars');
    const galleryBySchema = raws.map(schemaRead(GalleryItemSchema));
    const galleryByReader = raws.map(readGalleryItem);
    const albums = expectParity(
      raws.map((_, i) => i),
      (i) => {
        const item = galleryBySchema[i as number];
        return item && schemaRead(AlbumSchema)(item);
      },
      (i) => {
        const item = galleryByReader[i as number];
        return item && readAlbum(item);
      },
    );
    const publications = expectParity(
      raws.map((_, i) => i),
      (i) => {
        const item = galleryBySchema[i as number];
        return item && schemaRead(PublicationSchema)(item);
      },
      (i) => {
        const item = galleryByReader[i as number];
        return item && readPublication(item);
      },
    );
    expect(albums).toBeGreaterThan(100);
    expect(publications).toBeGreaterThan(100);
  });
});

describe('readEach', () => {
  it('keeps what the reader accepts, in order, and names each item left out as the client does', () => {
    const dropped: DroppedItem[] = [];
    const items = readEach(
      [
        { _id: 'a', title: 'A', date: '2026-01-01' },
        { _id: 42, title: 'No date' },
        null,
        { id: 'c', title: '', date: '2026-01-02' },
        { title: 'B', fromDate: '2026-01-03' },
        { name: 'Named', title: 5, date: '2026-01-01' },
      ],
      readNews,
      (drop) => dropped.push(drop),
    );
    expect(items.map((item) => item.title)).toEqual(['A', 'B']);
    expect(dropped.map(({ index, id, label }) => ({ index, id, label }))).toEqual([
      { index: 1, id: '42', label: 'No date' },
      { index: 2, id: undefined, label: undefined },
      { index: 3, id: 'c', label: '' },
      { index: 5, id: undefined, label: undefined },
    ]);
    expect(dropped[0]!.problems).toEqual(['has neither date nor fromDate']);
    expect(dropped[2]!.problems[0]).toMatch(/^title:/);
  });
});
