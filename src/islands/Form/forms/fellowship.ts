/**
 * The fellowship form of /Fellowship (form type `RUPEE 37 PAISE FELLOWSHIP`, SPEC.md section 3).
 * PAN and Aadhaar are sensitive: checked here, sent once, never stored in the browser.
 */
import { FORM_TYPES } from '~/schemas/forms';
import { checkAadhaar, checkEmail, checkPan, normaliseAadhaar, normalisePan } from '../checks';
import type { FormDefinition } from '../types';

/** Fields of the fellowship form, in the order shown. */
export const fellowshipForm: FormDefinition<typeof FORM_TYPES.fellowship> = {
  formType: FORM_TYPES.fellowship,
  id: 'fellowship',
  title: 'Fellowship form',
  submitLabel: 'Send fellowship details',
  note: {
    before: 'panCardDetails',
    heading: 'Why we ask for your PAN and Aadhaar',
    text:
      'We need them only to issue the receipt for your fellowship that Indian tax rules require. ' +
      'They go straight to the foundation when you send this form and are never saved in your ' +
      'browser. Questions or second thoughts?',
    link: { href: '/ReachUs', label: 'Contact us' },
  },
  fields: [
    { name: 'name', label: 'Your name', kind: 'text', autoComplete: 'name' },
    { name: 'email', label: 'E-mail', kind: 'email', autoComplete: 'email', check: checkEmail },
    {
      name: 'transactionNumber',
      label: 'Transaction number',
      kind: 'text',
      required: true,
      autoComplete: 'off',
      hint: 'The reference (UTR) number of your bank transfer.',
      requiredMessage: 'Please enter the transaction number of your transfer.',
    },
    {
      name: 'location',
      label: 'Location',
      kind: 'text',
      required: true,
      autoComplete: 'address-level2',
      hint: 'Your town or city.',
      requiredMessage: 'Please enter your town or city.',
    },
    {
      name: 'panCardDetails',
      label: 'PAN',
      kind: 'text',
      required: true,
      sensitive: true,
      uppercase: true,
      hint: '10 characters, like ABCDE1234F.',
      check: checkPan,
      normalise: normalisePan,
      requiredMessage: 'Please enter your PAN.',
    },
    {
      name: 'aadharCardDetails',
      label: 'Aadhaar number',
      kind: 'text',
      required: true,
      sensitive: true,
      inputMode: 'numeric',
      hint: '12 digits, as printed on your card.',
      check: checkAadhaar,
      normalise: normaliseAadhaar,
      requiredMessage: 'Please enter your Aadhaar number.',
    },
  ],
};
