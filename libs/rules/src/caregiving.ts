import { AGE_OF_MAJORITY, CAREGIVER_RELATIONS, PEOPLE_MESSAGES, type CaregiverRelation } from '@hospital/contracts';
import { MESSAGES } from './messages.js';
import { nationalIdError } from './national-id.js';
import { isValidBirthDate, phoneError } from './registration.js';
import { bangkokDateKey } from './thai-date.js';

/**
 * Issue 33 item 1: the checks of 'add a person I look after' (POST /api/v1/me/people), the
 * registration's rule functions plus the age rule (a child under 20, everyone else 20 or over).
 * The page runs them to show every problem at once beside its field; the server runs the same.
 */
export interface AddPersonFields {
  relation?: unknown;
  idCard?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  birthDate?: unknown;
  phone?: unknown;
}

export type AddPersonField = keyof AddPersonFields;

export interface AddPersonProblem {
  field: AddPersonField;
  message: string;
}

/** The names' limit of AddPersonBody. */
export const PERSON_NAME_MAX = 100;

const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

/** Whole years from a YYYY-MM-DD birth date to `today` (YYYY-MM-DD); a 29 February birthday comes on 1 March. */
export function wholeYearsOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number);
  const [ty, tm, td] = today.split('-').map(Number);
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** Under the Thai age of majority (20) on today's Bangkok date. */
export function isUnderAgeOfMajority(birthDate: string, now: Date = new Date()): boolean {
  return wholeYearsOn(birthDate, bangkokDateKey(now)) < AGE_OF_MAJORITY;
}

/** Every problem of the form, in the form's order (relation, national ID, names, birth date, phone). */
export function addPersonProblems(input: AddPersonFields, now: Date = new Date()): AddPersonProblem[] {
  const out: AddPersonProblem[] = [];
  const add = (field: AddPersonField, message: string | null) => {
    if (message) out.push({ field, message });
  };
  const relation = text(input.relation);
  const known = (CAREGIVER_RELATIONS as readonly string[]).includes(relation);
  add('relation', known ? null : 'กรุณาเลือกความสัมพันธ์');
  add('idCard', nationalIdError(text(input.idCard)));
  const first = text(input.firstName);
  add('firstName', first ? (first.length > PERSON_NAME_MAX ? `ชื่อยาวเกิน ${PERSON_NAME_MAX} ตัวอักษร` : null) : MESSAGES.firstNameRequired);
  const last = text(input.lastName);
  add('lastName', last ? (last.length > PERSON_NAME_MAX ? `นามสกุลยาวเกิน ${PERSON_NAME_MAX} ตัวอักษร` : null) : MESSAGES.lastNameRequired);
  const birthDate = text(input.birthDate);
  if (!isValidBirthDate(birthDate, now)) add('birthDate', MESSAGES.birthDateRequired);
  else if (known) add('birthDate', caregiverAgeProblem(relation as CaregiverRelation, birthDate, now));
  if (text(input.phone) !== '') add('phone', phoneError(input.phone));
  return out;
}

/** The age rule: 'child' must be under 20 (childTooOld), the other relations 20 or over (adultTooYoung). */
export function caregiverAgeProblem(relation: CaregiverRelation, birthDate: string, now: Date = new Date()): string | null {
  const minor = isUnderAgeOfMajority(birthDate, now);
  if (relation === 'child') return minor ? null : PEOPLE_MESSAGES.childTooOld;
  return minor ? PEOPLE_MESSAGES.adultTooYoung : null;
}

/**
 * Issue 33 item 4, 'ผู้ที่ดูแลฉัน' on /privacy: a link's `relation` is the PERSON's relation to the
 * caregiver ('child': the person is the caregiver's child), so the caregiver, listed to the
 * person, is the other way round: a child's caregiver is their parent or guardian, a parent's is
 * their child. RELATION_LABELS reads the link from the caregiver's side (/people, the agree page).
 */
export const CAREGIVER_RELATION_LABELS: Readonly<Record<CaregiverRelation, string>> = {
  child: 'บิดา มารดา หรือผู้ปกครอง',
  parent: 'บุตร',
  spouse: 'คู่สมรส',
  other: 'อื่น ๆ',
};

/** The caregiver's relation to the person, in Thai ('บิดา มารดา หรือผู้ปกครอง' for a child's caregiver). */
export function caregiverRelationLabel(relation: CaregiverRelation): string {
  return CAREGIVER_RELATION_LABELS[relation];
}

/** 'ความสัมพันธ์: เป็นบิดา มารดา หรือผู้ปกครองของท่าน' ('…ของผู้นี้' when a caregiver reads a child's page); 'other' says only 'อื่น ๆ'. */
export function caregiverRelationLine(relation: CaregiverRelation, reader: 'self' | 'caregiver' = 'self'): string {
  if (relation === 'other') return 'ความสัมพันธ์: อื่น ๆ';
  return `ความสัมพันธ์: เป็น${caregiverRelationLabel(relation)}ของ${reader === 'self' ? 'ท่าน' : 'ผู้นี้'}`;
}
