/**
 * Field checks with their messages, for the `check` and `normalise` of a `FieldSpec`. The rules
 * themselves are the pure functions of src/lib/validation.ts; the messages come from the
 * page's dictionary (src/i18n `form.checks`), so the rules are the same in every language.
 */
import {
  isValidAadhaar,
  isValidEmail,
  isValidPan,
  normaliseAadhaar,
  normalisePan,
} from '~/lib/validation';

/** The messages of the checks, in the page's language. */
export interface CheckWords {
  email: string;
  pan: string;
  aadhaarDigits: string;
  aadhaarInvalid: string;
}

/** The checks of a form, saying what is wrong in `words`' language. */
export function makeChecks(words: CheckWords) {
  return {
    /** An e-mail address we can answer (or nothing). */
    email(value: string): string | undefined {
      return isValidEmail(value) ? undefined : words.email;
    },
    /** A PAN: AAAAA9999A. */
    pan(value: string): string | undefined {
      return isValidPan(value) ? undefined : words.pan;
    },
    /** An Aadhaar number: 12 digits with a valid check digit. */
    aadhaar(value: string): string | undefined {
      const digits = normaliseAadhaar(value);
      if (!/^[0-9]{12}$/.test(digits)) return words.aadhaarDigits;
      return isValidAadhaar(digits) ? undefined : words.aadhaarInvalid;
    },
  };
}

export { normaliseAadhaar, normalisePan };
