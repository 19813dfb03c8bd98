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

// Verhoeff's check works in the dihedral group D5: 0-4 are rotations, 5-9 reflections.
const multiply = (j: number, k: number): number =>
  j < 5 ? ((j + k) % 5) + (k < 5 ? 0 : 5) : ((j - k + 10) % 5) + (k < 5 ? 5 : 0);
/** Applied once more for each position from the right. */
const PERMUTATION = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];

function verhoeffChecksum(digits: string, offset: number): number {
  let check = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    for (let step = 0; step < (i + offset) % 8; step++) digit = PERMUTATION[digit]!;
    check = multiply(check, digit);
  }
  return check;
}

/** Catches every single-digit error and every swap of neighbouring digits. */
export function isVerhoeffValid(digits: string): boolean {
  return /^[0-9]+$/.test(digits) && verhoeffChecksum(digits, 0) === 0;
}

export function verhoeffCheckDigit(digits: string): number {
  if (!/^[0-9]+$/.test(digits)) throw new RangeError(`not a string of digits: "${digits}"`);
  const check = verhoeffChecksum(digits, 1);
  // Its inverse in D5: a rotation's is the opposite rotation, a reflection is its own.
  return check < 5 ? (5 - check) % 5 : check;
}
