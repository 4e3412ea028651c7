import { parsePngSignature, type PngSignature } from '@hospital/core';
import { VACCINE_MESSAGES } from '@hospital/rules';
import { Api2Error } from '../http/api2-error.js';

/** The consent signature of a new booking (§2 consent flow: read, sign, agree), parsed by the shared parser. */
export function signatureOf(value: string): PngSignature {
  const parsed = parsePngSignature(value);
  if (typeof parsed === 'string') throw new Api2Error(400, VACCINE_MESSAGES.signatureRequired);
  return parsed;
}
