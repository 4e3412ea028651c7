import { MESSAGES } from './messages.js';

/**
 * Thai national ID check (accounts §5): weights 13..2 over the first 12 digits,
 * (11 - sum mod 11) mod 10 must equal the 13th digit.
 */
export function isValidNationalId(value: string): boolean {
  return /^\d{13}$/.test(value) && nationalIdCheckDigit(value.slice(0, 12)) === value[12];
}

/** The 13th digit that makes 12 digits a valid national ID. */
export function nationalIdCheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (13 - i);
  return String((11 - (sum % 11)) % 10);
}

/** The message a person sees for an ID, or null when it is valid. */
export function nationalIdError(value: string): string | null {
  if (!/^\d{13}$/.test(value)) return MESSAGES.nationalIdLength;
  return isValidNationalId(value) ? null : MESSAGES.nationalIdChecksum;
}

export function isNationalIdShaped(value: string): boolean {
  return /^\d{13}$/.test(value);
}

/**
 * The national-id field as a person types (accounts §5): digits only, at most 13; when the
 * 13th digit makes a number whose checksum fails, the field clears and the checksum message
 * is shown.
 */
export function nationalIdInput(typed: string): { value: string; error: string | null } {
  const value = typed.replace(/\D/g, '').slice(0, 13);
  if (value.length === 13 && !isValidNationalId(value)) return { value: '', error: MESSAGES.nationalIdChecksum };
  return { value, error: null };
}
