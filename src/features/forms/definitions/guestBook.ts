/** The guest book (/GuestBook, form type `Guest Book`): SPEC.md section 3, asterisks as in SPEC. */
import type { Dictionary } from '~/i18n';
import { FORM_TYPES, GUEST_BOOK_HOW_KNOW, GUEST_BOOK_RATES } from '~/schemas/forms';
import { defineForm, emailField, nameField, type CheckWords } from '../checks';

export type GuestBookWords = Dictionary['guestBook'];

export function makeGuestBookForm(words: GuestBookWords, checkWords: CheckWords) {
  return defineForm(FORM_TYPES.guestBook, 'guest-book', words, [
    nameField(words.name),
    // A text field with the URL keyboard: `autocomplete="url"` on `type="url"` is valid HTML,
    // but HTML_CodeSniffer (pa11y) reports it; on a text input both agree.
    {
      name: 'webAddress',
      label: words.webAddress,
      kind: 'text',
      inputMode: 'url',
      autoComplete: 'url',
      maxLength: 300,
    },
    emailField(words.email, checkWords),
    {
      name: 'profession',
      label: words.profession,
      kind: 'text',
      required: true,
      autoComplete: 'organization-title',
      requiredMessage: words.professionRequired,
    },
    {
      name: 'rate',
      label: words.rate,
      kind: 'radio',
      options: GUEST_BOOK_RATES,
      optionLabels: words.rates,
    },
    {
      name: 'howKnow',
      label: words.howKnow,
      kind: 'select',
      required: true,
      options: GUEST_BOOK_HOW_KNOW,
      optionLabels: words.howKnowOptions,
      requiredMessage: words.howKnowRequired,
    },
    { name: 'message', label: words.message, kind: 'textarea', rows: 6, wide: true },
  ]);
}
