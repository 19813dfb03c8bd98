/** Island: the fellowship form (/Fellowship), sent to the API configured at build time. */
import { SITE } from '~/config/site';
import { Form } from './Form';
import { createFormSender } from './send';
import { fellowshipForm } from './forms/fellowship';
import { island } from '~/islands/Island/island';
import { FormFailureNote } from './FormFailureNote';

const send = createFormSender(fellowshipForm.formType);

/** Rendered on the server and hydrated with `client:idle`; takes no props. */
function FellowshipForm() {
  return <Form definition={fellowshipForm} send={send} contactEmail={SITE.email} />;
}

export default island('The fellowship form', FellowshipForm, { failureNote: <FormFailureNote /> });
