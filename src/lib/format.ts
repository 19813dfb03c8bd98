/**
 * Date and number formatting, always in Asia/Kolkata.
 *
 * Imported by browser code: keep it small (no date library) and cheap to load. No `Intl` object
 * is made when this module loads: a page's first `Intl` formatter costs about 25 ms of main
 * thread (ICU data), four times that on a cheap phone, and most islands import this module.
 * tests/unit/budget-format.test.ts checks these against `Intl` with the `TIME_ZONE` of ./constants.
 */
import { MONTHS } from './constants';

/** Calendar parts of an instant as seen in India. */
export interface KolkataDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/**
 * India has kept UTC+05:30 all year since 1945 (no daylight saving), so the calendar date there
 * is the UTC date of the instant moved on by 5 h 30 min: exact for every date the site shows.
 */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** The calendar date of `date` in Asia/Kolkata; throws a RangeError for an invalid date. */
export function kolkataParts(date: Date): KolkataDate {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const shifted = new Date(time + KOLKATA_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

/** Today's date in India, from the given clock (defaults to now). */
export function todayInKolkata(now: Date = new Date()): KolkataDate {
  return kolkataParts(now);
}

/**
 * `d Mon yyyy`, e.g. `7 Jun 2016` (news and events). Hindi pages pass their month names
 * (src/i18n `months`): `23 नवंबर 2026`, as `Intl` writes it for `hi-IN`; the names come with the
 * page's words, so no page ships the other language's.
 */
export function formatDayMonthYear(date: Date, months: readonly string[] = MONTHS): string {
  const { year, month, day } = kolkataParts(date);
  return `${day} ${months[month - 1]} ${year}`;
}

/** `dd/mm/yyyy`, the en-GB format used for albums. */
export function formatEnGb(date: Date): string {
  const { year, month, day } = kolkataParts(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

/** Machine-readable `yyyy-mm-dd` of the India calendar date, for `<time datetime>`. */
export function isoDate(date: Date): string {
  const { year, month, day } = kolkataParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

let indianNumber: Intl.NumberFormat | undefined;

/** Indian digit grouping: 123456 -> `1,23,456`. */
export function formatIndianNumber(value: number): string {
  // Counts are whole numbers: group them here (last three digits, then pairs), as en-IN does.
  if (Number.isSafeInteger(value)) {
    const digits = String(Math.abs(value));
    const grouped =
      digits.length <= 3
        ? digits
        : `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
    return value < 0 ? `-${grouped}` : grouped;
  }
  indianNumber ??= new Intl.NumberFormat('en-IN');
  return indianNumber.format(value);
}
