import { MESSAGES } from './messages.js';
import { nationalIdError } from './national-id.js';
import { bangkokDateKey } from './thai-date.js';

/**
 * Registration checks of accounts §5. Each list is in the spec's check order; the page shows
 * the LAST failing message (the spec's rule), which is the first item of `errors` here, so
 * the server's answer and the page's modal agree.
 */
export interface ValidationResult {
  /** Every failing message, the one to show first. */
  errors: string[];
  /** The message the page shows, or null when all checks pass. */
  shown: string | null;
}

type Check = () => string | null;

function run(checks: Check[]): ValidationResult {
  const failing = checks.map((c) => c()).filter((m): m is string => m !== null);
  const errors = failing.reverse();
  return { errors, shown: errors[0] ?? null };
}

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** A real calendar date, YYYY-MM-DD, from 1900 up to yesterday in Bangkok (accounts §2, §5). */
export function isValidBirthDate(value: unknown, now: Date = new Date()): boolean {
  const v = text(value);
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return false;
  return y >= 1900 && v < bangkokDateKey(now);
}

/** Phone (accounts §5, §9): required, 10 digits. */
export function phoneError(value: unknown): string | null {
  const v = text(value);
  if (v === '') return MESSAGES.phoneRequired;
  return /^0\d{9}$/.test(v) ? null : MESSAGES.phoneInvalid;
}

export interface PersonFields {
  firstName?: unknown;
  lastName?: unknown;
  idCard?: unknown;
  phone?: unknown;
  birthDate?: unknown;
}

function personChecks(input: PersonFields, birthDateMessage: string, now: Date): Check[] {
  return [
    () => (isValidBirthDate(input.birthDate, now) ? null : birthDateMessage),
    () => phoneError(input.phone),
    () => nationalIdError(text(input.idCard)),
    () => (text(input.lastName) ? null : MESSAGES.lastNameRequired),
    () => (text(input.firstName) ? null : MESSAGES.firstNameRequired),
  ];
}

/** Registration through the messaging app: birth date, phone, national id, surname, name. */
export function validateLineRegistration(input: PersonFields, now: Date = new Date()): ValidationResult {
  return run(personChecks(input, MESSAGES.birthDateRequired, now));
}

/** The ThaiD flow: the same order, with its own birth-date message. */
export function validateThaidRegistration(input: PersonFields, now: Date = new Date()): ValidationResult {
  return run(personChecks(input, MESSAGES.thaidBirthDateInvalid, now));
}

export interface WebRegisterFields extends PersonFields {
  username?: unknown;
  email?: unknown;
  password?: unknown;
  confirmPassword?: unknown;
}

export const MIN_PASSWORD_LENGTH = 8;

/**
 * Web registration: the messaging-app checks, then password and confirmation, their match,
 * email and username (accounts §5). `confirmPassword` is checked when the caller sends it.
 */
export function validateWebRegistration(input: WebRegisterFields, now: Date = new Date()): ValidationResult {
  const password = typeof input.password === 'string' ? input.password : '';
  return run([
    ...personChecks(input, MESSAGES.birthDateRequired, now),
    () => (password.length >= MIN_PASSWORD_LENGTH ? null : MESSAGES.passwordInvalid),
    () => (input.confirmPassword === undefined || input.confirmPassword === password ? null : MESSAGES.passwordMismatch),
    () => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text(input.email)) ? null : MESSAGES.emailRequired),
    () => (text(input.username) ? null : MESSAGES.usernameRequired),
  ]);
}
