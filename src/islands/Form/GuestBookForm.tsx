/** Island: the guest book (/GuestBook), sent to the API configured at build time. */
import { useMemo } from 'react';
import { SITE } from '~/config/site';
import { FORM_TYPES } from '~/schemas/forms';
import { Form, type FormWords } from './Form';
import { createFormSender } from './send';
import { makeGuestBookForm, type GuestBookWords } from './forms/guestBook';
import { island } from '~/islands/Island/island';
import { FormFailureNote } from './FormFailureNote';

const send = createFormSender(FORM_TYPES.guestBook);

/** The words of the form in the page's language, from the page (src/i18n). */
export interface GuestBookFormWords {
  form: FormWords;
  fields: GuestBookWords;
  /** The privacy notice in the page's language (`/Privacy` or `/hi/Privacy`). */
  privacyPath: string;
}

/** Rendered on the server and hydrated with `client:idle`. */
function GuestBookForm({ words }: { words: GuestBookFormWords }) {
  const definition = useMemo(() => makeGuestBookForm(words.fields, words.form.checks), [words]);
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

export default island('The guest book form', GuestBookForm, {
  failureNote: ({ words }) => <FormFailureNote words={words.form} />,
});
