/**
 * The demo data in other shapes than "many of everything": a young CMS (nothing, one, a few) and a
 * loosely typed one on a bad day. Made by choosing and changing fixture items, never new data, so
 * every picture is one the demo API draws; dates are relative to today. For
 * tests/e2e/data-shapes.test.ts and `npm run demo-api -- --shape few`.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PUBLICATION_CATEGORIES } from '../../src/schemas';
import { DEMO_COLLECTIONS } from './demoCollections';

/** Shapes besides the full demo data ("many"). */
export const DATA_SHAPES = ['empty', 'one', 'few', 'odd'] as const;
/** A shape of the demo data; "many" is the demo data as it is. */
export type DataShape = (typeof DATA_SHAPES)[number] | 'many';

type RawItem = Record<string, unknown>;

export type Fixtures = Record<(typeof DEMO_COLLECTIONS)[number], RawItem[]> & {
  visitor: { visitor: number };
};

const LISTS = DEMO_COLLECTIONS;

const FIXTURES = fileURLToPath(new URL('../fixtures/data/', import.meta.url));

export function readFixtures(dir: string = FIXTURES): Fixtures {
  const read = (name: string) => JSON.parse(readFileSync(join(dir, `${name}.json`), 'utf8'));
  return {
    ...(Object.fromEntries(LISTS.map((name) => [name, read(name)])) as Omit<Fixtures, 'visitor'>),
    visitor: read('visitor'),
  };
}

