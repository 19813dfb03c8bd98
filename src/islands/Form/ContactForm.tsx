/** Island: the contact form of /ReachUs, sent to the API configured at build time. */
import { SITE } from '~/config/site';
import { Form } from './Form';
import { createFormSender } from './send';
import { contactForm } from './forms/contact';

const send = createFormSender(contactForm.formType);

/** Rendered on the server and hydrated with `client:idle`; takes no props. */
export default function ContactForm() {
  return <Form definition={contactForm} send={send} contactEmail={SITE.email} />;
}
