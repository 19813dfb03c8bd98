/** The guest book (/GuestBook, form type `Guest Book`): SPEC.md section 3, asterisks as in SPEC. */
import { FORM_TYPES, GUEST_BOOK_HOW_KNOW, GUEST_BOOK_RATES } from '~/schemas/forms';
import { checkEmail } from '../checks';
import type { FormDefinition } from '../types';

/** Fields of the guest book, in the order shown. */
export const guestBookForm: FormDefinition<typeof FORM_TYPES.guestBook> = {
  formType: FORM_TYPES.guestBook,
  id: 'guest-book',
  title: 'Guest book',
  submitLabel: 'Sign the guest book',
  fields: [
    { name: 'name', label: 'Your name', kind: 'text', autoComplete: 'name' },
    {
      name: 'webAddress',
      label: 'Your website',
      kind: 'url',
      autoComplete: 'url',
    },
    { name: 'email', label: 'E-mail', kind: 'email', autoComplete: 'email', check: checkEmail },
    {
      name: 'profession',
      label: 'Profession',
      kind: 'text',
      required: true,
      autoComplete: 'organization-title',
      requiredMessage: 'Please tell us your profession.',
    },
    {
      name: 'rate',
      label: 'How would you rate our work?',
      kind: 'radio',
      options: GUEST_BOOK_RATES,
    },
    {
      name: 'howKnow',
      label: 'How do you know us?',
      kind: 'select',
      required: true,
      options: GUEST_BOOK_HOW_KNOW,
      requiredMessage: 'Please choose how you know us.',
    },
    { name: 'message', label: 'Message', kind: 'textarea', rows: 6, wide: true },
  ],
};
