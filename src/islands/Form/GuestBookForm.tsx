/** Island: the guest book (/GuestBook), sent to the API configured at build time. */
import { SITE } from '~/config/site';
import { Form } from './Form';
import { createFormSender } from './send';
import { guestBookForm } from './forms/guestBook';

const send = createFormSender(guestBookForm.formType);

/** Rendered on the server and hydrated with `client:idle`; takes no props. */
export default function GuestBookForm() {
  return <Form definition={guestBookForm} send={send} contactEmail={SITE.email} />;
}
