/**
 * Date and number formatting, always in Asia/Kolkata.
 *
 * Imported by browser code: keep it small (Intl only, no date library).
 */
import { MONTHS, TIME_ZONE } from './constants';

/** Calendar parts of an instant as seen in India. */
export interface KolkataDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const partsFormatter = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

/** The calendar date of `date` in Asia/Kolkata. */
export function kolkataParts(date: Date): KolkataDate {
  const parts = partsFormatter.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** Today's date in India, from the given clock (defaults to now). */
export function todayInKolkata(now: Date = new Date()): KolkataDate {
  return kolkataParts(now);
}

/** `d Mon yyyy`, e.g. `7 Jun 2016` (news and events). */
export function formatDayMonthYear(date: Date): string {
  const { year, month, day } = kolkataParts(date);
  return `${day} ${MONTHS[month - 1]} ${year}`;
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

const indianNumber = new Intl.NumberFormat('en-IN');

/** Indian digit grouping: 123456 -> `1,23,456`. */
export function formatIndianNumber(value: number): string {
  return indianNumber.format(value);
}
