/** Island: the contact form of /ReachUs, sent to the API configured at build time. */
import { useMemo } from 'react';
import { SITE } from '~/config/site';
import { FORM_TYPES } from '~/schemas/forms';
import { Form, type FormWords } from './Form';
import { createFormSender } from './send';
import { makeContactForm, type ContactWords } from './forms/contact';
import { island } from '~/islands/Island/island';
import { FormFailureNote } from './FormFailureNote';

const send = createFormSender(FORM_TYPES.contact);

/** The words of the form in the page's language, from the page (src/i18n). */
export interface ContactFormWords {
  form: FormWords;
  fields: ContactWords;
  /** The privacy notice in the page's language (`/Privacy` or `/hi/Privacy`). */
  privacyPath: string;
}

/** Rendered on the server and hydrated with `client:idle`. */
function ContactForm({ words }: { words: ContactFormWords }) {
  const definition = useMemo(() => makeContactForm(words.fields, words.form.checks), [words]);
  return (
    <Form
      definition={definition}
      send={send}
      contactEmail={SITE.email}
      words={words.form}
      privacyPath={words.privacyPath}
    />
  );
}

export default island('The contact form', ContactForm, {
  failureNote: ({ words }) => <FormFailureNote words={words.form} />,
});
