import { describe, expect, it } from 'vitest';
import { SITE, siteIn } from '~/config/site';
import * as C from '~/lib/constants';
import {
  formatDayMonthYear,
  formatEnGb,
  formatIndianNumber,
  isoDate,
  todayInKolkata,
} from '~/lib/items';

describe('site configuration', () => {
  it('has a usable contact e-mail and phone', () => {
    expect(SITE.email).toMatch(/^[^\s@]+@[^\s@]+\.[^\s@]+$/);
    expect(SITE.phone.replace(/[^\d+]/g, '')).toMatch(/^\+91\d{10}$/);
  });

  it('uses https for every outside link', () => {
    for (const url of [SITE.website, SITE.competitionFormUrl, ...SITE.social.map((s) => s.url)]) {
      expect(new URL(url).protocol, url).toBe('https:');
    }
  });

  it('has complete bank transfer details with a valid IFSC', () => {
    expect(SITE.bank.ifsc).toMatch(/^[A-Z]{4}0[A-Z0-9]{6}$/);
    expect(SITE.bank.accountNumber).toMatch(/^\d{9,18}$/);
    expect(SITE.bank.bankName && SITE.bank.accountName && SITE.bank.branch).toBeTruthy();
  });

  it('was registered on 7 June 2016 (SPEC section 1)', () => {
    expect(SITE.registeredOn).toBe('2016-06-07');
  });

  it('writes the names and the address of the Hindi pages in Devanagari, with the same figures', () => {
    const hindi = siteIn('hi');
    const latin = /[A-Za-z]/;
    for (const text of [hindi.name, ...hindi.address, hindi.grievanceOfficer.name, hindi.mapLabel])
      expect(text, text).not.toMatch(latin);
    const figures = (lines: readonly string[]) => lines.join(' ').match(/\d+/g);
    expect(figures(hindi.address)).toEqual(figures(SITE.address));
    expect(hindi.address).toHaveLength(SITE.address.length);
    expect(hindi.grievanceOfficer.email).toBe(SITE.grievanceOfficer.email);
    expect(siteIn('en')).toEqual({
      name: SITE.name,
      address: SITE.address,
      grievanceOfficer: SITE.grievanceOfficer,
      mapLabel: SITE.map.label,
    });
  });

  it('places the map in India', () => {
    expect(SITE.map.latitude).toBeGreaterThan(6);
    expect(SITE.map.latitude).toBeLessThan(37);
    expect(SITE.map.longitude).toBeGreaterThan(68);
    expect(SITE.map.longitude).toBeLessThan(98);
  });
});

describe('constants of SPEC section 9', () => {
  it('keeps the carousel and scroller numbers', () => {
    expect([C.NEWS_AUTOPLAY_MS, C.NEWS_SPEED_MS, C.NEWS_SLIDES]).toEqual([3000, 900, 4]);
    expect(C.NEWS_BREAKPOINTS.map((b) => b.maxWidth)).toEqual([1499, 1024, 992, 767, 480]);
    expect([C.ACHIEVEMENTS_AUTOPLAY_MS, C.ACHIEVEMENTS_SLIDES, C.ACHIEVEMENTS_LOOP]).toEqual([
      2000,
      3,
      false,
    ]);
    expect([C.PROJECTS_AUTOPLAY_MS, C.PROJECTS_SLIDES, C.PROJECTS_LOOP]).toEqual([2000, 4, true]);
    expect([C.GALLERY_AUTOPLAY_MS, C.GALLERY_SLIDES]).toEqual([2000, 4]);
    expect([C.TESTIMONIALS_AUTOPLAY_MS, C.TESTIMONIALS_SLIDES]).toEqual([2000, 3]);
    expect([C.SPONSORS_AUTOPLAY_MS, C.SPONSORS_SLIDES, C.SPONSOR_COUNT]).toEqual([2000, 8, 59]);
    expect(C.SPONSORS_BREAKPOINTS.map((b) => b.slides)).toEqual([7, 5, 3, 1]);
    expect([C.HIGHLIGHT_SCROLL_SPEED, C.HIGHLIGHT_SCROLL_DELAY_MS]).toEqual([2, 30]);
    expect([C.HIGHLIGHTS_MAX, C.NEW_BADGE_DAYS]).toEqual([10, 15]);
  });

  it('makes 1 rupee 37 paise a day about 500 rupees a year', () => {
    const rupees = (C.FELLOWSHIP_PAISE_PER_DAY * C.FELLOWSHIP_DAYS) / 100;
    expect(Math.round(rupees / 100) * 100).toBe(C.FELLOWSHIP_RUPEES_PER_YEAR);
  });

  it('never waits forever for the API', () => {
    expect(C.BROWSER_FETCH_TIMEOUT_MS).toBeGreaterThan(0);
    expect(C.FORM_SUBMIT_TIMEOUT_MS).toBeGreaterThan(0);
  });
});

describe('formatting in Asia/Kolkata', () => {
  // 18:45 UTC on 31 Dec is already 1 Jan in India (UTC+5:30).
  const newYearInIndia = new Date('2025-12-31T18:45:00Z');

  it('formats news dates as d Mon yyyy', () => {
    expect(formatDayMonthYear(new Date('2016-06-07T00:00:00+05:30'))).toBe('7 Jun 2016');
    expect(formatDayMonthYear(newYearInIndia)).toBe('1 Jan 2026');
  });

  it('formats album dates as dd/mm/yyyy', () => {
    expect(formatEnGb(new Date('2016-06-07T10:00:00+05:30'))).toBe('07/06/2016');
    expect(formatEnGb(newYearInIndia)).toBe('01/01/2026');
  });

  it("decides today by India's calendar, not the machine's", () => {
    expect(todayInKolkata(newYearInIndia)).toEqual({ year: 2026, month: 1, day: 1 });
    expect(isoDate(newYearInIndia)).toBe('2026-01-01');
  });

  it('groups digits the Indian way', () => {
    expect(formatIndianNumber(123456)).toBe('1,23,456');
    expect(formatIndianNumber(940927)).toBe('9,40,927');
    expect(formatIndianNumber(12345678)).toBe('1,23,45,678');
    expect(formatIndianNumber(999)).toBe('999');
  });
});
