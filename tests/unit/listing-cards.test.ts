/**
 * Listing cards: the index the dropdowns are built from (years and months in India), the merge of
 * live items over the snapshot, the card builders shared by build and browser, and album addresses.
 */
import { en as EN } from '~/i18n/en';
import { hi as HI } from '~/i18n/hi';
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { albumPhotoAlt, type Description } from '~/items/model';
import { indexOf, listingDataUrl } from '~/features/listing/model';
import { albumHref, albumPagePath, hasAlbumPage } from '../../src/lib/routes';
import { mergeByKey, wordsSum } from '~/items/model';
import { sanitizeAtBuild } from '~/lib/data';
import {
  builtDescription,
  liveDescription,
  toAlbumCard,
  toHighlightCard,
  toPublicationCard,
  toStoryCard,
  type CardTools,
} from '~/items/cards';
import {
  AlbumSchema,
  EventItemSchema,
  HighlightSchema,
  NewsItemSchema,
  PublicationSchema,
} from '~/schemas';

const ist = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:30`).toISOString();
const card = (key: string, title: string, sortDate: string) => ({ key, title, sortDate });

const tools: CardTools = {
  fileHref: (path) => `https://api.example.org/api/image/${path}`,
  description: (text) => ({ html: `<sanitised>${text}</sanitised>` }),
};

describe('indexOf', () => {
  it('lists years newest first with their counts and months, as seen in India', () => {
    const index = indexOf([
      card('a', 'a', ist('2026-03-01 10:00')),
      card('b', 'b', ist('2026-03-20 10:00')),
      card('c', 'c', ist('2026-11-01 10:00')),
      // 00:30 on 1 January in India is 31 December in UTC: it belongs to 2025 here.
      card('d', 'd', ist('2025-01-01 00:30')),
      card('e', 'e', ist('2024-12-31 23:30')),
    ]);
    expect(index).toEqual({
      total: 5,
      years: [
        { year: 2026, count: 3, months: [3, 11] },
        { year: 2025, count: 1, months: [1] },
        { year: 2024, count: 1, months: [12] },
      ],
    });
  });
  it('is empty for no cards', () => {
    expect(indexOf([])).toEqual({ total: 0, years: [] });
  });
});

