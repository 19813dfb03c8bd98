/**
 * Checks the forms run before sending (DESIGN.md: SPEC checks nothing). Pure functions, no
 * messages: the form engine words them.
 * Imported by browser code: keep it small.
 */

export function isBlank(value: string): boolean {
  return value.trim().length === 0;
}

// The WHATWG rule for <input type="email">, written out: the forms use noValidate so the messages
// are ours, and every browser applies the same rule.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** RFC 5321. */
const EMAIL_MAX_LENGTH = 254;

/**
 * The browsers' rule plus a dot in the domain and a top-level domain of two or more characters,
 * not all digits: `name@gmail` and `name@gmail.c` are typing slips, not addresses.
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  if (address.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(address)) return false;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && tld.length >= 2 && !/^\d+$/.test(tld);
}

export function normalisePan(value: string): string {
  return value.trim().toUpperCase();
}

/** AAAAA9999A; small letters and white space around it are accepted. */
export function isValidPan(value: string): boolean {
  return /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(normalisePan(value));
}

/** The 12 digits alone: people type it as printed, in groups of four. */
export function normaliseAadhaar(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** 12 digits, not starting with 0 or 1 (UIDAI never issues those), with a Verhoeff check digit. */
export function isValidAadhaar(value: string): boolean {
  const digits = normaliseAadhaar(value);
  return /^[2-9][0-9]{11}$/.test(digits) && isVerhoeffValid(digits);
}

// Verhoeff's dihedral-group tables: multiplication (D), position permutation (P) and inverse.
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
] as const;
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
] as const;
const VERHOEFF_INVERSE = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9] as const;

function verhoeffChecksum(digits: string, offset: number): number {
  let check = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    check = VERHOEFF_D[check]![VERHOEFF_P[(i + offset) % 8]![digit]!]!;
  }
  return check;
}

/** Catches every single-digit error and every swap of neighbouring digits. */
export function isVerhoeffValid(digits: string): boolean {
  return /^[0-9]+$/.test(digits) && verhoeffChecksum(digits, 0) === 0;
}

export function verhoeffCheckDigit(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError(`not a string of digits: "${digits}"`);
  return VERHOEFF_INVERSE[verhoeffChecksum(digits, 1)]!;
}
