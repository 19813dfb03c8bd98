/**
 * The filter state of the listings with a fixed clock: the year each listing opens on (the
 * fallback chain and year boundaries in Asia/Kolkata), the URL query that carries a filtered view,
 * and how year, month and search combine.
 */
import { describe, expect, it } from 'vitest';
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
  type ListingState,
} from '~/lib/shared/listingQuery';
import { START_RULES } from '~/lib/shared/listingCards';

/** An instant from an India wall-clock time, e.g. `ist('2026-11-22 09:00')`. */
const ist = (text: string) => new Date(`${text.replace(' ', 'T')}:00+05:30`);
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
    expect(scopeOf({ year: 2026, month: null, search: '' })).toBe('in 2026');
    expect(scopeOf({ year: 2025, month: 3, search: 'x' })).toBe('in Mar 2025');
    expect(scopeOf({ year: 'all', month: null, search: '' })).toBe('in all years');
    expect(scopeOf({ year: 'all', month: 12, search: '' })).toBe('in Dec, all years');
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
