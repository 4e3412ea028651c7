import type { ReactNode } from 'react';
import type { Option } from '@hospital/contracts';
import { useLookup } from '../../api/lookups';
import { FormField, errorIdOf } from './TextField';

export interface SelectFieldProps<T extends Option = Option> {
  /** Element id and test id. */
  id: string;
  label: ReactNode;
  value: string;
  /** The chosen value, and its option ('' and undefined when cleared). */
  onChange(value: string, option: T | undefined): void;
  options: readonly T[];
  required?: boolean;
  /** Show the invalid style (required and cleared, or empty after a submit attempt). */
  invalid?: boolean;
  /** Issue 16 item 1: the Thai message shown in place (marks the field invalid too). */
  error?: string;
  disabled?: boolean;
  /** The empty first option's text. */
  placeholder?: string;
  wide?: boolean;
  loading?: boolean;
}

/** A labelled select over `{label, value}` options; the first option is the empty choice. */
export function SelectField<T extends Option = Option>({
  id,
  label,
  value,
  onChange,
  options,
  required,
  invalid,
  error,
  disabled,
  placeholder = 'กรุณาเลือก',
  wide,
  loading,
}: SelectFieldProps<T>) {
  const current = value ?? '';
  // A saved code the list does not (yet) hold stays selectable, so a view never loses it.
  const missing = current !== '' && !loading && options.length > 0 && !options.some((o) => o.value === current);
  const bad = Boolean(invalid || error);
  return (
    <FormField label={label} htmlFor={id} required={required && !disabled} wide={wide} error={error} errorId={errorIdOf(id)}>
      <select
        id={id}
        name={id}
        data-testid={id}
        className={`form-select${bad ? ' is-invalid' : ''}`}
        value={current}
        disabled={disabled}
        required={required}
        aria-invalid={bad || undefined}
        aria-describedby={error ? errorIdOf(id) : undefined}
        aria-busy={loading || undefined}
        onChange={(e) => {
          const v = e.target.value;
          onChange(v, options.find((o) => o.value === v));
        }}
      >
        <option value="">{placeholder}</option>
        {missing && <option value={current}>{current}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FormField>
  );
}

export interface LookupSelectProps<T extends Option = Option> extends Omit<SelectFieldProps<T>, 'options' | 'loading'> {
  /** The list's url (accounts §7), e.g. LOOKUP_URLS.title; with `parent`, the parent value is appended. */
  url: string;
  /** For a cascading list: the parent's value ('' → empty list, nothing fetched). */
  parent?: string | null;
}

/** A select whose options are a lookup list: GET url (+ parent), `data` as options, cached. */
export function LookupSelect<T extends Option = Option>({ url, parent, ...props }: LookupSelectProps<T>) {
  const { options, loading } = useLookup<T>(url, parent);
  return <SelectField<T> {...props} options={options} loading={loading} />;
}
