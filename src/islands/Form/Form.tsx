/**
 * The view of every form: fields, the "* required" explanation, a honeypot, the submit button and
 * two live regions (role="status" for progress, corrections and success; role="alert" for a failed
 * send). Behaviour lives in `useForm`; the regions are always in the page so that screen readers
 * announce what is put into them.
 */
import { useRef, type ReactNode, type SubmitEvent } from 'react';
import type { FormType } from '~/schemas/forms';
import { Field } from './Field';
import { useForm } from './useForm';
import type { FormDefinition, FormNote, SendForm } from './types';
import './Form.css';
import { useIslandFailure } from '../Island/island';

/** Exactly SPEC's success message (section 8). */
export const SUCCESS_MESSAGE = 'Your Form Submitted Successfully';

/** Link next to the submit button to this form's section of the privacy notice (/Privacy#id). */
export const PRIVACY_LINK = { path: '/Privacy', text: 'How we use what you send (privacy notice)' };

/** Props of `Form`. */
export interface FormProps<T extends FormType> {
  definition: FormDefinition<T>;
  /** Undefined when no API is configured: the form then says it cannot send. */
  send: SendForm<T> | undefined;
  /** Where people can write instead (the foundation's e-mail). */
  contactEmail: string;
  /** For tests: whether the browser is online (default `navigator.onLine`). */
  isOnline?: () => boolean;
}

/** A form of the site, driven by its definition. */
export function Form<T extends FormType>({
  definition,
  send,
  contactEmail,
  isOnline,
}: FormProps<T>) {
  const form = useForm(definition, { send, isOnline });
  const { status } = form;
  const id = definition.id;
  const sending = status.state === 'sending';
  const hasRequired = definition.fields.some((field) => field.required);
  const submitButton = useRef<HTMLButtonElement>(null);
  const mail = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;

  // A failed send is the form's own business (a message, a retry); anything else going wrong in
  // the submit stops the island, whose boundary keeps the form as built and says where to write.
  const fail = useIslandFailure();
  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    form.submit().catch(fail);
  };
  // The retry button goes away while the form is sent again: focus waits on the submit button,
  // where the outcome is announced, instead of falling back to the top of the page.
  const retry = () => {
    submitButton.current?.focus();
    form.submit().catch(fail);
  };

  return (
    <form
      className="site-form"
      id={id}
      aria-label={definition.title}
      aria-describedby={hasRequired ? `${id}-required-note` : undefined}
      method="post"
      noValidate
      onSubmit={onSubmit}
    >
      {!form.configured && (
        <div className="site-form__notice site-form__notice--warning" id={`${id}-unconfigured`}>
          <p>
            <strong>Sending this form is not configured on this copy of the site</strong>, so
            nothing typed here can reach us. Please write to us at {mail} instead.
          </p>
        </div>
      )}
      {hasRequired && (
        <p className="site-form__required-note" id={`${id}-required-note`}>
          Fields marked <span aria-hidden="true">*</span>
          <span className="visually-hidden"> with an asterisk</span> are required.
        </p>
      )}

      <div className="site-form__fields">
        {definition.fields.map((field) => (
          <FieldWithNote
            key={field.name}
            note={definition.note?.before === field.name ? definition.note : undefined}
            formId={id}
          >
            <Field
              formId={id}
              field={field}
              value={form.values[field.name] ?? ''}
              error={form.errors[field.name]}
              onChange={form.setValue}
              onBlur={form.blur}
            />
          </FieldWithNote>
        ))}
      </div>

      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-fax`}>Leave this field empty</label>
        <input
          id={`${id}-fax`}
          name="fax"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.honeypot}
          onChange={(event) => form.setHoneypot(event.target.value)}
        />
      </div>

      <div className="site-form__actions">
        <button
          type="submit"
          ref={submitButton}
          className="button site-form__submit"
          // Disabled (really) until hydrated, so a click can never submit natively and put the
          // values in a request to the static host; aria-disabled while sending keeps focus on it.
          disabled={!form.ready || !form.configured}
          aria-disabled={sending ? true : undefined}
          aria-describedby={form.configured ? undefined : `${id}-unconfigured`}
        >
          {sending && <span className="site-form__spinner" aria-hidden="true" />}
          {sending ? 'Sending…' : definition.submitLabel}
        </button>
        <a className="site-form__privacy" href={`${PRIVACY_LINK.path}#${id}`}>
          {PRIVACY_LINK.text}
        </a>
      </div>

      <div className="site-form__status" role="status">
        {sending && <p>Sending your form…</p>}
        {status.state === 'sent' && (
          <div className="site-form__notice site-form__notice--success">
            <p>
              <strong>{SUCCESS_MESSAGE}</strong>
            </p>
            <p>Thank you for writing to us.</p>
          </div>
        )}
        {status.state === 'invalid' && (
          <p className="site-form__summary">
            Your form was not sent:{' '}
            {status.count === 1
              ? 'one field needs your attention.'
              : `${status.count} fields need your attention.`}
          </p>
        )}
        {status.state === 'empty' && (
          <p className="site-form__summary">
            Your form was not sent because it is empty. Please write something first.
          </p>
        )}
      </div>

      <div className="site-form__alert" role="alert">
        {status.state === 'failed' && (
          <div className="site-form__notice site-form__notice--error">
            <p>
              <strong>Your form was not sent.</strong> {status.reason} Everything you typed is still
              here, so you can try again.
            </p>
            <p className="site-form__retry">
              <button type="button" className="button button--ghost" onClick={retry}>
                Try again
              </button>
              <span>If it keeps failing, please write to us at {mail}.</span>
            </p>
          </div>
        )}
      </div>
    </form>
  );
}

/** A field, preceded by the form's note when the note belongs before it. */
function FieldWithNote({
  note,
  formId,
  children,
}: {
  note: FormNote | undefined;
  formId: string;
  children: ReactNode;
}) {
  if (!note) return children;
  return (
    <>
      <div className="site-form__note" role="note" aria-labelledby={`${formId}-note-heading`}>
        <h3 className="site-form__note-heading" id={`${formId}-note-heading`}>
          {note.heading}
        </h3>
        <p>
          {note.text} <a href={note.link.href}>{note.link.label}</a>.
        </p>
      </div>
      {children}
    </>
  );
}
