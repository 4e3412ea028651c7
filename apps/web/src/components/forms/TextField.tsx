import type { HTMLAttributes, ReactNode } from 'react';
import { CharCounter, counterDescribedBy, counterIdOf } from './CharCounter';
import { fieldNameOfControl, useServerFieldError } from './server-field-errors';
import './form-errors.css';

/** A labelled form cell (accounts §2 forms): label above, control below. */
export function FormField({
  label,
  htmlFor,
  required,
  wide,
  full,
  error: ownError,
  errorId,
  field,
  children,
}: {
  label: ReactNode;
  htmlFor?: string;
  required?: boolean;
  /** Spans two grid columns. */
  wide?: boolean;
  /** Spans the whole row. */
  full?: boolean;
  /** Issue 16 item 1: the field's problem, shown under it (the control names it by aria-describedby). */
  error?: string;
  errorId?: string;
  /** Issue 35 item 2: the request field it edits; the server's refusal of it shows here when the page has none. */
  field?: string;
  children: ReactNode;
}) {
  const serverError = useServerFieldError(field);
  const error = ownError ?? serverError;
  const cls = `form-field${wide ? ' span-2' : ''}${full ? ' span-all' : ''}`;
  return (
    <div className={cls}>
      <label className="form-label" htmlFor={htmlFor}>
        {label}
        {required && (
          <span className="required-mark" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <div className="field-error" id={errorId} data-testid={errorId}>
          {error}
        </div>
      )}
    </div>
  );
}

/** The id of a control's in-place message (issue 16 item 1). */
export const errorIdOf = (id: string) => `${id}-error`;

export interface TextFieldProps {
  /** Element id and test id. */
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  /** Show the invalid style (required and empty after a submit attempt, or cleared). */
  invalid?: boolean;
  /** Issue 16 item 1: the Thai message shown in place (marks the field invalid too). */
  error?: string;
  maxLength?: number;
  /** Keep only digits (phone, postcode, national id). */
  digitsOnly?: boolean;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  readOnly?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** A textarea (notes). */
  multiline?: boolean;
  wide?: boolean;
  full?: boolean;
  autoComplete?: string;
  /** Issue 35 item 2: the request field it edits (default: a patient field's, from its 'pf-' id). */
  field?: string;
}

/**
 * A labelled text input; `digitsOnly` + `maxLength` give the phone (10) and postcode (5) inputs.
 * Issue 35 item 2: a text box with a limit counts its characters from 90 % of it (CharCounter),
 * and shows the server's refusal of its field when the page has no message of its own.
 */
export function TextField({
  id,
  label,
  value,
  onChange,
  required,
  invalid,
  error,
  maxLength,
  digitsOnly,
  inputMode,
  readOnly,
  disabled,
  placeholder,
  multiline,
  wide,
  full,
  autoComplete,
  field,
}: TextFieldProps) {
  const name = field ?? fieldNameOfControl(id);
  const serverError = useServerFieldError(name);
  const shown = error ?? serverError;
  const counted = Boolean(maxLength && !digitsOnly);
  const clean = (raw: string) => {
    const v = digitsOnly ? raw.replace(/\D/g, '') : raw;
    return maxLength ? v.slice(0, maxLength) : v;
  };
  const bad = Boolean(invalid || shown);
  const common = {
    id,
    name: id,
    'data-testid': id,
    className: `form-control${bad ? ' is-invalid' : ''}`,
    value: value ?? '',
    readOnly,
    disabled,
    placeholder,
    maxLength,
    required,
    'aria-invalid': bad || undefined,
    'aria-required': required || undefined,
    'aria-describedby': [shown && errorIdOf(id), counted && !readOnly && !disabled && counterDescribedBy(counterIdOf(id), (value ?? '').length, maxLength!)].filter(Boolean).join(' ') || undefined,
  };
  return (
    <FormField label={label} htmlFor={id} required={required && !disabled && !readOnly} wide={wide} full={full} error={shown} errorId={errorIdOf(id)}>
      {multiline ? (
        <textarea {...common} rows={3} onChange={(e) => onChange(clean(e.target.value))} />
      ) : (
        <input
          {...common}
          type="text"
          inputMode={inputMode ?? (digitsOnly ? 'numeric' : undefined)}
          autoComplete={autoComplete ?? 'off'}
          onChange={(e) => onChange(clean(e.target.value))}
        />
      )}
      {counted && !readOnly && !disabled && <CharCounter length={(value ?? '').length} max={maxLength!} id={counterIdOf(id)} />}
    </FormField>
  );
}

/** accounts §5/§9: the phone, at most 10 digits. */
export function PhoneField(props: Omit<TextFieldProps, 'digitsOnly' | 'maxLength' | 'inputMode'>) {
  return <TextField {...props} digitsOnly maxLength={10} inputMode="tel" />;
}

/** accounts §5/§9: the postcode, at most 5 digits. */
export function PostcodeField(props: Omit<TextFieldProps, 'digitsOnly' | 'maxLength'>) {
  return <TextField {...props} digitsOnly maxLength={5} />;
}
