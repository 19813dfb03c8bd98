/**
 * The form engine (DESIGN.md): nothing sent while a field is invalid, one request per submit, a
 * failed send keeps every value; values live in React state only, never in storage or the URL.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { isBlank } from '~/lib/validation';
import type { FormPayloads, FormType } from '~/schemas/forms';
import { fill } from '~/lib/fill';
import { isApiError } from '~/lib/api/http';
import { describeFailure, type FailureWords } from './send';
import type {
  BaseFormDefinition,
  FieldSpec,
  FormDefinition,
  FormErrors,
  FormValues,
  SendForm,
} from './types';

/** Where a form stands; the view shows and announces it. */
export type FormStatus =
  | { state: 'idle' }
  | { state: 'invalid'; count: number }
  /** The last submit found every field blank; nothing was sent. */
  | { state: 'empty' }
  | { state: 'sending' }
  | { state: 'sent' }
  /** The last send failed; every value is kept. `reason` says why, in one sentence. */
  | { state: 'failed'; reason: string }
  /** Timed out: the API may have it. The next submit asks for confirmation, the one after sends. */
  | { state: 'uncertain'; confirming: boolean };

export interface UseFormOptions<T extends FormType> {
  /** Sends the payload; undefined when the site has no API configured (sending is impossible). */
  send: SendForm<T> | undefined;
  isOnline?: () => boolean;
  words: { fillIn: string; failure: FailureWords };
}

/** The DOM id of a field's control (for a radio group: of its first choice). */
export function fieldDomId(formId: string, field: Pick<FieldSpec, 'name' | 'kind'>): string {
  const base = `${formId}-${field.name}`;
  return field.kind === 'radio' ? `${base}-0` : base;
}

export function emptyValues(definition: BaseFormDefinition): FormValues {
  return Object.fromEntries(definition.fields.map((field) => [field.name, '']));
}

export function validateField(
  field: FieldSpec,
  value: string,
  /** The message for a blank required field without its own, `{label}` (src/i18n `form.fillIn`). */
  fillIn: string,
): string | undefined {
  if (isBlank(value)) {
    return field.required
      ? (field.requiredMessage ?? fill(fillIn, { label: field.label }))
      : undefined;
  }
  return field.check?.(value);
}

export function validateAll(
  definition: BaseFormDefinition,
  values: FormValues,
  fillIn: string,
): FormErrors {
  const errors: FormErrors = {};
  for (const field of definition.fields) {
    const message = validateField(field, values[field.name] ?? '', fillIn);
    if (message) errors[field.name] = message;
  }
  return errors;
}

/** Longest value of each kind of field, when the field names none (what people really type). */
const MAX_LENGTHS: Readonly<Record<FieldSpec['kind'], number | undefined>> = {
  text: 150,
  email: 254,
  tel: 20,
  url: 300,
  textarea: 3000,
  select: undefined,
  radio: undefined,
};

/** The most characters `field` takes (`maxlength` of its control); Infinity for choices. */
export function maxLengthOf(field: FieldSpec): number {
  return field.maxLength ?? MAX_LENGTHS[field.kind] ?? Number.POSITIVE_INFINITY;
}

/** `value` without controls (tab, newline kept) and bidi overrides, which disguise what it is. */
export function withoutControls(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E\u2066-\u2069]/g, '');
}

/** The JSON body: exactly the definition's fields (SPEC.md section 3), normalised or trimmed. */
export function buildPayload<T extends FormType>(
  definition: FormDefinition<T>,
  values: FormValues,
): FormPayloads[T] {
  const payload: Record<string, string> = {};
  for (const field of definition.fields) {
    const value = withoutControls(values[field.name] ?? '').slice(0, maxLengthOf(field));
    payload[field.name] = field.normalise ? field.normalise(value) : value.trim();
  }
  return payload as unknown as FormPayloads[T];
}

/** What was typed before hydration (controlled inputs would wipe it); undefined without a form. */
export function valuesOnPage(definition: BaseFormDefinition): FormValues | undefined {
  if (typeof document === 'undefined') return undefined;
  const form = document.getElementById(definition.id);
  if (!(form instanceof HTMLFormElement)) return undefined;
  return Object.fromEntries(
    definition.fields.map((field) => {
      const id = `${definition.id}-${field.name}`;
      const selector = field.kind === 'radio' ? `input[name="${id}"]:checked` : `#${id}`;
      return [field.name, form.querySelector<HTMLInputElement>(selector)?.value ?? ''];
    }),
  );
}

function honeypotOnPage(definition: BaseFormDefinition): string {
  if (typeof document === 'undefined') return '';
  return document.querySelector<HTMLInputElement>(`#${definition.id}-fax`)?.value ?? '';
}

