/** Every form's view; its live regions are always in the page, so what goes in is announced. */
import type { Dictionary } from '~/i18n';
import { Fragment, useRef, type ReactNode, type SubmitEvent } from 'react';
import { fill } from '~/lib/fill';
import { FORM_SUBMIT_TIMEOUT_MS } from '~/lib/constants';
import type { FormType } from '~/schemas/forms';
import { Field } from './Field';
import { useForm } from './useForm';
import type { FormDefinition, SendForm } from './types';
import './Form.css';
import { useIslandFailure } from '~/lib/island';

/** Every word of the form frame; in English `success` is exactly SPEC section 8's message. */
export type FormWords = Dictionary['form'];

/** Fills a `{email}` (or `{star}`) template with a node: the text around it, the node between. */
export function withNode(template: string, name: string, node: ReactNode): ReactNode {
  const [before = '', after = ''] = template.split(`{${name}}`);
  return (
    <>
      {before}
      {node}
      {after}
    </>
  );
}

export interface FormProps<T extends FormType> {
  definition: FormDefinition<T>;
  /** Undefined when no API is configured: the form then says it cannot send. */
  send: SendForm<T> | undefined;
  contactEmail: string;
  words: FormWords;
  /** The privacy notice in the page's language (`/Privacy`, `/hi/Privacy`); `#<form id>` is added. */
  privacyPath?: string;
  /** For tests: whether the browser is online (default `navigator.onLine`). */
  isOnline?: () => boolean;
}

export function Form<T extends FormType>({
  definition,
  send,
  contactEmail,
  isOnline,
  words,
  privacyPath = '/Privacy',
}: FormProps<T>) {
  const form = useForm(definition, { send, isOnline, words });
  const { status } = form;
  const { id, note } = definition;
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
            <strong>{words.unconfigured}</strong> {withNode(words.writeInstead, 'email', mail)}
          </p>
        </div>
      )}
      {hasRequired && (
        <p className="site-form__required-note" id={`${id}-required-note`}>
          {withNode(
            words.requiredNote,
            'star',
            <>
              <span aria-hidden="true">*</span>
              <span className="visually-hidden"> {words.requiredNoteHidden}</span>
            </>,
          )}
        </p>
      )}

      <div className="site-form__fields">
        {definition.fields.map((field) => (
          <Fragment key={field.name}>
            {note?.before === field.name && (
              <div className="site-form__note" role="note" aria-labelledby={`${id}-note-heading`}>
                <h3 className="site-form__note-heading" id={`${id}-note-heading`}>
                  {note.heading}
                </h3>
                <p>
                  {note.text} <a href={note.link.href}>{note.link.label}</a>.
                </p>
              </div>
            )}
            <Field
              formId={id}
              field={field}
              value={form.values[field.name] ?? ''}
              error={form.errors[field.name]}
              onChange={form.setValue}
              onBlur={form.blur}
              chooseOne={words.chooseOne}
              charactersLeft={words.charactersLeft}
            />
          </Fragment>
        ))}
      </div>

      <div className="hp-field" aria-hidden="true">
        <label htmlFor={`${id}-fax`}>{words.honeypot}</label>
        <input
          id={`${id}-fax`}
          name="fax"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={form.honeypot}
          onChange={(event) => form.setHoneypot(event.currentTarget.value)}
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
          {sending
            ? words.sending
            : status.state === 'uncertain' && status.confirming
              ? words.sendAgain
              : definition.submitLabel}
        </button>
        <a className="site-form__privacy" href={`${privacyPath}#${id}`}>
          {words.privacy}
        </a>
      </div>

      <div className="site-form__status" role="status">
        {sending && <p>{words.sendingStatus}</p>}
        {status.state === 'sent' && (
          <div className="site-form__notice site-form__notice--success">
            <p>
              <strong>{words.success}</strong>
            </p>
            <p>{words.thanks}</p>
          </div>
        )}
        {status.state === 'invalid' && (
          <p className="site-form__summary">
            {status.count === 1
              ? words.invalidOne
              : fill(words.invalidMany, { count: status.count })}
          </p>
        )}
        {status.state === 'empty' && <p className="site-form__summary">{words.empty}</p>}
      </div>

      <div className="site-form__alert" role="alert">
        {status.state === 'uncertain' && (
          <div className="site-form__notice site-form__notice--warning">
            <p>
              <strong>{words.mayHaveArrived}</strong>{' '}
              {fill(words.uncertain, { seconds: Math.round(FORM_SUBMIT_TIMEOUT_MS / 1000) })}
            </p>
            <p>{withNode(words.checkFirst, 'email', mail)}</p>
            {status.confirming && (
              <p className="site-form__confirm">
                {fill(words.confirmResend, { button: words.sendAgain })}
              </p>
            )}
          </div>
        )}
        {status.state === 'failed' && (
          <div className="site-form__notice site-form__notice--error">
            <p>
              <strong>{words.failed}</strong> {status.reason} {words.keptValues}
            </p>
            <p className="site-form__retry">
              <button type="button" className="button button--ghost" onClick={retry}>
                {words.retry}
              </button>
              <span>{withNode(words.keepsFailing, 'email', mail)}</span>
            </p>
          </div>
        )}
      </div>
    </form>
  );
}
