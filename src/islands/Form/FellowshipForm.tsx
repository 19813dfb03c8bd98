/** Island: the fellowship form (/Fellowship), sent to the API configured at build time. */
import { useMemo } from 'react';
import { SITE } from '~/config/site';
import { FORM_TYPES } from '~/schemas/forms';
import { Form, type FormWords } from './Form';
import { createFormSender } from './send';
import { makeFellowshipForm, type FellowshipWords } from './forms/fellowship';
import { island } from '~/islands/Island/island';
import { FormFailureNote } from './FormFailureNote';

const send = createFormSender(FORM_TYPES.fellowship);

/** The words of the form in the page's language, from the page (src/i18n). */
export interface FellowshipFormWords {
  form: FormWords;
  fields: FellowshipWords;
  /** The privacy notice in the page's language (`/Privacy` or `/hi/Privacy`). */
  privacyPath: string;
  /** The contact page in the page's language (the note's link). */
  contactPath?: string;
}

/** Rendered on the server and hydrated with `client:idle`. */
function FellowshipForm({ words }: { words: FellowshipFormWords }) {
  const definition = useMemo(
    () => makeFellowshipForm(words.fields, words.form.checks, words.contactPath),
    [words],
  );
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

export default island('The fellowship form', FellowshipForm, {
  failureNote: ({ words }) => <FormFailureNote words={words.form} />,
});
