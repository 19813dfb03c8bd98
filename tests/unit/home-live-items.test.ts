/**
 * The zod-free readers the home page's islands use for live answers (src/lib/shared/liveItems.ts)
 * must read every item exactly as the schemas of src/schemas do: the demo API's fixtures and a
 * set of awkward values go through both, and the fields the islands use must agree.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EventItemSchema } from '~/schemas/event';
import { GalleryItemSchema } from '~/schemas/galleryItem';
import { HighlightSchema } from '~/schemas/highlight';
import { NewsItemSchema } from '~/schemas/newsItem';
import { NotificationSchema } from '~/schemas/notification';
import { TestimonialSchema } from '~/schemas/testimonial';
import { VisitorSchema } from '~/schemas/visitor';
import { parseApiDate } from '~/schemas/fields';
import {
  mergeFresh,
  parseLiveDate,
  readGalleryItem,
  readHighlight,
  readList,
  readNewsOrEvent,
  readNotification,
  readTestimonial,
  readVisitorCount,
} from '~/lib/shared/liveItems';

const fixture = (name: string): unknown[] =>
  JSON.parse(
    readFileSync(new URL(`../../fixtures/data/${name}.json`, import.meta.url), 'utf8'),
  ) as unknown[];

/** Awkward variants of a base item: each changes one field in a way the API might. */
function variants(base: Record<string, unknown>): unknown[] {
  const changes: Record<string, unknown>[] = [
    {},
    { _id: 42 },
    { _id: null },
    { _id: '  ', id: 'x-1' },
    { _id: { $oid: 'abc' } },
    { title: '' },
    { title: '   padded   ' },
    { title: 17 },
    { title: null },
    { name: '' },
    { name: 12 },
    { description: null },
    { description: 5 },
    { desc: ['a'] },
    { date: '2026-11-10' },
    { date: '10/11/2026' },
    { date: '10.11.2026' },
    { date: '2026-11-10 09:30' },
    { date: '2026-11-10T09:30:00+0530' },
    { date: 1_762_732_800_000 },
    { date: '2026-02-31' },
    { date: 'yesterday' },
    { date: '' },
    { date: null, fromDate: null },
    { date: null, fromDate: '2026-01-05' },
    { date: true },
    { fromDate: '31/12/2025' },
    { url: 'javascript:alert(1)' },
    { url: '//evil.example/x' },
    { url: '/Highlights' },
    { url: 'https://porf.example.org/News' },
    { url: '' },
    { url: 3 },
    { attachments: 'uploads/a.jpg' },
    { attachments: ['uploads/a.jpg', null, '  ', 4, 'uploads/b.pdf'] },
    { attachments: { path: 'x' } },
    { images: 'uploads/n.jpg', image: ['uploads/m.jpg', 'uploads/n.jpg'] },
    { image: 'uploads/only.jpg' },
    { category: 'highlight' },
    { category: 'Photo Gallery' },
    { category: 'achievements' },
    { category: 7 },
    { new: undefined },
    { new: 'true' },
    { new: true },
    { new: 1 },
    { venue: ' Hall ', time: '9 AM' },
    { time: 9 },
    { visitor: 3 },
  ];
  return [...changes.map((change) => ({ ...base, ...change })), null, 'text', [base]];
}

function pick<T extends object, K extends keyof T>(value: T | undefined, keys: K[]) {
  if (value === undefined) return undefined;
  return Object.fromEntries(keys.map((key) => [key, value[key]]));
}

function schemaRead<T>(schema: { safeParse(v: unknown): { success: boolean; data?: T } }) {
  return (raw: unknown): T | undefined => {
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : undefined;
  };
}

