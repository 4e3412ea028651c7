import type { PatientFields } from '@hospital/contracts';
import {
  PATIENT_ADDRESS_MAX,
  PATIENT_BIRTH_DATE_MAX,
  PATIENT_CODE_MAX,
  PATIENT_ID_CARD_MAX,
  PATIENT_NAME_MAX,
  PATIENT_NOTE_MAX,
  PATIENT_PHONE_MAX,
  PATIENT_POSTCODE_MAX,
  TELE_MAX_TEXT,
  thaiCount,
  tooLongMessage,
} from '@hospital/contracts';

/**
 * Issue 35 item 2: each text box shows its limit as the person nears it. The limits are the
 * schemas' own (libs/contracts), re-exported here for the pages.
 */
export {
  PATIENT_ADDRESS_MAX,
  PATIENT_BIRTH_DATE_MAX,
  PATIENT_CODE_MAX,
  PATIENT_ID_CARD_MAX,
  PATIENT_NAME_MAX,
  PATIENT_NOTE_MAX,
  PATIENT_PHONE_MAX,
  PATIENT_POSTCODE_MAX,
  TELE_MAX_TEXT,
  thaiCount,
  tooLongMessage,
};

/** The counter shows from this share of the limit on ('1,800/2,000' of a 2,000-character box). */
export const COUNTER_FROM_SHARE = 0.9;

/** What a text box's counter says, and whether the person must shorten the text. */
export interface CharCountNote {
  /** '1,950/2,000', and at the limit or past it the reason in words. */
  text: string;
  /** At the limit: nothing more can be typed (the box stops), said in words. */
  full: boolean;
  /** Past the limit (text kept from before, or pasted around the box): the server will refuse it. */
  over: boolean;
}

/**
 * Issue 35 item 2: the counter under a text box of `max` characters holding `length`: none
 * below 90 % of the limit, then 'n/max', at the limit 'ครบ max ตัวอักษรแล้ว', past it the
 * server's own too-long message.
 */
export function charCountNote(length: number, max: number): CharCountNote | null {
  if (!(max > 0) || length < Math.ceil(max * COUNTER_FROM_SHARE)) return null;
  const count = `${thaiCount(length)}/${thaiCount(max)}`;
  if (length > max) return { text: `${count} · ${tooLongMessage(max)}`, full: false, over: true };
  if (length === max) return { text: `${count} · ครบ ${thaiCount(max)} ตัวอักษรแล้ว`, full: true, over: false };
  return { text: count, full: false, over: false };
}

/** Issue 35 item 2: the patient forms' free-text fields and their limits (the schemas' own), for the pages' boxes. */
export const PATIENT_TEXT_LIMITS = {
  firstName: PATIENT_NAME_MAX,
  lastName: PATIENT_NAME_MAX,
  mar_FirstName: PATIENT_NAME_MAX,
  mar_LastName: PATIENT_NAME_MAX,
  father_FirstName: PATIENT_NAME_MAX,
  father_LastName: PATIENT_NAME_MAX,
  mother_FirstName: PATIENT_NAME_MAX,
  mother_LastName: PATIENT_NAME_MAX,
  address: PATIENT_ADDRESS_MAX,
  moo: PATIENT_ADDRESS_MAX,
  soi: PATIENT_ADDRESS_MAX,
  road: PATIENT_ADDRESS_MAX,
  r_Address: PATIENT_ADDRESS_MAX,
  r_Moo: PATIENT_ADDRESS_MAX,
  drugNote: PATIENT_NOTE_MAX,
  ptnNote: PATIENT_NOTE_MAX,
} as const satisfies Partial<Record<keyof PatientFields, number>>;

/** A patient field's text limit, if it is free text. */
export const patientTextLimit = (field: string): number | undefined => (PATIENT_TEXT_LIMITS as Record<string, number>)[field];
