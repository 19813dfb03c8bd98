/** Island: the guest book (/GuestBook), sent to the API configured at build time. */
import { SITE } from '~/config/site';
import { Form } from './Form';
import { createFormSender } from './send';
import { guestBookForm } from './forms/guestBook';
import { island } from '~/islands/Island/island';
import { FormFailureNote } from './FormFailureNote';

const send = createFormSender(guestBookForm.formType);

/** Rendered on the server and hydrated with `client:idle`; takes no props. */
function GuestBookForm() {
  return <Form definition={guestBookForm} send={send} contactEmail={SITE.email} />;
}

export default island('The guest book form', GuestBookForm, { failureNote: <FormFailureNote /> });
