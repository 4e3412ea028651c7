import { MESSAGES } from './messages.js';

/**
 * Thai national ID check (accounts §5): weights 13..2 over the first 12 digits,
 * (11 - sum mod 11) mod 10 must equal the 13th digit.
 */
export function isValidNationalId(value: string): boolean {
  if (!/^\d{13}$/.test(value)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(value[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(value[12]);
}

/** The message a person sees for an ID, or null when it is valid. */
export function nationalIdError(value: string): string | null {
  if (!/^\d{13}$/.test(value)) return MESSAGES.nationalIdLength;
  return isValidNationalId(value) ? null : MESSAGES.nationalIdChecksum;
}

export function isNationalIdShaped(value: string): boolean {
  return /^\d{13}$/.test(value);
}
