/**
 * The listing rules shared by build and browser (src/features/listing/model.ts, Listing.tsx), with a
 * fixed clock: order, year and month options, combined filters, the 15-day 'new' badge in India
 * time and the highlight selection; the year each listing opens on (the fallback chain and year
 * boundaries in Asia/Kolkata), and the URL query that carries a filtered view.
 */
import { describe, expect, it } from 'vitest';
import { filterListing, matchesSearch, monthsOf, yearsOf } from '~/features/listing/Listing';
import {
  byNewestFirst,
  coverPath,
  isNewHighlight,
  latestHighlights,
  onlyHighlights,
  sortNewestFirst,
} from '../../src/lib/items';

import {
  applyState,
  defaultState,
  defaultYear,
  hasListingQuery,
  parseMonth,
  readListingQuery,
  sameState,
  scopeOf,
  stateFromQuery,
  writeListingQuery,
} from '~/features/listing/Listing';
import type { ListingState } from '~/features/listing/model';
import { START_RULES } from '~/features/listing/model';
import { DICTIONARIES, listingWords } from '~/i18n';

/** The English words of a listing (src/i18n). */
const EN = listingWords(DICTIONARIES.en, 'news');
const HI = listingWords(DICTIONARIES.hi, 'news');

/** An instant from an India wall-clock time, e.g. `ist('2026-11-22 09:00')`. */
const ist = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:30`);
/** An item dated at India midnight of `day`. */
const item = (title: string, day: string | null) => ({
  title,
  sortDate: day ? ist(`${day} 00:00`).toISOString() : null,
});

const items = [
  item('Holi colours', '2025-03-14'),
  item('Christmas party', '2024-12-21'),
  item('Children’s Day fair', '2026-11-14'),
  item('Undated note', null),
  item('Christmas carols', '2025-12-20'),
  item('New Year', '2026-01-01'),
];

describe('order', () => {
  it('sorts newest first, undated last, without changing the input', () => {
    const copy = [...items];
    expect(sortNewestFirst(items).map((i) => i.title)).toEqual([
      'Children’s Day fair',
      'New Year',
      'Christmas carols',
      'Holi colours',
      'Christmas party',
      'Undated note',
    ]);
    expect(items).toEqual(copy);
  });
  it('keeps equal dates in their given order', () => {
    const a = item('a', '2025-01-01');
    const b = item('b', '2025-01-01');
    expect(byNewestFirst(a, b)).toBe(0);
    expect(sortNewestFirst([a, b]).map((i) => i.title)).toEqual(['a', 'b']);
  });
});

describe('year and month options', () => {
  it('lists years newest first', () => {
    expect(yearsOf(items)).toEqual([2026, 2025, 2024]);
  });
  it('uses the India calendar: 1 Jan 00:30 IST is still 31 Dec in UTC but 2026 here', () => {
    const earlyNewYear = { title: 'x', sortDate: ist('2026-01-01 00:30').toISOString() };
    expect(earlyNewYear.sortDate.startsWith('2025-12-31')).toBe(true);
    expect(yearsOf([earlyNewYear])).toEqual([2026]);
    expect(monthsOf([earlyNewYear])).toEqual([1]);
  });
  it('lists months in calendar order, within a year when given', () => {
    expect(monthsOf(items)).toEqual([1, 3, 11, 12]);
    expect(monthsOf(items, 2025)).toEqual([3, 12]);
    expect(monthsOf(items, 2023)).toEqual([]);
  });
});

describe('filters', () => {
  it('matches a case-insensitive substring of the title', () => {
    expect(matchesSearch('Christmas Party', 'PARTY')).toBe(true);
    expect(matchesSearch('Christmas Party', '  mas p ')).toBe(true);
    expect(matchesSearch('Christmas Party', 'diwali')).toBe(false);
    expect(matchesSearch('anything', '')).toBe(true);
    expect(matchesSearch('anything', null)).toBe(true);
  });
  it('combines year, month and search', () => {
    const titles = (filter: Parameters<typeof filterListing>[1]) =>
      filterListing(items, filter).map((i) => i.title);
    expect(titles({ year: 2025 })).toEqual(['Holi colours', 'Christmas carols']);
    expect(titles({ month: 12 })).toEqual(['Christmas party', 'Christmas carols']);
    expect(titles({ year: 2025, month: 12 })).toEqual(['Christmas carols']);
    expect(titles({ search: 'christmas', year: 2024 })).toEqual(['Christmas party']);
    expect(titles({ search: 'christmas', year: 2024, month: 1 })).toEqual([]);
    expect(titles({})).toHaveLength(items.length);
    expect(titles({ year: null, month: null, search: '' })).toHaveLength(items.length);
  });
  it('leaves undated items out of any year or month filter', () => {
    expect(filterListing(items, { search: 'undated' })).toHaveLength(1);
    expect(filterListing(items, { search: 'undated', year: 2026 })).toHaveLength(0);
  });
});

describe("the 'new' badge", () => {
  const flagged = { new: 'true', fromDate: ist('2026-11-10 00:00').toISOString() };

  it('shows from fromDate through the 15th day after it, in India time', () => {
    expect(isNewHighlight(flagged, ist('2026-11-09 23:59'))).toBe(false);
    expect(isNewHighlight(flagged, ist('2026-11-10 00:00'))).toBe(true);
    expect(isNewHighlight(flagged, ist('2026-11-22 12:00'))).toBe(true);
    expect(isNewHighlight(flagged, ist('2026-11-25 23:59'))).toBe(true);
    expect(isNewHighlight(flagged, ist('2026-11-26 00:01'))).toBe(false);
  });
  it('needs the string "true" and a fromDate', () => {
    const today = ist('2026-11-12 09:00');
    expect(isNewHighlight({ ...flagged, new: true }, today)).toBe(false);
    expect(isNewHighlight({ ...flagged, new: 'TRUE' }, today)).toBe(false);
    expect(isNewHighlight({ ...flagged, new: 'false' }, today)).toBe(false);
    expect(isNewHighlight({ ...flagged, new: undefined }, today)).toBe(false);
    expect(isNewHighlight({ new: 'true', fromDate: null }, today)).toBe(false);
  });
  it('counts calendar days in India, whatever time of day fromDate carries', () => {
    // Stored as UTC midnight, which is 05:30 on the same day in India.
    const utcMidnight = { new: 'true', fromDate: '2026-11-10T00:00:00.000Z' };
    expect(isNewHighlight(utcMidnight, ist('2026-11-10 00:01'))).toBe(true);
    expect(isNewHighlight(utcMidnight, ist('2026-11-25 23:00'))).toBe(true);
    expect(isNewHighlight(utcMidnight, ist('2026-11-26 00:01'))).toBe(false);
  });
});

describe('highlights', () => {
  const highlight = (title: string, day: string, category = 'Highlight') => ({
    ...item(title, day),
    category,
  });
  it('keeps only category Highlight, newest first', () => {
    const list = [
      highlight('old', '2025-01-01'),
      highlight('news', '2026-11-20', 'News'),
      highlight('new', '2026-11-18'),
    ];
    expect(onlyHighlights(list).map((h) => h.title)).toEqual(['new', 'old']);
  });
  it('shows at most 10 in the scroller', () => {
    const many = Array.from({ length: 14 }, (_, i) =>
      highlight(`h${i}`, `2026-01-${String(i + 1).padStart(2, '0')}`),
    );
    const latest = latestHighlights(many);
    expect(latest).toHaveLength(10);
    expect(latest[0]!.title).toBe('h13');
    expect(latest[9]!.title).toBe('h4');
  });
});

describe('coverPath', () => {
  it('prefers images, then a picture among the attachments', () => {
    expect(coverPath({ images: ['a.jpg'], attachments: ['b.jpg'] })).toBe('a.jpg');
    expect(coverPath({ images: [], attachments: ['report.pdf', 'photo.JPG'] })).toBe('photo.JPG');
    expect(coverPath({ image: ['poster.png'] })).toBe('poster.png');
    expect(coverPath({ attachments: ['report.pdf'] })).toBeUndefined();
  });
});

/** A card dated at India noon of `day`. */
const card = (title: string, day: string) => ({
  title,
  sortDate: ist(`${day} 12:00`).toISOString(),
});

describe('the year a listing opens on', () => {
  const now = ist('2026-11-22 10:00');

  it('News opens on this year when it has items', () => {
    expect(defaultYear('fallback', [2026, 2025, 2024], now)).toBe(2026);
  });
  it('falls back to last year when this year has none', () => {
    expect(defaultYear('fallback', [2025, 2024], now)).toBe(2025);
  });
  it('falls back to all years when neither this year nor last year has items', () => {
    expect(defaultYear('fallback', [2024, 2023], now)).toBe('all');
    expect(defaultYear('fallback', [], now)).toBe('all');
  });
  it('never opens on a future year, even when items are dated there', () => {
    expect(defaultYear('fallback', [2027, 2025], now)).toBe(2025);
  });
  it('Events and the Photo Gallery open on this year even before it has items', () => {
    expect(defaultYear('current', [2025, 2024], now)).toBe(2026);
    expect(defaultYear('current', [], now)).toBe(2026);
  });
  it('decides the year in India: 1 Jan 00:30 IST is still 31 Dec in UTC', () => {
    const newYearInIndia = ist('2027-01-01 00:30');
    expect(newYearInIndia.getUTCFullYear()).toBe(2026);
    expect(defaultYear('current', [2026], newYearInIndia)).toBe(2027);
    // 2027 has nothing yet, so News falls back to 2026...
    expect(defaultYear('fallback', [2026, 2025], newYearInIndia)).toBe(2026);
    // ...and opens on 2027 as soon as it has an item.
    expect(defaultYear('fallback', [2027, 2026], newYearInIndia)).toBe(2027);
  });
  it('keeps the old year until midnight in India: 31 Dec 23:59 IST', () => {
    const lastMinute = ist('2026-12-31 23:59');
    expect(defaultYear('current', [], lastMinute)).toBe(2026);
    expect(defaultYear('fallback', [2027, 2026], lastMinute)).toBe(2026);
  });
  it('walks the whole chain across a year change', () => {
    const years = [2025, 2023];
    expect(defaultYear('fallback', years, ist('2025-06-01 12:00'))).toBe(2025);
    expect(defaultYear('fallback', years, ist('2026-01-01 00:00'))).toBe(2025);
    expect(defaultYear('fallback', years, ist('2027-01-01 00:00'))).toBe('all');
  });
  it('gives each listing the rule SPEC names', () => {
    expect(START_RULES).toEqual({
      news: 'fallback',
      events: 'current',
      highlights: 'fallback',
      albums: 'current',
      videos: 'fallback',
    });
  });
  it('opens with no month and no search', () => {
    expect(defaultState('fallback', [2026], now)).toEqual({ year: 2026, month: null, search: '' });
  });
});

describe('the URL query', () => {
  it('reads year, month and search', () => {
    expect(readListingQuery('?year=2025&month=Mar&q=camp')).toEqual({
      year: 2025,
      month: 3,
      search: 'camp',
    });
    expect(readListingQuery('year=all')).toEqual({ year: 'all' });
  });
  it('accepts month names in any case and month numbers', () => {
    expect(parseMonth('mar')).toBe(3);
    expect(parseMonth('March')).toBe(3);
    expect(parseMonth('DEC')).toBe(12);
    expect(parseMonth('03')).toBe(3);
    expect(parseMonth('12')).toBe(12);
  });
  it('ignores what makes no sense, so the default applies instead', () => {
    expect(readListingQuery('?year=20x5&month=Foo&q=%20%20')).toEqual({});
    expect(readListingQuery('?year=12345&month=13')).toEqual({});
    expect(parseMonth('0')).toBeUndefined();
    expect(parseMonth('Ma')).toBeUndefined();
    expect(hasListingQuery('?utm_source=mail')).toBe(false);
    expect(hasListingQuery('?month=Jan')).toBe(true);
  });
  it('keeps a search short', () => {
    expect(readListingQuery(`?q=${'a'.repeat(500)}`).search).toHaveLength(100);
  });
  it('writes the year always, month and search only when set', () => {
    expect(writeListingQuery({ year: 2025, month: 3, search: ' camp ' })).toBe(
      '?year=2025&month=Mar&q=camp',
    );
    expect(writeListingQuery({ year: 'all', month: null, search: '' })).toBe('?year=all');
    expect(writeListingQuery({ year: 2024, month: null, search: 'a&b c' })).toBe(
      '?year=2024&q=a%26b+c',
    );
  });
  it('reads back what it writes', () => {
    const states: ListingState[] = [
      { year: 2025, month: 3, search: 'camp' },
      { year: 'all', month: 12, search: 'Diwali & Holi' },
      { year: 2026, month: null, search: '' },
    ];
    const fallback: ListingState = { year: 2000, month: 1, search: 'x' };
    for (const state of states) {
      expect(stateFromQuery(writeListingQuery(state), fallback)).toEqual(state);
    }
  });
  it('fills what the query leaves out with the default year, no month and no search', () => {
    const fallback: ListingState = { year: 2026, month: null, search: '' };
    expect(stateFromQuery('', fallback)).toEqual(fallback);
    expect(stateFromQuery('?month=Feb', fallback)).toEqual({ year: 2026, month: 2, search: '' });
    expect(stateFromQuery('?q=fair', fallback)).toEqual({
      year: 2026,
      month: null,
      search: 'fair',
    });
  });
  it('compares states by what they show', () => {
    expect(
      sameState(
        { year: 2026, month: null, search: 'x ' },
        { year: 2026, month: null, search: 'x' },
      ),
    ).toBe(true);
    expect(
      sameState({ year: 2026, month: 1, search: '' }, { year: 2026, month: null, search: '' }),
    ).toBe(false);
  });
});

describe('the count line', () => {
  it('names the year, the month and all years', () => {
    expect(scopeOf({ year: 2026, month: null, search: '' }, EN)).toBe('in 2026');
    expect(scopeOf({ year: 2025, month: 3, search: 'x' }, EN)).toBe('in Mar 2025');
    expect(scopeOf({ year: 'all', month: null, search: '' }, EN)).toBe('in all years');
    expect(scopeOf({ year: 'all', month: 12, search: '' }, EN)).toBe('in Dec, all years');
    // Hindi scopes are bare: each message adds में, की or के (tests/unit/i18n-messages.test.ts).
    expect(scopeOf({ year: 2025, month: 3, search: '' }, HI)).toBe('मार्च 2025');
    expect(scopeOf({ year: 'all', month: null, search: '' }, HI)).toBe('सभी सालों');
  });
});

describe('filters combine', () => {
  const cards = [
    card('Children’s Day fair', '2026-11-14'),
    card('Winter camp', '2026-01-10'),
    card('Christmas carols', '2025-12-20'),
    card('Summer CAMP for girls', '2025-05-02'),
    card('Medical camp', '2025-03-08'),
  ];
  const titles = (state: ListingState) => applyState(cards, state).map((c) => c.title);

  it('year alone', () => {
    expect(titles({ year: 2025, month: null, search: '' })).toEqual([
      'Christmas carols',
      'Summer CAMP for girls',
      'Medical camp',
    ]);
  });
  it('year and month', () => {
    expect(titles({ year: 2025, month: 5, search: '' })).toEqual(['Summer CAMP for girls']);
  });
  it('year and search, ignoring case', () => {
    expect(titles({ year: 2025, month: null, search: 'camp' })).toEqual([
      'Summer CAMP for girls',
      'Medical camp',
    ]);
  });
  it('year, month and search', () => {
    expect(titles({ year: 2025, month: 3, search: 'CAMP' })).toEqual(['Medical camp']);
    expect(titles({ year: 2025, month: 3, search: 'carols' })).toEqual([]);
  });
  it('all years with a month and a search', () => {
    expect(titles({ year: 'all', month: null, search: 'camp' })).toEqual([
      'Winter camp',
      'Summer CAMP for girls',
      'Medical camp',
    ]);
    expect(titles({ year: 'all', month: 1, search: '' })).toEqual(['Winter camp']);
  });
  it('a substring anywhere in the title', () => {
    expect(titles({ year: 'all', month: null, search: 'ild' })).toEqual(['Children’s Day fair']);
  });
});
