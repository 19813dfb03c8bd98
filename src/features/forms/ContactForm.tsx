/** Island: the contact form of /ReachUs, sent to the API configured at build time. */
import { FORM_TYPES } from '~/schemas/forms';
import { formIsland, type FormIslandWords } from './formIsland';
import { makeContactForm, type ContactWords } from './definitions/contact';

export type ContactFormWords = FormIslandWords<ContactWords>;

export default formIsland('The contact form', FORM_TYPES.contact, (words: ContactFormWords) =>
  makeContactForm(words.fields, words.form.checks),
);
