/**
 * What a form is made of. Each form (guest book, contact, fellowship) is a `FormDefinition`: a
 * list of fields in src/features/forms/definitions/; the engine (useForm + Form) does the rest.
 */
import type { FormPayloads, FormType } from '~/schemas/forms';

/** How a field is shown: the native control it becomes. */
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
  /**
   * Format check for a field that is not blank: a message saying what is wrong, or undefined.
   * Optional fields are checked too once something is typed in them (an e-mail must be valid).
   */
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
  /**
   * What each choice of `options` is shown as, in the page's language (same order); the value
   * sent stays the text of `options`, so every language sends the same payload.
   */
  optionLabels?: readonly string[];
  /** Text of the empty first choice of a `select` (default "Choose one"). */
  placeholderOption?: string;
  /** Rows of a `textarea`. */
  rows?: number;
  /**
   * PAN and Aadhaar: autocomplete off, no spell check (no dictionary service sees the number),
   * never kept in the browser beyond the page's own memory.
   */
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

/**
 * What the engine needs of any form, whatever its type. Code that handles every form takes this;
 * a form itself is declared as a `FormDefinition<T>`, which checks its field names.
 */
export interface BaseFormDefinition {
  /** The API's form type (`Guest Book`...), URL-encoded into the path by the client. */
  formType: FormType;
  /** Prefix of every DOM id in the form; unique on the page. */
  id: string;
  /** Accessible name of the form (the page heading usually says it too). */
  title: string;
  /** Text of the submit button. */
  submitLabel: string;
  /** Every payload field, in the order shown. */
  fields: readonly FieldSpec[];
  /** A short note shown just before one field (why the fellowship form asks for PAN). */
  note?: FormNote;
}

/** A form of type `T`: its fields are named after the keys of that type's payload. */
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

/** Values of a form as typed, by field name. */
export type FormValues = Record<string, string>;

/** Messages of the fields that are wrong, by field name. */
export type FormErrors = Record<string, string>;

/**
 * Sends a payload; resolves on success and rejects (usually with an `ApiError`) on any failure.
 * The engine gets one from `createFormSender`, tests pass their own.
 */
export type SendForm<T extends FormType = FormType> = (
  payload: FormPayloads[T],
) => Promise<unknown>;
