import { MESSAGES } from './messages.js';
import { nationalIdError } from './national-id.js';
import { isValidBirthDate } from './registration.js';
import { VACCINE_MESSAGES } from './vaccine-rules.js';

/** What the eligibility check (POST /api2/pfizer/condition2) reads of the registration form. */
export interface VaccineConditionForm {
  cid?: unknown;
  birthDT?: unknown;
  titleKey?: unknown;
  titleName?: unknown;
  firstName?: unknown;
  lastName?: unknown;
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/**
 * care-services §2 Vaccine registration (/vaccinebooking2), §5 National ID: the first problem of
 * the form in screen order (national ID, birth date, title, first name, surname), or null.
 */
export function vaccineConditionProblem(form: VaccineConditionForm, now: Date = new Date()): string | null {
  const cidProblem = nationalIdError(text(form.cid));
  if (cidProblem) return cidProblem;
  if (!isValidBirthDate(form.birthDT, now)) return MESSAGES.birthDateRequired;
  if (!text(form.titleKey) && !text(form.titleName)) return VACCINE_MESSAGES.titleRequired;
  if (!text(form.firstName)) return VACCINE_MESSAGES.firstNameRequired;
  if (!text(form.lastName)) return VACCINE_MESSAGES.lastNameRequired;
  return null;
}

/**
 * The upload flags of /vaccinebooking2/{role} (§2): 'admin' sets isUpload1 (staff registering
 * a person whose record they upload), 'pz4' sets isUpload2 (the fourth-dose Pfizer list); any
 * other value, or none, sets neither.
 */
export function vaccineUploadFlags(role: string | null | undefined): { isUpload1: boolean; isUpload2: boolean } {
  const r = (role ?? '').toLowerCase();
  return { isUpload1: r === 'admin', isUpload2: r === 'pz4' };
}

/** care-services §2 Admin vaccine editing: the roles that may read and edit any student's vaccine record. */
export const VACCINE_ADMIN_ROLES: readonly string[] = ['Admin', 'Nurse'];

export function mayAdministerVaccines(role: string | null | undefined): boolean {
  return !!role && VACCINE_ADMIN_ROLES.includes(role);
}