describe('live readers agree with the schemas', () => {
  it('on highlights', () => {
    const items = fixture('highlights').flatMap((raw) => variants(raw as Record<string, unknown>));
    const keys = ['id', 'category', 'title', 'fromDate', 'sortDate', 'url', 'new'] as const;
    let kept = 0;
    for (const raw of items) {
      const expected = pick(schemaRead(HighlightSchema)(raw), [...keys]);
      expect(pick(readHighlight(raw), [...keys]), JSON.stringify(raw)).toEqual(expected);
      if (expected) kept += 1;
    }
    // The comparison means something only if both kept and dropped items were seen.
    expect(kept).toBeGreaterThan(100);
    expect(kept).toBeLessThan(items.length);
  });

  it('on notifications', () => {
    const items = fixture('notifications').flatMap((raw) =>
      variants(raw as Record<string, unknown>),
    );
    items.push({ title: '', desc: '', image: [] }, { image: 'poster.jpg' }, { desc: 'Only text' });
    for (const raw of items) {
      expect(readNotification(raw), JSON.stringify(raw)).toEqual(
        schemaRead(NotificationSchema)(raw),
      );
    }
  });

  it('on news and events', () => {
    const keys = ['id', 'title', 'sortDate', 'images', 'attachments'] as const;
    for (const raw of fixture('news').flatMap((r) => variants(r as Record<string, unknown>))) {
      expect(pick(readNewsOrEvent(raw, 'news'), [...keys]), JSON.stringify(raw)).toEqual(
        pick(schemaRead(NewsItemSchema)(raw), [...keys]),
      );
    }
    for (const raw of fixture('events').flatMap((r) => variants(r as Record<string, unknown>))) {
      expect(pick(readNewsOrEvent(raw, 'event'), [...keys, 'venue']), JSON.stringify(raw)).toEqual(
        pick(schemaRead(EventItemSchema)(raw), [...keys, 'venue']),
      );
    }
  });

  it('on gallery items', () => {
    const keys = ['id', 'category', 'title', 'sortDate', 'attachments', 'images'] as const;
    for (const raw of fixture('gallery').flatMap((r) => variants(r as Record<string, unknown>))) {
      expect(pick(readGalleryItem(raw), [...keys]), JSON.stringify(raw)).toEqual(
        pick(schemaRead(GalleryItemSchema)(raw), [...keys]),
      );
    }
  });

  it('on testimonials', () => {
    for (const raw of fixture('testimonials').flatMap((r) =>
      variants(r as Record<string, unknown>),
    )) {
      expect(readTestimonial(raw), JSON.stringify(raw)).toEqual(schemaRead(TestimonialSchema)(raw));
    }
  });

  it('on visitor counts, never inventing a 0', () => {
    const answers: unknown[] = [
      [{ visitor: 48213 }],
      { visitor: 7 },
      [{ visitor: '1200' }],
      [{ visitor: ' 55 ' }],
      [{ visitor: 0 }],
      [{ visitor: -1 }],
      [{ visitor: 1.5 }],
      [{ visitor: null }],
      [{ visitor: '' }],
      [{ visitor: 'many' }],
      [{}],
      [],
      null,
      'x',
    ];
    for (const data of answers) {
      const first = Array.isArray(data) ? data[0] : data;
      const parsed = VisitorSchema.safeParse(first);
      expect(readVisitorCount(data), JSON.stringify(data)).toBe(
        parsed.success ? parsed.data.visitor : undefined,
      );
    }
    expect(readVisitorCount([{ visitor: null }])).toBeUndefined();
    expect(readVisitorCount([{ visitor: 0 }])).toBe(0);
  });

  it('parses dates like parseApiDate', () => {
    const values: (string | number)[] = [
      '2026-11-10',
      '2026-11-10T09:30:00.000Z',
      '2026-11-10T09:30',
      '2026-11-10 09:30:15',
      '2026-11-10T09:30:00-0200',
      '7/6/2016',
      '07-06-2016',
      '29/02/2024',
      '29/02/2025',
      '2025-13-01',
      '  2026-01-01  ',
      'Nov 10 2026',
      1_465_257_600_000,
      Number.NaN,
    ];
    for (const value of values) {
      expect(parseLiveDate(value)?.toISOString(), String(value)).toBe(
        parseApiDate(value)?.toISOString(),
      );
    }
  });
});

describe('readList and mergeFresh', () => {
  it('drops what the reader rejects and reads only lists', () => {
    expect(readList([{ name: 'A' }, { name: '' }, 3], readTestimonial).map((t) => t.name)).toEqual([
      'A',
    ]);
    expect(readList({ data: [] }, readTestimonial)).toEqual([]);
  });

  it('puts fresh items first and keeps snapshot items the fresh list lacks', () => {
    const merged = mergeFresh(
      [
        { k: 'b', v: 'new' },
        { k: 'c', v: 'new' },
      ],
      [
        { k: 'a', v: 'old' },
        { k: 'b', v: 'old' },
      ],
      (item) => item.k,
    );
    expect(merged).toEqual([
      { k: 'b', v: 'new' },
      { k: 'c', v: 'new' },
      { k: 'a', v: 'old' },
    ]);
  });
});
