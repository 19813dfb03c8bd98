// @vitest-environment jsdom
/**
 * What the home page's blocks choose to show, the same at build time and after a refresh
 * (src/features/home/model.ts), and the browser-side refresh steps of the islands with the live
 * API replaced by fixed answers: the 'Latest' lines, fresh news slides, notices and CMS text.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

const answers = new Map<string, unknown>();
vi.hoisted(() => vi.stubEnv('PUBLIC_API_BASE_URL', 'https://api.example.org'));
vi.mock('~/items/cards', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/items/cards')>();
  const { list } = await import('~/lib/api/calls');
  // The refresh's calls, on a connection whose fetch answers from the map above: no request is
  // shared between tests (the page's module does share them).
  const connection = {
    baseUrl: 'https://api.example.org',
    siteCode: 'PORF',
    fetch: async (url: string) => {
      const path = url.slice('https://api.example.org'.length);
      if (!answers.has(path)) throw new Error(`no answer for ${path}`);
      return Response.json({ data: answers.get(path) });
    },
  };
  return {
    ...actual,
    liveList: (collection: 'news') => list(connection, collection, { scope: 'recent' }),
  };
});

const { latestAchievements, latestAlbums, latestNewsAndEvents, scrollerLine } =
  await import('~/features/home/model');
const { itemKey } = await import('~/items/model');
const { toHighlightCard } = await import('~/items/cards');
const { freshHighlights, freshNews, freshNotices, freshTestimonials } =
  await import('~/features/home/live');

/** A 'Latest' line as the build makes it. */
const toScrollerItem = (item: {
  id: string;
  title: string;
  url: string | undefined;
  sortDate: string;
  fromDate: string;
  new: string;
}) =>
  scrollerLine(
    toHighlightCard(
      { ...item, description: '', attachments: [] },
      { fileHref: () => undefined, description: () => ({ paragraphs: [] }) },
    ),
  );
const { htmlToText } = await import('~/lib/plainText');
const { loopDurationMs } = await import('~/features/home/useMarquee');

beforeEach(() => answers.clear());

const day = (d: string) => new Date(`${d}T00:00:00+05:30`).toISOString();

describe('homeLists', () => {
  it('mixes news and events newest first and keeps at most ten', () => {
    const news = Array.from({ length: 8 }, (_, i) => ({
      id: `n${i}`,
      sortDate: day(`2026-01-${10 + i}`),
    }));
    const events = Array.from({ length: 8 }, (_, i) => ({
      id: `e${i}`,
      sortDate: day(`2026-01-${11 + i}`),
    }));
    const mixed = latestNewsAndEvents(news, events);
    expect(mixed).toHaveLength(10);
    expect(mixed.slice(0, 3).map((m) => `${m.kind}:${m.item.id}`)).toEqual([
      'event:e7',
      'news:n7',
      'event:e6',
    ]);
  });

  it('takes albums with an id and a date, and awards with a picture', () => {
    const items = [
      {
        id: 'a1',
        category: 'PhotoGallery',
        sortDate: day('2026-02-01'),
        attachments: [],
        images: [],
      },
      {
        id: undefined,
        category: 'PhotoGallery',
        sortDate: day('2026-03-01'),
        attachments: [],
        images: [],
      },
      { id: 'a2', category: 'PhotoGallery', sortDate: null, attachments: [], images: [] },
      {
        id: 'w1',
        category: 'Achievements',
        sortDate: day('2026-01-01'),
        attachments: ['x.pdf'],
        images: [],
      },
      {
        id: 'w2',
        category: 'Achievements',
        sortDate: day('2026-01-02'),
        attachments: ['x.jpg'],
        images: [],
      },
    ];
    expect(latestAlbums(items).map((i) => i.id)).toEqual(['a1']);
    expect(latestAchievements(items).map((i) => i.id)).toEqual(['w2']);
  });

  it('keys items by id, else by title and date', () => {
    expect(itemKey({ id: 'x', title: 't' })).toBe('id:x');
    expect(itemKey({ title: 't', sortDate: 'd' })).toBe('at:d|t');
    expect(itemKey({ title: 't' }, 'file.pdf')).toBe('at:|t|file.pdf');
  });
});

