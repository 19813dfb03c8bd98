/**
 * The dictionaries (src/i18n): every key of one language is in the other, no string is empty,
 * the option lists keep their length (the values sent stay English), and the address helpers.
 */
import { describe, expect, it } from 'vitest';
import { en } from '~/i18n/en';
import { hi } from '~/i18n/hi';
import { ROUTES } from '~/lib/routes';
import { formatDayMonthYear, formatIndianNumber } from '~/lib/items';
import { GUEST_BOOK_HOW_KNOW, GUEST_BOOK_RATES } from '~/schemas/forms';
import { HINDI_PATHS, hasHindi, linkPath, localizedPath, splitPath } from '~/lib/routes';
import { fill } from '~/lib/fill';

/** Every leaf of a dictionary as `path -> value` (`frame.menu`, `guestBook.rates.0` ...). */
export function leaves(value: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (child === undefined) continue;
      for (const [path, leaf] of leaves(child, prefix ? `${prefix}.${key}` : key)) {
        out.set(path, leaf);
      }
    }
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** Keys of `a` that `b` lacks. */
export function missingKeys(a: unknown, b: unknown): string[] {
  const other = leaves(b);
  return [...leaves(a).keys()].filter((key) => !other.has(key));
}

describe('dictionaries', () => {
  it('have the same keys in English and Hindi', () => {
    expect(missingKeys(en, hi), 'missing in src/i18n/hi.ts').toEqual([]);
    expect(missingKeys(hi, en), 'missing in src/i18n/en.ts').toEqual([]);
  });

  it('fail the check when a key is removed from either language', () => {
    const { frame, ...withoutFrame } = hi;
    expect(missingKeys(en, withoutFrame)).toContain('frame.menu');
    const shorter = { ...en, footer: { ...en.footer, findUs: undefined } };
    expect(missingKeys(hi, shorter)).toEqual(['footer.findUs']);
    expect(frame.menu).toBeTruthy();
  });

  it('have no empty string and Hindi in the Hindi frame', () => {
    for (const [key, value] of [...leaves(en), ...leaves(hi)]) {
      expect(typeof value === 'string' ? value.trim() : value, key).toBeTruthy();
    }
    expect(hi.frame.menu).toMatch(/[\u0900-\u097F]/);
  });

  it('name every route in both languages', () => {
    for (const route of ROUTES) {
      expect(en.routes[route.path].title).toBe(route.title);
      expect(hi.routes[route.path].title).toMatch(/[\u0900-\u097F0-9]/);
    }
  });

  it('label every choice of the guest book, sending the same English values', () => {
    expect(en.guestBook.rates).toEqual([...GUEST_BOOK_RATES]);
    expect(en.guestBook.howKnowOptions).toEqual([...GUEST_BOOK_HOW_KNOW]);
    expect(hi.guestBook.rates).toHaveLength(GUEST_BOOK_RATES.length);
    expect(hi.guestBook.howKnowOptions).toHaveLength(GUEST_BOOK_HOW_KNOW.length);
  });

  // An album's English title stays out of Hindi alt text, labels and meta descriptions: inside an
  // attribute it cannot be marked lang="en" (docs/languages.md).
  const LEFT_OUT_IN_HINDI: Record<string, string> = {
    'album.photoAlt': '{title}',
    'album.photosOf': '{title}',
    'album.summary.one': '{title}',
    'album.summary.many': '{title}',
    'album.summaryEmpty': '{title}',
  };

  it('keep the placeholders of each English string', () => {
    const hindi = leaves(hi);
    for (const [key, value] of leaves(en)) {
      const names = (String(value).match(/\{\w+\}/g) ?? [])
        .filter((name) => LEFT_OUT_IN_HINDI[key] !== name)
        .sort();
      const theirs = (String(hindi.get(key)).match(/\{\w+\}/g) ?? []).sort();
      expect(theirs, key).toEqual(names);
    }
    for (const [key, name] of Object.entries(LEFT_OUT_IN_HINDI)) {
      expect(String(leaves(en).get(key)), key).toContain(name);
    }
  });
});

describe('language addresses', () => {
  it('prefix Hindi pages with /hi and leave English unprefixed', () => {
    expect(localizedPath('/AboutNgo', 'hi')).toBe('/hi/AboutNgo');
    expect(localizedPath('/', 'hi')).toBe('/hi');
    expect(localizedPath('/AboutNgo', 'en')).toBe('/AboutNgo');
    expect(splitPath('/hi/Donate')).toEqual({ lang: 'hi', path: '/Donate' });
    expect(splitPath('/hi')).toEqual({ lang: 'hi', path: '/' });
    expect(splitPath('/Donate')).toEqual({ lang: 'en', path: '/Donate' });
  });

  it('give every page a Hindi twin, the album resolver and the albums too', () => {
    expect(linkPath('/News', 'hi')).toEqual({ href: '/hi/News', lang: 'hi' });
    expect(linkPath('/News?year=2025#item-x', 'hi')).toEqual({
      href: '/hi/News?year=2025#item-x',
      lang: 'hi',
    });
    expect(linkPath('/SubGallery?id=abc', 'hi')).toEqual({
      href: '/hi/SubGallery?id=abc',
      lang: 'hi',
    });
    expect(hasHindi('/Album/abc')).toBe(true);
    expect(HINDI_PATHS).toEqual(ROUTES.map((route) => route.path));
  });

  it('fills placeholders', () => {
    expect(fill('{count} में से {n}', { n: 2, count: 8 })).toBe('8 में से 2');
  });
});

describe('Hindi dates and numbers', () => {
  it('write Hindi month names as Intl does for hi-IN, and Indian grouping', () => {
    expect(formatDayMonthYear(new Date('2026-11-23T10:00:00+05:30'), hi.months)).toBe(
      '23 नवंबर 2026',
    );
    const intl = new Intl.DateTimeFormat('hi-IN', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Asia/Kolkata',
    });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 15, 6));
      expect(formatDayMonthYear(date, hi.months)).toBe(intl.format(date));
    }
    expect(formatIndianNumber(123456)).toBe('1,23,456');
  });
});
