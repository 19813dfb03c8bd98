/**
 * Schemas against valid and invalid samples: the loose shapes the API sends are normalised, the
 * things that matter (a title, a real date, a safe link) are enforced, and every normalised item
 * parses to itself (the snapshot is read back with the same schemas).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import type { ItemSchema } from '~/lib/api/calls';
import {
  AlbumSchema,
  CircularSchema,
  EventItemSchema,
  GalleryItemSchema,
  HighlightSchema,
  NewsItemSchema,
  NotificationSchema,
  PublicationSchema,
  TestimonialSchema,
  VideoSchema,
  VisitorSchema,
  parseApiDate,
  safeLink,
  visitorCountOf,
} from '~/schemas';
import { ManifestSchema } from '~/lib/data/manifest';

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(new URL(`../../demo/fixtures/data/${name}.json`, import.meta.url), 'utf8'),
  ) as unknown[];

const issues = (schema: ItemSchema, value: unknown) => {
  const result = v.safeParse(schema, value);
  return result.success ? [] : result.issues.map((issue) => issue.message);
};

describe('dates', () => {
  it('reads a plain day as that day in India, whatever the machine time zone', () => {
    expect(parseApiDate('2026-11-10')?.toISOString()).toBe('2026-11-09T18:30:00.000Z');
  });
  it('keeps an ISO date-time with an offset as the same instant', () => {
    expect(parseApiDate('2026-11-10T00:00:00.000Z')?.toISOString()).toBe(
      '2026-11-10T00:00:00.000Z',
    );
    expect(parseApiDate('2026-11-10T10:00:00+05:30')?.toISOString()).toBe(
      '2026-11-10T04:30:00.000Z',
    );
  });
  it('reads a date-time without an offset as India time', () => {
    expect(parseApiDate('2026-11-10 09:30')?.toISOString()).toBe('2026-11-10T04:00:00.000Z');
  });
  it('reads en-GB day-first dates and epoch milliseconds', () => {
    expect(parseApiDate('07/06/2016')?.toISOString()).toBe('2016-06-06T18:30:00.000Z');
    expect(parseApiDate(Date.UTC(2016, 5, 7))?.toISOString()).toBe('2016-06-07T00:00:00.000Z');
  });
  it('refuses text that is not a date, and days that do not exist', () => {
    for (const bad of ['TBD', 'yesterday', '2026-02-31', '31/02/2026', '2026-13-01', '']) {
      expect(parseApiDate(bad), bad).toBeUndefined();
    }
    expect(parseApiDate(Number.NaN)).toBeUndefined();
  });
});

describe('links', () => {
  it('keeps http(s) URLs and site paths, drops script and protocol-relative links', () => {
    expect(safeLink('https://porf.example.org/x')).toBe('https://porf.example.org/x');
    expect(safeLink(' /Highlights ')).toBe('/Highlights');
    expect(safeLink('javascript:alert(1)')).toBeUndefined();
    expect(safeLink('data:text/html,hi')).toBeUndefined();
    expect(safeLink('//evil.example/x')).toBeUndefined();
    expect(safeLink('not a url')).toBeUndefined();
  });
});

describe('NewsItemSchema', () => {
  const raw = {
    _id: 'abc123',
    title: '  Health camp in Bareilly  ',
    description: null,
    date: '2025-06-18T00:00:00.000Z',
    images: 'uploads/news/a.jpg',
    attachments: ['uploads/news/a.pdf', '', null, 42],
    schoolcode: 'PORF',
    __v: 0,
  };

  it('normalises a loose API item', () => {
    const item = v.parse(NewsItemSchema, raw);
    expect(item).toEqual({
      id: 'abc123',
      title: 'Health camp in Bareilly',
      description: '',
      date: '2025-06-18T00:00:00.000Z',
      fromDate: null,
      sortDate: '2025-06-18T00:00:00.000Z',
      images: ['uploads/news/a.jpg'],
      attachments: ['uploads/news/a.pdf'],
      url: undefined,
    });
    expect(item).not.toHaveProperty('schoolcode');
    expect(item).not.toHaveProperty('__v');
  });

  it('accepts a list of images and merges `image` into it without duplicates', () => {
    const item = v.parse(NewsItemSchema, { ...raw, images: ['a.jpg', 'b.jpg'], image: 'a.jpg' });
    expect(item.images).toEqual(['a.jpg', 'b.jpg']);
  });

  it('sorts by fromDate when there is no date', () => {
    const item = v.parse(NewsItemSchema, { title: 'x', date: '', fromDate: '2024-03-08' });
    expect(item.date).toBeNull();
    expect(item.sortDate).toBe('2024-03-07T18:30:00.000Z');
  });

  it('takes a numeric id as a string', () => {
    expect(v.parse(NewsItemSchema, { _id: 17, title: 'x', date: '2024-01-01' }).id).toBe('17');
  });

  it('refuses an item without a title, with a non-string title, or without any date', () => {
    expect(issues(NewsItemSchema, { ...raw, title: '   ' })).toEqual(['must not be empty']);
    expect(issues(NewsItemSchema, { ...raw, title: 42 }).length).toBeGreaterThan(0);
    expect(issues(NewsItemSchema, { ...raw, date: undefined })).toEqual([
      'has neither date nor fromDate',
    ]);
    expect(issues(NewsItemSchema, { ...raw, date: 'TBD' })).toEqual(['not a date: "TBD"']);
  });

  it('refuses a description that is not text', () => {
    expect(issues(NewsItemSchema, { ...raw, description: { html: '<p>' } }).length).toBeGreaterThan(
      0,
    );
  });
});

describe('EventItemSchema', () => {
  it('merges image and images, defaults time and venue', () => {
    const item = v.parse(EventItemSchema, {
      title: 'Camp',
      fromDate: '2026-11-29',
      image: 'uploads/e.jpg',
      images: ['uploads/e-2.jpg'],
      attachments: 'uploads/e.pdf',
    });
    expect(item.images).toEqual(['uploads/e.jpg', 'uploads/e-2.jpg']);
    expect(item.attachments).toEqual(['uploads/e.pdf']);
    expect(item.time).toBe('');
    expect(item.venue).toBe('');
    expect(item.sortDate).toBe(item.fromDate);
  });
});

describe('HighlightSchema', () => {
  it('keeps the raw new flag and canonical category, drops an unsafe url', () => {
    const item = v.parse(HighlightSchema, {
      category: 'highlight',
      title: 'Admissions open',
      fromDate: '2026-11-12',
      new: 'true',
      url: 'javascript:alert(1)',
    });
    expect(item.category).toBe('Highlight');
    expect(item.new).toBe('true');
    expect(item.url).toBeUndefined();
    expect(item.attachments).toEqual([]);
  });
  it('reduces a meaningless new flag to undefined rather than refusing the item', () => {
    expect(
      v.parse(HighlightSchema, { title: 'x', date: '2026-01-01', new: { yes: 1 } }).new,
    ).toBeUndefined();
    expect(v.parse(HighlightSchema, { title: 'x', date: '2026-01-01', new: true }).new).toBe(true);
  });
  it('accepts a highlight sent without any new flag (most are)', () => {
    const item = v.parse(HighlightSchema, {
      category: 'Highlight',
      title: 'x',
      date: '2026-01-01',
    });
    expect(item.new).toBeUndefined();
    expect(item.sortDate).toBe(
      v.parse(HighlightSchema, { title: 'y', date: '2026-01-01' }).sortDate,
    );
  });
});

describe('gallery, albums and publications', () => {
  const album = {
    _id: 'a1',
    category: 'PhotoGallery',
    title: 'Christmas 2024',
    date: '2024-12-21T00:00:00.000Z',
    attachments: ['uploads/g/01.jpg', 'uploads/g/02.jpg'],
  };

  it('reads any gallery item tolerantly', () => {
    const item = v.parse(GalleryItemSchema, {
      category: 'Achievements',
      attachments: 'uploads/award.jpg',
    });
    expect(item).toMatchObject({ title: '', sortDate: null, attachments: ['uploads/award.jpg'] });
  });
  it('needs an id, a title and a date for an album', () => {
    expect(v.parse(AlbumSchema, album)).toMatchObject({
      id: 'a1',
      sortDate: '2024-12-21T00:00:00.000Z',
    });
    expect(issues(AlbumSchema, { ...album, _id: undefined })).toEqual(['has no _id']);
    expect(issues(AlbumSchema, { ...album, date: null })).toEqual([
      'has neither date nor fromDate',
    ]);
    expect(issues(AlbumSchema, { ...album, title: '' })).toEqual(['must not be empty']);
  });
  it('maps category spellings to the canonical one and accepts only publication categories', () => {
    const press = v.parse(PublicationSchema, {
      ...album,
      category: 'Press Corner',
      attachments: 'x.pdf',
    });
    expect(press.category).toBe('Presscorner');
    expect(v.parse(PublicationSchema, { ...album, category: 'annualreport' }).category).toBe(
      'AnnualReport',
    );
    expect(issues(PublicationSchema, album)).toEqual([
      'category "PhotoGallery" is not a publication',
    ]);
  });
  it('reads a circular as a publication of category Circular, attachments possibly empty', () => {
    const item = v.parse(CircularSchema, { _id: 'c', title: 'Holidays', category: 'Whatever' });
    expect(item).toMatchObject({ category: 'Circular', attachments: [], sortDate: null });
  });
});

describe('VideoSchema', () => {
  it('needs an http(s) videoUrl', () => {
    const video = { title: 'Recital', date: '2025-04-14', videoUrl: 'https://youtu.be/x' };
    expect(v.parse(VideoSchema, video).videoUrl).toBe('https://youtu.be/x');
    expect(issues(VideoSchema, { ...video, videoUrl: 'javascript:alert(1)' })[0]).toMatch(
      /videoUrl/,
    );
    expect(issues(VideoSchema, { ...video, videoUrl: '/local' })[0]).toMatch(/videoUrl/);
    expect(issues(VideoSchema, { ...video, videoUrl: undefined }).length).toBeGreaterThan(0);
  });
});

describe('TestimonialSchema, NotificationSchema, VisitorSchema', () => {
  it('needs a name on a testimonial', () => {
    expect(
      v.parse(TestimonialSchema, { name: 'Sunita', attachments: 'p.jpg' }).attachments,
    ).toEqual(['p.jpg']);
    expect(issues(TestimonialSchema, { name: '' })).toEqual(['must not be empty']);
  });
  it('needs something to show in a notification', () => {
    expect(v.parse(NotificationSchema, { image: 'poster.jpg' }).image).toEqual(['poster.jpg']);
    expect(issues(NotificationSchema, { title: '', desc: ' ', image: [] })).toEqual([
      'has no title, desc or image to show',
    ]);
  });
  it('reads a count, also as digits in a string, but never null or negative as a number', () => {
    expect(v.parse(VisitorSchema, { visitor: '48213' })).toEqual({ visitor: 48213 });
    expect(v.parse(VisitorSchema, { visitor: 0 })).toEqual({ visitor: 0 });
    for (const bad of [null, '', 'many', -1, 1.5, undefined]) {
      expect(v.safeParse(VisitorSchema, { visitor: bad }).success, String(bad)).toBe(false);
    }
  });
  it('finds the count in a visitor answer: a list whose first item has it, or that item', () => {
    expect(visitorCountOf([{ visitor: 48213 }])).toBe(48213);
    expect(visitorCountOf({ visitor: 7 })).toBe(7);
    expect(visitorCountOf([{ visitor: ' 55 ' }])).toBe(55);
    expect(visitorCountOf([{ visitor: 0 }])).toBe(0);
    for (const data of [[{ visitor: null }], [{ visitor: '' }], [{}], [], null, 'x']) {
      expect(visitorCountOf(data), JSON.stringify(data)).toBeUndefined();
    }
  });
});

describe('the demo fixtures through the schemas', () => {
  const cases: [string, ItemSchema][] = [
    ['news', NewsItemSchema],
    ['events', EventItemSchema],
    ['highlights', HighlightSchema],
    ['gallery', GalleryItemSchema],
    ['circulars', CircularSchema],
    ['videos', VideoSchema],
    ['testimonials', TestimonialSchema],
    ['notifications', NotificationSchema],
  ];

  it.each(cases)(
    '%s: normalised items parse to themselves after a JSON round trip',
    (name, schema) => {
      const parsed = fixture(name).flatMap((raw) => {
        const result = v.safeParse(schema, raw);
        return result.success ? [result.output] : [];
      });
      expect(parsed.length).toBeGreaterThan(0);
      const stored = JSON.parse(JSON.stringify(parsed)) as unknown[];
      expect(stored.map((item) => v.parse(schema, item))).toEqual(
        JSON.parse(JSON.stringify(parsed)),
      );
    },
  );

  it('contains exactly the two deliberately invalid items', () => {
    const invalid = cases.flatMap(([name, schema]) =>
      fixture(name)
        .filter((raw) => !v.safeParse(schema, raw).success)
        .map((raw) => `${name}: ${(raw as { title: string }).title}`),
    );
    expect(invalid).toEqual(['news: Staff picnic', 'highlights: ']);
  });
});

describe('ManifestSchema', () => {
  it('reads the committed manifest', () => {
    const manifest = v.parse(
      ManifestSchema,
      JSON.parse(
        readFileSync(new URL('../../src/data/snapshot/manifest.json', import.meta.url), 'utf8'),
      ),
    );
    // Whatever the snapshot holds: the count describes the file beside it.
    const news = JSON.parse(
      readFileSync(new URL('../../src/data/snapshot/news.json', import.meta.url), 'utf8'),
    ) as unknown[];
    expect(manifest.collections.news?.count).toBe(news.length);
  });
});
