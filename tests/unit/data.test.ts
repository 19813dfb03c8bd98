/**
 * Data access over a snapshot: ordering, category filtering, album lookup, publications with the
 * circular merge, and loud failure on a broken snapshot. Uses tests/fixtures/snapshot (small,
 * hand-made); of the committed snapshot only what holds for any valid one (it is the demo's until
 * the real API replaces it).
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createDataAccess } from '~/lib/data';
import { readSnapshotFolder } from '../../scripts/lib/snapshotStore';
import * as committed from '~/lib/data';
import { latestHighlights } from '~/lib/items';
import { yearsOf } from '~/features/listing/Listing';

const fixture = readSnapshotFolder(
  fileURLToPath(new URL('../fixtures/snapshot/', import.meta.url)),
);
const data = createDataAccess(fixture);
const ids = (items: { id?: string | undefined }[]) => items.map((item) => item.id);

describe('createDataAccess over the test snapshot', () => {
  it('orders news and events newest first, fromDate standing in for a missing date', () => {
    expect(ids(data.getNews())).toEqual(['n2', 'n1', 'n3']);
    expect(ids(data.getEvents())).toEqual(['e2', 'e1']);
    expect(ids(data.getVideos())).toEqual(['v2', 'v1']);
  });

  it('returns a fresh array each time, so a page can sort or slice it', () => {
    const first = data.getNews();
    first.reverse();
    expect(ids(data.getNews())).toEqual(['n2', 'n1', 'n3']);
  });

  it('keeps only category Highlight, newest first', () => {
    expect(ids(data.getHighlights())).toEqual(['h3', 'h1']);
  });

  it('gives albums with an id, newest first, and finds one by id', () => {
    expect(ids(data.getAlbums())).toEqual(['a2', 'a1']);
    expect(data.getAlbum('a1')?.attachments).toEqual(['uploads/a1/01.jpg', 'uploads/a1/02.jpg']);
    expect(data.getAlbum('nope')).toBeUndefined();
  });

  it('gives achievements newest first, undated last', () => {
    expect(ids(data.getAchievements())).toEqual(['aw2', 'aw1']);
  });

  it('gives publications of one category, newest first, leaving out untitled ones', () => {
    expect(ids(data.getPublications('Newsletter'))).toEqual(['p2', 'p1']);
    expect(data.getPublications('AnnualReport')).toEqual([]);
  });

  it('merges circulars from both sources without duplicates (same id, or same title and file)', () => {
    const circulars = data.getPublications('Circular');
    expect(ids(circulars)).toEqual(['c3', 'c2', 'c1']);
    expect(circulars.every((c) => c.category === 'Circular')).toBe(true);
  });

  it('keeps testimonials and notifications in API order', () => {
    expect(ids(data.getTestimonials())).toEqual(['t2', 't1']);
    expect(data.getNotifications()).toEqual([]);
  });

  it('reports no visitor count rather than zero when the snapshot has none', () => {
    expect(data.getVisitorCount()).toBeNull();
    expect(createDataAccess({ visitor: { visitor: 48213 } }).getVisitorCount()).toBe(48213);
  });

  it('describes the snapshot', () => {
    expect(data.getSnapshotInfo()).toMatchObject({
      fetchedAt: '2026-11-21T20:00:00.000Z',
      source: 'http://127.0.0.1:8787',
      counts: { news: 3, gallery: 10, notifications: 0 },
    });
    expect(createDataAccess({}).getSnapshotInfo()).toEqual({
      fetchedAt: null,
      source: null,
      siteCode: null,
      counts: {},
    });
  });

  it('treats a missing file as an empty collection', () => {
    expect(createDataAccess({}).getNews()).toEqual([]);
  });

  it('fails loudly on a broken snapshot file, naming it', () => {
    const broken = createDataAccess({ news: [{ title: 'no date' }] });
    expect(() => broken.getNews()).toThrow(/news\.json item 0 is invalid/);
    expect(() => createDataAccess({ events: { data: [] } }).getEvents()).toThrow(
      /events\.json is not a list/,
    );
  });
});

describe('the committed snapshot', () => {
  const info = committed.getSnapshotInfo();

  it('loads, and its counts match the manifest', () => {
    const manifest = JSON.parse(
      readFileSync(new URL('../../src/data/snapshot/manifest.json', import.meta.url), 'utf8'),
    ) as { collections: Record<string, { count: number }> };
    for (const [name, entry] of Object.entries(manifest.collections)) {
      expect(info.counts[name as keyof typeof info.counts], name).toBe(entry.count);
    }
  });

  // Whatever the snapshot holds (the demo's now, the foundation's after the first real night):
  // every collection reads back, and the derived views agree with the lists they come from.
  it('reads back whole: lists the manifest counts, views consistent with them', () => {
    const news = committed.getNews();
    const years = yearsOf(news);
    expect(years).toEqual([...new Set(years)].sort((a, b) => b - a));
    expect(years.length > 0).toBe(news.length > 0);
    const highlights = committed.getHighlights();
    expect(latestHighlights(highlights).length).toBe(Math.min(10, highlights.length));
    const count = committed.getVisitorCount();
    if (count !== null) expect(Number.isSafeInteger(count) && count >= 0).toBe(true);
  });
});
