/** Field checks with the page's messages, and the parts every form definition shares. */
import type { Dictionary } from '~/i18n';
import {
  isValidAadhaar,
  isValidEmail,
  isValidPan,
  normaliseAadhaar,
  normalisePan,
} from '~/lib/validation';
import type { FormType } from '~/schemas/forms';
import type { FieldSpec, FormDefinition } from './types';

export type CheckWords = Dictionary['form']['checks'];

export function makeChecks(words: CheckWords) {
  return {
    email: (value: string) => (isValidEmail(value) ? undefined : words.email),
    /** A PAN: AAAAA9999A. */
    pan: (value: string) => (isValidPan(value) ? undefined : words.pan),
    /** An Aadhaar number: 12 digits with a valid check digit. */
    aadhaar(value: string): string | undefined {
      const digits = normaliseAadhaar(value);
      if (!/^[0-9]{12}$/.test(digits)) return words.aadhaarDigits;
      return isValidAadhaar(digits) ? undefined : words.aadhaarInvalid;
    },
  };
}

export { normaliseAadhaar, normalisePan };

/** A form named and labelled by its words' `title` and `submit`. */
export function defineForm<T extends FormType>(
  formType: T,
  id: string,
  words: { title: string; submit: string },
  fields: FormDefinition<T>['fields'],
  note?: FormDefinition<T>['note'],
): FormDefinition<T> {
  return { formType, id, title: words.title, submitLabel: words.submit, note, fields };
}

/** The name and e-mail address every form asks first (e-mail checked once typed). */
export function nameField(label: string): FieldSpec<'name'> {
  return { name: 'name', label, kind: 'text', autoComplete: 'name' };
}

export function emailField(label: string, words: CheckWords): FieldSpec<'email'> {
  const check = makeChecks(words).email;
  return { name: 'email', label, kind: 'email', autoComplete: 'email', check };
}
