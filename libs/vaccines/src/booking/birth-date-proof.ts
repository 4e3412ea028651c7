import type { FastifyRequest } from 'fastify';
import type { StudentVaccineRecord } from '@hospital/contracts';
import { VACCINE_MESSAGES, isValidBirthDate } from '@hospital/rules';
import { Api2Error } from '../http/api2-error.js';

/**
 * The request header that carries the birth-date proof of a cancel (GET
 * /api2/pfizer/clearbooking2/{cid} keeps the spec's path and has no body). A header, not a
 * query: the birth date stays out of addresses, logs and Referer, and a page of another site
 * cannot add it to a link, an image or a form (issue 18 finding 4).
 */
export const BIRTH_DATE_HEADER = 'x-birth-date';

/** The birth date a cancel sends (the header's value, trimmed; '' when missing). */
export function birthDateOfCancel(request: FastifyRequest): string {
  const value = request.headers[BIRTH_DATE_HEADER];
  return (typeof value === 'string' ? value : '').trim().slice(0, 10);
}

/**
 * Issue 18 finding 4: a change or cancel on the open pages must prove more than the national
 * ID — the child's birth date as the list has it ('YYYY-MM-DD'). Missing answers
 * birthDateProofRequired, not a date the form's birthDateInvalid, different birthDateMismatch
 * (400 each, nothing changed). A record
 * without a birth date yet (a list imported without one) has nothing to prove against: its
 * first booking sets it, and from then on it is asked.
 */
export function proveBirthDate(student: Pick<StudentVaccineRecord, 'birthDT'>, given: string): void {
  const known = (student.birthDT ?? '').slice(0, 10);
  if (!known) return;
  if (!given) throw new Api2Error(400, VACCINE_MESSAGES.birthDateProofRequired);
  if (!isValidBirthDate(given)) throw new Api2Error(400, VACCINE_MESSAGES.birthDateInvalid);
  if (given !== known) throw new Api2Error(400, VACCINE_MESSAGES.birthDateMismatch);
}
