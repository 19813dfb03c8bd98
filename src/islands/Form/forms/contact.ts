/**
 * The contact form of /ReachUs, sent as form type `Admission` (SPEC.md section 3). SPEC marks no
 * field as required, so none is; an e-mail, when typed, must be valid.
 */
import { FORM_TYPES } from '~/schemas/forms';
import { checkEmail } from '../checks';
import type { FormDefinition } from '../types';

/** Fields of the contact form, in the order shown. */
export const contactForm: FormDefinition<typeof FORM_TYPES.contact> = {
  formType: FORM_TYPES.contact,
  id: 'reach-us',
  title: 'Write to us',
  submitLabel: 'Send message',
  fields: [
    { name: 'name', label: 'Your name', kind: 'text', autoComplete: 'name' },
    { name: 'email', label: 'E-mail', kind: 'email', autoComplete: 'email', check: checkEmail },
    { name: 'phone', label: 'Phone', kind: 'tel', autoComplete: 'tel' },
    { name: 'subject', label: 'Subject', kind: 'text' },
    {
      name: 'address',
      label: 'Postal address',
      kind: 'textarea',
      rows: 3,
      autoComplete: 'street-address',
      wide: true,
    },
    { name: 'message', label: 'Message', kind: 'textarea', rows: 6, wide: true },
  ],
};
