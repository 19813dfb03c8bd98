/** What a form is made of: each form is a `FormDefinition`; useForm and Form do the rest. */
import type { FormPayloads, FormType } from '~/schemas/forms';

export type FieldKind = 'text' | 'email' | 'tel' | 'url' | 'textarea' | 'select' | 'radio';

/** One field of a form; `name` is its key in the JSON payload. */
export interface FieldSpec<Name extends string = string> {
  /** Key in the payload, exactly as SPEC.md section 3 spells it. */
  name: Name;
  /** Visible label (the asterisk for required fields is added by the view). */
  label: string;
  kind: FieldKind;
  /** Must not be blank (SPEC's asterisks). */
  required?: boolean;
  /** Message when a required field is blank (default: "Please fill in <label>."). */
  requiredMessage?: string;
  /** Format check once something is typed (optional fields too): a message, or undefined. */
  check?: (value: string) => string | undefined;
  /** Turns what was typed into what is sent. Default: trimmed. */
  normalise?: (value: string) => string;
  /** `autocomplete` token (`name`, `email`, `tel`...); sensitive fields always get `off`. */
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel' | 'url';
  /** Help text under the label, read with the field (format examples). */
  hint?: string;
  /** Choices of a `select` or `radio` field, in order; the value sent is the text itself. */
  options?: readonly string[];
  /** Choices as shown in the page's language; the value sent stays the text of `options`. */
  optionLabels?: readonly string[];
  placeholderOption?: string;
  rows?: number;
  /** PAN and Aadhaar: autocomplete and spell check off (no dictionary service sees the number). */
  sensitive?: boolean;
  /** Shown as capitals while typed (PAN); the value is normalised anyway. */
  uppercase?: boolean;
  /** Lay the field across both columns on wide screens (messages, addresses). */
  wide?: boolean;
  /** Most characters accepted (default by kind: `maxLengthOf` in ./useForm.ts). */
  maxLength?: number;
}

/** The payload keys of a form type; for the union of all types, the keys of all three. */
export type FieldName<T extends FormType> = T extends FormType
  ? Extract<keyof FormPayloads[T], string>
  : never;

/** What the engine needs of any form; a form is a `FormDefinition<T>`, which checks names. */
export interface BaseFormDefinition {
  /** The API's form type (`Guest Book`...), URL-encoded into the path by the client. */
  formType: FormType;
  /** Prefix of every DOM id in the form; unique on the page. */
  id: string;
  /** Accessible name of the form (the page heading usually says it too). */
  title: string;
  submitLabel: string;
  fields: readonly FieldSpec[];
  /** A short note shown just before one field (why the fellowship form asks for PAN). */
  note?: FormNote;
}

export interface FormDefinition<T extends FormType> extends BaseFormDefinition {
  formType: T;
  fields: readonly FieldSpec<FieldName<T>>[];
  note?: FormNote<FieldName<T>>;
}

/** A note inside a form, before the field named `before`, ending with a link. */
export interface FormNote<Name extends string = string> {
  before: Name;
  heading: string;
  text: string;
  link: { href: string; label: string };
}

export type FormValues = Record<string, string>;

export type FormErrors = Record<string, string>;

/** Resolves on success, rejects (usually with an `ApiError`) on any failure. */
export type SendForm<T extends FormType = FormType> = (
  payload: FormPayloads[T],
) => Promise<unknown>;
