// @vitest-environment jsdom
/**
 * The listings' live refresh (src/features/listing/cards.ts, and src/features/album/live.ts
 * for an album) must make exactly the cards, the album and the warnings that the calls of
 * src/lib/api/calls.ts and the card builders make when put together by hand here (the
 * reference), from the same awkward answers, asking the same URLs, and fail where they fail.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as v from 'valibot';
import { album as albumCall, fileUrlOf, list, type Connection } from '~/lib/api/calls';
import { coverPath, onlyHighlights } from '~/lib/items';
import { ACHIEVEMENTS_CATEGORY, ALBUM_CATEGORY } from '~/lib/constants';
import * as ListingCards from '~/items/model';
import * as Cards from '~/items/cards';
import { htmlToText, paragraphsOf } from '~/lib/plainText';
import {
  AlbumSchema,
  PUBLICATION_CATEGORIES,
  PublicationSchema,
  type Album,
  type PublicationCategory,
} from '~/schemas';

/** How the English album page describes each photo. */
const PHOTO_ALT = 'Photo {n} of {count}: {title}';

// A trailing slash, as people type it: both sides must drop it. Hoisted: the API layer reads the
// setting when first imported.
vi.hoisted(() => vi.stubEnv('PUBLIC_API_BASE_URL', 'https://api.example.org/'));
const BASE = 'https://api.example.org';
const live = await import('~/items/cards');
const liveAlbum = await import('~/features/album/live');

// jsdom's URL is not Node's: build the path from the file's own.
const FIXTURES = join(dirname(fileURLToPath(import.meta.url)), '../../demo/fixtures/data');
const fixture = (name: string): Record<string, unknown>[] =>
  JSON.parse(readFileSync(join(FIXTURES, `${name}.json`), 'utf8')) as Record<string, unknown>[];

/** A few awkward versions of an item, each changing one field as the API might. */
function awkward(base: Record<string, unknown>): Record<string, unknown>[] {
  return [
    { ...base, _id: 42 },
    { ...base, _id: null },
    { ...base, _id: undefined, id: undefined },
    { ...base, title: '   ' },
    { ...base, title: ' <b>Bold</b> &amp; co ' },
    { ...base, description: '<p onclick="x()">Hi<script>alert(1)</script></p>' },
    { ...base, date: 'yesterday' },
    { ...base, date: null, fromDate: null },
    { ...base, date: '', fromDate: '31/12/2025' },
    { ...base, date: 1e15 },
    { ...base, url: 'javascript:alert(1)' },
    { ...base, videoUrl: '/VideoGallery' },
    { ...base, videoUrl: ' https://youtu.be/abc ' },
    { ...base, attachments: 'uploads/only.pdf' },
    { ...base, attachments: [] },
    { ...base, attachments: ['my photo.jpg', 'https://cdn.example.org/x.jpg'] },
    { ...base, image: 'uploads/image.jpg', images: [] },
    { ...base, category: 'photo gallery' },
    { ...base, category: 'Annual Report' },
    { ...base, new: 'true' },
    { ...base, time: 9 },
  ];
}

/** Fixtures of a list, then awkward versions of its first three items, then junk. */
function answerOf(name: string): unknown[] {
  const items = fixture(name);
  return [...items, ...items.slice(0, 3).flatMap(awkward), null, 'text', [items[0]]];
}

/** The API's answers by path (`{ data }` bodies), and every URL asked for. */
const answers = new Map<string, { status: number; body: unknown }>();
const asked: string[] = [];

async function fakeFetch(url: string | URL | Request, init?: RequestInit): Promise<Response> {
  const href = String(url);
  asked.push(href);
  if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
  const answer = answers.get(href.slice(BASE.length));
  if (!answer) return new Response('not found', { status: 404 });
  return new Response(JSON.stringify(answer.body), {
    status: answer.status,
    headers: { 'content-type': 'application/json' },
  });
}

function serveDefaults(): void {
  answers.clear();
  const serve = (path: string, name: string) =>
    answers.set(path, { status: 200, body: { data: answerOf(name) } });
  serve('/api/news/PORF', 'news');
  serve('/api/events/PORF', 'events');
  serve('/api/highlight/PORF', 'highlights');
  serve('/api/gallery/PORF', 'gallery');
  serve('/api/video/All/PORF', 'videos');
  serve('/api/circular/all/PORF', 'circulars');
}

