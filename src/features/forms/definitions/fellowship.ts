/** /Fellowship (SPEC.md section 3): PAN and Aadhaar checked here, never stored in the browser. */
import type { Dictionary } from '~/i18n';
import { FORM_TYPES } from '~/schemas/forms';
import {
  defineForm,
  emailField,
  makeChecks,
  nameField,
  normaliseAadhaar,
  normalisePan,
  type CheckWords,
} from '../checks';
import type { FormDefinition } from '../types';

export type FellowshipWords = Dictionary['fellowship'];

/** `contactHref` is the contact page in the form's language. */
export function makeFellowshipForm(
  words: FellowshipWords,
  checkWords: CheckWords,
  contactHref = '/ReachUs',
) {
  const checks = makeChecks(checkWords);
  const fields: FormDefinition<typeof FORM_TYPES.fellowship>['fields'] = [
    nameField(words.name),
    emailField(words.email, checkWords),
    {
      name: 'transactionNumber',
      label: words.transactionNumber,
      kind: 'text',
      required: true,
      autoComplete: 'off',
      hint: words.transactionHint,
      requiredMessage: words.transactionRequired,
    },
    {
      name: 'location',
      label: words.location,
      kind: 'text',
      required: true,
      autoComplete: 'address-level2',
      hint: words.locationHint,
      requiredMessage: words.locationRequired,
    },
    {
      name: 'panCardDetails',
      label: words.pan,
      kind: 'text',
      required: true,
      sensitive: true,
      uppercase: true,
      hint: words.panHint,
      check: checks.pan,
      normalise: normalisePan,
      requiredMessage: words.panRequired,
    },
    {
      name: 'aadharCardDetails',
      label: words.aadhaar,
      kind: 'text',
      required: true,
      sensitive: true,
      inputMode: 'numeric',
      hint: words.aadhaarHint,
      check: checks.aadhaar,
      normalise: normaliseAadhaar,
      requiredMessage: words.aadhaarRequired,
    },
  ];
  return defineForm(FORM_TYPES.fellowship, 'fellowship', words, fields, {
    before: 'panCardDetails',
    heading: words.noteHeading,
    text: words.noteText,
    link: { href: contactHref, label: words.noteLink },
  });
}
