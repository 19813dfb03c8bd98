/**
 * Field checks with their messages, for the `check` and `normalise` of a `FieldSpec`. The rules
 * themselves are the pure functions of src/lib/shared/validation.ts.
 */
import {
  isValidAadhaar,
  isValidEmail,
  isValidPan,
  normaliseAadhaar,
  normalisePan,
} from '~/lib/shared/validation';

/** An e-mail address we can answer. */
export function checkEmail(value: string): string | undefined {
  return isValidEmail(value)
    ? undefined
    : 'Please enter an e-mail address like name@example.com, or leave it empty.';
}

/** Like `checkEmail`, for a required e-mail field (no "leave it empty"). */
export function checkRequiredEmail(value: string): string | undefined {
  return isValidEmail(value) ? undefined : 'Please enter an e-mail address like name@example.com.';
}

/** A PAN: AAAAA9999A. */
export function checkPan(value: string): string | undefined {
  return isValidPan(value)
    ? undefined
    : 'A PAN has 10 characters: five letters, four digits and a letter, like ABCDE1234F.';
}

/** An Aadhaar number: 12 digits with a valid check digit. */
export function checkAadhaar(value: string): string | undefined {
  const digits = normaliseAadhaar(value);
  if (!/^[0-9]{12}$/.test(digits)) {
    return 'An Aadhaar number has 12 digits, like 2341 2341 2346.';
  }
  return isValidAadhaar(digits)
    ? undefined
    : 'This is not a valid Aadhaar number: please check the digits on your card.';
}

export { normaliseAadhaar, normalisePan };