// The reference: the calls with a connection of their own, and the builders, put together here.
const connection: Connection = {
  baseUrl: BASE,
  siteCode: 'PORF',
  fetch: (url, init) => fakeFetch(url, init),
  onInvalid: (report) => console.warn('Left out an invalid item from the API', report),
};
const client = {
  recent: <C extends 'news' | 'events' | 'highlights' | 'gallery'>(
    collection: C,
    signal: AbortSignal,
  ) => list(connection, collection, { scope: 'recent', signal }),
  imageUrl: (path: string) => fileUrlOf(connection, path),
};
const tools: Cards.CardTools = {
  fileHref: (path) => client.imageUrl(path),
  description: (text) => ({ paragraphs: paragraphsOf(text) }),
};
const picture = (path: string | undefined): ListingCards.CardPicture | undefined =>
  path ? { src: client.imageUrl(path), path } : undefined;

function albumsOf(items: readonly unknown[]): Album[] {
  return items.flatMap((item) => {
    if ((item as { category?: unknown }).category !== ALBUM_CATEGORY) return [];
    const parsed = v.safeParse(AlbumSchema, item);
    return parsed.success ? [parsed.output] : [];
  });
}

const reference: { [K in ListingCards.ListingKind]: (signal: AbortSignal) => Promise<unknown[]> } =
  {
    // A story newer than the build opens at /Story (its card keeps a built page when merged).
    news: async (signal) =>
      (await client.recent('news', signal)).map((item) => ({
        ...Cards.toStoryCard(item, picture(coverPath(item)), tools),
        href: item.id && `/Story?kind=news&id=${encodeURIComponent(item.id)}`,
      })),
    events: async (signal) =>
      (await client.recent('events', signal)).map((item) => ({
        ...Cards.toStoryCard(item, picture(coverPath(item)), tools),
        href: item.id && `/Story?kind=events&id=${encodeURIComponent(item.id)}`,
      })),
    highlights: async (signal) =>
      onlyHighlights(await client.recent('highlights', signal)).map((item) =>
        Cards.toHighlightCard(item, tools),
      ),
    albums: async (signal) =>
      albumsOf(await client.recent('gallery', signal)).map((album) =>
        Cards.toAlbumCard(album, picture(album.attachments[0])),
      ),
    videos: async (signal) =>
      (await list(connection, 'videos', { signal })).map((video) =>
        Cards.toVideoCard(video, picture(video.attachments[0])),
      ),
  };

async function referencePublications(
  category: PublicationCategory,
  signal: AbortSignal,
): Promise<ListingCards.PublicationCard[]> {
  const [gallery, circulars] = await Promise.all([
    client.recent('gallery', signal),
    category === 'Circular' ? list(connection, 'circulars', { signal }) : Promise.resolve([]),
  ]);
  const items = gallery.flatMap((item) => {
    if (item.category !== category) return [];
    const parsed = v.safeParse(PublicationSchema, item);
    return parsed.success ? [parsed.output] : [];
  });
  return [...items, ...circulars].map((item) => Cards.toPublicationCard(item, tools));
}

/** A photo the lightbox opens at the URL its thumbnail shows. */
const photo = (url: string, alt: string): ListingCards.GridPhoto => ({
  thumb: { src: url },
  href: url,
  alt,
});

async function referenceAwards(signal: AbortSignal): Promise<ListingCards.AwardCard[]> {
  return (await client.recent('gallery', signal))
    .filter((item) => item.category === ACHIEVEMENTS_CATEGORY)
    .map((item) => {
      const path = coverPath(item);
      const title = htmlToText(item.title);
      const url = path ? client.imageUrl(path) : undefined;
      const picture = url ? { ...photo(url, title), caption: title || undefined, path } : undefined;
      return Cards.toAwardCard(item, picture);
    });
}

/** An album of the API as its page shows it, with the English photo descriptions. */
function albumDetail(album: Album): ListingCards.AlbumDetail {
  const title = htmlToText(album.title);
  return {
    title,
    description: { paragraphs: paragraphsOf(album.description) },
    sortDate: album.sortDate,
    photos: album.attachments.map((path, position, all) =>
      photo(
        client.imageUrl(path),
        ListingCards.albumPhotoAlt(PHOTO_ALT, position, all.length, title),
      ),
    ),
  };
}

async function referenceAlbum(
  id: string,
  signal: AbortSignal,
): Promise<ListingCards.AlbumDetail | null> {
  const album = await albumCall(connection, id, signal);
  return album && albumDetail(album);
}

/** What a run gave (its value, or that it failed), the URLs it asked and its warnings. */
interface Run {
  outcome: { value: unknown } | { failed: true };
  asked: string[];
  warnings: unknown[];
}

async function run(load: (signal: AbortSignal) => Promise<unknown>): Promise<Run> {
  asked.length = 0;
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  let outcome: Run['outcome'];
  try {
    outcome = { value: await load(new AbortController().signal) };
  } catch {
    outcome = { failed: true };
  }
  // The reports name the item the same way; the wording of the problems is zod's or the reader's.
  const warnings = warn.mock.calls.map(([message, report]) => {
    const { problems, ...named } = report as { problems: string[] };
    expect(problems.length).toBeGreaterThan(0);
    return [message, named];
  });
  warn.mockRestore();
  return { outcome, asked: [...asked].sort(), warnings };
}

