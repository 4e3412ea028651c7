import type { HTMLAttributes, ReactNode } from 'react';

/** A labelled form cell (accounts §2 forms): label above, control below. */
export function FormField({
  label,
  htmlFor,
  required,
  wide,
  full,
  children,
}: {
  label: ReactNode;
  htmlFor?: string;
  required?: boolean;
  /** Spans two grid columns. */
  wide?: boolean;
  /** Spans the whole row. */
  full?: boolean;
  children: ReactNode;
}) {
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
    </div>
  );
}

export interface TextFieldProps {
  /** Element id and test id. */
  id: string;
  label: ReactNode;
  value: string;
  onChange(value: string): void;
  required?: boolean;
  /** Show the invalid style (required and empty after a submit attempt, or cleared). */
  invalid?: boolean;
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
}

/** A labelled text input; `digitsOnly` + `maxLength` give the phone (10) and postcode (5) inputs. */
export function TextField({
  id,
  label,
  value,
  onChange,
  required,
  invalid,
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
}: TextFieldProps) {
  const clean = (raw: string) => {
    const v = digitsOnly ? raw.replace(/\D/g, '') : raw;
    return maxLength ? v.slice(0, maxLength) : v;
  };
  const common = {
    id,
    name: id,
    'data-testid': id,
    className: `form-control${invalid ? ' is-invalid' : ''}`,
    value: value ?? '',
    readOnly,
    disabled,
    placeholder,
    maxLength,
    required,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
  };
  return (
    <FormField label={label} htmlFor={id} required={required && !disabled && !readOnly} wide={wide} full={full}>
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
