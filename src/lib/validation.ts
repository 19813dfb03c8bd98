/**
 * Checks the forms run before anything is sent (DESIGN.md: we differ from SPEC, which checks
 * nothing): required fields, e-mail addresses, PAN and Aadhaar numbers. Pure functions, no
 * messages: the form engine (src/features/forms) words the messages.
 *
 * Imported by browser code: keep it small.
 */

/** True when `value` is empty or only white space. */
export function isBlank(value: string): boolean {
  return value.trim().length === 0;
}

// The WHATWG rule browsers use for <input type="email">, written out so that every browser applies
// the same one (the forms use noValidate so the messages are ours).
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;
/** RFC 5321 limit on a whole address. */
const EMAIL_MAX_LENGTH = 254;

/**
 * True for an e-mail address the foundation can answer: the browsers' rule for
 * `<input type="email">`, plus a dot in the domain and a top-level domain of two or more
 * characters that is not only digits (`name@gmail` and `name@gmail.c` are typing slips, not
 * addresses). Leading and trailing white space is ignored. Non-ASCII domains must be typed in
 * their `xn--` form, as in the browsers' own rule.
 */
export function isValidEmail(value: string): boolean {
  const address = value.trim();
  if (address.length > EMAIL_MAX_LENGTH || !EMAIL_PATTERN.test(address)) return false;
  const domain = address.slice(address.lastIndexOf('@') + 1);
  const labels = domain.split('.');
  const tld = labels[labels.length - 1] ?? '';
  return labels.length >= 2 && tld.length >= 2 && !/^\d+$/.test(tld);
}

/** A PAN as it is sent: white space around it removed, letters in capitals. */
export function normalisePan(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * True for a PAN (Permanent Account Number) in the format AAAAA9999A: five letters, four digits,
 * one letter. Small letters and white space around it are accepted (see `normalisePan`).
 */
export function isValidPan(value: string): boolean {
  return /^[A-Z]{5}[0-9]{4}[A-Z]$/.test(normalisePan(value));
}

/**
 * An Aadhaar number as it is sent: the 12 digits alone. People often type it as printed on the
 * card, in groups of four separated by spaces (or hyphens); those separators are removed.
 */
export function normaliseAadhaar(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/**
 * True for an Aadhaar number: 12 digits (optionally grouped by spaces or hyphens), not starting
 * with 0 or 1 (UIDAI never issues those), whose last digit is the Verhoeff check digit of the
 * first eleven.
 */
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

/** Runs Verhoeff's checksum over `digits`, the rightmost digit taking position `offset`. */
function verhoeffChecksum(digits: string, offset: number): number {
  let check = 0;
  for (let i = 0; i < digits.length; i++) {
    const digit = Number(digits[digits.length - 1 - i]);
    check = VERHOEFF_D[check]![VERHOEFF_P[(i + offset) % 8]![digit]!]!;
  }
  return check;
}

/**
 * True when the last digit of `digits` is the Verhoeff check digit of the others. The scheme
 * catches every single-digit error and every swap of two neighbouring digits. False for anything
 * that is not a non-empty string of digits.
 */
export function isVerhoeffValid(digits: string): boolean {
  return /^[0-9]+$/.test(digits) && verhoeffChecksum(digits, 0) === 0;
}

/** The Verhoeff check digit to append to `digits` (a non-empty string of digits). */
export function verhoeffCheckDigit(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError(`not a string of digits: "${digits}"`);
  return VERHOEFF_INVERSE[verhoeffChecksum(digits, 1)]!;
}
