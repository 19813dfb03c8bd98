/**
 * Date and number formatting, always in Asia/Kolkata.
 * Imported by browser code: keep it small (no date library). No `Intl` object is made at load:
 * the first one costs the main thread ICU data, and most islands import this module.
 */
import { MONTHS } from './constants';

export interface KolkataDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

/** India keeps UTC+05:30 all year (no daylight saving). */
const KOLKATA_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;

/** Throws a RangeError for an invalid date. */
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

export function todayInKolkata(now: Date = new Date()): KolkataDate {
  return kolkataParts(now);
}

/** `7 Jun 2016`. Hindi pages pass their month names, so no page ships the other language's. */
export function formatDayMonthYear(date: Date, months: readonly string[] = MONTHS): string {
  const { year, month, day } = kolkataParts(date);
  return `${day} ${months[month - 1]} ${year}`;
}

/** `dd/mm/yyyy`. */
export function formatEnGb(date: Date): string {
  const { year, month, day } = kolkataParts(date);
  return `${String(day).padStart(2, '0')}/${String(month).padStart(2, '0')}/${year}`;
}

export function isoDate(date: Date): string {
  const { year, month, day } = kolkataParts(date);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

let indianNumber: Intl.NumberFormat | undefined;

/** Indian digit grouping: 123456 -> `1,23,456`. */
export function formatIndianNumber(value: number): string {
  // Whole numbers are grouped here, as en-IN does, without creating an `Intl` object.
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
