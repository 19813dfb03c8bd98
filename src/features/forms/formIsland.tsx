/** A form island: its definition's form, behind a boundary that says where to write instead. */
import { useMemo, type ComponentType } from 'react';
import { SITE } from '~/config/site';
import type { FormType } from '~/schemas/forms';
import { island } from '~/lib/island';
import { Form, withNode, type FormWords } from './Form';
import { createFormSender } from './send';
import type { FormDefinition } from './types';

export interface FormIslandWords<F> {
  form: FormWords;
  fields: F;
  privacyPath: string;
}

/** Rendered on the server and hydrated once idle (`client:idle`, 3 s at most). */
export function formIsland<T extends FormType, W extends FormIslandWords<unknown>>(
  name: string,
  formType: T,
  definitionOf: (words: W) => FormDefinition<T>,
): ComponentType<{ words: W }> {
  const send = createFormSender(formType);
  function FormIsland({ words }: { words: W }) {
    const definition = useMemo(() => definitionOf(words), [words]);
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
  return island(name, FormIsland, {
    failureNote: ({ words }) => <FormFailureNote words={words.form} />,
  });
}

/** Under a form whose island stopped: the built form stays; this says where to write instead. */
function FormFailureNote({ words }: { words: FormWords }) {
  const mail = <a href={`mailto:${SITE.email}`}>{SITE.email}</a>;
  return (
    <p className="notice site-form__stopped" role="alert">
      {words.stopped} {withNode(words.writeInstead, 'email', mail)}
    </p>
  );
}