/** Writes a set of data files the demo API can serve (`startDemoApi({ fixturesDir })`). */
export function writeFixtures(dir: string, fixtures: Fixtures): void {
  mkdirSync(dir, { recursive: true });
  for (const [name, value] of Object.entries(fixtures)) {
    writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(value, null, 2)}\n`);
  }
}

/** Dates in the shapes: `thisYear(n)` is on or before today, `lastYear(n)` in mid last year. */
function calendar(today: Date) {
  const year = today.getUTCFullYear();
  const at = (date: Date) => {
    const iso = date.toISOString();
    return { date: iso, fromDate: iso.slice(0, 10), createdAt: iso };
  };
  return {
    thisYear: (n: number) =>
      at(new Date(Math.min(today.getTime(), Date.UTC(year, 0, 2 + n * 3, 4, 30)))),
    lastYear: (n: number) => at(new Date(Date.UTC(year - 1, 5, 2 + n * 3, 4, 30))),
  };
}

const categoryOf = (item: RawItem) => String(item.category ?? '');
const ofCategory = (items: RawItem[], category: string) =>
  items.filter((item) => categoryOf(item) === category);

/** The gallery's categories, each a block or a listing of its own. */
const GALLERY_CATEGORIES = ['PhotoGallery', 'Achievements', ...PUBLICATION_CATEGORIES];

/**
 * `count` items of a list, newest kind first, dated by `dates` (so listings that open on this year
 * show the ones dated this year).
 */
function take(items: RawItem[], dates: RawItem[]): RawItem[] {
  return dates.map((date, index) => ({ ...items[index % items.length]!, ...date }));
}

function emptyShape(full: Fixtures): Fixtures {
  return {
    ...(Object.fromEntries(LISTS.map((name) => [name, []])) as unknown as Omit<
      Fixtures,
      'visitor'
    >),
    visitor: full.visitor,
  };
}

function oneShape(full: Fixtures, today: Date): Fixtures {
  const { thisYear } = calendar(today);
  const one = (items: RawItem[]) => take(items, [thisYear(0)]);
  return {
    news: one(full.news),
    events: one(full.events),
    highlights: one(full.highlights),
    gallery: GALLERY_CATEGORIES.flatMap((category) => one(ofCategory(full.gallery, category))),
    circulars: one(full.circulars),
    videos: one(full.videos),
    testimonials: full.testimonials.slice(0, 1),
    notifications: full.notifications.slice(0, 1),
    visitor: full.visitor,
  };
}

/**
 * Fewer than a carousel shows at once: 2 news and 1 event (3 of the 4 news slides), 3 award
 * pictures (the achievements carousel shows 3), 4 albums of which 2 this year, 2 testimonials
 * (3 shown), 3 highlights, and 2 of everything else.
 */
function fewShape(full: Fixtures, today: Date): Fixtures {
  const { thisYear, lastYear } = calendar(today);
  const two = [thisYear(1), thisYear(0)];
  return {
    news: take(full.news, two),
    events: take(full.events, [thisYear(2)]),
    highlights: take(full.highlights, [thisYear(2), thisYear(1), lastYear(0)]),
    gallery: [
      ...take(ofCategory(full.gallery, 'PhotoGallery'), [
        thisYear(1),
        thisYear(0),
        lastYear(1),
        lastYear(0),
      ]),
      ...take(ofCategory(full.gallery, 'Achievements'), [thisYear(2), thisYear(1), lastYear(0)]),
      ...PUBLICATION_CATEGORIES.flatMap((category) =>
        take(ofCategory(full.gallery, category), [thisYear(1), lastYear(0)]),
      ),
    ],
    circulars: take(full.circulars, two),
    videos: take(full.videos, [thisYear(1), lastYear(0)]),
    testimonials: full.testimonials.slice(0, 2),
    notifications: full.notifications.slice(0, 2),
    visitor: full.visitor,
  };
}

/** A title that goes on and on, as a CMS lets an editor write it. */
const LONG_TITLE =
  'Annual day celebration at the outreach centre with songs, dances, a drama on saving water, prizes for regular attendance, a parents meeting about the new computer course, and a vote of thanks by the students of the tailoring centre who stitched the costumes themselves';
/** A "word" with no space to break at: a pasted address, a hashtag, a file name. */
const LONG_WORD =
  'https://porf.example.org/uploads/2026/reports/community-health-camp-najafgarh-dwarka-report-final-version-2.pdf';

function without(item: RawItem, ...keys: string[]): RawItem {
  const copy = { ...item };
  for (const key of keys) delete copy[key];
  return copy;
}

function first(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/**
 * What a loosely typed CMS sends: optional fields missing (no picture, no description, no date
 * but `fromDate`, no attachments), a string where a list is usual and the other way round, very
 * long titles and words without spaces, a duplicate id, and an item with no date at all (the
 * snapshot drops it with a warning, the islands leave it out).
 */
function oddShape(full: Fixtures, today: Date): Fixtures {
  const { thisYear, lastYear } = calendar(today);
  const [n0, n1, n2, n3] = take(full.news, [thisYear(3), thisYear(2), thisYear(1), lastYear(0)]);
  const news = [
    without(n0!, 'images', 'attachments', 'description'),
    {
      ...n1!,
      title: LONG_TITLE,
      description: `<p>See ${LONG_WORD}</p>`,
      images: first(n1!.images) ?? '',
      attachments: '',
    },
    { ...n2!, _id: n0!._id, title: `${String(n2!.title)} (same id as another item)` },
    without({ ...n3!, title: LONG_WORD }, 'date'),
    without(
      { ...full.news[5]!, title: 'An item without any date' },
      'date',
      'fromDate',
      'createdAt',
    ),
  ];
  const [e0, e1, e2] = take(full.events, [thisYear(2), thisYear(1), lastYear(1)]);
  const events = [
    without(e0!, 'image', 'images', 'time', 'venue', 'description'),
    {
      ...e1!,
      images: first(e1!.image) ?? first(e1!.images) ?? '',
      image: [],
      venue: LONG_WORD,
      time: '',
    },
    { ...e2!, title: LONG_TITLE },
  ];
  const [h0, h1, h2] = take(full.highlights, [thisYear(2), thisYear(1), lastYear(1)]);
  const highlights = [
    without({ ...h0!, new: true }, 'url', 'description', 'attachments'),
    {
      ...h1!,
      title: LONG_TITLE,
      attachments: 'uploads/publications/circular/circular-winter-holidays-2025-26.pdf',
    },
    { ...h2!, title: LONG_WORD, _id: h0!._id },
  ];
  const albums = take(ofCategory(full.gallery, 'PhotoGallery'), [
    thisYear(2),
    thisYear(1),
    thisYear(0),
    lastYear(0),
  ]);
  const awards = take(ofCategory(full.gallery, 'Achievements'), [thisYear(1), thisYear(0)]);
  const publications = PUBLICATION_CATEGORIES.flatMap((category) =>
    take(ofCategory(full.gallery, category), [thisYear(1), lastYear(0)]),
  );
  const gallery = [
    { ...albums[0]!, attachments: [] },
    { ...albums[1]!, attachments: first(albums[1]!.attachments) ?? '', title: LONG_WORD },
    without({ ...albums[2]!, title: LONG_TITLE }, 'description'),
    { ...albums[3]!, _id: albums[2]!._id, title: `${String(albums[3]!.title)} (same id)` },
    without(awards[0]!, 'attachments', 'images'),
    { ...awards[1]!, attachments: first(awards[1]!.attachments) ?? '', title: LONG_TITLE },
    ...publications.map((item, index) =>
      index % 2 === 0 ? without({ ...item, title: LONG_TITLE }, 'attachments') : item,
    ),
  ];
  const [t0, t1] = full.testimonials;
  const testimonials = [
    without(t0!, 'attachments', 'designation'),
    {
      ...t1!,
      description: `${LONG_TITLE}. ${LONG_TITLE}. ${LONG_WORD}`,
      attachments: [first(t1!.attachments) ?? ''],
    },
  ];
  const [m0, m1] = full.notifications;
  const notifications = [
    { ...without(m0!, 'url', 'urlTitle', 'desc'), image: first(m0!.image) ?? '' },
    { ...m1!, title: LONG_WORD, image: [] },
  ];
  const [v0, v1] = take(full.videos, [thisYear(1), lastYear(0)]);
  const videos = [
    without({ ...v0!, title: LONG_TITLE }, 'attachments'),
    { ...v1!, attachments: first(v1!.attachments) ?? '' },
  ];
  const [c0] = take(full.circulars, [thisYear(1)]);
  const circulars = [{ ...c0!, attachments: first(c0!.attachments) ?? '' }];
  return {
    news,
    events,
    highlights,
    gallery,
    circulars,
    videos,
    testimonials,
    notifications,
    visitor: full.visitor,
  };
}

export function shapeFixtures(
  shape: DataShape,
  today: Date = new Date(),
  full = readFixtures(),
): Fixtures {
  switch (shape) {
    case 'many':
      return full;
    case 'empty':
      return emptyShape(full);
    case 'one':
      return oneShape(full, today);
    case 'few':
      return fewShape(full, today);
    case 'odd':
      return oddShape(full, today);
  }
}
