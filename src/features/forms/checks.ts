/** Field checks: src/lib/validation.ts rules with messages from the page's dictionary. */
import {
  isValidAadhaar,
  isValidEmail,
  isValidPan,
  normaliseAadhaar,
  normalisePan,
} from '~/lib/validation';

export interface CheckWords {
  email: string;
  pan: string;
  aadhaarDigits: string;
  aadhaarInvalid: string;
}

export function makeChecks(words: CheckWords) {
  return {
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
