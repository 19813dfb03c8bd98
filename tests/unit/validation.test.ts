import { describe, expect, it } from 'vitest';
import {
  isBlank,
  isValidAadhaar,
  isValidEmail,
  isValidPan,
  isVerhoeffValid,
  normaliseAadhaar,
  normalisePan,
  verhoeffCheckDigit,
} from '~/lib/validation';

// Test numbers UIDAI publishes for its sandbox: real-format Aadhaar numbers that belong to no one.
const UIDAI_SANDBOX = [
  '999941057058',
  '999971658847',
  '999933119405',
  '999955183433',
  '999990501894',
];

describe('isBlank (required fields)', () => {
  it.each(['', ' ', '   ', '\t', '\n', ' \n\t ', '\u00a0'])(
    'treats %j (empty or white space only) as blank',
    (value) => {
      expect(isBlank(value)).toBe(true);
    },
  );

  it.each(['a', ' a ', '0', '.', 'नमस्ते'])('treats %j (a visible character) as filled', (value) => {
    expect(isBlank(value)).toBe(false);
  });
});

describe('isValidEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const value of [
      'a@b.co',
      'info@porf.example.org',
      'first.last+tag@sub.example.co.in',
      "o'brien@example.ie",
      'USER_99@Example.COM',
      'x@xn--p1ai.xn--p1ai',
      '  padded@example.org  ',
    ]) {
      expect(isValidEmail(value), value).toBe(true);
    }
  });

  it('rejects what is not an address or is a typing slip', () => {
    for (const value of [
      '',
      '   ',
      'plain',
      'name@',
      '@example.org',
      'name@gmail',
      'name@gmail.c',
      'name@example.123',
      'two@@example.org',
      'a@b@example.org',
      'with space@example.org',
      'name@exa mple.org',
      'name@.example.org',
      'name@example..org',
      'name@example.org.',
      'name@-example.org',
      'name@example-.org',
      'name@exam_ple.org',
      'name(comment)@example.org',
      'नाम@example.org',
    ]) {
      expect(isValidEmail(value), value).toBe(false);
    }
  });

  it('rejects an address longer than 254 characters', () => {
    const label = 'a'.repeat(60);
    const long = `someone@${[label, label, label, label].join('.')}.org`;
    expect(long.length).toBeGreaterThan(254);
    expect(isValidEmail(long)).toBe(false);
    expect(isValidEmail(`me@${[label, label, label, label].join('.')}.org`)).toBe(true);
  });
});

describe('PAN', () => {
  it('accepts five letters, four digits and a letter', () => {
    for (const value of ['ABCDE1234F', 'AAAPL1234C', 'ZZZZZ0000Z']) {
      expect(isValidPan(value), value).toBe(true);
    }
  });

  it('accepts small letters and white space around it, and sends it in capitals', () => {
    expect(isValidPan(' abcde1234f ')).toBe(true);
    expect(normalisePan(' abcde1234f ')).toBe('ABCDE1234F');
  });

  it('rejects every other shape', () => {
    for (const value of [
      '',
      'ABCDE1234',
      'ABCDE1234FG',
      'ABCD1234F',
      'ABCDE12345',
      '1BCDE1234F',
      'ABCDEF234F',
      'ABCDE123AF',
      'ABCDE 1234F',
      'ABCDE-1234-F',
      'ABCDÉ1234F',
      'ＡＢＣＤＥ１２３４Ｆ',
    ]) {
      expect(isValidPan(value), value).toBe(false);
    }
  });
});

describe('Verhoeff check digit', () => {
  it('matches the published examples', () => {
    // The worked example of Verhoeff's scheme (236 -> 3) and the common 12345 -> 1.
    expect(verhoeffCheckDigit('236')).toBe(3);
    expect(verhoeffCheckDigit('12345')).toBe(1);
    expect(isVerhoeffValid('2363')).toBe(true);
    expect(isVerhoeffValid('123451')).toBe(true);
    for (const number of UIDAI_SANDBOX) {
      expect(verhoeffCheckDigit(number.slice(0, 11)), number).toBe(Number(number.slice(11)));
    }
  });

  it('accepts exactly one check digit for any number', () => {
    for (const body of ['0', '7', '2341234123', '99994105705', '50000000000']) {
      const valid = [...'0123456789'].filter((digit) => isVerhoeffValid(body + digit));
      expect(valid, body).toEqual([String(verhoeffCheckDigit(body))]);
    }
  });

  it('catches every single-digit error and every swap of neighbours in a valid number', () => {
    for (const number of UIDAI_SANDBOX) {
      expect(isVerhoeffValid(number)).toBe(true);
      for (let i = 0; i < number.length; i++) {
        for (const digit of '0123456789') {
          if (digit === number[i]) continue;
          const typo = number.slice(0, i) + digit + number.slice(i + 1);
          expect(isVerhoeffValid(typo), typo).toBe(false);
        }
        if (i + 1 < number.length && number[i] !== number[i + 1]) {
          const swapped = number.slice(0, i) + number[i + 1] + number[i] + number.slice(i + 2);
          expect(isVerhoeffValid(swapped), swapped).toBe(false);
        }
      }
    }
  });

  it('rejects what is not digits', () => {
    for (const value of ['', '23a3', ' 2363', '２３６３']) {
      expect(isVerhoeffValid(value), value).toBe(false);
    }
    expect(() => verhoeffCheckDigit('')).toThrow(RangeError);
    expect(() => verhoeffCheckDigit('12a')).toThrow(RangeError);
  });
});

describe('Aadhaar', () => {
  it('accepts 12 digits with a correct check digit', () => {
    for (const number of UIDAI_SANDBOX) expect(isValidAadhaar(number), number).toBe(true);
    expect(isValidAadhaar('234123412346')).toBe(true);
  });

  it('accepts the number as printed on the card, in groups of four', () => {
    expect(isValidAadhaar('2341 2341 2346')).toBe(true);
    expect(isValidAadhaar(' 2341-2341-2346 ')).toBe(true);
    expect(normaliseAadhaar(' 2341 2341-2346 ')).toBe('234123412346');
  });

  it('rejects a wrong check digit', () => {
    expect(isValidAadhaar('234123412347')).toBe(false);
    expect(isValidAadhaar('999941057059')).toBe(false);
  });

  it('rejects a number starting with 0 or 1 even when the check digit fits', () => {
    for (const first of ['0', '1']) {
      const body = `${first}2341234123`;
      const number = body + String(verhoeffCheckDigit(body));
      expect(isVerhoeffValid(number)).toBe(true);
      expect(isValidAadhaar(number), number).toBe(false);
    }
  });

  it('rejects the wrong length and anything but digits', () => {
    for (const value of [
      '',
      '23412341234',
      '2341234123466',
      '2341234123461',
      '23412341234a',
      '2341.2341.2346',
      '2341_2341_2346',
      '२३४१२३४१२३४६',
    ]) {
      expect(isValidAadhaar(value), value).toBe(false);
    }
  });
});