describe('mergeByKey', () => {
  const snapshot = [
    card('id:2', 'Second', ist('2026-05-01 10:00')),
    card('id:1', 'First', ist('2026-01-01 10:00')),
  ];
  it('adds new live items in date order', () => {
    const merged = mergeByKey(snapshot, [card('id:3', 'Third', ist('2026-03-01 10:00'))]);
    expect(merged.map((c) => c.title)).toEqual(['Second', 'Third', 'First']);
  });
  it('lets a live item replace the snapshot item with the same key', () => {
    const merged = mergeByKey(snapshot, [
      card('id:1', 'First, corrected', ist('2026-01-01 10:00')),
    ]);
    expect(merged.map((c) => c.title)).toEqual(['Second', 'First, corrected']);
  });
  it('never drops a snapshot item the live answer lacks', () => {
    expect(mergeByKey(snapshot, [])).toEqual(snapshot);
    expect(mergeByKey(snapshot, [card('id:9', 'New', ist('2026-06-01 10:00'))])).toHaveLength(3);
  });
  it('keeps the optimised picture when a live card shows the same one', () => {
    const built = {
      ...card('id:1', 'First', ist('2026-01-01 10:00')),
      picture: {
        src: '/_astro/first.jpg',
        srcset: '/_astro/first.webp 320w',
        path: 'up/first.jpg',
      },
    };
    const same = {
      ...card('id:1', 'First, corrected', ist('2026-01-01 10:00')),
      picture: { src: 'https://api.example.org/api/image/up/first.jpg', path: 'up/first.jpg' },
    };
    const other = { ...same, picture: { src: 'https://api.example.org/x.jpg', path: 'up/x.jpg' } };
    expect(mergeByKey([built], [same])).toEqual([{ ...same, picture: built.picture }]);
    expect(mergeByKey([built], [other])).toEqual([other]);
    const award = {
      key: 'id:9',
      title: 'Award',
      sortDate: null,
      photo: { href: '/a.webp', path: 'a.jpg' },
    };
    const liveAward = {
      ...award,
      title: 'Award, renamed',
      photo: { href: 'https://api/a.jpg', path: 'a.jpg' },
    };
    expect(mergeByKey([award], [liveAward])).toEqual([{ ...liveAward, photo: award.photo }]);
  });
  describe("a snapshot item's description", () => {
    const raw =
      '<p>Sweets at <strong>all 24 centres</strong>, see <a href="https://example.org/x">the list</a>.</p>' +
      '<ul><li>Flag hoisting</li><li>Songs</li></ul>';
    const at = ist('2026-08-15 09:00');
    const built = {
      ...card('id:1', 'Independence Day', at),
      description: builtDescription(raw, sanitizeAtBuild),
    };
    const liveOf = (text: string) => ({
      ...card('id:1', 'Independence Day', at),
      description: liveDescription(text),
    });

    it('keeps its formatted HTML while the live item says the same words', () => {
      expect(built.description).toMatchObject({ html: expect.stringContaining('<strong>') });
      const [merged] = mergeByKey([built], [liveOf(raw)]);
      expect(merged!.description).toBe(built.description);
      // The same words in other markup (the CMS saved it again): still the same words.
      const [resaved] = mergeByKey(
        [built],
        [liveOf(raw.replace('<strong>', '<b>').replace('</strong>', '</b>'))],
      );
      expect(resaved!.description).toBe(built.description);
    });
    it('shows the live words when they differ, even by one character or one paragraph break', () => {
      for (const edited of [
        raw.replace('24', '25'),
        raw.replace('Songs', 'songs'),
        raw.replace('</li><li>', ' '),
        raw + '<p>Photos soon.</p>',
        '',
      ]) {
        const live = liveOf(edited);
        const [merged] = mergeByKey([built], [live]);
        expect(merged!.description, edited).toEqual(live.description);
      }
    });
    it('shows the live words over a build card without a fingerprint (an older build)', () => {
      const old = { ...built, description: { html: sanitizeAtBuild(raw) } as Description };
      const live = liveOf(raw);
      expect(mergeByKey([old], [live])[0]!.description).toEqual(live.description);
    });
  });
  it('fingerprints words so that near texts differ', () => {
    const base = 'Free eye and dental check-ups at the community hall, Najafgarh.';
    const texts = new Set<string>([base]);
    for (let i = 0; i < base.length; i++) {
      texts.add(base.slice(0, i) + base.slice(i + 1));
      texts.add(base.slice(0, i) + 'x' + base.slice(i));
      texts.add(base.slice(0, i) + String.fromCharCode(base.charCodeAt(i) ^ 1) + base.slice(i + 1));
    }
    const sums = new Set([...texts].map((text) => wordsSum([text])));
    expect(sums.size).toBe(texts.size);
    expect(wordsSum(['one', 'two'])).not.toBe(wordsSum(['one two']));
    expect(wordsSum(['आज शिविर'])).not.toBe(wordsSum(['आज  शिविर']));
  });
  it('does not change its inputs', () => {
    const copy = structuredClone(snapshot);
    mergeByKey(snapshot, [card('id:0', 'Zero', ist('2027-01-01 10:00'))]);
    expect(snapshot).toEqual(copy);
  });
});