/** `errors` with the message of `name` set, or gone when there is none. */
function withError(errors: FormErrors, name: string, message: string | undefined): FormErrors {
  const next = { ...errors };
  if (message) next[name] = message;
  else delete next[name];
  return next;
}

const browserOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;

export function useForm<T extends FormType>(
  definition: FormDefinition<T>,
  options: UseFormOptions<T>,
) {
  const { send, isOnline = browserOnline, words } = options;
  const [values, setValues] = useState<FormValues>(
    () => valuesOnPage(definition) ?? emptyValues(definition),
  );
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [honeypot, setHoneypot] = useState(() => honeypotOnPage(definition));
  const [ready, setReady] = useState(false);
  // A ref, not state: five clicks can arrive before React re-renders the disabled button.
  const sending = useRef(false);
  // Focus moves after the render that marks the field invalid, so the message is read with it.
  const [focusRequest, setFocusRequest] = useState<{ id: string } | null>(null);

  useEffect(() => setReady(true), []);

  useEffect(() => {
    if (focusRequest) document.getElementById(focusRequest.id)?.focus();
  }, [focusRequest]);

  const fieldNamed = useCallback(
    (name: string) => definition.fields.find((field) => field.name === name),
    [definition],
  );

  const setValue = useCallback(
    (name: string, value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setErrors((previous) => {
        const field = fieldNamed(name);
        if (!field || !(name in previous)) return previous;
        return withError(previous, name, validateField(field, value, words.fillIn));
      });
      // A success message must not linger over a form being filled in again.
      setStatus((previous) =>
        previous.state === 'sent' || previous.state === 'empty' ? { state: 'idle' } : previous,
      );
    },
    [fieldNamed, words.fillIn],
  );

  const blur = useCallback(
    (name: string, value: string) => {
      const field = fieldNamed(name);
      if (!field?.check || isBlank(value)) return;
      const message = validateField(field, value, words.fillIn);
      setErrors((previous) =>
        previous[name] === message ? previous : withError(previous, name, message),
      );
    },
    [fieldNamed, words.fillIn],
  );

  useEffect(() => {
    if (status.state === 'invalid' && Object.keys(errors).length === 0) {
      setStatus({ state: 'idle' });
    }
  }, [errors, status.state]);

  // The lock opens once the outcome is rendered: until then a click still reaches the handler
  // that holds the values just sent (two POSTs for fast clicks under load, CI of 5b96d81).
  useEffect(() => {
    if (status.state !== 'sending') sending.current = false;
  }, [status.state]);

  const submit = useCallback(async () => {
    if (sending.current || !send) return;

    if (!isBlank(honeypot)) {
      // A bot filled in the field people cannot see: it gets what looks like success, and
      // nothing is sent.
      setValues(emptyValues(definition));
      setErrors({});
      setStatus({ state: 'sent' });
      return;
    }

    const found = validateAll(definition, values, words.fillIn);
    const invalid = definition.fields.filter((field) => field.name in found);
    if (invalid.length > 0) {
      setErrors(found);
      setStatus({ state: 'invalid', count: invalid.length });
      setFocusRequest({ id: fieldDomId(definition.id, invalid[0]!) });
      return;
    }
    if (definition.fields.every((field) => isBlank(values[field.name] ?? ''))) {
      setStatus({ state: 'empty' });
      setFocusRequest({ id: fieldDomId(definition.id, definition.fields[0]!) });
      return;
    }

    // After a time-out the form may have arrived: sending again needs a second press.
    if (status.state === 'uncertain' && !status.confirming) {
      setStatus({ state: 'uncertain', confirming: true });
      return;
    }

    const payload = buildPayload(definition, values);
    sending.current = true;
    setErrors({});
    setStatus({ state: 'sending' });
    try {
      await send(payload);
      // Only a confirmed send clears the form (PAN and Aadhaar leave memory with it).
      setValues(emptyValues(definition));
      setStatus({ state: 'sent' });
    } catch (error) {
      // Not logged: the message says what happened, and a log could carry what was typed.
      if (isApiError(error) && error.kind === 'timeout' && isOnline()) {
        setStatus({ state: 'uncertain', confirming: false });
      } else {
        setStatus({ state: 'failed', reason: describeFailure(error, isOnline(), words.failure) });
      }
    }
  }, [definition, honeypot, isOnline, send, status, values, words]);

  return {
    values,
    errors,
    status,
    /** False until the island has hydrated: before that the button must not submit natively. */
    ready,
    configured: send !== undefined,
    honeypot,
    setHoneypot,
    /** Records what was typed; a field already marked wrong is checked again at once. */
    setValue,
    /** Checks a filled-in field's format when focus leaves it (blank fields are not nagged). */
    blur,
    submit,
  };
}
