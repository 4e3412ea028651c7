import type { PatientFields } from '@hospital/contracts';
import { MESSAGES } from './messages.js';
import { FIELD_LABELS, requiredFields, type PatientForm } from './profile.js';
import { isValidBirthDate, phoneError } from './registration.js';

type Field = keyof PatientFields;

/** One problem of a patient form: the field and its Thai message, shown beside the field. */
export interface PatientFieldError {
  field: Field;
  /** True when the field is empty (listed in the summary's 'กรุณาระบุ …'). */
  missing: boolean;
  message: string;
}

const blank = (v: unknown): boolean => (typeof v === 'string' ? v.trim() === '' : v === null || v === undefined);

/**
 * Issue 16 item 1: EVERY problem of a patient form at once, in the form's order (accounts §5's
 * checks, each field once): an empty required field ('กรุณาระบุ' + its name), a birth date that
 * is not a real past date, a phone or a postcode in the wrong format. Empty when it may be saved.
 */
export function patientFieldErrors(form: PatientForm, fields: Partial<PatientFields>, now: Date = new Date()): PatientFieldError[] {
  const out: PatientFieldError[] = [];
  for (const field of requiredFields(form, { maritalStatusKey: fields.maritalStatusKey ?? '' })) {
    const value = fields[field];
    if (blank(value)) {
      // The birth date's selects can leave it empty for an impossible day: one message for both.
      out.push({ field, missing: true, message: field === 'birthDate' ? MESSAGES.profileBirthDate : MESSAGES.specify + FIELD_LABELS[field] });
      continue;
    }
    const problem =
      field === 'birthDate' ? (isValidBirthDate(value, now) ? null : MESSAGES.profileBirthDate)
      : field === 'phone' ? phoneError(value)
      : field === 'postcode' && !/^\d{5}$/.test(String(value).trim()) ? MESSAGES.postcodeInvalid
      : null;
    if (problem) out.push({ field, missing: false, message: problem });
  }
  return out;
}

/**
 * The problems in one Thai message (the server's 400, a screen reader's summary): the missing
 * fields listed after 'กรุณาระบุ', then each format problem. Null when there is none.
 */
export function patientErrorsMessage(errors: readonly PatientFieldError[]): string | null {
  const missing = errors.filter((e) => e.missing).map((e) => FIELD_LABELS[e.field]);
  const parts = [missing.length ? MESSAGES.specify + missing.join(', ') : '', ...errors.filter((e) => !e.missing).map((e) => e.message)];
  const text = parts.filter(Boolean).join(' ');
  return text === '' ? null : text;
}