describe('card builders', () => {
  it('make a news card: plain-text title, sanitised description, first file, id key', () => {
    const item = v.parse(NewsItemSchema, {
      _id: 'abc123',
      title: 'Fair <b>day</b> &amp; more',
      description: '<p>Stalls</p>',
      date: '2026-11-14',
      images: 'uploads/fair.jpg',
      attachments: ['uploads/fair.pdf', 'uploads/other.pdf'],
    });
    const picture = { src: '/pic.jpg' };
    expect(toStoryCard(item, picture, tools)).toEqual({
      key: 'id:abc123',
      title: 'Fair day & more',
      sortDate: item.sortDate,
      description: { html: '<sanitised><p>Stalls</p></sanitised>' },
      picture,
      url: undefined,
      file: 'https://api.example.org/api/image/uploads/fair.pdf',
    });
  });
  it('key items without an id by date and title, so the same item merges', () => {
    const raw = { title: 'No id', date: '2026-02-01' };
    const a = toStoryCard(v.parse(NewsItemSchema, raw), undefined, tools);
    const b = toStoryCard(v.parse(NewsItemSchema, raw), undefined, tools);
    expect(a.key).toBe(b.key);
    expect(a.key).toMatch(/^at:/);
  });
  it('give events their time and venue', () => {
    const item = v.parse(EventItemSchema, {
      title: 'Health camp',
      fromDate: '2026-01-20',
      time: '9:00 AM - 2:00 PM',
      venue: 'Community hall <i>Najafgarh</i>',
    });
    const event = toStoryCard(item, undefined, tools);
    expect(event.time).toBe('9:00 AM - 2:00 PM');
    expect(event.venue).toBe('Community hall Najafgarh');
  });
  it("keep a highlight's new flag only when it is exactly the string 'true'", () => {
    const base = { title: 'Notice', category: 'Highlight', fromDate: '2026-11-10' };
    expect(toHighlightCard(v.parse(HighlightSchema, { ...base, new: 'true' }), tools).new).toBe(
      'true',
    );
    expect(
      toHighlightCard(v.parse(HighlightSchema, { ...base, new: true }), tools).new,
    ).toBeUndefined();
    expect(
      toHighlightCard(v.parse(HighlightSchema, { ...base, new: 'TRUE' }), tools).new,
    ).toBeUndefined();
    expect(
      toHighlightCard(v.parse(HighlightSchema, { ...base, new: 'false' }), tools).fromDate,
    ).toBe(new Date('2026-11-10T00:00:00+05:30').toISOString());
  });
  it('count the photos of an album', () => {
    const album = v.parse(AlbumSchema, {
      _id: 'f96f',
      category: 'PhotoGallery',
      title: 'Christmas',
      date: '2024-12-21',
      attachments: ['a.jpg', 'b.jpg', 'c.jpg'],
    });
    expect(toAlbumCard(album, undefined)).toMatchObject({ id: 'f96f', count: 3, key: 'id:f96f' });
  });
  it('leave a publication without a file without a link', () => {
    const item = v.parse(PublicationSchema, { title: 'Report', category: 'AnnualReport' });
    expect(toPublicationCard(item, tools).file).toBeUndefined();
  });
});

describe('addresses', () => {
  it('pre-render only ids that are safe file names', () => {
    expect(hasAlbumPage('f96f9f46a3a4ff4ea0098ef2')).toBe(true);
    expect(hasAlbumPage('album_2026-01')).toBe(true);
    expect(hasAlbumPage('../etc/passwd')).toBe(false);
    expect(hasAlbumPage('a b')).toBe(false);
    expect(hasAlbumPage('')).toBe(false);
    expect(hasAlbumPage('x'.repeat(101))).toBe(false);
  });
  it('link albums by query and pre-render them by path', () => {
    expect(albumHref('a b&c')).toBe('/SubGallery?id=a%20b%26c');
    expect(albumHref('a b', '/hi/SubGallery')).toBe('/hi/SubGallery?id=a%20b');
    expect(albumPagePath('f96f')).toBe('/Album/f96f');
    expect(albumPagePath('f96f', '/hi')).toBe('/hi/Album/f96f');
    expect(listingDataUrl('news', 2026)).toBe('/data/news/2026.json');
  });
  it('describe each photo by its place in the album', () => {
    expect(albumPhotoAlt(EN.album.photoAlt, 0, 18, 'Christmas 2024')).toBe(
      'Photo 1 of 18: Christmas 2024',
    );
    expect(albumPhotoAlt(HI.album.photoAlt, 1, 18, 'Christmas 2024')).toBe('फ़ोटो 2 (कुल 18)');
  });
});