describe("the 'Latest' refresh", () => {
  const shown = [
    toScrollerItem({
      id: 's1',
      title: 'Snapshot highlight',
      url: undefined,
      sortDate: day('2026-01-01'),
      fromDate: day('2026-01-01'),
      new: 'false',
    }),
  ];

  it('links to the highlight, or to /Highlights; outside links open in a new tab', () => {
    expect(shown[0]).toMatchObject({ href: '/Highlights', external: false });
    const line = toScrollerItem({
      id: 'x',
      title: 'Elsewhere',
      url: 'https://example.org/a',
      sortDate: day('2026-01-01'),
      fromDate: day('2026-01-01'),
      new: 'false',
    });
    expect(line).toMatchObject({ href: 'https://example.org/a', external: true });
  });

  it('adds fresh highlights on top, only of category Highlight, at most ten', async () => {
    answers.set('/api/highlight/PORF', [
      ...Array.from({ length: 11 }, (_, i) => ({
        _id: `h${i}`,
        category: 'highlight',
        title: `Fresh ${i}`,
        date: `2026-02-${String(i + 1).padStart(2, '0')}`,
      })),
      { _id: 'n1', category: 'News', title: 'Not a highlight', date: '2026-03-01' },
      { _id: 'bad', category: 'Highlight', title: '', date: '2026-03-02' },
    ]);
    const next = await freshHighlights(shown);
    expect(next?.map((item) => item.title)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Fresh ${10 - i}`),
    );
  });

  it('changes nothing when the answer adds nothing new', async () => {
    answers.set('/api/highlight/PORF', [
      {
        _id: 's1',
        category: 'Highlight',
        title: 'Snapshot highlight',
        date: '2026-01-01',
        fromDate: '2026-01-01',
        new: 'false',
      },
    ]);
    expect(await freshHighlights(shown)).toBeUndefined();
    answers.set('/api/highlight/PORF', []);
    expect(await freshHighlights(shown)).toBeUndefined();
  });
});

describe('fresh news slides', () => {
  const known = {
    key: 'news:id:n1',
    kind: 'news' as const,
    title: 'Known',
    sortDate: day('2026-01-05'),
    venue: '',
    picture: { path: 'uploads/n1.jpg', src: '/_astro/n1.webp' },
    href: '/NewsItem/n1/known',
  };

  it('keeps the optimised picture of a known item and uses the live URL for a new one', async () => {
    answers.set('/api/news/PORF', [
      { _id: 'n1', title: 'Known', date: '2026-01-05', images: 'uploads/n1.jpg' },
      { _id: 'n2', title: 'New', date: '2026-01-06', images: ['uploads/n2.jpg'] },
    ]);
    answers.set('/api/events/PORF', [
      { _id: 'e1', title: 'An event', date: '2026-01-04', venue: 'Hall', image: 'uploads/e1.jpg' },
    ]);
    const next = await freshNews([known]);
    expect(next?.map((s) => [s.key, s.picture?.src])).toEqual([
      ['news:id:n2', 'https://api.example.org/api/image/uploads/n2.jpg'],
      ['news:id:n1', '/_astro/n1.webp'],
      ['event:id:e1', 'https://api.example.org/api/image/uploads/e1.jpg'],
    ]);
    expect(next?.[2]?.venue).toBe('Hall');
    // A known story keeps its page; a new one opens from the live API.
    expect(next?.map((s) => s.href)).toEqual([
      '/Story?kind=news&id=n2',
      '/NewsItem/n1/known',
      '/Story?kind=events&id=e1',
    ]);
  });

  it('fails (the island keeps what it shows) when a call fails', async () => {
    answers.set('/api/news/PORF', []);
    await expect(freshNews([known])).rejects.toThrow(/events/);
  });

  it('keeps the snapshot testimonials when the API answers none', async () => {
    answers.set('/api/testimonials/PORF', []);
    expect(await freshTestimonials([])).toBeUndefined();
  });
});

describe('CMS text with HTML entities', () => {
  it('reads the same after a refresh as the build wrote it: news, highlights, notices, albums', async () => {
    const title = 'Health &amp; Hygiene camp';
    answers.set('/api/news/PORF', [{ _id: 'n9', title, date: '2026-01-09' }]);
    answers.set('/api/events/PORF', [{ _id: 'e9', title, date: '2026-01-08', venue: 'A &amp; B' }]);
    answers.set('/api/highlight/PORF', [
      { _id: 'h9', category: 'Highlight', title, date: '2026-01-09' },
    ]);
    answers.set('/api/notification/PORF', [{ _id: 'x9', title, desc: 'Come &amp; see' }]);
    answers.set('/api/gallery/PORF', [
      { _id: 'a9', category: 'PhotoGallery', title, date: '2026-01-09', attachments: ['p.jpg'] },
      { _id: 'w9', category: 'Achievements', title, date: '2026-01-09', attachments: ['w.jpg'] },
    ]);
    answers.set('/api/testimonials/PORF', [
      { _id: 't9', name: 'Asha &amp; Ravi', description: 'x' },
    ]);
    const news = await freshNews([]);
    expect(news?.map((slide) => [slide.title, slide.venue])).toEqual([
      ['Health & Hygiene camp', ''],
      ['Health & Hygiene camp', 'A & B'],
    ]);
    expect((await freshHighlights([]))?.[0]?.title).toBe('Health & Hygiene camp');
    expect((await freshNotices([]))[0]).toMatchObject({
      title: 'Health & Hygiene camp',
      text: 'Come & see',
    });
    const { freshAlbums, freshAchievements } = await import('~/features/home/live');
    expect((await freshAlbums([]))?.[0]?.title).toBe('Health & Hygiene camp');
    expect((await freshAchievements([]))?.[0]?.title).toBe('Health & Hygiene camp');
    expect((await freshTestimonials([]))?.[0]?.name).toBe('Asha & Ravi');
  });
});

describe('fresh notices', () => {
  it('turns CMS HTML into text and drops unsafe links', async () => {
    answers.set('/api/notification/PORF', [
      {
        _id: 'x',
        title: 'Camp',
        desc: '<p>Doors&nbsp;open at <b>9</b></p><p>Bring water</p><script>bad()</script>',
        url: 'javascript:alert(1)',
        urlTitle: 'Go',
        image: 'uploads/x.jpg',
        attachments: ['uploads/x.pdf'],
      },
      { _id: 'y', title: 'Results', url: '/CreativeHub' },
      { _id: 'z' },
    ]);
    const notices = await freshNotices([]);
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({
      text: 'Doors open at 9 Bring water',
      link: undefined,
      file: 'https://api.example.org/api/image/uploads/x.pdf',
      picture: { path: 'uploads/x.jpg' },
    });
    expect(notices[1]?.link).toEqual({ href: '/CreativeHub', label: '', external: false });
  });

  it('answers an empty list when the API has no notification', async () => {
    answers.set('/api/notification/PORF', []);
    expect(await freshNotices([])).toEqual([]);
  });
});

describe('htmlToText and the scroller speed', () => {
  it('reads text out of HTML without running or loading anything', () => {
    expect(htmlToText('plain   text ')).toBe('plain text');
    expect(htmlToText('<img src=x onerror="window.hit=1">A &amp; B<br>C')).toBe('A & B C');
    expect((window as unknown as { hit?: number }).hit).toBeUndefined();
  });

  it('rises 2 px every 30 ms: a 400 px list loops in 6 s', () => {
    expect(loopDurationMs(400)).toBe(6000);
  });
});
