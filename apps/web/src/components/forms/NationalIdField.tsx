import { nationalIdInput } from '@hospital/rules';
import { TextField, type TextFieldProps } from './TextField';

export interface NationalIdFieldProps extends Omit<TextFieldProps, 'digitsOnly' | 'maxLength' | 'onChange'> {
  onChange(value: string): void;
  /** Called with the checksum message when a 13-digit entry fails the check (the page shows it in the error modal). */
  onInvalid?(message: string): void;
}

/**
 * The national ID input of accounts §5: at most 13 digits; on reaching 13 digits the checksum
 * must hold, else the field clears and the error modal says the checksum message.
 */
export function NationalIdField({ onChange, onInvalid, ...props }: NationalIdFieldProps) {
  return (
    <TextField
      {...props}
      digitsOnly
      maxLength={13}
      onChange={(typed) => {
        const { value, error } = nationalIdInput(typed);
        onChange(value);
        if (error) onInvalid?.(error);
      }}
    />
  );
}
