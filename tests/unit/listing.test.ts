/**
 * The listing rules shared by build and browser, with a fixed clock: order, year and month options,
 * combined filters, the starting year with its fallbacks, the 15-day 'new' badge in India time,
 * and the highlight selection.
 */
import { describe, expect, it } from 'vitest';
import {
  byNewestFirst,
  coverPath,
  filterListing,
  isNewHighlight,
  latestHighlights,
  matchesSearch,
  monthsOf,
  onlyHighlights,
  sortNewestFirst,
  startingYear,
  yearsOf,
} from '~/lib/shared/listing';

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

describe('starting year', () => {
  const now = ist('2026-11-22 10:00');
  it('is this year when it has items', () => {
    expect(startingYear(items, now)).toBe(2026);
  });
  it('falls back to last year, then to all years (null)', () => {
    expect(startingYear([item('a', '2025-05-01'), item('b', '2023-01-01')], now)).toBe(2025);
    expect(startingYear([item('b', '2023-01-01')], now)).toBeNull();
    expect(startingYear([], now)).toBeNull();
  });
  it('turns over at midnight in India, not in UTC', () => {
    const list = [item('a', '2026-06-01')];
    // 1 Jan 2027 00:10 in India is still 31 Dec 2026 in UTC.
    expect(startingYear(list, ist('2027-01-01 00:10'))).toBe(2026);
    expect(startingYear([item('a', '2027-01-01')], ist('2027-01-01 00:10'))).toBe(2027);
    // Ten minutes earlier it is still 2026 in India: 2027's item does not count yet.
    expect(startingYear([item('a', '2027-01-01')], ist('2026-12-31 23:50'))).toBeNull();
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
