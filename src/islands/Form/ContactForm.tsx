/** Island: the contact form of /ReachUs, sent to the API configured at build time. */
import { SITE } from '~/config/site';
import { Form } from './Form';
import { createFormSender } from './send';
import { contactForm } from './forms/contact';
import { island } from '~/islands/Island/island';
import { FormFailureNote } from './FormFailureNote';

const send = createFormSender(contactForm.formType);

/** Rendered on the server and hydrated with `client:idle`; takes no props. */
function ContactForm() {
  return <Form definition={contactForm} send={send} contactEmail={SITE.email} />;
}

export default island('The contact form', ContactForm, { failureNote: <FormFailureNote /> });
