/**
 * src/lib/items.ts formats dates and counts without `Intl` (a page's first Intl formatter
 * costs it about 25 ms of main thread): the results must be exactly what `Intl` gives in India.
 */
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '~/lib/constants';
import {
  formatDayMonthYear,
  formatEnGb,
  formatIndianNumber,
  isoDate,
  kolkataParts,
} from '~/lib/items';

const intlParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});
const byIntl = (date: Date) => {
  const parts = intlParts.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
};

describe('kolkataParts without Intl', () => {
  it('gives the calendar date in India that Intl gives, around midnight there and over the years', () => {
    const instants: Date[] = [];
    // Every 97 minutes from the foundation's registration to 2040: all hours, every month.
    for (let t = Date.UTC(2016, 5, 6); t < Date.UTC(2040, 0, 1); t += 97 * 60_000) {
      instants.push(new Date(t));
    }
    // Either side of midnight in India (18:30 UTC), at a new year and a leap day.
    for (const iso of [
      '2023-12-31T18:29:59.999Z',
      '2023-12-31T18:30:00.000Z',
      '2024-02-28T18:30:00.000Z',
      '2024-02-29T18:29:59.999Z',
      '2016-06-06T18:30:00.000Z',
      '1970-01-01T00:00:00.000Z',
    ]) {
      instants.push(new Date(iso));
    }
    const differing = instants.filter(
      (date) => JSON.stringify(kolkataParts(date)) !== JSON.stringify(byIntl(date)),
    );
    expect(differing.map((d) => d.toISOString())).toEqual([]);
    expect(instants.length).toBeGreaterThan(100_000);
  });

  it('formats as before and refuses an invalid date as Intl did', () => {
    const registered = new Date('2016-06-07T00:00:00+05:30');
    expect(formatDayMonthYear(registered)).toBe('7 Jun 2016');
    expect(formatEnGb(registered)).toBe('07/06/2016');
    expect(isoDate(new Date('2026-11-21T20:00:00Z'))).toBe('2026-11-22');
    expect(() => kolkataParts(new Date('not a date'))).toThrow(RangeError);
  });
});

describe('formatIndianNumber without Intl for counts', () => {
  const intl = new Intl.NumberFormat('en-IN');
  it('groups whole numbers as en-IN does', () => {
    const values = [0, 7, 12, 999, 1000, 12_345, 123_456, 1_234_567, 98_765_432, 123_456_789_012];
    for (let n = 1; n < Number.MAX_SAFE_INTEGER; n = n * 7 + 3) values.push(n, -n);
    for (const value of values) expect(formatIndianNumber(value)).toBe(intl.format(value));
  });

  it('leaves fractions and non-finite numbers to Intl', () => {
    for (const value of [1234.5678, -0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60]) {
      expect(formatIndianNumber(value)).toBe(intl.format(value));
    }
  });
});