/** Runs both and expects the same result; returns the live one. */
async function expectSame(
  byClient: (signal: AbortSignal) => Promise<unknown>,
  byLive: (signal: AbortSignal) => Promise<unknown>,
): Promise<Run> {
  const expected = await run(byClient);
  const actual = await run(byLive);
  expect(actual).toStrictEqual(expected);
  return actual;
}

beforeAll(() => {
  vi.stubGlobal('fetch', fakeFetch);
});
afterEach(serveDefaults);
serveDefaults();

describe('the listings’ live refresh makes what the calls and the builders make', () => {
  for (const kind of ListingCards.LISTING_KINDS) {
    it(`${kind}: the same cards from the same answers, with the same warnings`, async () => {
      const result = await expectSame(reference[kind], (signal) => live.liveListing(kind, signal));
      const value = 'value' in result.outcome ? (result.outcome.value as unknown[]) : [];
      expect(value.length).toBeGreaterThan(3);
      expect(result.warnings.length).toBeGreaterThan(0);
    });
  }

  for (const category of PUBLICATION_CATEGORIES) {
    it(`publications of ${category}`, async () => {
      const result = await expectSame(
        (signal) => referencePublications(category, signal),
        (signal) => live.livePublications(category, signal),
      );
      expect('value' in result.outcome && (result.outcome.value as unknown[]).length).toBeTruthy();
    });
  }

  it('award pictures', async () => {
    const result = await expectSame(referenceAwards, (signal) => live.liveAwards(signal));
    expect('value' in result.outcome && (result.outcome.value as unknown[]).length).toBeTruthy();
  });

  it('fails where the calls fail: an error status, no data, data not a list, not JSON, cancelled', async () => {
    const broken: { status: number; body: unknown }[] = [
      { status: 503, body: { data: [] } },
      { status: 200, body: { items: [] } },
      { status: 200, body: { data: { title: 'one' } } },
      { status: 200, body: null },
      { status: 200, body: 'text' },
    ];
    for (const answer of broken) {
      answers.set('/api/news/PORF', answer);
      const result = await expectSame(reference.news, (signal) => live.liveListing('news', signal));
      expect(result.outcome).toEqual({ failed: true });
    }
    answers.set('/api/news/PORF', { status: 200, body: { data: [] } });
    expect((await expectSame(reference.news, (s) => live.liveListing('news', s))).outcome).toEqual({
      value: [],
    });
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(live.liveListing('news', cancelled.signal)).rejects.toThrow(/cancelled/);
    await expect(reference.news(cancelled.signal)).rejects.toThrow(/cancelled/);
  });
});

describe('the album of /SubGallery?id= comes as the album call reads it', () => {
  const album = fixture('gallery').find((item) => item.category === 'PhotoGallery')!;
  const cases: [string, unknown][] = [
    ['the album object', { data: album }],
    ['a one-item list', { data: [album] }],
    [
      'an album with awkward fields',
      { data: { ...album, title: ' <i>Day</i> ', attachments: 'a.jpg' } },
    ],
    ['an album with no photos', { data: { ...album, attachments: [] } }],
    ['nothing (null)', { data: null }],
    ['nothing (an empty list)', { data: [] }],
    ['a list holding null', { data: [null] }],
    ['an album without a date', { data: { ...album, date: null, fromDate: null } }],
    ['an album without an id', { data: { ...album, _id: undefined } }],
    ['an album without a title', { data: [{ ...album, title: '' }] }],
    ['text', { data: 'album' }],
    ['a list of lists', { data: [[album]] }],
    ['no data field', { album }],
  ];
  for (const [what, body] of cases) {
    it(`when the API answers ${what}`, async () => {
      const id = 'some id/with?odd&chars';
      answers.set(`/api/subGallery?id=${encodeURIComponent(id)}`, { status: 200, body });
      const result = await expectSame(
        (signal) => referenceAlbum(id, signal),
        (signal) => liveAlbum.fetchLiveAlbum(id, signal, PHOTO_ALT),
      );
      expect(result.asked).toEqual([`${BASE}/api/subGallery?id=${encodeURIComponent(id)}`]);
    });
  }

  it('says "not found" (null) for an unknown album, and fails on a server error', async () => {
    answers.set('/api/subGallery?id=gone', { status: 200, body: { data: [] } });
    expect(
      await liveAlbum.fetchLiveAlbum('gone', new AbortController().signal, PHOTO_ALT),
    ).toBeNull();
    answers.set('/api/subGallery?id=gone', { status: 500, body: { data: [] } });
    await expect(
      liveAlbum.fetchLiveAlbum('gone', new AbortController().signal, PHOTO_ALT),
    ).rejects.toThrow(/500/);
  });
});
