/** One field, `aria-required` rather than `required`: the browser's bubble would pre-empt ours. */
import type { ChangeEvent, FocusEvent } from 'react';
import { fill } from '~/lib/fill';
import { fieldDomId, maxLengthOf } from './useForm';
import type { FieldSpec } from './types';

export interface FieldProps {
  formId: string;
  field: FieldSpec;
  value: string;
  error: string | undefined;
  onChange(name: string, value: string): void;
  onBlur(name: string, value: string): void;
  /** Text of a select's empty first choice when the field names none ("Choose one"). */
  chooseOne: string;
  /** `{left}`, `{max}`: shown as the value nears the field's length limit. */
  charactersLeft: string;
}

/** From what share of its limit a field says how many characters are left. */
const NEAR_LIMIT = 0.9;

export function Field({
  formId,
  field,
  value,
  error,
  onChange,
  onBlur,
  chooseOne,
  charactersLeft,
}: FieldProps) {
  const shown = (index: number, option: string) => field.optionLabels?.[index] ?? option;
  const id = `${formId}-${field.name}`;
  const hintId = field.hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const max = maxLengthOf(field);
  const limited = Number.isFinite(max);
  const near = limited && value.length >= Math.floor(max * NEAR_LIMIT);
  const countId = near ? `${id}-count` : undefined;
  const describedBy = [hintId, errorId, countId].filter(Boolean).join(' ') || undefined;
  const className = `form-field${field.wide ? ' form-field--wide' : ''}${error ? ' form-field--invalid' : ''}`;

  const hint = hintId ? (
    <p className="form-field__hint" id={hintId}>
      {field.hint}
    </p>
  ) : null;
  const message = errorId ? (
    <p className="form-field__error" id={errorId}>
      {error}
    </p>
  ) : null;
  const marker = field.required ? (
    <span className="form-field__required" aria-hidden="true">
      {' *'}
    </span>
  ) : null;

  const change = (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onChange(field.name, event.currentTarget.value);
  const blur = (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    onBlur(field.name, event.currentTarget.value);
  const common = {
    name: field.name,
    value,
    onChange: change,
    onBlur: blur,
    'aria-required': field.required ? true : undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
  } as const;

  if (field.kind === 'radio') {
    return (
      <fieldset className={`${className} form-field--choices`} aria-describedby={describedBy}>
        <legend className="form-field__label">
          {field.label}
          {marker}
        </legend>
        {hint}
        <div className="form-field__choices">
          {(field.options ?? []).map((option, index) => (
            <label className="form-field__choice" key={option}>
              <input
                type="radio"
                id={index === 0 ? fieldDomId(formId, field) : `${id}-${index}`}
                name={id}
                value={option}
                checked={value === option}
                onChange={change}
                aria-invalid={error ? true : undefined}
              />
              <span>{shown(index, option)}</span>
            </label>
          ))}
        </div>
        {message}
      </fieldset>
    );
  }

  let control;
  if (field.kind === 'textarea') {
    control = (
      <textarea
        id={id}
        rows={field.rows ?? 4}
        autoComplete={field.autoComplete}
        maxLength={max}
        {...common}
      />
    );
  } else if (field.kind === 'select') {
    control = (
      <select id={id} {...common}>
        <option value="">{field.placeholderOption ?? chooseOne}</option>
        {(field.options ?? []).map((option, index) => (
          <option key={option} value={option}>
            {shown(index, option)}
          </option>
        ))}
      </select>
    );
  } else {
    control = (
      <input
        id={id}
        type={field.kind}
        autoComplete={field.sensitive ? 'off' : field.autoComplete}
        inputMode={field.inputMode}
        maxLength={max}
        spellCheck={field.sensitive ? false : undefined}
        autoCapitalize={field.uppercase ? 'characters' : undefined}
        className={field.uppercase ? 'form-field__input--uppercase' : undefined}
        {...common}
      />
    );
  }

  return (
    <div className={className}>
      <label className="form-field__label" htmlFor={id}>
        {field.label}
        {marker}
      </label>
      {hint}
      {control}
      {near && (
        <p className="form-field__count" id={countId} aria-live="polite">
          {fill(charactersLeft, { left: Math.max(0, max - value.length), max })}
        </p>
      )}
      {message}
    </div>
  );
}
