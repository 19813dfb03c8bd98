/** /ReachUs, form type `Admission` (SPEC.md section 3): none required, an e-mail must be valid. */
import type { Dictionary } from '~/i18n';
import { FORM_TYPES } from '~/schemas/forms';
import { defineForm, emailField, nameField, type CheckWords } from '../checks';

export type ContactWords = Dictionary['contact'];

export function makeContactForm(words: ContactWords, checkWords: CheckWords) {
  return defineForm(FORM_TYPES.contact, 'reach-us', words, [
    nameField(words.name),
    emailField(words.email, checkWords),
    { name: 'phone', label: words.phone, kind: 'tel', autoComplete: 'tel' },
    { name: 'subject', label: words.subject, kind: 'text' },
    {
      name: 'address',
      label: words.address,
      kind: 'textarea',
      rows: 3,
      autoComplete: 'street-address',
      wide: true,
    },
    { name: 'message', label: words.message, kind: 'textarea', rows: 6, wide: true },
  ]);
}
