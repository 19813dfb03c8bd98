/** A form island: its definition's form, behind a boundary that says where to write instead. */
import { useMemo, type ComponentType } from 'react';
import { SITE } from '~/config/site';
import type { FormType } from '~/schemas/forms';
import { island } from '~/lib/island';
import { Form, type FormWords } from './Form';
import { FormFailureNote } from './FormFailureNote';
import { createFormSender } from './send';
import type { FormDefinition } from './types';

export interface FormIslandWords<F> {
  form: FormWords;
  fields: F;
  privacyPath: string;
}

/** Rendered on the server and hydrated with `client:idle`. */
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
